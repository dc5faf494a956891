// expect: KS-MEM-005
// A 3x3 box blur, one output per work-item, every tap from global memory (the stencil ladder's rung 1): the
// neighbouring work-items read 8 of each other's 9 elements again.
__kernel void blur3(__global const float *in, __global float *out, int w, int h) {
    int x = get_global_id(0);
    int y = get_global_id(1);
    if (x >= w || y >= h) return;
    float sum = 0.0f;
    for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) {
            int xx = clamp(x + dx, 0, w - 1);
            int yy = clamp(y + dy, 0, h - 1);
            sum += in[yy * w + xx];
        }
    }
    out[y * w + x] = sum / 9.0f;
}
