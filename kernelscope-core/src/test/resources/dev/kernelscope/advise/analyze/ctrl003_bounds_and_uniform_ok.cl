// reject: KS-CTRL-003
// A bounds check with an else splits at most the last warp; a branch on the group id is uniform per warp.
__kernel void copy_or_fill(__global const float *in, __global float *out, int n, int mode) {
    int i = get_global_id(0);
    if (i < n) {
        out[i] = in[i];
    } else {
        out[i - n] = 0.0f;
    }
    if (get_group_id(0) == 0) {
        out[i] = in[i] * 2.0f;
    } else {
        out[i] = in[i] + (float)mode;
    }
}
