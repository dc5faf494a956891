// Microbenchmarks that validate `kernelscope simulate` on an NVIDIA GPU: a streaming kernel whose ALU work per
// load (ALU template parameter) and resident warps per SM (block size x blocks per SM, forced by dynamic shared
// memory) are controlled, and seed 000's barrier case (1024-thread blocks, load phase | barrier | compute phase).
// Prints one JSON object with per-SM cycle spans measured with clock64 (SM cycles, so no clock-rate guessing).
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    fprintf(stderr, "%s failed: %s (%s)\n", #call, cudaGetErrorName(e_), cudaGetErrorString(e_)); exit(3); } } while (0)

__device__ __forceinline__ unsigned smid() { unsigned id; asm volatile("mov.u32 %0, %%smid;" : "=r"(id)); return id; }

// Every warp streams through its own lines (128 B per warp-load, each line read once, working set >> L2).
// The next address depends on the loaded value (times a runtime zero), so each load waits for the previous one:
// the seed's model of a wave that blocks on every memory access. ALU FMAs in 8 independent chains consume it.
template <int ALU>
__global__ void stream_kernel(const float* __restrict__ data, float* out, long long* spans, int iters, int zero) {
    extern __shared__ float pad[];   // only sizes residency
    const int warpsPerBlock = blockDim.x / 32;
    const int warp = blockIdx.x * warpsPerBlock + threadIdx.x / 32;
    const int lane = threadIdx.x & 31;
    long long idx = (long long)warp * iters * 32 + lane;
    float acc[8];
#pragma unroll
    for (int j = 0; j < 8; j++) acc[j] = j;
    __syncthreads();
    long long start = clock64();
#pragma unroll 1
    for (int i = 0; i < iters; i++) {
        float v = __ldcg(data + idx);
        idx += 32 + __float_as_int(v) * zero;
#pragma unroll
        for (int k = 0; k < ALU; k++) acc[k & 7] = fmaf(acc[k & 7], v, 0.5f);
    }
    __syncthreads();
    long long end = clock64();
    float s = 0;
#pragma unroll
    for (int j = 0; j < 8; j++) s += acc[j];
    out[blockIdx.x * blockDim.x + threadIdx.x] = s + pad[0] * zero;
    if (threadIdx.x == 0) { spans[3 * blockIdx.x] = smid(); spans[3 * blockIdx.x + 1] = start; spans[3 * blockIdx.x + 2] = end; }
}

// Seed 000's barrier case: 1024-thread blocks; each iteration every thread loads one value (global, streaming) into
// shared memory, barrier, then ALU FMAs on a neighbour's value from shared memory, barrier.
template <int ALU>
__global__ void __launch_bounds__(1024, 2) barrier_kernel(const float* __restrict__ data, float* out, long long* spans,
                                                          int iters, int zero) {
    extern __shared__ float tile[];
    long long idx = (long long)blockIdx.x * iters * blockDim.x + threadIdx.x;
    float acc[8];
#pragma unroll
    for (int j = 0; j < 8; j++) acc[j] = j;
    __syncthreads();
    long long start = clock64();
#pragma unroll 1
    for (int i = 0; i < iters; i++) {
        tile[threadIdx.x] = __ldcg(data + idx);
        idx += blockDim.x;
        __syncthreads();
        float v = tile[(threadIdx.x + 1) & (blockDim.x - 1)];
#pragma unroll
        for (int k = 0; k < ALU; k++) acc[k & 7] = fmaf(acc[k & 7], v, 0.5f);
        __syncthreads();
    }
    long long end = clock64();
    float s = 0;
#pragma unroll
    for (int j = 0; j < 8; j++) s += acc[j];
    out[blockIdx.x * blockDim.x + threadIdx.x] = s + zero;
    if (threadIdx.x == 0) { spans[3 * blockIdx.x] = smid(); spans[3 * blockIdx.x + 1] = start; spans[3 * blockIdx.x + 2] = end; }
}

typedef void (*Kernel)(const float*, float*, long long*, int, int);

// One configuration: kernel, blocks per SM (forced by dynamic shared memory), threads per block. Returns the median
// over SMs of each SM's span (first block start to last block end, SM cycles), median over repetitions.
static void run(const char* kind, int alu, Kernel k, int blocksPerSm, int threads, int iters, int sms,
                const float* data, float* out, long long* spans, bool first) {
    int shared = blocksPerSm == 1 ? 120 * 1024 : 80 * 1024;   // 1: two blocks never fit; 2: three never fit
    CHECK(cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, shared));
    CHECK(cudaFuncSetAttribute(k, cudaFuncAttributePreferredSharedMemoryCarveout, 100));
    cudaFuncAttributes attr;
    CHECK(cudaFuncGetAttributes(&attr, k));
    int occ = 0;
    CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&occ, k, threads, shared));
    int grid = sms * blocksPerSm;
    std::vector<long long> host(3 * grid);
    std::vector<double> medians;
    std::vector<double> events;
    cudaEvent_t a, b;
    CHECK(cudaEventCreate(&a)); CHECK(cudaEventCreate(&b));
    for (int rep = 0; rep < 6; rep++) {
        // few warps read little: start each repetition on fresh lines so the L2 (50 MB) never holds the last one's
        size_t perRep = (size_t)grid * threads * iters;
        const float* base = (size_t)(rep + 1) * perRep <= (size_t)sms * 2048 * iters ? data + rep * perRep : data;
        CHECK(cudaEventRecord(a));
        k<<<grid, threads, shared>>>(base, out, spans, iters, 0);
        CHECK(cudaEventRecord(b));
        CHECK(cudaGetLastError());
        CHECK(cudaEventSynchronize(b));
        float ms; CHECK(cudaEventElapsedTime(&ms, a, b));
        CHECK(cudaMemcpy(host.data(), spans, sizeof(long long) * 3 * grid, cudaMemcpyDeviceToHost));
        std::vector<long long> lo(1024, -1), hi(1024, -1);
        std::vector<int> count(1024, 0);
        for (int i = 0; i < grid; i++) {
            int sm = (int)host[3 * i];
            if (lo[sm] < 0 || host[3 * i + 1] < lo[sm]) lo[sm] = host[3 * i + 1];
            if (host[3 * i + 2] > hi[sm]) hi[sm] = host[3 * i + 2];
            count[sm]++;
        }
        std::vector<double> perSm;
        int wrong = 0;
        for (int sm = 0; sm < 1024; sm++) if (count[sm] > 0) { perSm.push_back((double)(hi[sm] - lo[sm])); if (count[sm] != blocksPerSm) wrong++; }
        std::sort(perSm.begin(), perSm.end());
        if (rep > 0) { medians.push_back(perSm[perSm.size() / 2]); events.push_back(ms); }   // rep 0 is warm-up
        if (wrong) fprintf(stderr, "%s alu=%d: %d SMs without exactly %d blocks\n", kind, alu, wrong, blocksPerSm);
    }
    std::sort(medians.begin(), medians.end());
    std::sort(events.begin(), events.end());
    printf("%s{\"kernel\":\"%s\",\"alu\":%d,\"blocksPerSm\":%d,\"threads\":%d,\"warpsPerSm\":%d,\"iters\":%d,"
           "\"registers\":%d,\"sharedBytes\":%d,\"occupancyApiBlocks\":%d,\"cyclesMedian\":%.0f,\"cyclesSamples\":[",
           first ? "" : ",\n", kind, alu, blocksPerSm, threads, blocksPerSm * threads / 32, iters, attr.numRegs, shared,
           occ, medians[medians.size() / 2]);
    for (size_t i = 0; i < medians.size(); i++) printf("%s%.0f", i ? "," : "", medians[i]);
    printf("],\"eventMsMedian\":%.4f}", events[events.size() / 2]);
    fflush(stdout);
    CHECK(cudaEventDestroy(a)); CHECK(cudaEventDestroy(b));
}

int main(int argc, char** argv) {
    int dev = 0;
    CHECK(cudaSetDevice(dev));
    cudaDeviceProp p;
    CHECK(cudaGetDeviceProperties(&p, dev));
    int sms = p.multiProcessorCount;
    int iters = argc > 1 ? atoi(argv[1]) : 4096;
    size_t floats = (size_t)sms * 64 * iters * 32 + 1024;
    float *data, *out; long long* spans;
    CHECK(cudaMalloc(&data, floats * sizeof(float)));
    CHECK(cudaMemset(data, 0, floats * sizeof(float)));   // zeros: the address term v*zero stays 0 either way
    CHECK(cudaMalloc(&out, (size_t)sms * 2048 * sizeof(float)));
    CHECK(cudaMalloc(&spans, (size_t)sms * 64 * 3 * sizeof(long long)));
    int clockKhz = 0, memKhz = 0, busBits = 0;
    CHECK(cudaDeviceGetAttribute(&clockKhz, cudaDevAttrClockRate, dev));
    CHECK(cudaDeviceGetAttribute(&memKhz, cudaDevAttrMemoryClockRate, dev));
    CHECK(cudaDeviceGetAttribute(&busBits, cudaDevAttrGlobalMemoryBusWidth, dev));
    printf("{\"device\":\"%s\",\"sms\":%d,\"clockKhz\":%d,\"memoryClockKhz\":%d,\"busBits\":%d,\"l2Bytes\":%d,\"points\":[\n",
           p.name, sms, clockKhz, memKhz, busBits, p.l2CacheSize);
    const int warps[] = {1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 40, 48, 56, 64};
    bool first = true;
    Kernel stream[] = {stream_kernel<4>, stream_kernel<16>, stream_kernel<48>, stream_kernel<128>};
    const int alus[] = {4, 16, 48, 128};
    for (int r = 0; r < 4; r++) {
        for (int w : warps) {
            int blocks = w > 32 ? 2 : 1;
            run("stream", alus[r], stream[r], blocks, 32 * w / blocks, iters, sms, data, out, spans, first);
            first = false;
        }
    }
    Kernel barrier[] = {barrier_kernel<16>, barrier_kernel<64>, barrier_kernel<256>};
    const int balus[] = {16, 64, 256};
    for (int r = 0; r < 3; r++) {
        for (int blocks = 1; blocks <= 2; blocks++) {
            run("barrier", balus[r], barrier[r], blocks, 1024, iters / 16, sms, data, out, spans, false);
        }
    }
    printf("\n]}\n");
    return 0;
}
