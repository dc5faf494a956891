// reject: KS-MEM-003
// acc[i] is read and written in the loop: not a re-read that could be hoisted by this rule.
__kernel void accumulate(__global float *acc, __global const float *x, int n) {
    int i = get_global_id(0);
    for (int k = 0; k < n; ++k) {
        acc[i] = acc[i] + x[k * 4096 + i];
    }
}
