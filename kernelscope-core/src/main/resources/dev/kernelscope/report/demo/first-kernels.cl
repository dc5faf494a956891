// The two kernels people write first, as `kernelscope demo` analyses them (section "Your kernel"): a 3x3 box blur
// and a matrix product, one output per work-item, every operand read from global memory.
__kernel void blur3x3(__global const float *in, __global float *out, int width, int height) {
    int x = get_global_id(0);
    int y = get_global_id(1);
    if (x >= width || y >= height) return;
    float sum = 0.0f;
    for (int dy = -1; dy <= 1; dy++) {
        for (int dx = -1; dx <= 1; dx++) {
            int xx = clamp(x + dx, 0, width - 1);
            int yy = clamp(y + dy, 0, height - 1);
            sum += in[yy * width + xx];
        }
    }
    out[y * width + x] = sum / 9.0f;
}

__kernel void matmul(__global const float *A, __global const float *B, __global float *C, int n) {
    int row = get_global_id(1);
    int col = get_global_id(0);
    float acc = 0.0f;
    for (int k = 0; k < n; k++) {
        acc += A[row * n + k] * B[k * n + col];
    }
    C[row * n + col] = acc;
}
