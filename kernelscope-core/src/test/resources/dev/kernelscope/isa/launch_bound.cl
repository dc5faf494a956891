// An 8x16 register tile (128 accumulators, like seed 004's kernel 5) whose VGPR ceiling comes from the launch bound:
// clang's amdgpu_flat_work_group_size(1, MAX_GROUP) is what HIP's __launch_bounds__(MAX_GROUP) becomes. Without
// MAX_GROUP OpenCL's default bound (256) applies; HIP's default is 1,024, which spilled the article's kernel 4.
#ifndef TM
#define TM 8
#endif
#ifndef TN
#define TN 16
#endif
#ifdef MAX_GROUP
#define BOUND __attribute__((amdgpu_flat_work_group_size(1, MAX_GROUP)))
#else
#define BOUND
#endif
__kernel BOUND void outer_product(int K, __global const float* A, __global const float* B, __global float* C) {
  int t = get_global_id(0);
  float acc[TM][TN] = {{0}};
  for (int k = 0; k < K; k++) {
    float a[TM], b[TN];
    for (int i = 0; i < TM; i++) a[i] = A[k * 1024 + t * TM + i];
    for (int j = 0; j < TN; j++) b[j] = B[k * 2048 + t * TN + j];
    for (int i = 0; i < TM; i++)
      for (int j = 0; j < TN; j++) acc[i][j] += a[i] * b[j];
  }
  for (int i = 0; i < TM; i++)
    for (int j = 0; j < TN; j++) C[(t * TM + i) * 4096 + j] = acc[i][j];
}
