// A counter reused after a per-work-item value (Rodinia heartwall's pattern): the loop restarts it at 0 and runs to a
// kernel argument, so every work-item of a warp makes the same trips.
// reject: KS-CTRL-004
__kernel void reused_counter(int n, int m, __global float *in, __global float *out) {
    int tx = get_global_id(0);
    int i;
    float sum = 0.0f;
    i = tx % m;
    out[tx] = in[i];
    for (i = 0; i < n; i++) {
        sum += in[i * 1024 + tx];
    }
    out[tx] = sum;
}
