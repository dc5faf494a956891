// A window around each work-item's pixel (the Khronos SDK's blur kernels): the counter starts at the lane's coordinate
// minus the radius and runs to the same coordinate plus the radius, so every lane of a warp makes 2 r + 1 trips; also
// with the counter a vector's component and declared in the loop.
// reject: KS-CTRL-004
__kernel void box_row(__global const float *in, __global float *out, int width, int r) {
    const int2 coord = (int2)(get_global_id(0), get_global_id(1));
    int2 cur = coord;
    float sum = 0.0f;
    for (cur.x = coord.x - r; cur.x <= coord.x + r; ++cur.x) {
        sum += in[cur.y * width + clamp(cur.x, 0, width - 1)];
    }
    int taps = 0;
    for (int y = coord.y - r; y <= coord.y + r; y++, taps++) {
        sum += in[clamp(y, 0, 1023) * width + coord.x];
    }
    out[coord.y * width + coord.x] = sum / taps;
}
