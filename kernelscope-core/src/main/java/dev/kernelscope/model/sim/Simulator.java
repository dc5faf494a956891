/*
 * The warp-level simulator of one compute unit. Event-driven: a wave's next ready cycle is known when it issues
 * (results of loads come from FIFO pipes whose finish times are computed on entry), so the clock jumps over cycles in
 * which no scheduler can issue, and a scheduler with no ready wave is not scanned again before its earliest wave.
 * Cycle accounting is lazy: when a wave issues, the cycles since its last issue are charged to the state it waited in.
 */
package dev.kernelscope.model.sim;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.List;
import java.util.PriorityQueue;

public final class Simulator {
    private static final long NEVER = Long.MAX_VALUE / 4;
    private static final double MAX_UTILIZATION = 0.95;
    private static final WarpState[] STATES = WarpState.values();

    /** What to run and how long; traceCycles 0 = no trace. */
    public record Run(UnitSetup unit, SimParameters params, Program program, int rounds, long maxCycles, long traceCycles,
                      SimObserver observer) {
        public Run {
            if (rounds < 1) {
                throw new IllegalArgumentException("rounds must be >= 1");
            }
        }
    }

    // configuration
    private final UnitSetup unit;
    private final SimParameters p;
    private final Step[] steps;
    private final int[] loopDepth;
    private final int S;
    private final int slotsUsed;
    private final int wpg;
    private final int groupsTotal;
    private final long maxCycles;
    private final SimObserver observer;
    private final SimTrace trace;
    private final boolean gto;
    private final boolean greedy;
    private final boolean youngest;
    private final boolean groupsByAge;
    private final int aluIssue;
    private final double sfuBusy;
    private final int defaultBytes;
    private final double memoryBytesPerCycle;

    // per slot
    private final long[] readyAt;
    private final long[] mark;
    private final byte[] reason;
    private final long[] waveId;
    private final long[] groupOf;
    private final int[] pc;
    private final int[] remaining;
    private final int[][] loopCounter;
    private final long[] stepReady;
    private final long[] prevReady;
    /** Programs with sb=/waitsb= (from SASS): steps wait for the scoreboards they name, not the previous step. */
    private final boolean scoreboards;
    private final long[] sbReady;     // per slot, 6 scoreboards: when their results are in
    private final byte[] sbWait;      // the warp state a wait on each shows
    private final long[] pendingWait;
    private final byte[] prevWait;
    private final boolean[] atBarrier;
    private final boolean[] finished;
    private final long[] emptySince;
    private final int[] schedulerOf;
    // per scheduler
    private final int[][] slotsOf;
    // an age-ordered scheduler's slots in the order it prefers them (stable: ties keep slotsOf's order), re-sorted
    // after a launch changes its slots' waves; lets selection stop at the first ready wave instead of scanning all
    private final int[][] byAge;
    private final boolean[] byAgeStale;
    private final boolean ordered;    // false: always the full scan (the equivalence test's reference)
    private final long[] busyUntil;
    private final long[] nextReady;
    private final int[] last;
    private final double[] sfuFree;
    // per group position
    private final long[] groupId;
    private final int[] live;
    private final int[] arrived;
    private final ArrayDeque<long[]> launches = new ArrayDeque<>();
    // unit pipes
    private double ldsFree;
    private double barrierFree;
    private double memFree;
    private long requests;
    private double memCredit;
    private long memLastCredit;
    private double memLoad;
    private long memLastT;
    private final PriorityQueue<Long> outstanding;
    // counts
    private long nextWave;
    private long groupsLaunched;
    private long groupsDone;
    private long wavesDone;
    private int liveGroups;
    private long wake = NEVER;
    private final long[] stateCycles = new long[WarpState.values().length];
    private final long[] issuedByKind = new long[StepKind.values().length];
    private long issued;
    private long schedulerBusy;
    private long memoryBytes;
    private double ldsBusy;
    private double sfuBusyTotal;
    private long lastFinish;
    private long firstFinish = -1;
    private long issuedAtFirstFinish;
    private long busyAtFirstFinish;

    private Simulator(Run run, boolean ordered) {
        this.ordered = ordered;
        this.unit = run.unit();
        this.p = run.params();
        this.steps = run.program().steps().toArray(new Step[0]);
        this.S = unit.schedulers();
        this.wpg = unit.wavesPerGroup();
        this.slotsUsed = unit.groupsPerUnit() * wpg;
        this.groupsTotal = unit.groupsPerUnit() * run.rounds();
        this.maxCycles = run.maxCycles();
        this.observer = run.observer();
        this.trace = run.traceCycles() > 0 ? new SimTrace(run.traceCycles(), slotsUsed) : null;
        this.outstanding = trace != null ? new PriorityQueue<>() : null;
        this.gto = !p.policy().equals("lrr");      // every policy but lrr picks by age
        this.greedy = p.policy().startsWith("g");  // gto, gty and gtoy first keep the wave they issued last
        this.youngest = p.policy().equals("gty") || p.policy().equals("gtoy") || p.policy().equals("youngest");
        this.groupsByAge = p.policy().equals("gtoy");
        this.aluIssue = (int) Math.ceil(unit.waveSize() / p.simdWidth());
        this.sfuBusy = unit.waveSize() / p.sfuLanes();
        this.defaultBytes = (int) Math.round(unit.waveSize() * p.bytesPerLane());
        this.memoryBytesPerCycle = unit.memoryBytesPerCycle(p);
        loopDepth = new int[steps.length];
        int depth = 0, maxDepth = 1;
        for (int i = 0; i < steps.length; i++) {
            if (steps[i].kind() == StepKind.LOOP) {
                loopDepth[i] = depth++;
                maxDepth = Math.max(maxDepth, depth);
            } else if (steps[i].kind() == StepKind.END) {
                loopDepth[i] = --depth;
            }
        }
        int n = slotsUsed;
        readyAt = new long[n];
        mark = new long[n];
        reason = new byte[n];
        waveId = new long[n];
        groupOf = new long[n];
        pc = new int[n];
        remaining = new int[n];
        loopCounter = new int[n][maxDepth];
        stepReady = new long[n];
        prevReady = new long[n];
        scoreboards = Arrays.stream(steps).anyMatch(Step::usesScoreboards);
        sbReady = new long[n * 6];
        sbWait = new byte[n * 6];
        pendingWait = new long[n];
        prevWait = new byte[n];
        atBarrier = new boolean[n];
        finished = new boolean[n];
        emptySince = new long[n];
        schedulerOf = new int[n];
        Arrays.fill(readyAt, NEVER);
        Arrays.fill(finished, true);
        int[] perScheduler = new int[S];
        for (int s = 0; s < n; s++) {
            schedulerOf[s] = s % S;
            perScheduler[s % S]++;
        }
        slotsOf = new int[S][];
        for (int q = 0; q < S; q++) {
            slotsOf[q] = new int[perScheduler[q]];
        }
        Arrays.fill(perScheduler, 0);
        for (int s = 0; s < n; s++) {
            slotsOf[s % S][perScheduler[s % S]++] = s;
        }
        byAge = new int[S][];
        for (int q = 0; q < S; q++) {
            byAge[q] = slotsOf[q].clone();
        }
        byAgeStale = new boolean[S];
        Arrays.fill(byAgeStale, true);
        busyUntil = new long[S];
        nextReady = new long[S];
        last = new int[S];
        Arrays.fill(last, -1);
        sfuFree = new double[S];
        int positions = unit.groupsPerUnit();
        groupId = new long[positions];
        live = new int[positions];
        arrived = new int[positions];
    }

    /** Runs a simulation to completion (every group of every round finished) or to maxCycles. */
    public static SimResult run(Run run) {
        return run(run, true);
    }

    /** As {@link #run(Run)}; {@code ordered} false scans every slot at each selection (what the fast path must equal). */
    static SimResult run(Run run, boolean ordered) {
        Simulator sim = new Simulator(run, ordered);
        long end = sim.loop();
        return sim.result(run, end);
    }

    private long loop() {
        for (int g = 0; g < unit.groupsPerUnit() && groupsLaunched < groupsTotal; g++) {
            launches.add(new long[] {0, g, groupsLaunched++});
        }
        long now = 0;
        long sampleEvery = trace == null ? NEVER : Math.max(1, trace.limit() / 2000);
        long nextSample = trace == null ? NEVER : 0;
        while (true) {
            while (!launches.isEmpty() && launches.peekFirst()[0] <= now) {
                long[] l = launches.pollFirst();
                launch((int) l[1], l[0], l[2]);
            }
            if (liveGroups == 0 && launches.isEmpty()) {
                // the unit is done when its last stores have left: the bandwidth share still has to carry them
                return Math.max(lastFinish, (long) Math.ceil(memFree));
            }
            if (now >= maxCycles) {
                return maxCycles;
            }
            if (now >= nextSample) {
                sample(now);
                nextSample = now + sampleEvery;
            }
            long next = NEVER;
            wake = NEVER;
            for (int q = 0; q < S; q++) {
                if (busyUntil[q] > now) {
                    next = Math.min(next, busyUntil[q]);
                    continue;
                }
                if (nextReady[q] > now) {
                    next = Math.min(next, nextReady[q]);
                    continue;
                }
                int pick = select(q, now);
                if (pick < 0) {
                    next = Math.min(next, nextReady[q]);
                    continue;
                }
                issue(pick, q, now);
                next = Math.min(next, busyUntil[q]);
            }
            next = Math.min(next, wake);
            if (!launches.isEmpty()) {
                next = Math.min(next, launches.peekFirst()[0]);
            }
            if (next >= NEVER) {
                // nothing can ever issue again: a barrier no wave can reach (cannot happen with whole groups)
                throw new IllegalStateException("simulation deadlocked at cycle " + now);
            }
            now = Math.max(now + 1, next);
        }
    }

    /** The wave scheduler q issues at `now`, or -1 (then nextReady[q] holds its earliest ready cycle). */
    private int select(int q, long now) {
        int[] mine = slotsOf[q];
        int l = last[q];
        if (greedy && l >= 0 && readyAt[l] <= now && pipeFree(l, q, now)) {
            return l;
        }
        if (ordered && gto && sfuFree[q] <= now) {
            // With the SFU pipe free every ready wave can issue, so the first ready one in age order is the one the
            // full scan below would pick (the same results for every scenario; stencil-3x3, 16 waves per scheduler:
            // 17-18.6 -> 22.4 M wave-instructions per second on the idle development machine).
            int[] order = ordered(q);
            long earliest = NEVER;
            for (int s : order) {
                long r = readyAt[s];
                if (r <= now) {
                    return s;
                }
                if (r < earliest) {
                    earliest = r;
                }
            }
            nextReady[q] = earliest;
            return -1;
        }
        int best = -1;
        long earliest = NEVER;
        int n = mine.length;
        int startAt = 0;
        if (!gto && l >= 0) {
            for (int i = 0; i < n; i++) {
                if (mine[i] == l) {
                    startAt = i + 1;
                    break;
                }
            }
        }
        for (int k = 0; k < n; k++) {
            int s = mine[gto ? k : (startAt + k) % n];
            long r = readyAt[s];
            if (r <= now) {
                if (!pipeFree(s, q, now)) {
                    earliest = Math.min(earliest, readyAt[s]);
                    continue;
                }
                if (!gto) {
                    return s;
                }
                if (best < 0 || before(s, best)) {
                    best = s;
                }
            } else if (r < earliest) {
                earliest = r;
            }
        }
        if (best < 0) {
            nextReady[q] = earliest;
        }
        return best;
    }

    /** Scheduler q's slots in age order (see {@link #before}), sorted again after a launch changed them. */
    private int[] ordered(int q) {
        int[] order = byAge[q];
        if (byAgeStale[q]) {
            System.arraycopy(slotsOf[q], 0, order, 0, order.length);
            for (int i = 1; i < order.length; i++) {   // insertion sort: stable, and slots per scheduler are few
                int s = order[i];
                int j = i - 1;
                while (j >= 0 && before(s, order[j])) {
                    order[j + 1] = order[j];
                    j--;
                }
                order[j + 1] = s;
            }
            byAgeStale[q] = false;
        }
        return order;
    }

    /** Whether wave slot s goes before slot best by age: gtoy ranks groups oldest first and a group's waves youngest
     *  first (the H100's older block finishes first while each block's youngest warps leave first). */
    private boolean before(int s, int best) {
        if (groupsByAge && groupOf[s] != groupOf[best]) {
            return groupOf[s] < groupOf[best];
        }
        return youngest ? waveId[s] > waveId[best] : waveId[s] < waveId[best];
    }

    /** SFU steps need the scheduler's SFU pipe; a busy pipe moves the wave to math_pipe_throttle. */
    private boolean pipeFree(int s, int q, long now) {
        if (steps[pc[s]].kind() != StepKind.SFU || sfuFree[q] <= now) {
            return true;
        }
        long free = (long) Math.ceil(sfuFree[q]);
        charge(s, readyAt[s], now);
        mark[s] = now;
        reason[s] = (byte) WarpState.MATH_PIPE_THROTTLE.ordinal();
        readyAt[s] = free;
        return false;
    }

    /** Charges [mark, ready) to the wave's wait reason and [ready, now) to not_selected. */
    private void charge(int s, long ready, long now) {
        long m = mark[s];
        if (ready > m) {
            add(s, STATES[reason[s]], m, ready);
        } else {
            ready = m;
        }
        if (now > ready) {
            add(s, WarpState.NOT_SELECTED, ready, now);
        }
    }

    private void add(int s, WarpState state, long from, long to) {
        stateCycles[state.ordinal()] += to - from;
        if (trace != null) {
            trace.slice(s, state, from, to, waveId[s], groupOf[s]);
        }
    }

    private void issue(int s, int q, long now) {
        Step step = steps[pc[s]];
        StepKind kind = step.kind();
        int busy = kind == StepKind.ALU || kind == StepKind.SFU ? aluIssue : 1;
        charge(s, readyAt[s], now);
        add(s, WarpState.SELECTED, now, now + busy);
        mark[s] = now + busy;
        busyUntil[q] = now + busy;
        nextReady[q] = 0;
        last[q] = s;
        issued++;
        issuedByKind[kind.ordinal()]++;
        schedulerBusy += busy;
        if (observer != null) {
            observer.issued(now, q, s, waveId[s], pc[s], kind, busy);
        }
        long result = now + busy;
        switch (kind) {
            case ALU -> result = now + Math.max(busy, (long) Math.ceil(p.aluLatency()));
            case SFU -> {
                double start = Math.max(now, sfuFree[q]);
                sfuFree[q] = start + sfuBusy;
                sfuBusyTotal += sfuBusy;
                result = (long) Math.ceil(sfuFree[q] + p.sfuLatency());
            }
            case LDS, STS -> {
                int bytes = step.bytes() > 0 ? step.bytes() : defaultBytes;
                double service = Math.ceil(bytes / p.sharedBytesPerCycle()) * step.conflict();
                double start = Math.max(now, ldsFree);
                ldsFree = start + service;
                ldsBusy += service;
                result = (long) Math.ceil(ldsFree + p.sharedLatency());
            }
            case MEM, STORE -> result = memory(now, step.bytes() > 0 ? step.bytes() : defaultBytes);
            case BARRIER -> {
                arrive(s, q, now);
                return;
            }
            default -> throw new IllegalStateException(kind.name());
        }
        if (kind.producesResult()) {
            stepReady[s] = Math.max(stepReady[s], result);
            if (step.scoreboard() >= 0) {
                int k = s * 6 + step.scoreboard();
                sbReady[k] = Math.max(sbReady[k], result);
                sbWait[k] = (byte) kind.dependentWait().ordinal();
            }
        }
        long nextAt = now + busy;
        WarpState wait = WarpState.SELECTED;
        if (--remaining[s] > 0) {
            if (step.dependent() && result > nextAt) {
                nextAt = result;
                wait = kind.dependentWait();
            }
        } else {
            finishStep(s, kind);
            if (finished[s]) {
                pendingWait[s] = 0;
                finishWave(s, now + busy);
                return;
            }
            if (scoreboards) {
                int mask = steps[pc[s]].waitMask();
                for (int k = 0; k < 6; k++) {
                    if ((mask >> k & 1) != 0 && sbReady[s * 6 + k] > nextAt) {
                        nextAt = sbReady[s * 6 + k];
                        wait = STATES[sbWait[s * 6 + k]];
                    }
                }
            } else if (prevReady[s] > nextAt) {
                nextAt = prevReady[s];
                wait = STATES[prevWait[s]];
            }
            // wait steps passed on the way run concurrently with the dependency wait (a stall count is a minimum
            // issue distance, the scoreboard a separate condition)
            if (pendingWait[s] > 0) {
                long until = now + busy + pendingWait[s];
                pendingWait[s] = 0;
                if (until > nextAt) {
                    nextAt = until;
                    wait = WarpState.WAIT;
                }
            }
        }
        reason[s] = (byte) wait.ordinal();
        readyAt[s] = nextAt;
    }

    /** A global access of `bytes`: FIFO at the unit's bandwidth, then latency plus the loaded-latency term. */
    private long memory(long now, int bytes) {
        memoryBytes += bytes;
        if (memoryBytesPerCycle <= 0) {
            long done = now + (long) Math.ceil(p.memoryLatency());
            track(done);
            return done;
        }
        // token bucket: the unit's bandwidth share refills `credit` at memoryBytesPerCycle up to memoryBurstBytes;
        // an access that finds too little credit queues (FIFO) until the share has paid for it
        if (now > memLastCredit) {
            memCredit = Math.min(p.memoryBurstBytes(), memCredit + (now - memLastCredit) * memoryBytesPerCycle);
            memLastCredit = now;
        }
        memCredit -= bytes;
        double start = memCredit >= 0 ? now : now + -memCredit / memoryBytesPerCycle;
        memFree = start;
        if (observer != null) {
            observer.memoryServed(start, start, bytes);
        }
        double extra = 0;
        if (p.memoryContention() > 0) {
            double window = p.memoryContentionWindow();
            long dt = now - memLastT;
            memLoad = memLoad * window / (window + dt) + bytes;
            memLastT = now;
            double rho = Math.min(MAX_UTILIZATION, memLoad / (window * memoryBytesPerCycle));
            extra = p.memoryContention() * rho / (1 - rho);
        }
        double jitter = 0;
        if (p.memoryLatencyJitter() > 0) {
            // DRAM latency varies per access (bank, row, queue); a deterministic hash of the access number keeps runs
            // reproducible while breaking the artificial lockstep of identical latencies
            jitter = uniform(++requests) * p.memoryLatencyJitter();
        }
        if (p.memoryLatencyDrift() > 0) {
            // an offset shared by every access issued in one window: a burst's accesses move together (the H100's
            // one-block barrier loop: the load phase varies 320-340 cycles between its 10th and 90th percentile, and
            // independently from one iteration to the next; docs/results/h100/simulate/barrier-phases)
            jitter += uniform(~(now / (long) p.memoryLatencyDriftCycles())) * p.memoryLatencyDrift();
        }
        long done = Math.max((long) Math.ceil(memFree) + 1, (long) Math.ceil(memFree + p.memoryLatency() + extra + jitter));
        track(done);
        return done;
    }

    /** A deterministic number uniform in [-1, 1) for a key (a splitmix64 finalizer), so runs repeat. */
    private static double uniform(long n) {
        long key = n * 0x9E3779B97F4A7C15L;
        key ^= key >>> 31;
        key *= 0xBF58476D1CE4E5B9L;
        key ^= key >>> 29;
        return (key >>> 11) * 0x1.0p-53 * 2 - 1;
    }

    private void track(long done) {
        if (outstanding != null && done - 1 < trace.limit() + (long) p.memoryLatency() * 4) {
            outstanding.add(done);
        }
    }

    /** The current step is done: its results gate the next step; move to the next step with instructions. */
    private void finishStep(int s, StepKind kind) {
        if (kind.producesResult()) {
            prevReady[s] = stepReady[s];
            prevWait[s] = (byte) kind.dependentWait().ordinal();
        } else {
            prevReady[s] = 0;
        }
        stepReady[s] = 0;
        advance(s);
    }

    /** Moves pc to the next instruction step with a non-zero count (through loops), or marks the wave finished. */
    private void advance(int s) {
        int i = pc[s];
        while (true) {
            i++;
            if (i >= steps.length) {
                pc[s] = i - 1;
                finished[s] = true;
                return;
            }
            Step st = steps[i];
            switch (st.kind()) {
                case LOOP -> {
                    int n = st.count(waveId[s], groupOf[s], i);
                    if (n == 0) {
                        i = st.jump();
                    } else {
                        loopCounter[s][loopDepth[i]] = n;
                    }
                }
                case END -> {
                    if (--loopCounter[s][loopDepth[i]] > 0) {
                        i = st.jump();
                    }
                }
                case WAIT -> pendingWait[s] += st.count(waveId[s], groupOf[s], i);
                default -> {
                    int n = st.count(waveId[s], groupOf[s], i);
                    if (n > 0) {
                        pc[s] = i;
                        remaining[s] = n;
                        return;
                    }
                }
            }
        }
    }

    private void arrive(int s, int q, long now) {
        int g = s / wpg;
        atBarrier[s] = true;
        reason[s] = (byte) WarpState.BARRIER.ordinal();
        readyAt[s] = NEVER;
        arrived[g]++;
        if (arrived[g] == live[g]) {
            release(g, now);
        }
    }

    private void release(int g, long now) {
        // one barrier unit per compute unit wakes waves one after another: a group's release waits for the releases
        // of other groups still in progress (the H100's two 1024-thread groups in a barrier-only loop reach 1.36x one
        // group's rate, not 2x)
        double releaseStep = p.barrierReleaseCycles();
        long first0 = Math.max(now + Math.max(1, (long) Math.ceil(p.barrierLatency())), (long) Math.ceil(barrierFree));
        long at = first0;
        int released = 0;
        int first = g * wpg;
        long[] ids = observer != null ? new long[wpg] : null;
        long[] readies = observer != null ? new long[wpg] : null;
        int k = 0;
        for (int i = 0; i < wpg; i++) {
            // a youngest-first scheduler's barrier wakes the youngest wave first (measured on the H100: its
            // 1024-thread groups leave a barrier-only loop youngest first), an oldest-first one the oldest
            int s = youngest ? first + wpg - 1 - i : first + i;
            if (!atBarrier[s]) {
                continue;
            }
            atBarrier[s] = false;
            // the barrier unit wakes the group's waves one after another
            at = first0 + (long) Math.floor(released++ * releaseStep);
            prevReady[s] = 0;
            stepReady[s] = 0;
            advance(s);
            if (finished[s]) {
                add(s, WarpState.BARRIER, mark[s], at);
                mark[s] = at;
                finishWave(s, at);
            } else {
                readyAt[s] = at + pendingWait[s];
                nextReady[schedulerOf[s]] = 0;
            }
            pendingWait[s] = 0;
            if (ids != null) {
                ids[k] = waveId[s];
                readies[k++] = at;
            }
        }
        barrierFree = first0 + released * releaseStep;
        arrived[g] = 0;
        wake = Math.min(wake, first0);
        if (trace != null) {
            trace.release(first0, g);
        }
        if (observer != null) {
            observer.released(g, groupId[g], first0, Arrays.copyOf(ids, k), Arrays.copyOf(readies, k));
        }
    }

    private void finishWave(int s, long at) {
        int g = s / wpg;
        finished[s] = true;
        readyAt[s] = NEVER;
        emptySince[s] = at;
        wavesDone++;
        lastFinish = Math.max(lastFinish, at);
        if (firstFinish < 0) {
            firstFinish = at;
            issuedAtFirstFinish = issued;
            busyAtFirstFinish = schedulerBusy;
        }
        if (observer != null) {
            observer.waveFinished(waveId[s], at);
        }
        if (--live[g] == 0) {
            groupsDone++;
            liveGroups--;
            if (groupsLaunched < groupsTotal) {
                launches.add(new long[] {at + (long) Math.ceil(p.groupLaunchCycles()), g, groupsLaunched++});
            }
        } else if (arrived[g] > 0 && arrived[g] == live[g]) {
            release(g, at);
        }
    }

    private void launch(int g, long at, long id) {
        groupId[g] = id;
        live[g] = wpg;
        arrived[g] = 0;
        liveGroups++;
        for (int s = g * wpg; s < (g + 1) * wpg; s++) {
            if (at > emptySince[s]) {
                stateCycles[WarpState.SLOT_EMPTY.ordinal()] += at - emptySince[s];
                if (trace != null) {
                    trace.slice(s, WarpState.SLOT_EMPTY, emptySince[s], at, -1, -1);
                }
            }
            waveId[s] = nextWave++;
            groupOf[s] = id;
            byAgeStale[schedulerOf[s]] = true;
            finished[s] = false;
            atBarrier[s] = false;
            pc[s] = -1;
            prevReady[s] = 0;
            Arrays.fill(sbReady, s * 6, s * 6 + 6, 0);
            stepReady[s] = 0;
            pendingWait[s] = 0;
            advance(s);
            mark[s] = at;
            readyAt[s] = at + pendingWait[s];
            pendingWait[s] = 0;
            reason[s] = (byte) WarpState.WAIT.ordinal();
            nextReady[schedulerOf[s]] = 0;
            if (finished[s]) {   // an empty program for this wave (all counts 0)
                finishWave(s, at);
            }
        }
    }

    private void sample(long now) {
        int ready = 0;
        for (int s = 0; s < slotsUsed; s++) {
            if (readyAt[s] <= now) {
                ready++;
            }
        }
        while (!outstanding.isEmpty() && outstanding.peek() <= now) {
            outstanding.poll();
        }
        trace.sample(now, ready, outstanding.size());
    }

    private SimResult result(Run run, long end) {
        // charge the waits still open at the end (cycle limit) and the slots left empty
        for (int s = 0; s < slotsUsed; s++) {
            if (finished[s]) {
                if (end > emptySince[s]) {
                    stateCycles[WarpState.SLOT_EMPTY.ordinal()] += end - emptySince[s];
                    if (trace != null) {
                        trace.slice(s, WarpState.SLOT_EMPTY, emptySince[s], end, -1, -1);
                    }
                }
            } else {
                long ready = Math.min(readyAt[s], end);
                if (ready < mark[s]) {
                    continue;   // issued in the last cycle; its issue is charged already
                }
                charge(s, ready, end);
            }
        }
        return SimResult.of(run, unit, p, end, issued, issuedByKind, schedulerBusy, aluIssue, memoryBytes, ldsBusy,
                sfuBusyTotal, stateCycles, wavesDone, groupsDone, groupsTotal, trace,
                firstFinish < 0 ? end : firstFinish, firstFinish < 0 ? schedulerBusy : busyAtFirstFinish);
    }

    /** Kinds in the order results list them. */
    static List<StepKind> instructionKinds() {
        return List.of(StepKind.ALU, StepKind.SFU, StepKind.LDS, StepKind.STS, StepKind.MEM, StepKind.STORE, StepKind.BARRIER);
    }
}
