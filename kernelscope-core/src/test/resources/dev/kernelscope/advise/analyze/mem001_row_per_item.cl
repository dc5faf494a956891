// expect: KS-MEM-001
// reject: KS-MEM-002 KS-SYNC-001
// Each work-item sums one row: neighbours read addresses n floats apart.
__kernel void row_sum(__global const float *m, __global float *out, int n) {
    int row = get_global_id(0);
    float s = 0.0f;
    for (int c = 0; c < n; ++c) {
        s += m[row * n + c];
    }
    out[row] = s;
}
