// expect: KS-RES-001
// A private histogram indexed by data: it lives on the stack.
__kernel void histogram16(__global const uchar *in, __global int *out) {
    int bins[16];
    for (int b = 0; b < 16; ++b) bins[b] = 0;
    int i = get_global_id(0);
    for (int k = 0; k < 64; ++k) {
        bins[in[i * 64 + k] & 15]++;
    }
    for (int b = 0; b < 16; ++b) out[i * 16 + b] = bins[b];
}
