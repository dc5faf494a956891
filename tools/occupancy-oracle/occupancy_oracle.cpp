// Occupancy oracle: runs the CUDA toolkit's own calculator (cuda_occupancy.h, cudaOccMaxActiveBlocksPerMultiprocessor)
// over deliberately chosen and seeded-random configurations of KernelScope's eight NVIDIA presets and prints the
// expectations NvidiaOracleTest checks, as CSV on stdout. Built and run by generate.sh; used only to make test data.
#include <cuda_occupancy.h>

#include <algorithm>
#include <climits>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace {

// The property values of /work/shared/spec/occupancy.md's NVIDIA table, written down independently of
// KernelScope's own preset file on purpose: the oracle must not inherit a typo from the code it checks.
struct Preset {
    const char* name;
    int major, minor;
    int maxThreadsPerSm;
    int maxBlocksPerSm;   // not an input of the header (it knows it per cc); kept to aim edges at k-boundaries
    size_t sharedPerSm;
    size_t sharedOptinPerBlock;
    size_t reservedPerBlock;
    int sharedGranularity;  // likewise only used to aim edges; the header has its own
};

const Preset kPresets[] = {
    {"sm_70", 7, 0, 2048, 32, 98304, 98304, 0, 256},
    {"sm_75", 7, 5, 1024, 16, 65536, 65536, 0, 256},
    {"sm_80", 8, 0, 2048, 32, 167936, 166912, 1024, 128},
    {"sm_86", 8, 6, 1536, 16, 102400, 101376, 1024, 128},
    {"sm_89", 8, 9, 1536, 24, 102400, 101376, 1024, 128},
    {"sm_90", 9, 0, 2048, 32, 233472, 232448, 1024, 128},
    {"sm_100", 10, 0, 2048, 32, 233472, 232448, 1024, 128},
    {"sm_120", 12, 0, 1536, 24, 102400, 101376, 1024, 128},
};

constexpr int kWarp = 32;
constexpr int kRegistersPerSm = 65536;
constexpr int kRegistersPerBlock = 65536;
constexpr int kMaxThreadsPerBlock = 1024;
// CUDA's per-block shared memory without opt-in (cudaDevAttrMaxSharedMemoryPerBlock) on every cc >= 7.0.
constexpr size_t kSharedPerBlockDefault = 48 * 1024;

cudaOccDeviceProp deviceProp(const Preset& p) {
    cudaOccDeviceProp prop;
    prop.computeMajor = p.major;
    prop.computeMinor = p.minor;
    prop.maxThreadsPerBlock = kMaxThreadsPerBlock;
    prop.maxThreadsPerMultiprocessor = p.maxThreadsPerSm;
    prop.regsPerBlock = kRegistersPerBlock;
    prop.regsPerMultiprocessor = kRegistersPerSm;
    prop.warpSize = kWarp;
    prop.sharedMemPerBlock = kSharedPerBlockDefault;
    prop.sharedMemPerMultiprocessor = p.sharedPerSm;
    prop.numSms = 1;  // per-SM answers do not depend on it; the header only requires it to be positive
    prop.sharedMemPerBlockOptin = p.sharedOptinPerBlock;
    prop.reservedSharedMemPerBlock = p.reservedPerBlock;
    return prop;
}

// A kernel as KernelScope assumes it: it opted in to the largest dynamic shared memory the device allows
// (cudaFuncSetAttribute(f, cudaFuncAttributeMaxDynamicSharedMemorySize, sharedMemPerBlockOptin)), uses one
// block barrier (what the header's cudaFuncAttributes conversion sets), no virtual resources, no partitioned
// global caching (not supported on cc >= 7 anyway). All of the group's shared bytes are passed as dynamic.
cudaOccFuncAttributes funcAttributes(const Preset& p, int registers) {
    cudaOccFuncAttributes attr;
    attr.maxThreadsPerBlock = INT_MAX;  // no __launch_bounds__: the device's limit applies
    attr.numRegs = registers;
    attr.sharedSizeBytes = 0;
    attr.partitionedGCConfig = PARTITIONED_GC_OFF;
    attr.shmemLimitConfig = FUNC_SHMEM_LIMIT_OPTIN;
    attr.maxDynamicSharedSizeBytes = p.sharedOptinPerBlock;
    attr.numBlockBarriers = 1;
    attr.virtualResourceCount = 0;
    return attr;
}

struct Config {
    int threads, registers;
    long shared;
    bool operator<(const Config& o) const {
        return std::tie(threads, registers, shared) < std::tie(o.threads, o.registers, o.shared);
    }
};

// A per-resource limit as the CSV writes it: INT_MAX (the header's "this resource does not limit") is empty.
std::string limitField(int limit) { return limit == INT_MAX ? std::string() : std::to_string(limit); }

// The header's limiting-factor bits under KernelScope's limiter names, in KernelScope's order.
std::string limiterNames(unsigned bits) {
    static const std::pair<unsigned, const char*> names[] = {
        {OCC_LIMIT_WARPS, "waves"},       {OCC_LIMIT_BLOCKS, "groups"},
        {OCC_LIMIT_REGISTERS, "registers"}, {OCC_LIMIT_SHARED_MEMORY, "shared"},
        {OCC_LIMIT_BARRIERS, "barriers"},
    };
    std::string out;
    for (const auto& [bit, name] : names) {
        if (bits & bit) {
            if (!out.empty()) out += '|';
            out += name;
        }
    }
    if (bits & OCC_LIMIT_VIRTUAL_RESOURCES) {
        std::fprintf(stderr, "unexpected virtual-resource limiter\n");
        std::exit(1);
    }
    return out;
}

// Reproducible across standard libraries: mt19937_64's output sequence is fixed by the C++ standard, the
// distributions are not, so ranges are drawn with plain modulo (the bias is irrelevant for test data).
struct Random {
    std::mt19937_64 engine;
    explicit Random(uint64_t seed) : engine(seed) {}
    long between(long lo, long hi) { return lo + static_cast<long>(engine() % static_cast<uint64_t>(hi - lo + 1)); }
    bool chance(int percent) { return between(0, 99) < percent; }
};

std::vector<Config> configurations(const Preset& p, Random& random) {
    std::set<Config> chosen;
    const long optin = static_cast<long>(p.sharedOptinPerBlock);
    const long reserved = static_cast<long>(p.reservedPerBlock);
    const long capacity = static_cast<long>(p.sharedPerSm);
    const int gran = p.sharedGranularity;
    const int maxWarpsPerSm = p.maxThreadsPerSm / kWarp;

    // Threads: every warp-count edge (1, 32k, 32k+1, 32k-1 for the warp counts where the warp limit changes),
    // the block-size ceiling and three sizes above it.
    std::set<int> threadEdges = {1, 2, 31, 32, 33, 63, 64, 65, 96, 127, 128, 129, 192, 255, 256, 257, 384, 511, 512,
                                 513, 640, 768, 769, 896, 992, 993, 1023, 1024, 1025, 1056, 2048};
    for (int k = 1; k <= maxWarpsPerSm; ++k) {
        int warps = maxWarpsPerSm / k;  // the largest block (in warps) that still fits k blocks by warp slots
        if (warps * kWarp <= kMaxThreadsPerBlock) {
            threadEdges.insert(warps * kWarp);
            threadEdges.insert(warps * kWarp + 1);
        }
    }
    // Registers: 0 (no limit), every allocation step (registers per warp round up to 256 = 8 registers per
    // thread, so 8m and 8m+1), the odd counts compilers emit, the cap 256 and invalid counts above it.
    std::set<int> registerEdges = {0, 1, 2, 7, 255, 257, 300};
    for (int m = 1; m <= 32; ++m) {
        registerEdges.insert(8 * m);
        if (8 * m + 1 <= 256) registerEdges.insert(8 * m + 1);
    }
    // Shared: none, tiny, the granule edges around the reserve, the 48 KiB default per-block limit, the opt-in
    // limit and beyond, and for every k the largest size that still fits k blocks in the capacity (and one byte more).
    std::set<long> sharedEdges = {0, 1, 2, 127, 128, 129, 255, 256, 257, 1023, 1024, 1025, 4096, 49152 - reserved,
                                  49152 - reserved + 1, 49152, 49153, optin - 1, optin, optin + 1, optin + reserved,
                                  optin + reserved + 1, capacity, capacity + 1, 2 * capacity};
    for (long g : {gran - reserved, gran - reserved + 1, 2 * gran - reserved, 2 * gran - reserved + 1}) {
        if (g >= 0) sharedEdges.insert(g);
    }
    for (int k = 1; k <= p.maxBlocksPerSm + 1; ++k) {
        long fits = (capacity / k) / gran * gran - reserved;  // largest S with roundUp(S + reserved, gran) <= capacity / k
        if (fits >= 0) {
            sharedEdges.insert(fits);
            sharedEdges.insert(fits + 1);
        }
    }

    // 1. Threads x registers, no shared memory: the warp and register staircases and their crossings.
    const int fewRegisters[] = {0, 24, 32, 33, 40, 64, 65, 96, 128, 168, 255, 256, 257};
    for (int t : threadEdges)
        for (int r : fewRegisters) chosen.insert({t, r, 0});
    // 2. Every register edge at block sizes of 1, 3 (not a multiple of the 4 sub-partitions), 4, 9 and 32 warps.
    for (int t : {32, 96, 128, 288, 1024})
        for (int r : registerEdges) chosen.insert({t, r, 0});
    // 3. Every shared edge at a few block sizes and register counts, so shared limits meet the others.
    for (long s : sharedEdges)
        for (int t : {32, 256, 1024})
            for (int r : {0, 32}) chosen.insert({t, r, s});
    // 4. Seeded random configurations in four tiers: kernels that fit (registers drawn below what a block of that
    //    size can hold at all), small blocks where the block-count and barrier limits bind, shared sizes near a
    //    random k-boundary of the capacity, and anything at all (invalid sizes and counts included).
    const size_t target = chosen.size() + 700;
    while (chosen.size() < target) {
        int tier = static_cast<int>(random.between(0, 99));
        int t, r;
        long s;
        if (tier < 35) {
            t = static_cast<int>(random.between(1, kMaxThreadsPerBlock));
            int warpsRounded = ((t + kWarp - 1) / kWarp + 3) / 4 * 4;
            int registersThatFit = std::min(256, kRegistersPerBlock / (warpsRounded * kWarp) / 8 * 8);
            r = static_cast<int>(random.between(0, registersThatFit));
            s = random.between(0, optin);
        } else if (tier < 55) {
            t = static_cast<int>(random.between(1, 256));
            r = static_cast<int>(random.between(0, 64));
            s = random.between(0, 2 * capacity / p.maxBlocksPerSm);
        } else if (tier < 80) {
            t = static_cast<int>(random.between(1, kMaxThreadsPerBlock));
            r = static_cast<int>(random.between(0, 64));
            long k = random.between(1, p.maxBlocksPerSm);
            long edge = (capacity / k) / gran * gran - reserved;
            s = std::max(0L, edge + random.between(-2 * gran, 2 * gran));
        } else {
            t = static_cast<int>(random.between(1, 2 * kMaxThreadsPerBlock));
            r = static_cast<int>(random.between(0, 300));
            s = random.between(0, optin + reserved + 4096);
        }
        chosen.insert({t, r, s});
    }
    return {chosen.begin(), chosen.end()};
}

cudaOccResult occupancy(const Preset& p, const cudaOccDeviceProp& prop, int threads, int registers, long shared) {
    cudaOccFuncAttributes attr = funcAttributes(p, registers);
    cudaOccDeviceState state;  // default carveout, no cache preference
    cudaOccResult result{};
    cudaOccError status = cudaOccMaxActiveBlocksPerMultiprocessor(&result, &prop, &attr, &state, threads,
                                                                  static_cast<size_t>(shared));
    if (status != CUDA_OCC_SUCCESS) {
        std::fprintf(stderr, "%s threads=%d registers=%d shared=%ld: cudaOcc error %d\n", p.name, threads, registers,
                     shared, static_cast<int>(status));
        std::exit(1);
    }
    return result;
}

// The inputs that cannot launch whatever the others are: each one checked with the others at their least
// (1 thread, 0 registers, 0 shared bytes). A calculator may reject these as bad input instead of answering 0.
std::string impossibleAlone(const Preset& p, const cudaOccDeviceProp& prop, const Config& c) {
    std::string out;
    auto add = [&out](const char* name) {
        if (!out.empty()) out += '|';
        out += name;
    };
    if (occupancy(p, prop, c.threads, 0, 0).activeBlocksPerMultiprocessor == 0) add("threads");
    if (occupancy(p, prop, 1, c.registers, 0).activeBlocksPerMultiprocessor == 0) add("registers");
    if (occupancy(p, prop, 1, 0, c.shared).activeBlocksPerMultiprocessor == 0) add("shared");
    return out;
}

}  // namespace

int main() {
    Random random(20250921);  // fixed seed: regenerating gives the same file
    std::printf("# Generated by tools/occupancy-oracle/generate.sh from cuda_occupancy.h (max cc %d.%d); do not edit.\n",
                __CUDA_OCC_MAJOR__, __CUDA_OCC_MINOR__);
    std::printf("arch,threads,registers,shared,blocks,limiters,"
                "limit_waves,limit_groups,limit_registers,limit_shared,limit_barriers,impossible_alone\n");
    long rows = 0, zero = 0, alone = 0;
    for (const Preset& p : kPresets) {
        cudaOccDeviceProp prop = deviceProp(p);
        for (const Config& c : configurations(p, random)) {
            cudaOccResult result = occupancy(p, prop, c.threads, c.registers, c.shared);
            std::string impossible = impossibleAlone(p, prop, c);
            std::printf("%s,%d,%d,%ld,%d,%s,%s,%s,%s,%s,%s,%s\n", p.name, c.threads, c.registers, c.shared,
                        result.activeBlocksPerMultiprocessor, limiterNames(result.limitingFactors).c_str(),
                        limitField(result.blockLimitWarps).c_str(), limitField(result.blockLimitBlocks).c_str(),
                        limitField(result.blockLimitRegs).c_str(), limitField(result.blockLimitSharedMem).c_str(),
                        limitField(result.blockLimitBarriers).c_str(), impossible.c_str());
            ++rows;
            if (result.activeBlocksPerMultiprocessor == 0) ++zero;
            if (!impossible.empty()) ++alone;
        }
    }
    std::fprintf(stderr, "%ld rows, %ld that cannot launch (%ld of them because one input alone cannot)\n", rows,
                 zero, alone);
    return 0;
}
