// kernelscope: nvrtc-only
// Helpers as OpenCL C writes them, with no `inline`: through CUDA they are device functions because the backend
// passes NVRTC --device-as-default-execution-space (nvcc has no such flag, hence the marker above).
typedef struct { float scale; int shift; } params_t;

float scaled(params_t p, float x) { return p.scale * x; }
static int shifted(params_t p, int i) { return i + p.shift; }

__kernel void apply_helpers(__global const float* in, __global float* out, float scale, int shift) {
    params_t p = {scale, shift};
    int i = get_global_id(0);
    out[i] = scaled(p, in[shifted(p, i)]);
}
