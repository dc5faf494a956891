// Seed 003 A48: a loop of dependent loads and math with a compile-time trip count. Unrolled (the compiler's choice),
// the loads of later iterations are hoisted to the top and their results wait in VGPRs; kept rolled (UNROLL=1), the
// loads stay in the body and their VGPRs are reused every iteration.
#ifndef UNROLL
#define UNROLL 16
#endif
__kernel void gather_sum(__global float* out, __global const float* in, __global const int* idx, int stride) {
  size_t i = get_global_id(0);
  float acc = 0.0f;
  #pragma unroll UNROLL
  for (int t = 0; t < 16; t++) {
    float x = in[idx[i * 16 + t]];
    acc = acc * 0.5f + x * x;
  }
  out[i] = acc;
}
