/*
 * Which calls run at their host's pace: where a backend enqueues each launch of a sequence by itself (OpenCL has no
 * graphs), a short call back to back costs about one enqueue per launch, more than its kernels take. Gemm plans such a
 * call with fewer launches: operands read in place rather than packed, shallow split tiles summed by their last groups.
 */
package dev.kernelscope.kernels.gemm;

/**
 * @param fewerLaunches whether this call is planned for fewer launches (a one-by-one backend, a short call)
 * @param k             the call's K (the last groups sum shallow split tiles only)
 */
record EnqueueBoundCalls(boolean fewerLaunches, int k) {
    /**
     * Host time of one enqueue through NVIDIA's OpenCL (H200, session 44 call 1, tools/hostcost/GemmHostPhases, host
     * us per call of 1, 2, 3 and 4 launches: 5.1-6.4, 10.2-10.9, 16.2-20.9 and 23.7; through CUDA's graphs 2.3-6.0
     * whatever the launches; without a profiling queue within 1 us of that on 13 of 15 calls). A pack weighed at it
     * (packLaunchNs) left more short calls reading in place: session 44's sweep against session 43's, end to end,
     * 37x199x1086 NT 25.0 -> 12.3 us, 65x19x2738 column-major NT 24.8 -> 10.7, 170x42x1055 21.7 -> 10.9, none of 6
     * slower; on a call drawn after the rule, 93x276x1595 TT 19.1 -> 13.4 against the build before.
     */
    static final double ENQUEUE_NS = 5_200;
    /**
     * The most FLOP of a call planned for fewer launches. Session 43's NVIDIA OpenCL sweep: calls up to about 2^28
     * FLOP ran end to end at their host time per call (1512x82x771 row-major TN, 191 MFLOP: 22.3 us per call, 21.6 of
     * it host), larger ones at their kernels' (7024x38x655 column-major, 349 MFLOP: 29.8 us, 15.0 host).
     */
    static final double MOST_FLOP = 0x1p28;
    /**
     * K below which a split tile's last group sums its parts in such a call, where the entry cuts K into parts of its
     * own size (PART_SLICES) nowhere. H200 through NVIDIA OpenCL, end to end, the sum's own launch against none, one
     * process each (session 44 calls 2 and 3): such entries' calls of K 10-363 5 of 6 faster (62x584x178 column-major
     * NT 16.4 -> 8.4 us, 465x277x363 NT 25.6 -> 16.2, 347x304x10 column-major TN 24.6 -> 16.6), 178x1017x324 TT even;
     * the one deeper, 7024x38x655 column-major, slower (30.2 -> 46.7). Entries with PART_SLICES lose their parts
     * without the sum's launch: of K 256-511 3 of 6 slower (107x1155x474 TT 16.8 -> 24.1), 3 even; deeper, 12 of 15
     * slower (1512x82x771 TN 20.0 -> 28.1); the one shallower, 19x919x127 TN, faster (14.2 -> 9.4), too few to rule on.
     */
    static final int LAST_GROUPS_SUM_BELOW_K = 512;
    /**
     * The most parts a work-item of a matrix-vector call's last group adds in such a call, where GemmVector's own
     * bound is 32: through CUDA's graphs 128 ran 8x1024x1024 5.5 us slower than a second launch (GemmVector's
     * MAX_LAST_SUM_LOADS), about what that launch's enqueue costs here. Session 44, end to end against the build
     * before: 1041x10x1344 12.6 -> 11.1 us, 507x10x5744 column-major 17.9 -> 18.3 (call 2); on calls drawn after the
     * rule, 989x3x1083 column-major NT 17.8 -> 9.7, 122x13x1799 column-major NT 11.8 -> 10.2 (call 3).
     */
    static final int MOST_LAST_SUM_LOADS = 128;

    /** What a pack's launch adds to the call end to end, for ScalarLoadsCost. */
    double packLaunchNs() {
        return fewerLaunches ? ENQUEUE_NS : ScalarLoadsCost.PACK_LAUNCH_NS;
    }

    /**
     * Whether the split tiles' last groups may sum their parts instead of a launch of their own, where the
     * configuration has no PART_SLICES (sumsInLastGroups).
     */
    boolean lastGroupsSum() {
        return fewerLaunches && k < LAST_GROUPS_SUM_BELOW_K;
    }

    /** How many parts a work-item of a matrix-vector call's last group may add (GemmVector.plan). */
    int mostLastSumLoads() {
        return fewerLaunches ? MOST_LAST_SUM_LOADS : GemmVector.MAX_LAST_SUM_LOADS;
    }

    /** Whether a configuration of {@code partSlices} (PART_SLICES) sums the split tiles in their last groups. */
    boolean sumsInLastGroups(int partSlices) {
        return lastGroupsSum() && partSlices == 0;
    }

    /** The rule for {@code row} (the row-major product Gemm plans) on a backend that does or does not batch. */
    static EnqueueBoundCalls of(boolean enqueuesSequencesAsOne, GemmShape row) {
        return new EnqueueBoundCalls(!enqueuesSequencesAsOne && row.flops() <= MOST_FLOP, row.k());
    }
}
