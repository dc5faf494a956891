// Seed 000's barrier kernel (latency_hiding.cu's barrier_kernel) with a clock at each phase boundary of every
// iteration, for the first and the last warp of each block: when the block's loads leave, when its first barrier
// releases (the loads are in), when the warp's FFMAs are done and when the second barrier releases. Shows per
// iteration how long the memory phase and the compute phase take with 1 and 2 blocks per SM, and how the blocks of
// one SM sit against each other (clock64 is per SM, so blocks on one SM compare). Prints one JSON object.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    fprintf(stderr, "%s failed: %s (%s)\n", #call, cudaGetErrorName(e_), cudaGetErrorString(e_)); exit(3); } } while (0)

constexpr int ITERS = 256;
constexpr int MARKS = 4;   // load issue, barrier 1 released, FFMAs done, barrier 2 released

__device__ __forceinline__ unsigned smid() { unsigned id; asm volatile("mov.u32 %0, %%smid;" : "=r"(id)); return id; }

// marks: per block, 2 warps x ITERS x MARKS clocks; info: per block smid
template <int ALU>
__global__ void __launch_bounds__(1024, 2) barrier_phases(const float* __restrict__ data, float* out, long long* marks,
                                                           int* info, int zero) {
    extern __shared__ float tile[];
    long long* own = reinterpret_cast<long long*>(tile + blockDim.x);   // behind the tile: this warp's clocks
    const int warp = threadIdx.x / 32, lastWarp = blockDim.x / 32 - 1;
    const bool rec = (threadIdx.x & 31) == 0 && (warp == 0 || warp == lastWarp);
    long long* mine = own + (warp == 0 ? 0 : ITERS * MARKS);
    long long idx = (long long)blockIdx.x * ITERS * blockDim.x + threadIdx.x;
    float acc[8];
#pragma unroll
    for (int j = 0; j < 8; j++) acc[j] = j;
    __syncthreads();
#pragma unroll 1
    for (int i = 0; i < ITERS; i++) {
        if (rec) mine[i * MARKS] = clock64();
        tile[threadIdx.x] = __ldcg(data + idx);
        idx += blockDim.x;
        __syncthreads();
        if (rec) mine[i * MARKS + 1] = clock64();
        float v = tile[(threadIdx.x + 1) & (blockDim.x - 1)];
#pragma unroll
        for (int k = 0; k < ALU; k++) acc[k & 7] = fmaf(acc[k & 7], v, 0.5f);
        if (rec) mine[i * MARKS + 2] = clock64() + (long long)(acc[0] * zero);   // after the FFMAs' results
        __syncthreads();
        if (rec) mine[i * MARKS + 3] = clock64();
    }
    __syncthreads();
    for (int j = threadIdx.x; j < 2 * ITERS * MARKS; j += blockDim.x) marks[(long long)blockIdx.x * 2 * ITERS * MARKS + j] = own[j];
    if (threadIdx.x == 0) info[blockIdx.x] = smid();
    float s = 0;
#pragma unroll
    for (int j = 0; j < 8; j++) s += acc[j];
    out[blockIdx.x * blockDim.x + threadIdx.x] = s + zero;
}

typedef void (*Kernel)(const float*, float*, long long*, int*, int);

static void run(int alu, Kernel k, int blocksPerSm, int threads, int sms, const float* data, float* out,
                long long* marks, int* info, bool first) {
    const int sharedFor[] = {0, 120 * 1024, 80 * 1024, 64 * 1024, 50 * 1024};
    int shared = sharedFor[blocksPerSm];
    CHECK(cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, shared));
    CHECK(cudaFuncSetAttribute(k, cudaFuncAttributePreferredSharedMemoryCarveout, 100));
    int occ = 0;
    CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&occ, k, threads, shared));
    cudaFuncAttributes attr;
    CHECK(cudaFuncGetAttributes(&attr, k));
    int grid = sms * blocksPerSm;
    std::vector<long long> host((size_t)grid * 2 * ITERS * MARKS);
    std::vector<int> sm(grid);
    for (int rep = 0; rep < 3; rep++) {   // the last repetition is kept (the first warms up)
        k<<<grid, threads, shared>>>(data, out, marks, info, 0);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
    }
    CHECK(cudaMemcpy(host.data(), marks, sizeof(long long) * host.size(), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(sm.data(), info, sizeof(int) * grid, cudaMemcpyDeviceToHost));
    printf("%s  {\"alu\": %d, \"threads\": %d, \"blocksPerSm\": %d, \"occupancyApiBlocks\": %d, \"registers\": %d, \"sms\": [",
           first ? "" : ",\n", alu, threads, blocksPerSm, occ, attr.numRegs);
    // the SMs 0..7: each block's marks relative to the SM's first mark
    bool firstSm = true;
    for (int want = 0; want < 8; want++) {
        std::vector<int> blocks;
        for (int b = 0; b < grid; b++) if (sm[b] == want) blocks.push_back(b);
        if (blocks.empty()) continue;
        long long base = -1;
        for (int b : blocks) { long long t = host[(size_t)b * 2 * ITERS * MARKS]; if (base < 0 || t < base) base = t; }
        printf("%s\n   {\"sm\": %d, \"blocks\": [", firstSm ? "" : ",", want);
        firstSm = false;
        for (size_t n = 0; n < blocks.size(); n++) {
            int b = blocks[n];
            printf("%s{\"block\": %d, \"firstWarp\": [", n ? ", " : "", b);
            for (int j = 0; j < ITERS * MARKS; j++) printf("%s%lld", j ? "," : "", host[(size_t)b * 2 * ITERS * MARKS + j] - base);
            printf("], \"lastWarp\": [");
            for (int j = 0; j < ITERS * MARKS; j++) printf("%s%lld", j ? "," : "", host[(size_t)b * 2 * ITERS * MARKS + ITERS * MARKS + j] - base);
            printf("]}");
        }
        printf("]}");
    }
    printf("]}");
}

int main() {
    int sms; CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
    cudaDeviceProp prop; CHECK(cudaGetDeviceProperties(&prop, 0));
    size_t n = (size_t)sms * 2048 * ITERS;
    float *data, *out; long long* marks; int* info;
    CHECK(cudaMalloc(&data, n * sizeof(float)));
    CHECK(cudaMemset(data, 0, n * sizeof(float)));
    CHECK(cudaMalloc(&out, (size_t)sms * 2048 * sizeof(float)));
    CHECK(cudaMalloc(&marks, (size_t)sms * 4 * 2 * ITERS * MARKS * sizeof(long long)));
    CHECK(cudaMalloc(&info, (size_t)sms * 4 * sizeof(int)));
    printf("{\"device\": \"%s\", \"sms\": %d, \"iters\": %d, \"marks\": [\"loadIssue\", \"barrier1Released\", \"ffmaDone\", \"barrier2Released\"],\n \"configs\": [\n", prop.name, sms, ITERS);
    bool first = true;
    struct Cfg { int alu, blocks, threads; };
    const Cfg cfgs[] = {{16, 1, 1024}, {16, 2, 1024}, {64, 1, 1024}, {64, 2, 1024}, {64, 4, 512}, {256, 1, 1024}, {256, 2, 1024}};
    for (const Cfg& c : cfgs) {
        Kernel k = c.alu == 16 ? barrier_phases<16> : c.alu == 64 ? barrier_phases<64> : barrier_phases<256>;
        run(c.alu, k, c.blocks, c.threads, sms, data, out, marks, info, first);
        first = false;
    }
    printf("\n]}\n");
    return 0;
}
