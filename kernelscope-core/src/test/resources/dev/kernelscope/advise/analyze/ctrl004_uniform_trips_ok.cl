// reject: KS-CTRL-004
// Trip counts that every lane of a warp shares, or that differ by at most one: a grid-stride loop (lanes start at
// their id and step by the grid, so neighbours run n/size or one more), a bound that is a kernel argument, a constant
// bound, a bound loaded at an index that is the same for the whole group, and a warp-cooperative loop (a warp per
// row, lane l takes columns l, l + 32, ...: the lanes' starts span less than one step).
__kernel void smooth(__global const float *in, __global float *out, __global const int *taps_per_group, int n,
                     int passes) {
    int taps = taps_per_group[get_group_id(0)];
    for (int i = get_global_id(0); i < n; i += get_global_size(0)) {
        float v = in[i];
        for (int p = 0; p < passes; ++p) {
            v = 0.5f * v + 0.25f;
        }
        for (int k = 0; k < 8; ++k) {
            v *= 0.9f;
        }
        int t = 0;
        while (t < taps) {
            v += 0.125f;
            t++;
        }
        out[i] = v;
    }
}

__kernel void row_sums(__global const float *a, __global float *sums, int cols) {
    int row = get_global_id(0) / 32;
    int lane = get_global_id(0) % 32;
    float sum = 0.0f;
    for (int k = lane; k < cols; k += 32) {
        sum += a[row * cols + k];
    }
    sums[row * 32 + lane] = sum;
}
