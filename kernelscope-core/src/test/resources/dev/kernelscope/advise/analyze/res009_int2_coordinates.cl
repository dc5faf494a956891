// expect: KS-RES-009
// Eight int2 sample offsets kept per work-item: 16 registers; packed as 16+16 bits they take 8 (seeds 000/003,
// bit packing: "2D integer coordinates can be packed as 16b+16b").
__kernel void gather8(__global const float *img, __global float *out, int width, int height) {
    int x = get_global_id(0);
    int y = get_global_id(1);
    int2 taps[8];
    for (int i = 0; i < 8; i++) {
        taps[i] = (int2)(clamp(x + i - 4, 0, width - 1), clamp(y + (i & 3) - 2, 0, height - 1));
    }
    float sum = 0.0f;
    for (int i = 0; i < 8; i++) {
        sum += img[taps[i].y * width + taps[i].x];
    }
    out[y * width + x] = sum * 0.125f;
}
