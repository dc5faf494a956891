// Microbenchmarks that validate `kernelscope simulate` on an NVIDIA GPU: a streaming kernel whose ALU work per
// load (ALU template parameter) and resident warps per SM (block size x blocks per SM, forced by dynamic shared
// memory) are controlled, and seed 000's barrier case (1024-thread blocks, load phase | barrier | compute phase).
// Prints one JSON object with per-SM cycle spans measured with clock64 (SM cycles, so no clock-rate guessing).
// Also: kernels that isolate the barrier case's parts (shared memory and barriers without global loads, a dependent
// shared-memory chase, a barrier-only loop) and each warp's loop-exit clock, from which the order in which an SM's
// warps (and blocks) finish is summarized: that order tells the warp scheduler's policy (oldest-first starves the
// young; a fair one finishes them together).
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>
#include <initializer_list>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    fprintf(stderr, "%s failed: %s (%s)\n", #call, cudaGetErrorName(e_), cudaGetErrorString(e_)); exit(3); } } while (0)

// Loop-exit clock of every warp (block-major), read after each launch; a symbol keeps the kernels' signatures.
__device__ long long g_warpDone[132 * 64 * 2];

__device__ __forceinline__ void warpDone(int warpInBlock) {
    if ((threadIdx.x & 31) == 0) g_warpDone[blockIdx.x * (blockDim.x / 32) + warpInBlock] = clock64();
}

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
    warpDone(threadIdx.x / 32);
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
    warpDone(threadIdx.x / 32);
    long long end = clock64();
    float s = 0;
#pragma unroll
    for (int j = 0; j < 8; j++) s += acc[j];
    out[blockIdx.x * blockDim.x + threadIdx.x] = s + zero;
    if (threadIdx.x == 0) { spans[3 * blockIdx.x] = smid(); spans[3 * blockIdx.x + 1] = start; spans[3 * blockIdx.x + 2] = end; }
}

// The barrier kernel without global memory: each iteration stores a register to shared memory, barrier, reads a
// neighbour's value, ALU FFMAs, barrier. Isolates the barriers and the shared pipe from the memory latency.
template <int ALU>
__global__ void __launch_bounds__(1024, 2) shared_kernel(const float* __restrict__ data, float* out, long long* spans,
                                                         int iters, int zero) {
    extern __shared__ float tile[];
    float acc[8];
#pragma unroll
    for (int j = 0; j < 8; j++) acc[j] = j + data[threadIdx.x] * zero;
    __syncthreads();
    long long start = clock64();
#pragma unroll 1
    for (int i = 0; i < iters; i++) {
        tile[threadIdx.x] = acc[0];
        __syncthreads();
        float v = tile[(threadIdx.x + 1) & (blockDim.x - 1)];
        acc[0] = fmaf(acc[0], v, 0.5f);
#pragma unroll
        for (int k = 1; k <= ALU; k++) acc[k & 7] = fmaf(acc[k & 7], v, 0.5f);
        __syncthreads();
    }
    warpDone(threadIdx.x / 32);
    long long end = clock64();
    float s = 0;
#pragma unroll
    for (int j = 0; j < 8; j++) s += acc[j];
    out[blockIdx.x * blockDim.x + threadIdx.x] = s + zero;
    if (threadIdx.x == 0) { spans[3 * blockIdx.x] = smid(); spans[3 * blockIdx.x + 1] = start; spans[3 * blockIdx.x + 2] = end; }
}

// A dependent shared-memory chase (each lane reads the index of its next read; conflict-free): the shared latency.
template <int ALU>
__global__ void __launch_bounds__(1024, 1) chase_kernel(const float* __restrict__ data, float* out, long long* spans,
                                                        int iters, int zero) {
    extern __shared__ int links[];
    links[threadIdx.x] = threadIdx.x + (int)data[threadIdx.x] * zero;
    float acc = threadIdx.x;
    int idx = threadIdx.x;
    __syncthreads();
    long long start = clock64();
#pragma unroll 1
    for (int i = 0; i < iters; i++) {
        idx = links[idx];
#pragma unroll
        for (int k = 0; k < ALU; k++) acc = fmaf(acc, 0.999f, (float)idx);
    }
    warpDone(threadIdx.x / 32);
    __syncthreads();
    long long end = clock64();
    out[blockIdx.x * blockDim.x + threadIdx.x] = acc + idx;
    if (threadIdx.x == 0) { spans[3 * blockIdx.x] = smid(); spans[3 * blockIdx.x + 1] = start; spans[3 * blockIdx.x + 2] = end; }
}

// A loop of barriers with ALU FFMAs (8 independent chains) between them: the barrier's own cost.
template <int ALU>
__global__ void __launch_bounds__(1024, 2) sync_kernel(const float* __restrict__ data, float* out, long long* spans,
                                                       int iters, int zero) {
    float acc[8];
#pragma unroll
    for (int j = 0; j < 8; j++) acc[j] = j + data[threadIdx.x] * zero;
    __syncthreads();
    long long start = clock64();
#pragma unroll 1
    for (int i = 0; i < iters; i++) {
#pragma unroll
        for (int k = 0; k < ALU; k++) acc[k & 7] = fmaf(acc[k & 7], 0.999f, 0.5f);
        __syncthreads();
    }
    warpDone(threadIdx.x / 32);
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
    // 228 KB of shared memory per SM (1 KB reserved per block): B blocks fit, B + 1 never do
    const int sharedFor[] = {0, 120 * 1024, 80 * 1024, 64 * 1024, 50 * 1024};
    int shared = sharedFor[blocksPerSm];
    CHECK(cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, shared));
    CHECK(cudaFuncSetAttribute(k, cudaFuncAttributePreferredSharedMemoryCarveout, 100));
    cudaFuncAttributes attr;
    CHECK(cudaFuncGetAttributes(&attr, k));
    int occ = 0;
    CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&occ, k, threads, shared));
    int grid = sms * blocksPerSm;
    std::vector<long long> host(3 * grid);
    std::vector<double> medians;
    std::vector<double> events, orders, spreads;
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
        // finish order: per SM, its warps in launch order (block start, then warp); the fraction of pairs in which
        // the earlier-launched warp left its loop first (1 = oldest first, 0.5 = no order) and the spread of exit times
        int wpb = threads / 32;
        std::vector<long long> done((size_t)grid * wpb);
        if (done.size() > sizeof(g_warpDone) / sizeof(long long)) { fprintf(stderr, "g_warpDone too small\n"); exit(3); }
        CHECK(cudaMemcpyFromSymbol(done.data(), g_warpDone, sizeof(long long) * done.size()));
        std::vector<double> orderSm, spreadSm;
        for (int sm = 0; sm < 1024; sm++) {
            std::vector<std::pair<long long, int>> blocks;
            for (int i = 0; i < grid; i++) if ((int)host[3 * i] == sm) blocks.push_back({host[3 * i + 1], i});
            if (blocks.empty()) continue;
            std::sort(blocks.begin(), blocks.end());
            std::vector<long long> t;
            for (auto& b : blocks) for (int w = 0; w < wpb; w++) t.push_back(done[(size_t)b.second * wpb + w]);
            long long pairs = 0, older = 0, mn = t[0], mx = t[0];
            for (size_t i = 0; i < t.size(); i++) {
                mn = std::min(mn, t[i]); mx = std::max(mx, t[i]);
                for (size_t j = i + 1; j < t.size(); j++) { if (t[i] != t[j]) { pairs++; if (t[i] < t[j]) older++; } }
            }
            orderSm.push_back(pairs ? (double)older / pairs : 0.5);
            spreadSm.push_back(hi[sm] > lo[sm] ? (double)(mx - mn) / (hi[sm] - lo[sm]) : 0);
        }
        std::sort(orderSm.begin(), orderSm.end());
        std::sort(spreadSm.begin(), spreadSm.end());
        if (rep > 0) { orders.push_back(orderSm[orderSm.size() / 2]); spreads.push_back(spreadSm[spreadSm.size() / 2]); }
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
    std::sort(orders.begin(), orders.end());
    std::sort(spreads.begin(), spreads.end());
    printf("],\"eventMsMedian\":%.4f,\"olderFirstFraction\":%.3f,\"exitSpreadFraction\":%.4f}", events[events.size() / 2],
           orders[orders.size() / 2], spreads[spreads.size() / 2]);
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
    // new in the second validation round: ratios and group sizes the first round did not have (held out), and the
    // barrier case's parts in isolation
    Kernel barrier2[] = {barrier_kernel<32>, barrier_kernel<128>};
    const int balus2[] = {32, 128};
    for (int r = 0; r < 2; r++)
        for (int blocks = 1; blocks <= 2; blocks++)
            run("barrier", balus2[r], barrier2[r], blocks, 1024, iters / 16, sms, data, out, spans, false);
    Kernel barrier512[] = {barrier_kernel<16>, barrier_kernel<64>, barrier_kernel<256>};
    for (int r = 0; r < 3; r++)
        for (int blocks = 2; blocks <= 4; blocks += 2)   // 2 x 512 threads vs seed 000's 1 x 1024; 4 x 512 vs 2 x 1024
            run("barrier", balus[r], barrier512[r], blocks, 512, iters / 16, sms, data, out, spans, false);
    Kernel shared[] = {shared_kernel<0>, shared_kernel<16>, shared_kernel<64>};
    const int salus[] = {0, 16, 64};
    for (int r = 0; r < 3; r++)
        for (int blocks = 1; blocks <= 2; blocks++)
            run("shared", salus[r], shared[r], blocks, 1024, iters / 4, sms, data, out, spans, false);
    Kernel chase[] = {chase_kernel<0>, chase_kernel<8>};
    for (int r = 0; r < 2; r++)
        for (int w : {1, 8, 32})
            run("chase", r * 8, chase[r], 1, 32 * w, iters / 4, sms, data, out, spans, false);
    Kernel sync[] = {sync_kernel<0>, sync_kernel<32>};
    for (int r = 0; r < 2; r++) {
        run("sync", r * 32, sync[r], 1, 32, iters / 4, sms, data, out, spans, false);
        run("sync", r * 32, sync[r], 1, 1024, iters / 4, sms, data, out, spans, false);
        run("sync", r * 32, sync[r], 2, 1024, iters / 4, sms, data, out, spans, false);
    }
    printf("\n]}\n");
    return 0;
}
