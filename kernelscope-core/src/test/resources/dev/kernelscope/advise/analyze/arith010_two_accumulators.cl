// arch: apple7
// expect: KS-ARITH-010
// Two partial sums for one dot product, added after the loop: the CPU's ILP habit, which costs registers on A8+.
__kernel void dot(__global const float *a, __global const float *b, __global float *out, int n) {
    int row = get_global_id(0);
    float s0 = 0.0f;
    float s1 = 0.0f;
    for (int i = 0; i < n; i += 2) {
        s0 += a[row * n + i] * b[i];
        s1 += a[row * n + i + 1] * b[i + 1];
    }
    out[row] = s0 + s1;
}
