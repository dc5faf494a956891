/*
 * Baseline for `kernelscope bench launch --backend cuda`: the same empty-kernel launches through the CUDA driver API
 * from C, so Java's FFM overhead can be read off. Not part of the product; built on the GPU machine:
 *   nvcc -cubin -arch=sm_90 -o empty.cubin empty_kernel.cu
 *   nvcc -O2 -o cuda_launch_latency cuda_launch_latency.c -lcuda
 *   ./cuda_launch_latency empty.cubin [launches=10000] [warmups=1000]
 * Exactly what `kernelscope bench launch` does, through the same calls as CudaBackend: one block of one thread,
 * a non-blocking stream on the primary context; latency: median over `launches` of (cuLaunchKernel +
 * cuStreamSynchronize) on the host clock; burst: `launches` cuLaunchKernel calls back to back, then one synchronize.
 */
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define CHECK(call)                                                                     \
    do {                                                                                \
        CUresult rc_ = (call);                                                          \
        if (rc_ != CUDA_SUCCESS) {                                                      \
            const char* name_ = "?";                                                    \
            cuGetErrorName(rc_, &name_);                                                \
            fprintf(stderr, "%s failed: %s (%d)\n", #call, name_, (int) rc_);           \
            exit(1);                                                                    \
        }                                                                               \
    } while (0)

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e9 + t.tv_nsec;
}

static int compare(const void* a, const void* b) {
    double x = *(const double*) a, y = *(const double*) b;
    return x < y ? -1 : x > y;
}

static double median(double* v, int n) {
    qsort(v, n, sizeof(double), compare);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

int main(int argc, char** argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s empty.cubin [launches] [warmups]\n", argv[0]);
        return 2;
    }
    int launches = argc > 2 ? atoi(argv[2]) : 10000;
    int warmups = argc > 3 ? atoi(argv[3]) : 1000;
    const int block = 1;
    CUdevice device;
    CUcontext context;
    CUstream stream;
    CUmodule module;
    CUfunction empty;
    CHECK(cuInit(0));
    CHECK(cuDeviceGet(&device, 0));
    CHECK(cuDevicePrimaryCtxRetain(&context, device));
    CHECK(cuCtxSetCurrent(context));
    CHECK(cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING));
    CHECK(cuModuleLoad(&module, argv[1]));
    CHECK(cuModuleGetFunction(&empty, module, "empty"));
    void* no_params[1] = {NULL};

    for (int i = 0; i < warmups; i++) { /* warm up, as the Java benchmark does */
        CHECK(cuLaunchKernel(empty, 1, 1, 1, block, 1, 1, 0, stream, no_params, NULL));
        CHECK(cuStreamSynchronize(stream));
    }
    double* samples = malloc(sizeof(double) * launches);
    for (int i = 0; i < launches; i++) {
        double start = now_ns();
        CHECK(cuLaunchKernel(empty, 1, 1, 1, block, 1, 1, 0, stream, no_params, NULL));
        CHECK(cuStreamSynchronize(stream));
        samples[i] = now_ns() - start;
    }
    double latency = median(samples, launches);
    double* enqueue = malloc(sizeof(double) * launches);
    double burst_start = now_ns();
    for (int i = 0; i < launches; i++) {
        double start = now_ns();
        CHECK(cuLaunchKernel(empty, 1, 1, 1, block, 1, 1, 0, stream, no_params, NULL));
        enqueue[i] = now_ns() - start;
    }
    CHECK(cuStreamSynchronize(stream));
    double burst_ns = now_ns() - burst_start;
    double enqueue_median = median(enqueue, launches);
    int driver = 0;
    CHECK(cuDriverGetVersion(&driver));
    printf("{\"benchmark\": \"cuda-launch-c-baseline\", \"launches\": %d, \"warmups\": %d, \"globalSize\": 1,"
           " \"localSize\": 1, \"cudaDriverVersion\": %d, \"latencyMedianUs\": %.3f, \"latencyMinUs\": %.3f,"
           " \"enqueueMedianUs\": %.3f, \"burstLaunchesPerSecond\": %.0f}\n",
           launches, warmups, driver, latency / 1e3, samples[0] / 1e3, enqueue_median / 1e3,
           launches / (burst_ns / 1e9));
    free(samples);
    free(enqueue);
    CHECK(cuModuleUnload(module));
    CHECK(cuStreamDestroy(stream));
    CHECK(cuDevicePrimaryCtxRelease(device));
    return 0;
}
