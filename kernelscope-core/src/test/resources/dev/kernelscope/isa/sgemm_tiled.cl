// A register-tiled SGEMM step in the style of seed 004's kernel 7: every load computes its own 64-bit address
#ifndef TM
#define TM 4
#endif
// VGPR_BUDGET caps the VGPRs (clang's amdgpu_num_vgpr) to make the compiler spill (seed 000/003 A2)
#ifdef VGPR_BUDGET
#define BUDGET __attribute__((amdgpu_num_vgpr(VGPR_BUDGET)))
#else
#define BUDGET
#endif
__kernel __attribute__((reqd_work_group_size(16, 16, 1))) BUDGET
void sgemm_tiled(int M, int N, int K, __global const float* A, __global const float* B, __global float* C) {
  int row = get_global_id(1) * TM;
  int col = get_global_id(0) * TM;
  float acc[TM][TM] = {{0}};
  for (int k = 0; k < K; k++) {
    float a[TM], b[TM];
    for (int i = 0; i < TM; i++) a[i] = A[(row + i) * K + k];
    for (int j = 0; j < TM; j++) b[j] = B[k * N + col + j * 16];
    for (int i = 0; i < TM; i++)
      for (int j = 0; j < TM; j++) acc[i][j] += a[i] * b[j];
  }
  for (int i = 0; i < TM; i++)
    for (int j = 0; j < TM; j++) C[(row + i) * N + col + j * 16] = acc[i][j];
}
