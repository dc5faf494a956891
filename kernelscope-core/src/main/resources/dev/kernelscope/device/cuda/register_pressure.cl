// Occupancy probe for `kernelscope devices --check-occupancy`: each work-item keeps LIVE floats live across a loop,
// so the compiled kernel's registers per thread grow with LIVE (and --maxrregcount caps them, spilling the rest).
// Compiled at several LIVE values and register caps it sweeps the register limiter, which the sample kernels
// (10-30 registers) never reach. It is only compiled and queried, never needs to be launched.
#ifndef LIVE
#define LIVE 32      // values each work-item keeps live through the loop
#endif

__kernel void register_pressure(__global float* data, const int iterations)
{
    float v[LIVE];
    const size_t base = get_global_id(0) * LIVE;
    #pragma unroll
    for (int j = 0; j < LIVE; ++j) {
        v[j] = data[base + j];
    }
    for (int it = 0; it < iterations; ++it) {
        #pragma unroll
        for (int j = 0; j < LIVE; ++j) {
            v[j] = fma(v[j], v[(j + 1) % LIVE], 1.0f);
        }
    }
    float sum = 0.0f;
    #pragma unroll
    for (int j = 0; j < LIVE; ++j) {
        sum += v[j];
    }
    data[base] = sum;
}
