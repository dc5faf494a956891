/*
 * What a traced simulation recorded for its first cycles: per-slot state slices (adjacent equal states merged),
 * barrier releases, and counters (ready waves, outstanding memory requests) sampled at a fixed interval.
 * The report layer turns it into Chrome Trace Event JSON and the timeline picture.
 */
package dev.kernelscope.model.sim;

import java.util.Arrays;

public final class SimTrace {
    private final long limit;
    private final int slots;
    // slices, struct of arrays
    private int count;
    private int[] slot = new int[1024];
    private long[] start = new long[1024];
    private long[] end = new long[1024];
    private byte[] state = new byte[1024];
    private long[] wave = new long[1024];
    private long[] group = new long[1024];
    // open slice per slot
    private final int[] open;
    // barrier releases
    private int releases;
    private long[] releaseAt = new long[64];
    private int[] releasePosition = new int[64];
    // counters
    private int samples;
    private long[] sampleAt = new long[256];
    private int[] readyWaves = new int[256];
    private int[] outstanding = new int[256];

    SimTrace(long limit, int slots) {
        this.limit = limit;
        this.slots = slots;
        this.open = new int[slots];
        Arrays.fill(open, -1);
    }

    /** Cycles traced: slices, releases and samples stop here. */
    public long limit() {
        return limit;
    }

    public int slots() {
        return slots;
    }

    void slice(int s, WarpState st, long from, long to, long waveId, long groupId) {
        if (from >= limit || to <= from) {
            return;
        }
        to = Math.min(to, limit);
        int o = open[s];
        if (o >= 0 && state[o] == st.ordinal() && wave[o] == waveId && end[o] == from) {
            end[o] = to;
            return;
        }
        if (count == slot.length) {
            int n = count * 2;
            slot = Arrays.copyOf(slot, n);
            start = Arrays.copyOf(start, n);
            end = Arrays.copyOf(end, n);
            state = Arrays.copyOf(state, n);
            wave = Arrays.copyOf(wave, n);
            group = Arrays.copyOf(group, n);
        }
        slot[count] = s;
        start[count] = from;
        end[count] = to;
        state[count] = (byte) st.ordinal();
        wave[count] = waveId;
        group[count] = groupId;
        open[s] = count++;
    }

    void release(long at, int position) {
        if (at >= limit) {
            return;
        }
        if (releases == releaseAt.length) {
            releaseAt = Arrays.copyOf(releaseAt, releases * 2);
            releasePosition = Arrays.copyOf(releasePosition, releases * 2);
        }
        releaseAt[releases] = at;
        releasePosition[releases++] = position;
    }

    void sample(long at, int ready, int memory) {
        if (at >= limit) {
            return;
        }
        if (samples == sampleAt.length) {
            sampleAt = Arrays.copyOf(sampleAt, samples * 2);
            readyWaves = Arrays.copyOf(readyWaves, samples * 2);
            outstanding = Arrays.copyOf(outstanding, samples * 2);
        }
        sampleAt[samples] = at;
        readyWaves[samples] = ready;
        outstanding[samples++] = memory;
    }

    public int sliceCount() { return count; }
    public int sliceSlot(int i) { return slot[i]; }
    public long sliceStart(int i) { return start[i]; }
    public long sliceEnd(int i) { return end[i]; }
    public WarpState sliceState(int i) { return WarpState.values()[state[i]]; }
    public long sliceWave(int i) { return wave[i]; }
    public long sliceGroup(int i) { return group[i]; }
    public int releaseCount() { return releases; }
    public long releaseAt(int i) { return releaseAt[i]; }
    public int releasePosition(int i) { return releasePosition[i]; }
    public int sampleCount() { return samples; }
    public long sampleAt(int i) { return sampleAt[i]; }
    public int sampleReady(int i) { return readyWaves[i]; }
    public int sampleOutstanding(int i) { return outstanding[i]; }
}
