/*
 * Simulator programs for the stencil ladder (3x3 box filter on float pixels; uchar for the packed variant, which
 * computes nothing else), derived from each variant's sm_90 SASS:
 * `kernelscope stencil --backend cuda` compiled it with NVRTC on the H100 and cuobjdump listed it
 * (docs/results/h100/simulate/sass; rungs 10 and 11: on the H200, PROVENANCE_H200); SassProgram turns
 * the listing into a program and fromSass adds the trip counts of its strided staging loops (rung 10: of its walk).
 * Rungs 10 and 11 have an interior and a border copy of their walk; their programs take the interior one, which all
 * but the image's edge groups run. The programs ship as resources (sass/filter-NN-id.ksim);
 * StencilSimulationSassTest derives them again from the listings and compares.
 */
package dev.kernelscope.kernels.stencil;

import dev.kernelscope.model.TextResources;
import dev.kernelscope.model.sim.ProgramParser;
import dev.kernelscope.model.sim.SassClass;
import dev.kernelscope.model.sim.SassListing;
import dev.kernelscope.model.sim.SassProgram;
import dev.kernelscope.model.sim.Scenario;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;

public final class StencilSimulation {
    /** Output tiles each group computes, one after another, for a steady state. */
    static final int TILES = 8;
    public static final String PROVENANCE = "sm_90 SASS compiled by NVRTC (CUDA 13.0) through `kernelscope stencil --backend"
            + " cuda --filter box3 --type f32` on the H100 (driver 580.159.04, 2026-11-24), listed by cuobjdump -sass";
    /**
     * The packed variant computes uchar only: listed from box3 on u8 (docs/results/h100/stencil/followup5). That listing
     * is of the kernel before followup6 gave blocks inside the image their own copy without row tests; followup6's
     * listings were saved without cuobjdump's encodings, so their control codes (the wait steps) are lost, and the
     * older, complete listing stays until the current kernel is listed with them.
     */
    static final String PROVENANCE_U8 = PROVENANCE.replace("--type f32", "--type u8")
            + " (the kernel as in docs/results/h100/stencil/followup5, before followup6's interior-block copy)";
    /**
     * Rungs 10 and 11: the CUBINs NVRTC 13.0.88 made of them on the H200 (session 33, through
     * scripts/h200-session33b.sh: the backend's source and options), listed here by CUDA 12.4's cuobjdump -sass
     * -res-usage, instruction for instruction the H200's own listing, with the registers and shared bytes the occupancy
     * needs. Session 32 had listed nvcc's CUBINs here, compiled with --use_fast_math, which the backend does not pass,
     * and without -res-usage: the simulator then held 16 groups of rung 10 per SM, where its 116 registers let 4.
     */
    static final String PROVENANCE_H200 = "sm_90 SASS compiled by NVRTC 13.0.88 through the CUDA backend's source and"
            + " options on the H200 (driver 580.159.04, 2026-11-30, docs/results/h200/session33/call4/sass), listed by"
            + " CUDA 12.4's cuobjdump -sass -res-usage";

    private StencilSimulation() {
    }

    /** A scenario for every variant whose SASS-derived program ships (see {@link #withoutProgram()}). */
    public static List<Scenario> scenarios() {
        List<Scenario> list = new ArrayList<>();
        for (StencilVariant v : StencilVariant.values()) {
            if (hasProgram(v)) {
                list.add(scenario(v));
            }
        }
        return list;
    }

    /** The variants with no program, each with the reason (the scenario list leaves them out rather than guess). */
    public static Map<StencilVariant, String> withoutProgram() {
        Map<StencilVariant, String> missing = new java.util.EnumMap<>(StencilVariant.class);
        for (StencilVariant v : StencilVariant.values()) {
            if (!hasProgram(v)) {
                missing.put(v, v.readsImage() ? "OpenCL only: the CUDA backend compiles no image rung, so there is no SASS"
                        : "its sm_90 SASS has not been listed yet (docs/results/h100/simulate/sass, tools/sass)");
            }
        }
        return missing;
    }

    public static boolean hasProgram(StencilVariant v) {
        return StencilSimulation.class.getResource(resource(v)) != null;
    }

    private static String resource(StencilVariant v) {
        return "sass/" + scenarioName(v) + ".ksim";
    }

    public static String scenarioName(StencilVariant v) {
        return String.format(Locale.ROOT, "filter-%02d-%s", v.number(), v.id());
    }

    public static Scenario scenario(StencilVariant v) {
        String name = scenarioName(v);
        String resource = resource(v);
        return new Scenario(name, "sm_90", v.title() + ": " + v.change() + " (from its SASS)",
                ProgramParser.parse(name, TextResources.read(StencilSimulation.class, resource)));
    }

    /**
     * The program of variant {@code v} from its listing, compiled with {@code p}. Its loops are the kernels'
     * strided loops `for (i = lid; i < C; i += threads)`, which the compiler splits into a remainder loop (one element
     * per trip) and a 4x unrolled one: consecutive loops doing the same kind of work (global loads, or shared reads)
     * form one source loop, its element counts C in source order come from the tile (staging the tile and halo, then
     * a row pass or the strips of a fused pass). A warp runs as many trips as its busiest lane: ceil((C - 32w) / T)
     * elements, split between the two loops; the range over warps is drawn per wave.
     */
    public static String fromSass(StencilVariant v, String source, String listing, Map<String, Long> p) {
        return fromSass(v, source, listing, p, Map.of());
    }

    /**
     * As above, with the side the path takes at some branches (SassProgram.Options.branches): the branch into a
     * variant's interior walk, where the longer border walk would otherwise be the path.
     */
    public static String fromSass(StencilVariant v, String source, String listing, Map<String, Long> p,
                                  Map<Long, Boolean> sides) {
        String kernelName = v.kernelNames().getFirst();
        SassListing.Kernel kernel = SassListing.parse(source, listing).kernel(kernelName);
        List<SassProgram.Loop> loops = SassProgram.loops(source, kernel);
        int threads = (int) v.groupSize(p);
        List<String> notes = new ArrayList<>();
        String provenance = v == StencilVariant.PACKED ? PROVENANCE_U8
                : v == StencilVariant.REGISTER_FUSED || v == StencilVariant.SEPARABLE_REGISTERS ? PROVENANCE_H200
                : PROVENANCE;
        notes.add(scenarioName(v) + ": " + provenance + "; parameters " + p + "; " + TILES + " tiles per group in turn");
        if (!sides.isEmpty()) {
            notes.add("the interior walk, which all but the image's edge groups run (the border walk issues more)");
        }
        OptionalInt turns = walkTurns(v, p);
        if (turns.isPresent()) {
            notes.add("walk loop: " + turns.getAsInt() + " turns of the " + (2 * p.getOrDefault("RADIUS", 1L) + 1)
                    + "-row window over ROWS + 2 PASSES RADIUS + PASSES - 1 rows");
            Map<SassProgram.Loop, int[]> trips = new HashMap<>();
            loops.forEach(loop -> trips.put(loop, new int[] {turns.getAsInt(), turns.getAsInt()}));
            return finish(v, kernel, source, threads, trips, notes, sides);
        }
        List<Long> counts = elementCounts(v, p);
        // group consecutive loops with the same kind of work into source loops
        List<List<SassProgram.Loop>> families = new ArrayList<>();
        for (SassProgram.Loop loop : loops) {
            if (!families.isEmpty() && signature(families.getLast().getLast()) == signature(loop)) {
                families.getLast().add(loop);
            } else {
                families.add(new ArrayList<>(List.of(loop)));
            }
        }
        if (families.size() != counts.size()) {
            throw new IllegalArgumentException(source + ": " + kernelName + " has " + families.size() + " strided loops in"
                    + " the listing, the source " + counts.size());
        }
        Map<SassProgram.Loop, int[]> trips = new HashMap<>();
        for (int f = 0; f < families.size(); f++) {
            List<SassProgram.Loop> family = families.get(f);
            long c = counts.get(f);
            int min = Integer.MAX_VALUE, max = 0;
            for (int w = 0; w * 32 < threads; w++) {
                int n = (int) Math.max(0, (c - 32L * w + threads - 1) / threads);
                min = Math.min(min, n);
                max = Math.max(max, n);
            }
            SassProgram.Loop main = family.getLast();
            int unit = family.size() == 1 ? 1 : Math.max(1, main.perTrip("STS") / Math.max(1, family.getFirst().perTrip("STS")));
            for (SassProgram.Loop loop : family) {
                boolean remainder = family.size() > 1 && loop != main;
                trips.put(loop, remainder ? new int[] {min % unit, max % unit} : new int[] {min / unit, max / unit});
            }
            notes.add("strided loop " + (f + 1) + " over " + c + " elements with " + threads + " threads: " + min
                    + (min == max ? "" : ".." + max) + " per warp" + (family.size() > 1 ? ", " + unit + " per trip in the"
                    + " unrolled loop " + main.label() + ", the rest one per trip" : ""));
        }
        if (v == StencilVariant.SEPARABLE_TWO_PASS) {
            notes.add("the row pass (stencil_rows); the column pass is a second launch over the same image");
        }
        return finish(v, kernel, source, threads, trips, notes, sides);
    }

    /** The program text from each loop's trips ({low, high}) and the chosen branch sides. */
    private static String finish(StencilVariant v, SassListing.Kernel kernel, String source, int threads,
                                 Map<SassProgram.Loop, int[]> trips, List<String> notes, Map<Long, Boolean> sides) {
        // a range is spelled LO..HI in the text: derive with the high count, then widen the loop lines
        SassProgram.Derivation d = SassProgram.derive(source, kernel, new SassProgram.Options(scenarioName(v), threads,
                OptionalInt.empty(), OptionalInt.empty(), loop -> trips.get(loop)[1], notes, sides));
        String text = d.text();
        for (Map.Entry<SassProgram.Loop, int[]> e : trips.entrySet()) {
            int[] t = e.getValue();
            String marker = String.format(Locale.ROOT, "{   # %#06x-%#06x", e.getKey().startAddress(), e.getKey().endAddress());
            if (t[0] != t[1]) {
                text = text.replace("loop " + t[1] + " " + marker, "loop " + t[0] + ".." + t[1] + " " + marker);
            }
        }
        text = text.replaceFirst("\nthreads ", "\nrounds " + TILES + "\nthreads ");
        return "# stencil rung " + v.label() + ": " + v.change() + "\n" + text;
    }

    /**
     * The trips of the walk loop of a variant that walks a strip (rung 10: turns of its (2R+1)-row window over ROWS +
     * 2 PASSES R + PASSES - 1 rows, KR_TURNS in 10_register_fused.cl); empty for the others.
     */
    static OptionalInt walkTurns(StencilVariant v, Map<String, Long> p) {
        if (v != StencilVariant.REGISTER_FUSED) {
            return OptionalInt.empty();
        }
        long r = p.getOrDefault("RADIUS", 1L), passes = p.getOrDefault("PASSES", 1L);
        long rows = p.get("ROWS") + 2 * passes * r + passes - 1;
        return OptionalInt.of((int) ((rows + 2 * r) / (2 * r + 1)));
    }

    /** 1 = the loop loads from global memory (staging), 2 = it reads shared memory, 0 = neither. */
    private static int signature(SassProgram.Loop loop) {
        return loop.perTrip(SassClass.GLOBAL_LOAD) > 0 ? 1 : loop.perTrip(SassClass.SHARED_LOAD) > 0 ? 2 : 0;
    }

    /** Elements of each strided source loop, in source order (the kernels' .cl files). */
    static List<Long> elementCounts(StencilVariant v, Map<String, Long> p) {
        if (!p.containsKey("TILE_X")) {
            return List.of();
        }
        long tx = p.get("TILE_X"), ty = p.get("TILE_Y"), r = p.getOrDefault("RADIUS", 1L);
        long passes = p.getOrDefault("PASSES", 1L);
        List<Long> counts = new ArrayList<>();
        counts.add((tx + 2 * r * passes) * (ty + 2 * r * passes));          // the tile and its halo
        if (v == StencilVariant.SEPARABLE_LOCAL) {
            counts.add(tx * (ty + 2 * r));                                   // the row pass, halo rows included
        } else if (v == StencilVariant.MULTIPASS_FUSED) {
            for (long pass = 1; pass <= passes; pass++) {
                long margin = (passes - pass) * r;
                long strip = p.get("STRIP");
                counts.add((tx + 2 * margin) * ((ty + 2 * margin + strip - 1) / strip));
            }
        }
        return counts;
    }
}
