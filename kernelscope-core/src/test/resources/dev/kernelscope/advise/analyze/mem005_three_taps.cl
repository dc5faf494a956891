// expect: KS-MEM-005
// A 1-D three-point stencil written out tap by tap, and a radius given at run time.
__kernel void smooth(__global const float *u, __global float *v, int n) {
    int i = get_global_id(0);
    if (i < 1 || i >= n - 1) return;
    v[i] = 0.25f * u[i - 1] + 0.5f * u[i] + 0.25f * u[i + 1];
}

__kernel void box_row(__global const float *in, __global float *out, int w, int r) {
    int x = get_global_id(0);
    int y = get_global_id(1);
    float sum = 0.0f;
    for (int dx = -r; dx <= r; ++dx) {
        sum += in[y * w + clamp(x + dx, 0, w - 1)];
    }
    out[y * w + x] = sum / (2 * r + 1);
}
