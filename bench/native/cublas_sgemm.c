/*
 * Baseline for the cuBLAS yardstick: cublasSgemm_v2 called from C (runtime API, CUDA events) at N x N x N, in the
 * same math mode as KernelScope's CublasSgemm, to check that calling cuBLAS from Java costs nothing measurable.
 * Not part of the product; built on the GPU machine (cuBLAS prototypes are declared here, so only the library is needed):
 *   nvcc -O2 -o cublas_sgemm cublas_sgemm.c -lcublas
 *   ./cublas_sgemm [n=4096] [mode=pedantic|default] [warmups=10] [repetitions=50]
 */
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct cublasContext* cublasHandle_t;
int cublasCreate_v2(cublasHandle_t* handle);
int cublasDestroy_v2(cublasHandle_t handle);
int cublasSetStream_v2(cublasHandle_t handle, cudaStream_t stream);
int cublasGetVersion_v2(cublasHandle_t handle, int* version);
int cublasSetMathMode(cublasHandle_t handle, int mode);
int cublasSgemm_v2(cublasHandle_t handle, int transa, int transb, int m, int n, int k, const float* alpha,
                   const float* A, int lda, const float* B, int ldb, const float* beta, float* C, int ldc);
enum { CUBLAS_OP_N = 0, CUBLAS_DEFAULT_MATH = 0, CUBLAS_PEDANTIC_MATH = 2 };

#define CUDA(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    fprintf(stderr, "%s: %s\n", #call, cudaGetErrorName(e_)); exit(1); } } while (0)
#define BLAS(call) do { int s_ = (call); if (s_ != 0) { fprintf(stderr, "%s: status %d\n", #call, s_); exit(1); } } while (0)

static int compare(const void* a, const void* b) {
    float x = *(const float*) a, y = *(const float*) b;
    return x < y ? -1 : x > y;
}

int main(int argc, char** argv) {
    int n = argc > 1 ? atoi(argv[1]) : 4096;
    int pedantic = argc > 2 ? strcmp(argv[2], "default") != 0 : 1;
    int warmups = argc > 3 ? atoi(argv[3]) : 10;
    int reps = argc > 4 ? atoi(argv[4]) : 50;
    size_t bytes = (size_t) n * n * sizeof(float);
    float* host = malloc(bytes);
    srand(1);
    for (size_t i = 0; i < (size_t) n * n; i++) host[i] = (float) rand() / RAND_MAX * 2.0f - 1.0f;
    float *a, *b, *c;
    CUDA(cudaMalloc((void**) &a, bytes));
    CUDA(cudaMalloc((void**) &b, bytes));
    CUDA(cudaMalloc((void**) &c, bytes));
    CUDA(cudaMemcpy(a, host, bytes, cudaMemcpyHostToDevice));
    CUDA(cudaMemcpy(b, host, bytes, cudaMemcpyHostToDevice));
    cudaStream_t stream;
    CUDA(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
    cublasHandle_t handle;
    BLAS(cublasCreate_v2(&handle));
    BLAS(cublasSetStream_v2(handle, stream));
    BLAS(cublasSetMathMode(handle, pedantic ? CUBLAS_PEDANTIC_MATH : CUBLAS_DEFAULT_MATH));
    int version = 0;
    BLAS(cublasGetVersion_v2(handle, &version));
    const float alpha = 1.0f, beta = 0.0f;
    for (int i = 0; i < warmups; i++) {
        BLAS(cublasSgemm_v2(handle, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha, b, n, a, n, &beta, c, n));
    }
    cudaEvent_t* events = malloc(sizeof(cudaEvent_t) * 2 * reps);
    for (int i = 0; i < 2 * reps; i++) CUDA(cudaEventCreate(&events[i]));
    for (int i = 0; i < reps; i++) {
        CUDA(cudaEventRecord(events[2 * i], stream));
        BLAS(cublasSgemm_v2(handle, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha, b, n, a, n, &beta, c, n));
        CUDA(cudaEventRecord(events[2 * i + 1], stream));
    }
    CUDA(cudaEventSynchronize(events[2 * reps - 1]));
    float* ms = malloc(sizeof(float) * reps);
    for (int i = 0; i < reps; i++) CUDA(cudaEventElapsedTime(&ms[i], events[2 * i], events[2 * i + 1]));
    qsort(ms, reps, sizeof(float), compare);
    double median = reps % 2 ? ms[reps / 2] : (ms[reps / 2 - 1] + ms[reps / 2]) / 2.0;
    double flops = 2.0 * n * (double) n * n;
    printf("{\"benchmark\": \"cublas-sgemm-c-baseline\", \"n\": %d, \"mathMode\": \"%s\", \"cublasVersion\": %d,"
           " \"warmups\": %d, \"repetitions\": %d, \"medianMs\": %.4f, \"minMs\": %.4f, \"tflops\": %.2f}\n",
           n, pedantic ? "CUBLAS_PEDANTIC_MATH" : "CUBLAS_DEFAULT_MATH", version, warmups, reps, median, ms[0],
           flops / (median * 1e-3) / 1e12);
    return 0;
}
