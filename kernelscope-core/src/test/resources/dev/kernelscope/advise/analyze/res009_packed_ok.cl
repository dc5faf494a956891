// reject: KS-RES-009
// The same eight taps already packed as x | (y << 16) in one uint each (coordinates below 65,536).
__kernel void gather8_packed(__global const float *img, __global float *out, int width, int height) {
    int x = get_global_id(0);
    int y = get_global_id(1);
    uint taps[8];
    for (int i = 0; i < 8; i++) {
        taps[i] = (uint)clamp(x + i - 4, 0, width - 1) | ((uint)clamp(y + (i & 3) - 2, 0, height - 1) << 16);
    }
    float sum = 0.0f;
    for (int i = 0; i < 8; i++) {
        sum += img[(int)(taps[i] >> 16) * width + (int)(taps[i] & 0xFFFFu)];
    }
    out[y * width + x] = sum * 0.125f;
}
