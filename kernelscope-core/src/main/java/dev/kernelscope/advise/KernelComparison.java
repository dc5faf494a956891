/*
 * An A/B test of two variants of a user's kernel (two files, or one file with different defines or launches) on one
 * device: both get the same arguments; their outputs are compared first, then they are timed in interleaved
 * rounds (A then B, B then A, ...) so drift in clocks, temperature or a neighbour's load hits both alike, and the
 * per-round time ratios give the verdict with a distribution-free confidence interval (model.stats.PairedRatio).
 */
package dev.kernelscope.advise;

import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.Geometry;
import dev.kernelscope.device.GpuException;
import dev.kernelscope.device.Kernel;
import dev.kernelscope.device.KernelArgSpec;
import dev.kernelscope.device.KernelResources;
import dev.kernelscope.device.Timing;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.stats.PairedRatio;
import dev.kernelscope.device.CompileFailures;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

public final class KernelComparison {

    /**
     * One side of the comparison.
     *
     * @param label "A" or "B"
     * @param file where the source came from, for reports
     * @param source the OpenCL C text
     * @param kernelName the entry point
     * @param options compiler options, e.g. "-DEARLY_EXIT=1"
     * @param geometry its launch (the variants may differ in it: work per work-item, group size)
     */
    public record Variant(String label, String file, String source, String kernelName, List<String> options,
            Geometry geometry) {
        public Variant {
            options = List.copyOf(options);
        }

        /** "B (b.cl -DEARLY_EXIT=1)": which variant, for messages. */
        public String identity() {
            return label + " (" + file + (options.isEmpty() ? "" : " " + String.join(" ", options)) + ")";
        }
    }

    /**
     * @param args the kernel arguments both variants get (the same buffers, filled once from seed 42)
     * @param rounds interleaved rounds (each times A and B once)
     * @param repetitions timed launches per variant per round; the round's median is its time
     * @param warmups untimed launches per variant before the first round
     * @param confidence of the interval, e.g. 0.95
     * @param tolerance relative difference ||B - A|| / ||A|| allowed per buffer in the output check
     */
    public record Options(List<KernelArgSpec> args, int rounds, int repetitions, int warmups,
            double confidence, double tolerance) {
        public Options {
            args = List.copyOf(args);
        }
    }

    /** One variant as run: its compiled resources and the timing of each round, in round order. */
    public record VariantRun(Variant variant, KernelResources resources, List<Timing> rounds) {
        /** The median of the per-round medians, in nanoseconds. */
        public double medianNs() {
            return Timing.median(rounds.stream().mapToLong(t -> Math.round(t.medianNs())).toArray());
        }

        /** The fastest launch of all rounds. */
        public long minNs() {
            return rounds.stream().mapToLong(Timing::minNs).min().orElseThrow();
        }
    }

    /**
     * The output check: every buffer argument after one run of A against the same buffer after one run of B, each
     * run starting from the same initial data.
     *
     * @param same every buffer within the tolerance and free of NaN/Inf where A had finite values
     * @param buffers buffers compared
     * @param elements elements compared in all
     * @param worstRelative the largest ||B - A|| / ||A|| over the buffers
     * @param detail the first buffer that differed and how, or empty
     */
    public record OutputCheck(boolean same, int buffers, long elements, double worstRelative, String detail) {}

    /**
     * @param a variant A as run
     * @param b variant B as run
     * @param check the output comparison
     * @param ratios per round, B's median over A's
     * @param bFirst per round, whether B ran first
     * @param comparison the median ratio, its interval and the verdict
     */
    public record Result(VariantRun a, VariantRun b, OutputCheck check, double[] ratios,
            boolean[] bFirst, PairedRatio comparison) {}

    /** How the step of compiling a variant is told ("the compile of variant B (b.cl)"). */
    public static final String COMPILE_STEP = "the compile of variant ";
    /** How the steps that launch a variant begin: its output-check launch, its launches in one round. */
    public static final String OUTPUT_CHECK_STEP = "the output-check launch of variant ";
    public static final String ROUND_STEP = "the launches of round ";

    private KernelComparison() {
    }

    /** Compiles both variants, checks their outputs agree, then times them in alternating order. */
    public static Result run(DeviceSession session, Variant a, Variant b, Options options) {
        return run(session, a, b, options, step -> { });
    }

    /**
     * As {@link #run(DeviceSession, Variant, Variant, Options)}, telling {@code steps} of each step of one variant
     * as it begins ("the output-check launch of variant B (b.cl)"): a process that runs the comparison for another
     * (tune.sweep.IsolatedComparison) bounds each step and names the one a crash or hang stopped.
     */
    public static Result run(DeviceSession session, Variant a, Variant b, Options options, Consumer<String> steps) {
        PairedRatio.checkRounds(options.rounds(), options.confidence());   // before any compile
        try (Kernel kernelA = compile(session, a, steps); Kernel kernelB = compile(session, b, steps);
                KernelArgSpec.Materialized args = KernelArgSpec.materialize(options.args(), session, 42, true)) {
            bind(kernelA, a, args);
            bind(kernelB, b, args);
            OutputCheck check = compareOutputs(session, kernelA, a, kernelB, b, args, options.tolerance(), steps);
            List<Timing> timesA = new ArrayList<>();
            List<Timing> timesB = new ArrayList<>();
            double[] ratios = new double[options.rounds()];
            boolean[] bFirst = new boolean[options.rounds()];
            for (int round = 0; round < options.rounds(); round++) {
                int warmups = round == 0 ? options.warmups() : 1; // one untimed launch re-warms after the other variant
                bFirst[round] = round % 2 == 1;
                Timing timeOfA = null;
                Timing timeOfB = null;
                for (boolean runB : bFirst[round] ? new boolean[] {true, false} : new boolean[] {false, true}) {
                    Variant variant = runB ? b : a;
                    steps.accept(String.format(java.util.Locale.ROOT, ROUND_STEP + "%d of %d of variant %s",
                            round + 1, options.rounds(), variant.identity()));
                    Timing timing = (runB ? kernelB : kernelA).time(variant.geometry(), warmups,
                            options.repetitions());
                    if (runB) {
                        timeOfB = timing;
                    } else {
                        timeOfA = timing;
                    }
                }
                for (Timing timing : List.of(timeOfA, timeOfB)) {
                    if (!(timing.medianNs() > 0)) {
                        throw new InvalidInputException("Round " + (round + 1) + " timed variant "
                                + (timing == timeOfA ? "A" : "B") + " at 0 ns: the launch is shorter than the device "
                                + "timer's resolution, so no ratio can be formed; give the kernel more work (a larger "
                                + "--global or more work per work-item).");
                    }
                }
                timesA.add(timeOfA);
                timesB.add(timeOfB);
                ratios[round] = timeOfB.medianNs() / timeOfA.medianNs();
            }
            return new Result(new VariantRun(a, kernelA.resources(), timesA),
                    new VariantRun(b, kernelB.resources(), timesB), check, ratios, bFirst,
                    PairedRatio.of(ratios, options.confidence()));
        }
    }

    private static Kernel compile(DeviceSession session, Variant variant, Consumer<String> steps) {
        String what = "Variant " + variant.identity();
        steps.accept(COMPILE_STEP + variant.identity());
        dev.kernelscope.device.Program program;
        try {
            program = session.compile(variant.source(), java.util.Map.of(), variant.options());
        } catch (GpuException failure) {
            if (failure.buildLog().isEmpty()) {
                throw failure;   // the driver failed, not the source: a device error
            }
            throw new InvalidInputException(what + " does not compile on " + session.device().label() + ": "
                    + CompileFailures.reason(failure, java.nio.file.Path.of(variant.file()).getFileName().toString()));
        }
        try {
            return program.kernel(variant.kernelName());
        } catch (GpuException failure) {
            throw new InvalidInputException(what + " has no kernel '" + variant.kernelName() + "' on "
                    + session.device().label() + " (" + failure.getMessage() + ").");
        }
    }

    /**
     * The one kernel a source declares ("__kernel [attributes or macros] void NAME(", also "kernel"), for when none
     * is named; a declaration inside #if branches counts once per branch, so such files need --kernel.
     */
    public static String onlyKernel(String file, String source) {
        String code = source.replaceAll("(?s)/\\*.*?\\*/", " ").replaceAll("//[^\\n]*", " ");
        java.util.regex.Matcher matcher = java.util.regex.Pattern.compile(
                "\\b(?:__kernel|kernel)\\b[^;{]*?\\bvoid\\s+([A-Za-z_]\\w*)\\s*\\(").matcher(code);
        List<String> names = new ArrayList<>();
        while (matcher.find()) {
            names.add(matcher.group(1));
        }
        if (names.size() != 1) {
            throw new InvalidInputException(file + (names.isEmpty() ? " declares no __kernel function"
                    : " declares " + names.size() + " kernels " + names) + "; name the one to compare with --kernel "
                    + "(and --kernel-b when B's differs).");
        }
        return names.getFirst();
    }

    private static void bind(Kernel kernel, Variant variant, KernelArgSpec.Materialized args) {
        if (kernel.argumentCount() != args.values().length) {
            throw new InvalidInputException("Variant " + variant.label() + "'s kernel '" + variant.kernelName()
                    + "' takes " + kernel.argumentCount() + " arguments; " + args.values().length + " --arg were given "
                    + "(both variants get the same arguments).");
        }
        kernel.args(args.values());
    }

    /** Runs A and B once each from the same initial data and compares every buffer argument. */
    static OutputCheck compareOutputs(DeviceSession session, Kernel kernelA, Variant a, Kernel kernelB, Variant b,
            KernelArgSpec.Materialized args, double tolerance, Consumer<String> steps) {
        List<Integer> buffers = new ArrayList<>();
        for (int i = 0; i < args.values().length; i++) {
            if (args.initial().get(i) != null) {
                buffers.add(i);
            }
        }
        steps.accept(OUTPUT_CHECK_STEP + a.identity());
        List<double[]> outA = runFromInitial(session, kernelA, args, buffers, a.geometry());
        steps.accept(OUTPUT_CHECK_STEP + b.identity());
        List<double[]> outB = runFromInitial(session, kernelB, args, buffers, b.geometry());
        long elements = 0;
        double worst = 0;
        String detail = "";
        boolean same = true;
        for (int j = 0; j < buffers.size(); j++) {
            double[] want = outA.get(j);
            double[] got = outB.get(j);
            elements += want.length;
            double diff = 0;
            double norm = 0;
            String nonFinite = "";
            for (int i = 0; i < want.length; i++) {
                if (Double.isFinite(want[i]) && !Double.isFinite(got[i]) && nonFinite.isEmpty()) {
                    nonFinite = "element " + i + " is " + got[i] + " after B, " + want[i] + " after A";
                }
                if (Double.isFinite(want[i]) && Double.isFinite(got[i])) {
                    diff += (got[i] - want[i]) * (got[i] - want[i]);
                    norm += want[i] * want[i];
                }
            }
            double relative = diff == 0 ? 0 : Math.sqrt(diff) / Math.max(Math.sqrt(norm), Double.MIN_NORMAL);
            worst = Math.max(worst, relative);
            if ((relative > tolerance || !nonFinite.isEmpty()) && same) {
                same = false;
                detail = "argument " + buffers.get(j) + ": " + (nonFinite.isEmpty() ? String.format(
                        java.util.Locale.ROOT, "B differs from A by a relative %.3g (tolerance %.3g)", relative,
                        tolerance) : nonFinite);
            }
        }
        return new OutputCheck(same, buffers.size(), elements, worst, detail);
    }

    private static List<double[]> runFromInitial(DeviceSession session, Kernel kernel,
            KernelArgSpec.Materialized args, List<Integer> buffers, Geometry geometry) {
        buffers.forEach(args::restore);
        kernel.launch(geometry);
        session.synchronize();
        return buffers.stream().map(args::read).toList();
    }
}
