// arch: apple7
// reject: KS-ARITH-010
// One accumulator; and two sums of different things (a sum and a sum of squares) are not a split sum.
__kernel void dot(__global const float *a, __global const float *b, __global float *out, int n) {
    int row = get_global_id(0);
    float s = 0.0f;
    float sq = 0.0f;
    for (int i = 0; i < n; i++) {
        s += a[row * n + i] * b[i];
        sq += a[row * n + i] * a[row * n + i];
    }
    out[row] = s / sqrt(sq);
}
