// Seed 003 A39: each work-item applies one 4x4 matrix per frame to its vector (the matrix is the same for the whole
// wave). Through a __global pointer the loads come after stores the compiler cannot rule out as aliases, so every
// lane loads the matrix into its own VGPRs; through __constant they become s_load and the matrix sits in SGPRs.
#ifndef MATRIX_SPACE
#define MATRIX_SPACE __global const
#endif
__kernel void transform(__global float4* out, __global const float4* in, MATRIX_SPACE float4* m, int frames) {
  size_t i = get_global_id(0);
  float4 v = in[i];
  for (int f = 0; f < frames; f++) {
    v = v.x * m[4 * f] + v.y * m[4 * f + 1] + v.z * m[4 * f + 2] + v.w * m[4 * f + 3];
    out[i * frames + f] = v;
  }
}
