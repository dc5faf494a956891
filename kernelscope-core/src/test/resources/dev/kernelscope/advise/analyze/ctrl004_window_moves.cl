// A window whose end moves inside the loop: the lanes' trip counts differ, so the note stays.
// expect: KS-CTRL-004
__kernel void shrinking(__global const float *in, __global float *out, __global const int *len) {
    int x = get_global_id(0);
    int end = x + len[x];
    float sum = 0.0f;
    int i;
    for (i = x - 2; i <= end; i++) {
        sum += in[i];
        end -= (int) sum & 1;
    }
    out[x] = sum;
}
