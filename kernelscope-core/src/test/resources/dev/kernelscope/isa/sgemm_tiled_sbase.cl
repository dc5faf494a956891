// The same step with SGPR-base addressing (seed 004 kernel 8's fix): the buffer pointers stay wave-uniform and each
// load adds one 32-bit byte offset, which LLVM emits as global_load v, v_offset, s[base:base+1]
#ifndef TM
#define TM 4
#endif
#define AT(p, byteOffset) (*(__global const float*)((__global const char*)(p) + (byteOffset)))
__kernel __attribute__((reqd_work_group_size(16, 16, 1)))
void sgemm_tiled_sbase(int M, int N, int K, __global const float* A, __global const float* B, __global float* C) {
  uint row = get_global_id(1) * TM;
  uint col = get_global_id(0) * TM;
  float acc[TM][TM] = {{0}};
  uint aOffset = row * K * 4u, bOffset = col * 4u;
  for (int k = 0; k < K; k++) {
    float a[TM], b[TM];
    for (int i = 0; i < TM; i++) a[i] = AT(A, aOffset + i * K * 4u);
    for (int j = 0; j < TM; j++) b[j] = AT(B, bOffset + j * 64u);
    aOffset += 4u;
    bOffset += N * 4u;
    for (int i = 0; i < TM; i++)
      for (int j = 0; j < TM; j++) acc[i][j] += a[i] * b[j];
  }
  for (int i = 0; i < TM; i++)
    for (int j = 0; j < TM; j++) C[(row + i) * N + col + j * 16] = acc[i][j];
}
