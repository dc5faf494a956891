// The Gemm API's alpha = 0 path: C = beta * C over the M x N of a row-major C (leading dimension ldc), A and B never
// read, as BLAS has it ("when alpha is zero then A and B need not be set on input"): the GEMM kernels would compute
// 0 * NaN = NaN from a NaN or Inf in A or B. beta = 0 writes zeros without reading C, so a NaN there is overwritten.

__kernel void gemm_scale_c(const int M, const int N, const float beta, __global float* C, const int ldc)
{
    const int j = (int) get_global_id(0);
    const int i = (int) get_global_id(1);
    if (i < M && j < N) {
        __global float* c = C + (size_t) i * (size_t) ldc + (size_t) j;
        *c = beta == 0.0f ? 0.0f : beta * *c;
    }
}
