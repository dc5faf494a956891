// expect: KS-MEM-005
// A convolution with a mask of run-time width counted from 0 (the window's start), its row built in a variable.
__kernel void conv(const __global uint *in, __constant uint *mask, __global uint *out, int inW, int maskW) {
    int x = get_global_id(0), y = get_global_id(1);
    uint sum = 0;
    for (int r = 0; r < maskW; r++) {
        int rowStart = (y + r) * inW + x;
        for (int c = 0; c < maskW; c++)
            sum += mask[r * maskW + c] * in[rowStart + c];
    }
    out[y * get_global_size(0) + x] = sum;
}
