/*
 * Does a CUDA graph lower the host cost of a GEMM call made of k launches (a pack, the GEMM, stream-K's split part)?
 * Driver-level yardstick for issue 12, not part of the product; built on the GPU machine by build-cuda.sh and run as
 *   ./cuda_graph_launch empty.cubin [calls=20000]
 * Per k = 1, 2, 3 launches of the eleven-parameter empty kernel (gemm_args), the host clock per call, back to back,
 * buffer pointers rotating over 3 sets as an application's calls do: (launches) k cuLaunchKernel; (graph+update) one
 * graph of k kernel nodes captured once, per call k cuGraphExecKernelNodeSetParams with the new pointers and one
 * cuGraphLaunch; (graph cached) one instantiated graph per pointer set, per call one cuGraphLaunch.
 */
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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

#define SETS 3
#define MAX_K 3

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

static CUfunction kernel;
static CUstream stream;

/* The eleven argument values of one launch and the pointer array cuLaunchKernel reads. */
typedef struct {
    int m, n, k, lda, ldb, ldc;
    float alpha, beta;
    CUdeviceptr a, b, c;
    void* params[11];
} Args;

static void bind(Args* args, CUdeviceptr base, int set, int launch) {
    args->m = args->n = args->k = args->lda = args->ldb = args->ldc = 1024;
    args->alpha = 1.0f;
    args->beta = 0.0f;
    args->a = base + 4096 * (3 * set + launch);
    args->b = args->a + 256;
    args->c = args->a + 512;
    void* p[11] = {&args->m, &args->n, &args->k, &args->alpha, &args->a, &args->lda, &args->b, &args->ldb,
                   &args->beta, &args->c, &args->ldc};
    memcpy(args->params, p, sizeof p);
}

static void launch(Args* args) {
    CHECK(cuLaunchKernel(kernel, 132, 1, 1, 256, 1, 1, 0, stream, args->params, NULL));
}

static CUgraphExec capture(Args* args, int k, CUgraphNode* nodes) {
    CUgraph graph;
    CUgraphExec exec;
    CHECK(cuStreamBeginCapture(stream, CU_STREAM_CAPTURE_MODE_THREAD_LOCAL));
    for (int i = 0; i < k; i++) {
        launch(&args[i]);
    }
    CHECK(cuStreamEndCapture(stream, &graph));
    size_t count = MAX_K;
    CHECK(cuGraphGetNodes(graph, nodes, &count));
    CHECK(cuGraphInstantiate(&exec, graph, 0));
    CHECK(cuGraphUpload(exec, stream));
    return exec;
}

/* One call's host time per mode, median and mean over `calls` back-to-back calls (synchronizing every 256). */
static void measure(const char* mode, int k, int calls, int which, Args sets[SETS][MAX_K], CUgraphExec shared,
                    CUgraphNode* nodes, CUgraphExec* cached, double* samples) {
    for (int round = 0; round < 2; round++) {   /* round 0 warms up */
        double total = 0;
        for (int i = 0; i < calls; i++) {
            Args* args = sets[i % SETS];
            double start = now_ns();
            if (which == 0) {
                for (int j = 0; j < k; j++) {
                    launch(&args[j]);
                }
            } else if (which == 1) {
                for (int j = 0; j < k; j++) {
                    CUDA_KERNEL_NODE_PARAMS p;
                    memset(&p, 0, sizeof p);
                    p.func = kernel;
                    p.gridDimX = 132; p.gridDimY = 1; p.gridDimZ = 1;
                    p.blockDimX = 256; p.blockDimY = 1; p.blockDimZ = 1;
                    p.kernelParams = args[j].params;
                    CHECK(cuGraphExecKernelNodeSetParams(shared, nodes[j], &p));
                }
                CHECK(cuGraphLaunch(shared, stream));
            } else {
                CHECK(cuGraphLaunch(cached[i % SETS], stream));
            }
            samples[i] = now_ns() - start;
            total += samples[i];
            if (i % 256 == 255) {
                CHECK(cuStreamSynchronize(stream));
            }
        }
        CHECK(cuStreamSynchronize(stream));
        if (round == 1) {
            double mean = total / calls;
            printf("{\"launchesPerCall\": %d, \"mode\": \"%s\", \"calls\": %d, \"hostUsPerCallMedian\": %.3f,"
                   " \"hostUsPerCallMean\": %.3f}\n", k, mode, calls, median(samples, calls) / 1e3, mean / 1e3);
        }
    }
}

int main(int argc, char** argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s empty.cubin [calls]\n", argv[0]);
        return 2;
    }
    int calls = argc > 2 ? atoi(argv[2]) : 20000;
    CUdevice device;
    CUcontext context;
    CUmodule module;
    CUdeviceptr base;
    CHECK(cuInit(0));
    CHECK(cuDeviceGet(&device, 0));
    CHECK(cuDevicePrimaryCtxRetain(&context, device));
    CHECK(cuCtxSetCurrent(context));
    CHECK(cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING));
    CHECK(cuModuleLoad(&module, argv[1]));
    CHECK(cuModuleGetFunction(&kernel, module, "gemm_args"));
    CHECK(cuMemAlloc(&base, 4096 * 3 * SETS * MAX_K));
    static Args sets[SETS][MAX_K];
    for (int s = 0; s < SETS; s++) {
        for (int j = 0; j < MAX_K; j++) {
            bind(&sets[s][j], base, s, j);
        }
    }
    double* samples = malloc(sizeof(double) * calls);
    int driver = 0;
    CHECK(cuDriverGetVersion(&driver));
    printf("{\"benchmark\": \"cuda-graph-launch-c\", \"cudaDriverVersion\": %d}\n", driver);
    for (int k = 1; k <= MAX_K; k++) {
        CUgraphNode nodes[MAX_K];
        CUgraphNode cachedNodes[MAX_K];
        CUgraphExec shared = capture(sets[0], k, nodes);
        CUgraphExec cached[SETS];
        for (int s = 0; s < SETS; s++) {
            cached[s] = capture(sets[s], k, cachedNodes);
        }
        measure("launches", k, calls, 0, sets, shared, nodes, cached, samples);
        measure("graph+update", k, calls, 1, sets, shared, nodes, cached, samples);
        measure("graph cached", k, calls, 2, sets, shared, nodes, cached, samples);
        CHECK(cuGraphExecDestroy(shared));
        for (int s = 0; s < SETS; s++) {
            CHECK(cuGraphExecDestroy(cached[s]));
        }
    }
    free(samples);
    CHECK(cuMemFree(base));
    CHECK(cuModuleUnload(module));
    CHECK(cuStreamDestroy(stream));
    CHECK(cuDevicePrimaryCtxRelease(device));
    return 0;
}
