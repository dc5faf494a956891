// Seed 000/003 A43/A49: 32 values kept live across a loop as float (one per VGPR) or half (-DT=half). clang-15:
// gfx9+ packs two halves per VGPR and does two FMAs per v_pk_fma_f16 (20 VGPRs vs 36); gfx8 (GCN3) does not (60).
#ifndef T
#define T float
#endif
#if defined(cl_khr_fp16)
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif
__kernel void blend(int n, __global const T* restrict in, __global T* restrict out) {
  int id = get_global_id(0);
  T acc[32];
  for (int i = 0; i < 32; i++) acc[i] = in[id * 32 + i];
  for (int k = 0; k < n; k++) {
    T w = in[k];
    for (int i = 0; i < 32; i++) acc[i] = acc[i] * w + w;
  }
  for (int i = 0; i < 32; i++) out[id * 32 + i] = acc[i];
}
