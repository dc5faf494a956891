// Seed 004 R35 (kernel 7): the BK = 8 inner loop unrolled, so each copy reads LDS at a fixed offset from one base
// address: padded As rows are (128 + 4) x 4 = 0x210 bytes apart, Bs rows 128 x 4 = 0x200. -DUNROLL=1 keeps the loop.
#ifndef UNROLL
#define UNROLL 8
#endif
#define BK 8
#define BM 128
#define BN 128
__kernel __attribute__((reqd_work_group_size(128, 1, 1)))
void inner(int K, __global const float* A, __global const float* B, __global float* C) {
  __local float As[BK][BM + 4];
  __local float Bs[BK][BN];
  int t = get_local_id(0);
  float acc = 0.0f;
  for (int k0 = 0; k0 < K; k0 += BK) {
    for (int k = 0; k < BK; k++) {
      As[k][t] = A[(k0 + k) * BM + t];
      Bs[k][t] = B[(k0 + k) * BN + t];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll UNROLL
    for (int k = 0; k < BK; k++) acc += As[k][t] * Bs[k][(t + 1) & (BN - 1)];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  C[get_global_id(0)] = acc;
}
