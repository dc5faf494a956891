// reject: KS-MEM-001 KS-MEM-003 KS-ARITH-001
// A contiguous copy: every access coalesced.
__kernel void copy(__global const float *in, __global float *out, int n) {
    int i = get_global_id(0);
    if (i < n) {
        out[i] = in[i] * 2.0f;
    }
}
