/*
 * The occupancy calculator of one architecture: per-architecture constants precomputed once, a cheap core()
 * (groups, waves, occupancy, limiters) for batch and sweeps, and calculate() that adds idle resources and advice.
 * One subclass per family; OccupancyModel.of(arch) picks it.
 */
package dev.kernelscope.model.occupancy;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.arch.AmdArch;
import dev.kernelscope.model.arch.AppleArch;
import dev.kernelscope.model.arch.Architecture;
import dev.kernelscope.model.arch.NvidiaArch;
import dev.kernelscope.model.arch.RogueArch;
import dev.kernelscope.model.arch.VendorTerms;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

public abstract sealed class OccupancyModel permits NvidiaOccupancy, AmdOccupancy, RogueOccupancy, AppleOccupancy {

    OccupancyModel() {
    }

    /** The model for an architecture (cheap to build; cache it per architecture for batch work). */
    public static OccupancyModel of(Architecture arch) {
        return switch (arch) {
            case NvidiaArch nvidia -> new NvidiaOccupancy(nvidia);
            case AmdArch amd -> new AmdOccupancy(amd);
            case RogueArch rogue -> new RogueOccupancy(rogue);
            case AppleArch apple -> new AppleOccupancy(apple);
        };
    }

    public abstract Architecture arch();

    /**
     * The fast path: groups, waves, occupancy, limiters and per-resource limits, no idle resources or advice.
     * Throws InvalidInputException for a value above a hard per-group or per-thread limit (threads above the max
     * group size, registers above the addressable count, shared above the per-group maximum, a wave size, mode or
     * view the architecture does not have). Resources that only together cannot fit give 0 groups, not an exception.
     */
    public final OccupancyCore core(OccupancyQuery query) {
        if (query.arch() != arch()) {
            throw new IllegalArgumentException("query is for " + query.arch().id() + ", this model is for " + arch().id());
        }
        return compute(query);
    }

    /** The full answer: core numbers plus idle resources, advice and (PowerVR, Apple) assumptions. */
    public final OccupancyResult calculate(OccupancyQuery query) {
        OccupancyCore core = core(query);
        return result(query, core, idle(query, core), advice(query, core), assumptions(query));
    }

    /** What one group must fit in for this query: SM, CU, WGP, USC or core. */
    public abstract String unitName(OccupancyQuery query);

    // ---- family hooks ----

    abstract OccupancyCore compute(OccupancyQuery query);

    abstract IdleResources idle(OccupancyQuery query, OccupancyCore core);

    abstract VendorTerms vocabulary();

    /** Assumptions stated in every result (PowerVR, Apple); null for vendor-exact families. */
    List<String> assumptions(OccupancyQuery query) {
        return null;
    }

    OccupancyResult result(OccupancyQuery q, OccupancyCore core, IdleResources idle, List<Advice> advice, List<String> assumptions) {
        return new OccupancyResult(arch().id(), unitName(q), core.waveSize(), null, null,
                q.threadsPerGroup(), q.registersPerThread(), null, q.sharedBytesPerGroup(),
                core.wavesPerGroup(), core.groupsPerUnit(), core.wavesPerUnit(), null, core.maxWavesPerUnit(),
                core.occupancy(), null, core.limiters(), core.limits(), idle, advice, assumptions, lanes(q, core),
                GroupSizeAdvisor.advise(this, q, core), warnings(q, core));
    }

    /** The lanes one group occupies and leaves idle (PowerVR overrides it for packed groups). */
    LaneUtilization lanes(OccupancyQuery q, OccupancyCore core) {
        return new LaneUtilization(q.threadsPerGroup(), core.waveSize());
    }

    /**
     * Seeds 000/003: with one group per unit and barriers, all its waves stop at the same barriers and nothing else
     * can run meanwhile; a second resident group overlaps them. Single-wave groups run in lock-step (no real wait).
     */
    List<String> warnings(OccupancyQuery q, OccupancyCore core) {
        List<String> list = new ArrayList<>();
        if (q.traits().barriers() && core.groupsPerUnit() == 1 && core.wavesPerGroup() > 1) {
            VendorTerms words = vocabulary();
            String unit = unitName(q);
            list.add(String.format(Locale.ROOT, "only one %s fits per %s and the kernel has barriers: while its %d %ss"
                    + " wait at a barrier the %s has nothing else to run (seeds 000/003: a second resident %s overlaps"
                    + " one group's barrier with the other's work); fit a second %s (see the advice) or use smaller"
                    + " %s", words.groupSingular(), unit, core.wavesPerGroup(), words.wave(), unit,
                    words.groupSingular(), words.groupSingular(), words.groups()));
        }
        return List.copyOf(list);
    }

    /** What advice tries to raise by one: groups per unit (AMD compiler view: LLVM's waves per SIMD). */
    int rank(OccupancyQuery query, OccupancyCore core) {
        return core.groupsPerUnit();
    }

    // ---- shared arithmetic ----

    static int ceilDiv(int x, int y) {
        return (x + y - 1) / y;
    }

    static int roundUp(int x, int granule) {
        return ceilDiv(x, granule) * granule;
    }

    /** Assembles the core numbers from the per-resource limits. */
    static OccupancyCore finish(int[] limits, int wavesPerGroup, int maxWavesPerUnit, int waveSize, int simds, int compiler) {
        GroupLimits groupLimits = new GroupLimits(limits);
        int groups = groupLimits.min();
        int waves = groups * wavesPerGroup;
        return new OccupancyCore(groups, wavesPerGroup, waves, maxWavesPerUnit, (double) waves / maxWavesPerUnit,
                groupLimits.mask(groups), groupLimits, waveSize, simds, compiler);
    }

    static int[] newLimits() {
        int[] limits = new int[Limiter.COUNT];
        Arrays.fill(limits, GroupLimits.ABSENT);
        return limits;
    }

    static InvalidInputException invalid(String message) {
        return new InvalidInputException(message);
    }

    /** Rejects the AMD-only inputs on other families so a flag is never silently ignored. */
    void rejectAmdOnly(OccupancyQuery q, int waveSize) {
        String id = arch().id();
        if (q.waveSize() != 0 && q.waveSize() != waveSize) {
            throw invalid("wave size " + q.waveSize() + " is not supported on " + id + ": its waves are " + waveSize + " threads.");
        }
        if (q.mode() != null) {
            throw invalid("mode " + q.mode().key() + " applies only to AMD RDNA (gfx10 and later), not to " + id + ".");
        }
        if (q.view() != View.HARDWARE) {
            throw invalid("view " + q.view().key() + " applies only to AMD architectures, not to " + id + ".");
        }
        if (q.scalarRegisters() != 0) {
            throw invalid("scalar registers (SGPRs) apply only to AMD architectures, not to " + id + ".");
        }
    }

    void checkThreads(OccupancyQuery q, int maxThreadsPerGroup, String groupWord) {
        if (q.threadsPerGroup() > maxThreadsPerGroup) {
            throw invalid(q.threadsPerGroup() + " threads per group exceeds " + arch().id() + "'s maximum " + groupWord
                    + " size of " + maxThreadsPerGroup + " threads.");
        }
    }

    void checkRegisters(OccupancyQuery q, int maxRegisters, String what) {
        if (q.registersPerThread() > maxRegisters) {
            throw invalid(q.registersPerThread() + " " + what + " per thread exceeds " + arch().id() + "'s addressable maximum of "
                    + maxRegisters + ".");
        }
    }

    void checkShared(OccupancyQuery q, int maxShared, String what) {
        if (q.sharedBytesPerGroup() > maxShared) {
            throw invalid(String.format(Locale.ROOT, "%,d B of %s per group exceeds %s's per-group maximum of %,d B.",
                    q.sharedBytesPerGroup(), what, arch().id(), maxShared));
        }
    }

    // ---- advice ----

    /** The inputs advice can change, one per limiter that has a knob. */
    enum Knob {
        REGISTERS(Limiter.REGISTERS, "registers"),
        SCALAR_REGISTERS(Limiter.SCALAR_REGISTERS, "scalar-registers"),
        SHARED(Limiter.SHARED, "shared"),
        THREADS(Limiter.WAVES, "threads");

        final Limiter limiter;
        final String label;

        Knob(Limiter limiter, String label) {
            this.limiter = limiter;
            this.label = label;
        }

        int get(OccupancyQuery q) {
            return switch (this) {
                case REGISTERS -> q.registersPerThread();
                case SCALAR_REGISTERS -> q.scalarRegisters();
                case SHARED -> q.sharedBytesPerGroup();
                case THREADS -> q.threadsPerGroup();
            };
        }

        OccupancyQuery with(OccupancyQuery q, int value) {
            return switch (this) {
                case REGISTERS -> q.withRegisters(value);
                case SCALAR_REGISTERS -> q.withScalarRegisters(value);
                case SHARED -> q.withShared(value);
                case THREADS -> q.withThreads(value);
            };
        }
    }

    List<Advice> advice(OccupancyQuery q, OccupancyCore core) {
        List<Advice> list = new ArrayList<>(2);
        int target = rank(q, core) + 1;
        for (Knob knob : Knob.values()) {
            if ((core.limiterMask() & knob.limiter.bit()) == 0) {
                continue;
            }
            int current = knob.get(q);
            int lo = 1;   // advice never suggests 0: for registers and SGPRs 0 means "unknown", not "none"
            if (current <= lo) {
                continue;
            }
            int best = knob == Knob.THREADS ? bestThreads(q, core, target) : bestByBisection(q, knob, lo, current - 1, target);
            if (best >= 0) {
                OccupancyCore better = compute(knob.with(q, best));
                list.add(describe(q, knob, current, best, core, better));
            }
        }
        return List.copyOf(list);
    }

    /** Largest value in [lo, hi] whose rank reaches target; rank never rises with a resource (monotone), so bisect. */
    private int bestByBisection(OccupancyQuery q, Knob knob, int lo, int hi, int target) {
        if (rank(knob.with(q, lo), compute(knob.with(q, lo))) < target) {
            return -1;
        }
        while (lo < hi) {
            int mid = lo + (hi - lo + 1) / 2;
            OccupancyQuery candidate = knob.with(q, mid);
            if (rank(candidate, compute(candidate)) >= target) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }

    /**
     * Threads: largest whole-wave group size below the current one that reaches target and raises occupancy (at most
     * 32 steps). Smaller groups always fit more of them, so "gains a group" alone would advise trading resident waves
     * for group count (sm_75, 97 threads: 8 -> 10 groups but 100% -> 93.75%), which no one should do.
     */
    private int bestThreads(OccupancyQuery q, OccupancyCore core, int target) {
        int wave = core.waveSize();
        int currentWaves = core.wavesPerGroup();
        for (int waves = currentWaves - 1; waves >= 1; waves--) {
            OccupancyQuery candidate = q.withThreads(waves * wave);
            OccupancyCore smaller = compute(candidate);
            if (rank(candidate, smaller) >= target && smaller.occupancy() > core.occupancy()) {
                return waves * wave;
            }
        }
        return -1;
    }

    /** How the change helps, e.g. "to fit 2 work-groups per CU instead of 1". */
    String gain(OccupancyQuery q, OccupancyCore now, OccupancyCore better, String unit) {
        VendorTerms words = vocabulary();
        return String.format(Locale.ROOT, "to fit %d %s per %s instead of %d", better.groupsPerUnit(),
                better.groupsPerUnit() == 1 ? words.groupSingular() : words.groups(), unit, now.groupsPerUnit());
    }

    Advice describe(OccupancyQuery q, Knob knob, int from, int to, OccupancyCore now, OccupancyCore better) {
        String unit = unitName(q);
        VendorTerms words = vocabulary();
        String summary = String.format(Locale.ROOT, "%s %d -> %d: %d -> %d %s per %s, %s -> %s", knob.label, from, to,
                now.groupsPerUnit(), better.groupsPerUnit(), "groups", unit,
                Percent.format(now.occupancy()), Percent.format(better.occupancy()));
        String change = switch (knob) {
            case REGISTERS -> String.format(Locale.ROOT, "Use at most %d %s per thread (now %d)", to, words.registers(), from);
            case SCALAR_REGISTERS -> String.format(Locale.ROOT, "Use at most %d %s per wave (now %d)", to, words.scalarRegisters(), from);
            case SHARED -> String.format(Locale.ROOT, "Use at most %,d B of %s per group (now %,d B)", to, words.shared(), from);
            case THREADS -> String.format(Locale.ROOT, "Use groups of at most %d threads (now %d; fewer waves per group fill the "
                    + "last wave slots)", to, from);
        };
        String message = change + " " + gain(q, now, better, unit) + String.format(Locale.ROOT, ": occupancy %s -> %s.",
                Percent.format(now.occupancy()), Percent.format(better.occupancy()));
        return new Advice(knob.limiter, from, to, now.groupsPerUnit(), better.groupsPerUnit(), now.occupancy(), better.occupancy(),
                summary, message);
    }
}
