// Rung 10: the tuned kernel, the one the Gemm API uses by default. Rung 8's warp-tiled math over a ring of STAGES
// local copies of the A and B slices (one barrier per slice), filled either through registers (rung 9: slice t+1 is
// loaded during the math on slice t and stored after it) or, with ASYNC_COPY on CUDA sm_80+, by cp.async straight
// from global to local memory, STAGES - 1 slices ahead and with no staging registers; with one copy, OVERLAP_BARRIER
// computes a slice's last k step behind its barriers (what took the H100 past cuBLAS). Plus a group-order swizzle
// (GROUP_M), a minimum of groups per SM for the CUDA compiler's register budget (MIN_GROUPS), a register cap
// (MAX_REGISTERS) and STREAM_K: the last, partial wave of tiles goes to a second kernel, sgemm_tuned_split, which
// shares its K slices out over as many groups as the device runs at once, so no compute unit idles while others
// finish (see the schedule below; the host decides where that pays, StreamKSchedule).
// Every parameter comes from the per-device tuning database (gemm-tuning.json, device name -> architecture ->
// vendor -> default) or an override; docs/gemm-ladder.md (rung 10) has what each measured on the H100.
// Contract (the Gemm API pads): K % BK == 0 (or K_TAIL), lda % 4 == 0, ldb % 4 == 0 (or SCALAR_LOADS), A readable for roundUp(M, BM) rows,
// B for roundUp(N, BN) columns, or with CLAMP_EDGES for M rows and N columns (transposed: TRANS_A, TRANS_B); C is written (and read, unless beta == 0) only inside M x N. Both kernels take a
// 1-D grid; the split one also `partials` (2 * groups * BM * BN floats) and `tileCounters` (one int per split tile,
// zero before the first launch; the kernel leaves them zero). With SPLIT_REDUCE, sgemm_tuned_reduce follows it over
// splitTiles * (WM / LANES_M) * WITER_N groups.

#ifndef BM
#define BM 128       // rows of C per group
#endif
#ifndef BN
#define BN 128       // columns of C per group
#endif
#ifndef BK
#define BK 8         // depth of the K slice staged in local memory per step (a multiple of 4)
#endif
#ifndef WM
#define WM 32        // rows of C per wave (warp tile height)
#endif
#ifndef WN
#define WN 64        // columns of C per wave (warp tile width)
#endif
#ifndef LANES_M
#define LANES_M 4    // lanes of a wave stacked along M; the other WAVE / LANES_M lanes lie along N
#endif
#ifndef WAVE
#define WAVE 32      // lanes per wave (NVIDIA warp); the tiling is correct for any value, fastest for the real one
#endif
#ifndef PAD_A
#define PAD_A 4      // floats of padding per row of the transposed A tile (4: the transposing stores hit 32 banks)
#endif
#ifndef GROUP_M
#define GROUP_M 8    // tile rows in one band of the group-order swizzle (1: plain row-by-row order)
#endif
#ifndef STAGES
#define STAGES 2     // local copies of each slice: 1 = rung 8 (two barriers per slice); 2..4 = a ring, one barrier
#endif
#ifndef OVERLAP_BARRIER
#define OVERLAP_BARRIER 0 // 1 (STAGES=1): the last k step's math runs after the slice's barriers, behind the next reads
#endif
#ifndef ASYNC_COPY
#define ASYNC_COPY 0 // 1: fill the ring with cp.async where the compiler is CUDA for sm_80+ (STAGES >= 2); 0: registers
#endif
#ifndef MIN_GROUPS
#define MIN_GROUPS 0 // groups per compute unit the CUDA compiler must fit registers for (__launch_bounds__; 0: none)
#endif
#ifndef STREAM_K
#define STREAM_K 1   // 1 = split the partial last wave along K where it pays (the host decides); 0 = never
#endif
// SPLIT_REDUCE (with STREAM_K): how a split tile's parts become C. 0: the last group to finish a part of the tile sums
// all of its parts (one group reads them all: at 128x256 tiles that is eight 128 KiB parts through one SM); 1: every
// split group stores its part and a third kernel, sgemm_tuned_reduce, sums the parts of all split tiles over the
// whole device (one group per accumulator row of a tile), with no counters or fences. Both sum in the same order.
#ifndef SPLIT_REDUCE
#define SPLIT_REDUCE 0
#endif
// PART_SLICES (host only, with SPLIT_REDUCE): the fewest slices of K in one part of a split tile, so a few tiles with a
// long K may be cut into up to slices / PART_SLICES parts; 0: about sqrt(slices) parts (StreamKSchedule). The kernels
// walk whatever split the host launched, so nothing here reads it.
#ifndef PART_SLICES
#define PART_SLICES 0
#endif
#ifndef MAX_REGISTERS
#define MAX_REGISTERS 0  // register cap per work-item, passed by the host as -cl-nv-maxrregcount on NVIDIA (0: none)
#endif
// CLAMP_EDGES=1: loads of A rows past M and of B columns past N read the last row and the last four columns instead
// (N rounded up to 4), so the Gemm API can hand the kernel a caller's operands whose M or N is no tile multiple in
// place (K whole slices, N and both leading dimensions multiples of 4) and run no pack; what those rows and columns
// add lands outside C, where nothing is stored. A pack costs a launch and a pass over the operand (8 us each at
// 1000^3 on the H100). 0: no clamp; the Gemm API then compiles the configuration a second time with CLAMP_EDGES=1
// for the shapes off the tile (its "clamped twin"), so tile multiples keep the lean kernel: the clamp (a min() per
// load address, one pointer per load) cost the H100's 128x256 kernel 1.1-1.5% at 4096^3 and 8192^3 and the 32x64
// one 7% at 512^3 (docs/results/h100/gemm-e2e-2.md, run 1). cp.async (ASYNC_COPY with STAGES >= 2) copies whole
// tile rows and has no clamp: the host packs for it.
#ifndef CLAMP_EDGES
#define CLAMP_EDGES 1
#endif
// TRANS_A=1: A is stored transposed, K x M (row k at A + k * lda, M floats along it), and read so in place: float4
// loads along M go straight into the local tile, which holds A as [k][m] anyway. TRANS_B=1: B is stored N x K, read as
// A is without TRANS_A (float4 along K, stored transposed into a padded local tile). Not tuning parameters: the Gemm
// API compiles a configuration's "transposed twin" for a caller's transposed operand instead of packing it (a pack
// cost a launch and 7-13% of the 1024^3 column-major NT call on the H100, docs/results/h100/gemm-e2e-2.md). With
// CLAMP_EDGES, the transposed A's columns past M are clamped to its last 4 (M a multiple of 4, as for B's N) and the
// transposed B's rows past N to its last row. Register loads only (cp.async copies untransposed rows).
#ifndef TRANS_A
#define TRANS_A 0
#endif
#ifndef TRANS_B
#define TRANS_B 0
#endif
// TRANS_C=1: C is written transposed, output (row, col) of the M x N product at C + col * ldc + row. Not a tuning
// parameter: with -Dkernelscope.gemm.transposedC=on the Gemm API runs a call whose operands are both transposed (TT:
// C = A^T B^T, M x N) and whose C rows are 4 floats aligned as its untransposed twin C^T = B A (N x M, both operands
// read as stored) with this twin (GemmProduct; off by default, as measured there). A work-item then stores, per
// column of its fragment, its 4 consecutive rows as one float4 (a row of C^T), so the LANES_M lanes along M write
// LANES_M * 16 consecutive bytes: the untransposed store's pattern, turned; on an edge (M off 4) or with C's rows
// unaligned, one float at a time (not UNALIGNED_C's staging through local memory, which runs along C's rows).
#ifndef TRANS_C
#define TRANS_C 0
#endif
// K_TAIL=1: K (the kernel's argument) need not be a multiple of BK. The tail comes first: slice 0 covers K indices
// -kShift .. BK - kShift - 1 (kShift = slices * BK - K), so every later slice lies wholly below K. Only the first slice
// of a tile (the first unit's first load, before the loop) tests its loads and reads the indices below 0 as zeros; the
// main loop's loads are those of a kernel without the tail, whatever the tile. With the tail last, every load of the
// loop carried a test against K, which made ptxas issue the next slice's loads after the slice's math rather than among
// it (448x2048x692 at 78% of cuBLAS kernel-only against 93% for 448x2048x688 on the H200, docs/results/h200/session45,
// calls 3-5, SASS in sass/); session 45's loop of whole slices fixed that in 64x64 tiles only. Tail first, on 40 calls
// against that loop (docs/results/h200/session46, call 5): 87.3 -> 87.5% of cuBLAS kernel-only, 28 faster
// (4096x4096x4099 101.0 -> 107.4, 311x6055x6859 column-major TT 89.1 -> 96.3), 8000x115x648 TN 82.6 -> 66.3 (now as
// slow as its aligned neighbour 8000x128x640, call 4). But in 128x64x16 and 128x128x16 tiles, which run one loop
// (LAST_STEP_APART below), it cost 6-25% against session 45's build at the same registers (4500x700x6500 TT 901 -> 984
// us, 8000x115x648 TN 51.3 -> 63.9; docs/results/h200/session47, call 5): ptxas then issued the next slice's loads
// after 928-1024 of a slice's 1024 FFMAs, where with the tail last it had issued them after 64. LOADS_BEFORE_MATH
// (below) mends it: 867 and 55.7 us (docs/results/h200/session48, call 2). A load whose four floats run
// along K (an untransposed A, a transposed B) is read whole or not at all, so K must then be a multiple of 4 (or
// SCALAR_LOADS), or the operand packed: A_PACKED / B_PACKED say the Gemm API packed that operand with the tail's zeros
// first (kShift zeros, then K's values, per row of A or column of B), so the kernel reads it from its origin untested.
// Not a tuning parameter: the Gemm API compiles this twin for a K that no slice depth divides, and for a long K that
// only a depth shallower than the entry's divides. On the H200, 333x4444x555 ran at 86.9% of cuBLAS kernel-only with
// both operands packed against 96.9% for 333x4444x560, which packs nothing (docs/results/h200/gemm-e2e-5.md, run 1).
#ifndef K_TAIL
#define K_TAIL 0
#endif
#ifndef A_PACKED
#define A_PACKED 0
#endif
#ifndef B_PACKED
#define B_PACKED 0
#endif
// SCALAR_LOADS=1: the operands are read with 4-byte loads, four per float4 of the tile, so an operand read in place
// needs no leading dimension of a multiple of 4, with K_TAIL no K of a multiple of 4 where its loads run along K
// (each float before K's values reads as zero), and with CLAMP_EDGES no M (transposed A) or N (B) of a multiple of 4
// (each float clamped to C's last row or column). Not a tuning parameter: the Gemm API compiles this twin where an
// operand would otherwise be packed only for its alignment and the twin removes every pack at a modelled lower cost
// (GemmOperands, ScalarLoadsCost, Gemm.ScalarLoads). Register loads only.
#ifndef SCALAR_LOADS
#define SCALAR_LOADS 0
#endif
// SLICED_K: sets of waves that share every slice's k steps (set s takes steps s, s + SLICED_K, ...), each set holding
// the whole BM x BN tile; the sets' accumulators are summed through local memory before anything is stored. A group
// of SLICED_K times the waves then works on one tile, so a few small tiles with a long K (deep-k) keep an SM's warps
// busy with fewer, deeper parts to sum afterwards (1: every wave owns its own piece of the tile).
#ifndef SLICED_K
#define SLICED_K 1
#endif

#define LANES_N (WAVE / LANES_M)
#define TILE_THREADS ((BM / WM) * (BN / WN) * WAVE)       // work-items holding one copy of the tile's outputs
#define THREADS (TILE_THREADS * SLICED_K)                 // work-items per group (1-D)
#define STEPS_PER_SLICE (BK / SLICED_K)                   // k steps of a slice each work-item computes
#define K_STEP(k) ((k) * SLICED_K + kSet)                 // the slice's k of this work-item's step k
#define WITER_M (WM / (LANES_M * 4))                      // 4x4 sub-tiles per work-item along M
#define WITER_N (WN / (LANES_N * 4))                      // ... and along N
#define A_VECS (BM * BK / 4 / THREADS)                    // float4 loads of A per work-item per slice
#define B_VECS (BK * BN / 4 / THREADS)                    // float4 loads of B per work-item per slice
#define AS_ROW (BM + PAD_A)
#define A_COPY (BK * AS_ROW)                              // floats of one local copy of the A slice
#if TRANS_B
#define BS_ROW (BN + PAD_A)                               // a local B row, padded where B is stored transposed
#else
#define BS_ROW BN
#endif
#define B_COPY (BK * BS_ROW)                              // ... of the B slice

#if CLAMP_EDGES
#define EDGE(x, last) min((x), (last))                      // a row or column of the tile, at most the last of C's
#else
#define EDGE(x, last) (x)
#endif
// K_TAIL: the unit's first slice of A and of B moved back by the kShift indices slice 0 begins before K's values,
// where the operand is read in place (not where it was packed with the tail's zeros first). A pointer step of its
// own after the origin: with the shift inside the origin's index sum, NVVM recomputed each load's clamped address in
// the main loop instead of stepping pointers (PTX of the 64x64x16 twin, session 46)
#if K_TAIL
#define SHIFT_ORIGINS_TO_TAIL()                                                             \
    do {                                                                                    \
        if (!A_PACKED) {                                                                    \
            At -= (TRANS_A ? lda : 1) * kShift;                                             \
        }                                                                                   \
        if (!B_PACKED) {                                                                    \
            Bt -= (TRANS_B ? 1 : ldb) * kShift;                                             \
        }                                                                                   \
    } while (0)
#else
#define SHIFT_ORIGINS_TO_TAIL() do { } while (0)
#endif
// Load e of a slice: its address in A (from At, the unit's first slice) and B, with the clamp; lastA and lastB are
// the last row (or first of the last 4 columns) a load may read, from the tile origin. Untransposed A: rows along M,
// float4 along K; transposed A: rows along K, float4 along M (the clamp: roundUp(M, 4) - 4). B the other way round.
#if TRANS_A
#define A_AT(slice, e) (At + ((slice) * BK + (e) / (BM / 4)) * lda + EDGE(((e) % (BM / 4)) * 4, lastA))
#define A_ORIGIN(row0, first) (A + (first) * BK * lda + (row0))
#define A_LAST(row0) (((M + 3) & ~3) - 4 - (row0))
#else
#define A_AT(slice, e) (At + EDGE((e) / (BK / 4), lastA) * lda + (slice) * BK + ((e) % (BK / 4)) * 4)
#define A_ORIGIN(row0, first) (A + (row0) * lda + (first) * BK)
#define A_LAST(row0) (M - 1 - (row0))
#endif
#if TRANS_B
#define B_AT(slice, e) (Bt + EDGE((e) / (BK / 4), lastB) * ldb + (slice) * BK + ((e) % (BK / 4)) * 4)
#define B_ORIGIN(col0, first) (B + (col0) * ldb + (first) * BK)
#define B_LAST(col0) (N - 1 - (col0))
#else
#define B_AT(slice, e) (Bt + ((slice) * BK + (e) / (BN / 4)) * ldb + EDGE(((e) % (BN / 4)) * 4, lastB))
#define B_ORIGIN(col0, first) (B + (col0) + (first) * BK * ldb)
#define B_LAST(col0) (((N + 3) & ~3) - 4 - (col0))
#endif

#if SCALAR_LOADS
// With 4-byte loads an edge read along M (a transposed A) or N (B) clamps each float to C's last row or column, so M
// and N need not be multiples of 4: the load's row (A_ROW, B_ROW) and its first float's offset along it (A_X, B_X).
#if TRANS_A
#undef A_LAST
#define A_LAST(row0) (M - 1 - (row0))
#define A_ROW(slice, e) (At + ((slice) * BK + (e) / (BM / 4)) * lda)
#define A_X(e) (((e) % (BM / 4)) * 4)
#endif
#if !TRANS_B
#undef B_LAST
#define B_LAST(col0) (N - 1 - (col0))
#define B_ROW(slice, e) (Bt + ((slice) * BK + (e) / (BN / 4)) * ldb)
#define B_X(e) (((e) % (BN / 4)) * 4)
#endif
#endif

// The K index (from the unit's first) of load e of a slice: the first of its four floats where they run along K
#if TRANS_A
#define A_K(slice, e) ((slice) * BK + (e) / (BM / 4))
#else
#define A_K(slice, e) ((slice) * BK + ((e) % (BK / 4)) * 4)
#endif
#if TRANS_B
#define B_K(slice, e) ((slice) * BK + ((e) % (BK / 4)) * 4)
#else
#define B_K(slice, e) ((slice) * BK + (e) / (BN / 4))
#endif

#define VLOAD4(p) (*(__global const float4*)(p))            // 16-byte global load (p must be 16-byte aligned)
#define LDS4(array, i) (*(__local float4*)(&(array)[i]))     // 16-byte local load; i must be a multiple of 4

// ---- the one CUDA-only block: cp.async (PTX ISA 7.0, sm_80+), global -> shared memory without registers ----
// A goes in 4-byte copies because the local tile is transposed; B in 16-byte copies. A thread's copies form one
// "commit group" per slice; cp.async.wait_group N waits until at most N of its groups are still in flight. The
// shared address comes from cvta in PTX, so nothing here depends on NVRTC's or nvcc's headers.
#if ASYNC_COPY && STAGES >= 2 && defined(KERNELSCOPE_CUDA) && defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
#define USE_CP_ASYNC 1
#if TRANS_A || TRANS_B || SCALAR_LOADS || K_TAIL
#error "TRANS_A, TRANS_B, SCALAR_LOADS and K_TAIL need register loads (ASYNC_COPY=0 or STAGES=1): cp.async copies rows"
#endif
__device__ __forceinline__ unsigned shared_address(const void* p) {   // generic pointer -> 32-bit shared address
    unsigned long long a;
    asm("cvta.to.shared.u64 %0, %1;" : "=l"(a) : "l"(p));
    return (unsigned) a;
}
#define COPY4_ASYNC(shared, src) \
    asm volatile("cp.async.ca.shared.global [%0], [%1], 4;" :: "r"(shared), "l"(src) : "memory")
#define COPY16_ASYNC(shared, src) \
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" :: "r"(shared), "l"(src) : "memory")
#define COPY_COMMIT() asm volatile("cp.async.commit_group;" ::: "memory")
#define COPY_WAIT(pending) asm volatile("cp.async.wait_group %0;" :: "n"(pending) : "memory")
#else
#define USE_CP_ASYNC 0
#endif
// ---- end of the CUDA-only block ----

#if USE_CP_ASYNC
// The next slice of A and B (global pointers aNext, bNext) -> local copy `copy` (shared byte addresses asAt, bsAt
// point at copy 0), as cp.async. Element e = tid + l * THREADS of the BM x BK tile of A has k = e % 8 +
// 8 * ((e / 8) / BM) and m = (e / 8) % BM, so a wave's 32 copies cover 4 rows x 8 k: 4 32-byte global sectors, and
// local words 4k + m (mod 32) with AS_ROW = 132: 32 distinct banks. BM % (THREADS / 8) == 0 keeps the part that
// depends on l a compile-time constant; the same for B with THREADS % (BN / 4) == 0.
#define A_STEP (THREADS / 8)                              // rows of A between a work-item's copies (l to l + 1)
#define B_STEP (THREADS / (BN / 4))                       // rows of B between a work-item's copies
#define ISSUE_SLICE(copy)                                                                   \
    do {                                                                                    \
        _Pragma("unroll")                                                                   \
        for (int l = 0; l < A_VECS * 4; ++l) {                                              \
            const int m = (l * A_STEP) % BM;                                                \
            const int k = 8 * ((l * A_STEP) / BM);                                          \
            COPY4_ASYNC(asAt + 4 * ((copy) * A_COPY + k * AS_ROW + m), aNext + m * lda + k); \
        }                                                                                   \
        _Pragma("unroll")                                                                   \
        for (int l = 0; l < B_VECS; ++l) {                                                  \
            COPY16_ASYNC(bsAt + 4 * ((copy) * B_COPY + l * B_STEP * BN), bNext + l * B_STEP * ldb); \
        }                                                                                   \
        aNext += BK;                                                                        \
        bNext += BK * ldb;                                                                  \
    } while (0)
#endif

// slice `slice` of this unit (counted from its first, At/Bt): global -> registers nextA/nextB (float4 along k for
// A, along n for B)
#define LOAD_SLICE(slice)                                                                   \
    do {                                                                                    \
        _Pragma("unroll")                                                                   \
        for (int l = 0; l < A_VECS; ++l) {                                                  \
            const int e = tid + l * THREADS;                                                \
            LOAD_A(nextA[l], slice, e);                                                     \
        }                                                                                   \
        _Pragma("unroll")                                                                   \
        for (int l = 0; l < B_VECS; ++l) {                                                  \
            const int e = tid + l * THREADS;                                                \
            LOAD_B(nextB[l], slice, e);                                                     \
        }                                                                                   \
    } while (0)
#if SCALAR_LOADS
#define LOAD4(to, address)                                                                  \
    do {                                                                                    \
        const __global float* p4 = (address);                                               \
        (to).x = p4[0]; (to).y = p4[1]; (to).z = p4[2]; (to).w = p4[3];                     \
    } while (0)
#else
#define LOAD4(to, address) (to) = VLOAD4(address)
#endif
#define ZERO4(to) do { (to).x = 0.0f; (to).y = 0.0f; (to).z = 0.0f; (to).w = 0.0f; } while (0)
#if K_TAIL
// IN_K(k): index k of the slice being loaded (from the unit's first K index) holds one of K's values, not one of the
// kShift indices before them. Only a tile's first slice has such indices: kFrom = kShift - the unit's first K index is
// at most 0 for every other unit. firstSlice, a constant (true at the unit's first load, before the loop; false in
// the loop), folds every test of the loop away. An operand packed with the tail's zeros first needs no test.
#define IN_K(k) (!firstSlice || (k) >= kFrom)
#define A_IN_K(k) (A_PACKED || IN_K(k))
#define B_IN_K(k) (B_PACKED || IN_K(k))
#define UNIT_K_FROM(first) const int kFrom = kShift - (first) * BK
// a float4 load read where `inK` holds, zeros elsewhere
#define LOAD_TAIL(to, inK, address)                                                         \
    do {                                                                                    \
        if (inK) {                                                                          \
            LOAD4(to, address);                                                             \
        } else {                                                                            \
            ZERO4(to);                                                                      \
        }                                                                                   \
    } while (0)
#else
#define A_IN_K(k) 1
#define B_IN_K(k) 1
#define UNIT_K_FROM(first) do { } while (0)
#define LOAD_TAIL(to, inK, address) LOAD4(to, address)
#endif
#if K_TAIL && SCALAR_LOADS
// a load whose four floats run along K (k the first's index): each float read where IN(its index) holds, else zero
#define LOAD_ALONG_K(to, k, address, IN)                                                    \
    do {                                                                                    \
        const __global float* p4 = (address);                                               \
        (to).x = IN(k) ? p4[0] : 0.0f;                                                      \
        (to).y = IN((k) + 1) ? p4[1] : 0.0f;                                                \
        (to).z = IN((k) + 2) ? p4[2] : 0.0f;                                                \
        (to).w = IN((k) + 3) ? p4[3] : 0.0f;                                                \
    } while (0)
#else
#define LOAD_ALONG_K(to, k, address, IN) LOAD_TAIL(to, IN(k), address)
#endif
// 4-byte loads along an edge (SCALAR_LOADS): floats first to first + 3 of a row, each clamped to `last`; zeros where
// `inK` does not hold
#define LOAD_EDGE4(to, inK, rowAt, first, last)                                             \
    do {                                                                                    \
        if (inK) {                                                                          \
            const __global float* r4 = (rowAt);                                             \
            (to).x = r4[EDGE((first), last)];                                               \
            (to).y = r4[EDGE((first) + 1, last)];                                           \
            (to).z = r4[EDGE((first) + 2, last)];                                           \
            (to).w = r4[EDGE((first) + 3, last)];                                           \
        } else {                                                                            \
            ZERO4(to);                                                                      \
        }                                                                                   \
    } while (0)
// load e of a slice into `to`: A's four floats run along K unless A is transposed, B's only where B is
#if TRANS_A && SCALAR_LOADS
#define LOAD_A(to, slice, e) LOAD_EDGE4(to, A_IN_K(A_K(slice, e)), A_ROW(slice, e), A_X(e), lastA)
#elif TRANS_A
#define LOAD_A(to, slice, e) LOAD_TAIL(to, A_IN_K(A_K(slice, e)), A_AT(slice, e))
#else
#define LOAD_A(to, slice, e) LOAD_ALONG_K(to, A_K(slice, e), A_AT(slice, e), A_IN_K)
#endif
#if TRANS_B
#define LOAD_B(to, slice, e) LOAD_ALONG_K(to, B_K(slice, e), B_AT(slice, e), B_IN_K)
#elif SCALAR_LOADS
#define LOAD_B(to, slice, e) LOAD_EDGE4(to, B_IN_K(B_K(slice, e)), B_ROW(slice, e), B_X(e), lastB)
#else
#define LOAD_B(to, slice, e) LOAD_TAIL(to, B_IN_K(B_K(slice, e)), B_AT(slice, e))
#endif

// registers nextA/nextB -> local copy `copy` ([k][m] and [k][n]): a load along K is stored transposed (4 scalar
// stores), a load along M or N as one float4
#if TRANS_A
#define STORE_A(copy, l, e) LDS4(As, (copy) * A_COPY + ((e) / (BM / 4)) * AS_ROW + ((e) % (BM / 4)) * 4) = nextA[l]
#else
#define STORE_A(copy, l, e)                                                                 \
    do {                                                                                    \
        const int at = (copy) * A_COPY + ((e) % (BK / 4)) * 4 * AS_ROW + (e) / (BK / 4);    \
        As[at] = nextA[l].x;                                                                \
        As[at + AS_ROW] = nextA[l].y;                                                       \
        As[at + 2 * AS_ROW] = nextA[l].z;                                                   \
        As[at + 3 * AS_ROW] = nextA[l].w;                                                   \
    } while (0)
#endif
#if TRANS_B
#define STORE_B(copy, l, e)                                                                 \
    do {                                                                                    \
        const int at = (copy) * B_COPY + ((e) % (BK / 4)) * 4 * BS_ROW + (e) / (BK / 4);    \
        Bs[at] = nextB[l].x;                                                                \
        Bs[at + BS_ROW] = nextB[l].y;                                                       \
        Bs[at + 2 * BS_ROW] = nextB[l].z;                                                   \
        Bs[at + 3 * BS_ROW] = nextB[l].w;                                                   \
    } while (0)
#else
#define STORE_B(copy, l, e) LDS4(Bs, (copy) * B_COPY + (e) * 4) = nextB[l]
#endif
#define STORE_SLICE(copy)                                                                   \
    do {                                                                                    \
        _Pragma("unroll")                                                                   \
        for (int l = 0; l < A_VECS; ++l) {                                                  \
            STORE_A(copy, l, tid + l * THREADS);                                            \
        }                                                                                   \
        _Pragma("unroll")                                                                   \
        for (int l = 0; l < B_VECS; ++l) {                                                  \
            STORE_B(copy, l, tid + l * THREADS);                                            \
        }                                                                                   \
    } while (0)

// the work-item's fragments of step k of local copy `copy`: its WITER_M*4 values of A and WITER_N*4 of B
#define LOAD_FRAGMENTS(copy, k, a, b)                                                       \
    do {                                                                                    \
        _Pragma("unroll")                                                                   \
        for (int wm = 0; wm < WITER_M; ++wm) {   /* one 16-byte read per 4 rows: a broadcast within a phase */ \
            const float4 v = LDS4(As, (copy) * A_COPY + K_STEP(k) * AS_ROW + aFrag + wm * LANES_M * 4); \
            a[wm * 4 + 0] = v.x; a[wm * 4 + 1] = v.y; a[wm * 4 + 2] = v.z; a[wm * 4 + 3] = v.w; \
        }                                                                                   \
        _Pragma("unroll")                                                                   \
        for (int wn = 0; wn < WITER_N; ++wn) {   /* 8 lanes of a phase read 128 consecutive bytes */ \
            const float4 v = LDS4(Bs, (copy) * B_COPY + K_STEP(k) * BS_ROW + bFrag + wn * LANES_N * 4); \
            b[wn * 4 + 0] = v.x; b[wn * 4 + 1] = v.y; b[wn * 4 + 2] = v.z; b[wn * 4 + 3] = v.w; \
        }                                                                                   \
    } while (0)

// one rank-1 update of the accumulators from fragments a and b
#define FMA_FRAGMENTS(a, b)                                                                 \
    do {                                                                                    \
        _Pragma("unroll")                                                                   \
        for (int i = 0; i < WITER_M * 4; ++i) {                                             \
            _Pragma("unroll")                                                               \
            for (int j = 0; j < WITER_N * 4; ++j) {                                         \
                acc[i][j] += a[i] * b[j];                                                   \
            }                                                                               \
        }                                                                                   \
    } while (0)

// the math on local copy `copy`: the work-item's STEPS_PER_SLICE (BK / SLICED_K) rank-1 updates of its
// (WITER_M*4) x (WITER_N*4) accumulators
#define MULTIPLY_SLICE(copy)                                                                \
    do {                                                                                    \
        _Pragma("unroll")                                                                   \
        for (int k = 0; k < STEPS_PER_SLICE; ++k) {                                         \
            float a[WITER_M * 4];                                                           \
            float b[WITER_N * 4];                                                           \
            LOAD_FRAGMENTS(copy, k, a, b);                                                  \
            FMA_FRAGMENTS(a, b);                                                            \
        }                                                                                   \
    } while (0)

// alpha * (x0..x3) + beta * the float4 at `address` (16-byte aligned) into it; it is not read when beta == 0
#define STORE_FLOAT4(address, x0, x1, x2, x3)                                               \
    do {                                                                                    \
        __global float4* c4 = (__global float4*)(address);                                  \
        float4 v;                                                                           \
        if (beta == 0.0f) {                                                                 \
            v.x = alpha * (x0); v.y = alpha * (x1); v.z = alpha * (x2); v.w = alpha * (x3); \
        } else {                                                                            \
            v = *c4;                                                                        \
            v.x = alpha * (x0) + beta * v.x; v.y = alpha * (x1) + beta * v.y;               \
            v.z = alpha * (x2) + beta * v.z; v.w = alpha * (x3) + beta * v.w;               \
        }                                                                                   \
        *c4 = v;                                                                            \
    } while (0)
// alpha * (x0..x3) + beta * C for the 4 elements at (row, col..col+3); C is not read when beta == 0
#define STORE_C4(row, col, x0, x1, x2, x3)                                                  \
    do {                                                                                    \
        if (!TRANS_C && (row) < M && (col) + 3 < N && vectorC) {                            \
            STORE_FLOAT4(C + (row) * ldc + (col), x0, x1, x2, x3);                          \
        } else if ((row) < M) {                                                             \
            STORE_C1(row, (col) + 0, x0);                                                   \
            STORE_C1(row, (col) + 1, x1);                                                   \
            STORE_C1(row, (col) + 2, x2);                                                   \
            STORE_C1(row, (col) + 3, x3);                                                   \
        }                                                                                   \
    } while (0)
#define STORE_C1(row, col, x)                                                               \
    if ((col) < N) {                                                                        \
        const int c1 = TRANS_C ? (col) * ldc + (row) : (row) * ldc + (col);                 \
        C[c1] = (beta == 0.0f) ? alpha * (x) : alpha * (x) + beta * C[c1];                  \
    }
// TRANS_C: alpha * (x0..x3) + beta * C for the 4 outputs at (row..row+3, col), consecutive floats of C as stored
#define STORE_C4_DOWN(row, col, x0, x1, x2, x3)                                             \
    do {                                                                                    \
        if ((row) + 3 < M && (col) < N && vectorC) {                                        \
            STORE_FLOAT4(C + (col) * ldc + (row), x0, x1, x2, x3);                          \
        } else {                                                                            \
            if ((row) + 0 < M) { STORE_C1((row) + 0, col, x0); }                            \
            if ((row) + 1 < M) { STORE_C1((row) + 1, col, x1); }                            \
            if ((row) + 2 < M) { STORE_C1((row) + 2, col, x2); }                            \
            if ((row) + 3 < M) { STORE_C1((row) + 3, col, x3); }                            \
        }                                                                                   \
    } while (0)

// the work-item's accumulators -> C (alpha, beta applied): each 4-wide row piece of a sub-tile as one float4 when it
// lies wholly inside C (TRANS_C: each 4-high column piece, which C holds as 4 consecutive floats)
#if TRANS_C
#define STORE_TILE()                                                                        \
    do {                                                                                    \
        _Pragma("unroll")                                                                   \
        for (int wm = 0; wm < WITER_M; ++wm) {                                              \
            const int row = bm + aFrag + wm * LANES_M * 4;                                  \
            _Pragma("unroll")                                                               \
            for (int wn = 0; wn < WITER_N; ++wn) {                                          \
                _Pragma("unroll")                                                           \
                for (int j = 0; j < 4; ++j) {                                               \
                    const int col = bn + bFrag + wn * LANES_N * 4 + j;                      \
                    STORE_C4_DOWN(row, col, acc[wm * 4 + 0][wn * 4 + j], acc[wm * 4 + 1][wn * 4 + j], \
                                  acc[wm * 4 + 2][wn * 4 + j], acc[wm * 4 + 3][wn * 4 + j]); \
                }                                                                           \
            }                                                                               \
        }                                                                                   \
    } while (0)
#else
#define STORE_TILE()                                                                        \
    do {                                                                                    \
        _Pragma("unroll")                                                                   \
        for (int wm = 0; wm < WITER_M; ++wm) {                                              \
            _Pragma("unroll")                                                               \
            for (int i = 0; i < 4; ++i) {                                                   \
                const int row = bm + aFrag + wm * LANES_M * 4 + i;                          \
                _Pragma("unroll")                                                           \
                for (int wn = 0; wn < WITER_N; ++wn) {                                      \
                    const int col = bn + bFrag + wn * LANES_N * 4;                          \
                    STORE_C4(row, col, acc[wm * 4 + i][wn * 4 + 0], acc[wm * 4 + i][wn * 4 + 1], \
                             acc[wm * 4 + i][wn * 4 + 2], acc[wm * 4 + i][wn * 4 + 3]);     \
                }                                                                           \
            }                                                                               \
        }                                                                                   \
    } while (0)
#endif

// UNALIGNED_C=1 (a twin the Gemm API compiles where ldc % 4 != 0, so the lean kernel's code stays as it was): C takes
// no aligned float4 store, and each work-item's own scalar stores would put LANES_M rows x LANES_N words 16 bytes
// apart into every store instruction. sgemm_tuned then passes each wave's outputs through local memory (As, free
// after the K loop), one 4-float row piece per work-item per pass, and reads them back so that the lanes of a store
// instruction write consecutive floats of one row (128 bytes where LANES_N >= 8). On the H200 (session 25,
// docs/results/h200/session25/third, kernel ms with the scalar stores -> through local memory, two processes each):
// 7537x1947x11 row-major TN 0.1004 -> 0.0395 (session25/second: 7537x1948x11, aligned, 0.0368), 4787x6336x14
// column-major TT 0.1870 -> 0.0701, 5000x5001x700 0.8830 -> 0.8029, 2222x7777x1111 TN 0.8970 -> 0.8602; the seven
// shapes that did not change within 1% (127x7837x72, split: 0.0296 / 0.0299 -> 0.0299 / 0.0299).
// Only where every work-item reaches the passes (SLICED_K = 1) and the waves' 4 x WAVE floats each fit in As.
// sgemm_tuned_reduce stages its sums the same way (STAGED_SUMS); the split kernel's whole tiles and
// sgemm_tuned_reduce_lanes keep scalar stores.
#ifndef UNALIGNED_C
#define UNALIGNED_C 0
#endif
#if UNALIGNED_C && TRANS_C
#error "TRANS_C stores down C's columns, UNALIGNED_C's staged passes along its rows: one or the other"
#endif
#define STAGED_C (UNALIGNED_C && SLICED_K == 1 && STAGES * A_COPY >= TILE_THREADS * 4)
// a wave's local-memory pass complete: a warp barrier through CUDA, where a wave is one warp; else the group's
// barrier (every work-item reaches every pass)
#if WAVE == 32 && defined(KERNELSCOPE_CUDA)
#define WAVE_SYNC() __syncwarp()
#else
#define WAVE_SYNC() barrier(CLK_LOCAL_MEM_FENCE)
#endif
// Loops next to group barriers (STORE_TILE_STAGED's passes, SPLIT_RUN's part stores, sgemm_tuned_reduce_lanes' part
// loads) unrolled only where NVIDIA's compilers take them (CUDA; NVIDIA's OpenCL, which the backend marks with
// KERNELSCOPE_NV_PTX), so their code stays as it was. PoCL 5.0 (Ubuntu 24.04's, LLVM 16) computed wrong tiles with
// these loops unrolled (session 36: 224x226x128 and GemmSession27-29RulesGpuTest's calls off by a relative 0.13-1.25,
// on an H200 host's Xeon and on an EPYC; session 37: GemmShapeClassGpuTest's general-tall call, whose last tile's two
// parts the lanes kernel adds, off by 0.18) and right with them as plain loops; PoCL 3.1 and 6.0 were right either way.
// Dropping every unroll of the file is no cure there: PoCL 5.0's kernel then crashed the process (SIGSEGV). Session 37
// then found the cause in PoCL 5.0's default work-group method (each of these fixes held only until the next edit of
// the file); the bindings now ask every PoCL for "loopvec" (PoclWorkGroupMethod). The guards stay: NVIDIA's code is the
// same with them.
#if defined(KERNELSCOPE_CUDA) || defined(KERNELSCOPE_NV_PTX)
#define UNROLL_FOR_NVIDIA _Pragma("unroll")
#else
#define UNROLL_FOR_NVIDIA
#endif
// the first work-item of this work-item's wave (in its set): A_FRAG and B_FRAG of it are the wave's tile origin
#define WAVE_FIRST (tileTid - tileTid % WAVE)
// One pass of a wave through local memory (STAGED_C, STAGED_SUMS): `piece`, the work-item's 4 floats of one
// accumulator row, staged at 4 * lane of the wave's 4 * WAVE floats of `stage`, then read back as element
// e = s * WAVE + lane: the wave's LANES_M rows (4 apart) x LANES_N * 4 consecutive columns, so e is row
// rowOrigin + (e / (LANES_N * 4)) * 4, column colOrigin + e % (LANES_N * 4) (the origins: its lane 0's row and
// column), and the lanes of one store instruction write one row's consecutive floats
#define STAGED_PASS(stage, piece, rowOrigin, colOrigin)                                     \
    do {                                                                                    \
        const int lane = tileTid % WAVE;                                                    \
        __local float* waveStage = (stage) + WAVE_FIRST * 4;                                \
        LDS4(waveStage, lane * 4) = (piece);                                                \
        WAVE_SYNC();                                                                        \
        _Pragma("unroll")                                                                   \
        for (int s = 0; s < 4; ++s) {                                                       \
            const int e = s * WAVE + lane;                                                  \
            const int row = (rowOrigin) + (e / (LANES_N * 4)) * 4;                          \
            const int col = (colOrigin) + e % (LANES_N * 4);                                \
            if (row < M) {                                                                  \
                STORE_C1(row, col, (waveStage)[e]);                                         \
            }                                                                               \
        }                                                                                   \
    } while (0)
// STORE_TILE for a C with ldc % 4 != 0 (STAGED_C): pass (wm, i, wn) holds accumulator row wm * 4 + i, columns
// wn * 4 .. wn * 4 + 3 of every work-item of a wave
#define STORE_TILE_STAGED()                                                                 \
    do {                                                                                    \
        const int waveRow = bm + A_FRAG(WAVE_FIRST);   /* STORE_TILE's rows and columns */  \
        const int waveCol = bn + B_FRAG(WAVE_FIRST);                                        \
        UNROLL_FOR_NVIDIA                                                                   \
        for (int wm = 0; wm < WITER_M; ++wm) {                                              \
            UNROLL_FOR_NVIDIA                                                               \
            for (int i = 0; i < 4; ++i) {                                                   \
                UNROLL_FOR_NVIDIA                                                           \
                for (int wn = 0; wn < WITER_N; ++wn) {                                      \
                    float4 piece;                                                           \
                    piece.x = acc[wm * 4 + i][wn * 4 + 0];                                  \
                    piece.y = acc[wm * 4 + i][wn * 4 + 1];                                  \
                    piece.z = acc[wm * 4 + i][wn * 4 + 2];                                  \
                    piece.w = acc[wm * 4 + i][wn * 4 + 3];                                  \
                    STAGED_PASS(As, piece, waveRow + wm * LANES_M * 4 + i, waveCol + wn * LANES_N * 4); \
                    WAVE_SYNC(); /* read before the next pass overwrites it */              \
                }                                                                           \
            }                                                                               \
        }                                                                                   \
    } while (0)

#define PARTIAL_FLOATS (BM * BN)                         // one partial tile in `partials`: [output][work-item]

// tile number -> its first row (row0) and column (col0) of C, then `then`. The group-order swizzle: tile numbers are
// remapped onto bands of GROUP_M tile rows, column by column inside a band, so the tiles in flight at once share rows
// of A and columns of B in L2.
#define TILE_ORIGIN(tile, then)                                                             \
    do {                                                                                    \
        const int band = GROUP_M * tilesN;                                                  \
        const int firstM = ((tile) / band) * GROUP_M;                                       \
        const int bandRows = min(tilesM - firstM, GROUP_M);                                 \
        const int row0 = (firstM + ((tile) % band) % bandRows) * BM;                        \
        const int col0 = (((tile) % band) / bandRows) * BN;                                 \
        then;                                                                               \
    } while (0)

// One unit of work: acc = the product of slices [first, end) of tile `tile`'s rows of A and columns of B (both
// kernels below run it; mayBeEmpty: the split kernel's runs may have no slices, and then nothing is loaded).
#if USE_CP_ASYNC
// the ring, filled STAGES - 1 slices ahead by cp.async: at step t, slice t is waited for, then slice t + STAGES - 1
// is issued into the copy slice t - 1 used (free once everyone passed this step's barrier). Issuing the copies
// halfway through the slice instead (after step BK / 2) measured worse on the H100 at BK=8 (87-88% of cuBLAS against
// 92-93%) and the same at BK=16.
#define RUN_UNIT(tile, first, end, mayBeEmpty)                                              \
    do {                                                                                    \
        ZERO_ACC();                                                                         \
        const float* aNext;                                                                 \
        const float* bNext;                                                                 \
        TILE_ORIGIN(tile, aNext = A + (row0 + tid / 8) * lda + (first) * BK + tid % 8;      \
                          bNext = B + ((first) * BK + tid / (BN / 4)) * ldb + col0 + (tid % (BN / 4)) * 4); \
        const int unitSlices = (end) - (first);                                             \
        const unsigned asAt = shared_address(As) + 4 * ((tid % 8) * AS_ROW + tid / 8);      \
        const unsigned bsAt = shared_address(Bs) + 16 * tid;                                \
        _Pragma("unroll")                                                                   \
        for (int s = 0; s < STAGES - 1; ++s) {                                              \
            if (s < unitSlices) {                                                           \
                ISSUE_SLICE(s);                                                             \
            }                                                                               \
            COPY_COMMIT();                    /* one group per slice, empty ones included */ \
        }                                                                                   \
        int readCopy = 0;                     /* the copy holding slice t */                \
        int writeCopy = STAGES - 1;           /* the copy slice t + STAGES - 1 goes to */   \
        for (int t = 0; t < unitSlices; ++t) {                                              \
            COPY_WAIT(STAGES - 2);            /* this work-item's copies of slice t landed */ \
            barrier(CLK_LOCAL_MEM_FENCE);     /* everyone's have; all are done with t - 1 */ \
            if (t + STAGES - 1 < unitSlices) {                                              \
                ISSUE_SLICE(writeCopy);                                                     \
            }                                                                               \
            COPY_COMMIT();                                                                  \
            MULTIPLY_SLICE(readCopy);                                                       \
            readCopy = readCopy == STAGES - 1 ? 0 : readCopy + 1;                           \
            writeCopy = writeCopy == STAGES - 1 ? 0 : writeCopy + 1;                        \
        }                                                                                   \
        barrier(CLK_LOCAL_MEM_FENCE);         /* the ring is free for the next unit */      \
    } while (0)
#else
#if STAGES == 1 && OVERLAP_BARRIER
// rung 8's step with the last k step's math moved behind the barriers: its fragments are read before them, then
// after them the next slice's first fragments are read (aCur, bCur carry them into the next step) and the math of
// the last k step runs while those reads are in flight, so no wave waits on local memory right after a barrier
#define STEP(t, more)                                                                       \
    do {                                                                                    \
        _Pragma("unroll")                                                                   \
        for (int k = 0; k < STEPS_PER_SLICE - 1; ++k) {                                     \
            float aNext[WITER_M * 4];                                                       \
            float bNext[WITER_N * 4];                                                       \
            LOAD_FRAGMENTS(0, k + 1, aNext, bNext);                                         \
            FMA_FRAGMENTS(aCur, bCur);                                                      \
            COPY_FRAGMENTS(aNext, bNext);                                                   \
        }                                                                                   \
        barrier(CLK_LOCAL_MEM_FENCE);         /* everyone is done reading this slice */     \
        if (more) {                                                                         \
            STORE_SLICE(0);                                                                 \
        }                                                                                   \
        barrier(CLK_LOCAL_MEM_FENCE);         /* the next slice is visible to everyone */   \
        float aNext[WITER_M * 4];             /* (after the last slice: read, never used) */ \
        float bNext[WITER_N * 4];                                                           \
        LOAD_FRAGMENTS(0, 0, aNext, bNext);                                                 \
        FMA_FRAGMENTS(aCur, bCur);                                                          \
        COPY_FRAGMENTS(aNext, bNext);                                                       \
    } while (0)
#define COPY_FRAGMENTS(a, b)                                                                \
    do {                                                                                    \
        _Pragma("unroll")                                                                   \
        for (int i = 0; i < WITER_M * 4; ++i) {                                             \
            aCur[i] = a[i];                                                                 \
        }                                                                                   \
        _Pragma("unroll")                                                                   \
        for (int j = 0; j < WITER_N * 4; ++j) {                                             \
            bCur[j] = b[j];                                                                 \
        }                                                                                   \
    } while (0)
// the fragments of the first k step, read once the first slice is in local memory
#define FIRST_FRAGMENTS()                                                                   \
    float aCur[WITER_M * 4];                                                                \
    float bCur[WITER_N * 4];                                                                \
    LOAD_FRAGMENTS(0, 0, aCur, bCur)
#elif STAGES == 1
// rung 8's step: the math on the one copy, then everyone waits, the next slice is stored, everyone waits again
#define STEP(t, more)                                                                       \
    do {                                                                                    \
        MULTIPLY_SLICE(0);                                                                  \
        barrier(CLK_LOCAL_MEM_FENCE);         /* everyone is done reading this slice */     \
        if (more) {                                                                         \
            STORE_SLICE(0);                                                                 \
        }                                                                                   \
        barrier(CLK_LOCAL_MEM_FENCE);         /* the next slice is visible to everyone */   \
    } while (0)
#else
// a ring of copies: the next slice goes to a copy nobody reads now, one barrier per slice
#define STEP(t, more)                                                                       \
    do {                                                                                    \
        MULTIPLY_SLICE((t) % STAGES);                                                       \
        if (more) {                                                                         \
            STORE_SLICE(((t) + 1) % STAGES);                                                \
        }                                                                                   \
        barrier(CLK_LOCAL_MEM_FENCE);                                                       \
    } while (0)
#endif
#ifndef FIRST_FRAGMENTS
#define FIRST_FRAGMENTS() do { } while (0)
#endif
// LOADS_BEFORE_MATH=1: a warp barrier right after the main loop's loads of the next slice, which no memory access may
// pass, so ptxas issues those loads before the slice's math (the local-memory reads that feed the math come after
// it). Left to itself, ptxas issued them after 928 of the 128x64x16 K-tail twin's 1024 FFMAs per slice and after
// 960-1024 in the 128x128x16 kernels, plain ones too, which leaves their latency to the other resident groups to
// hide; with the barrier, after 0-64 (docs/results/h200/session48, calls 1-2, SASS by tools/sass/ldg_positions.py).
// Through NVIDIA's OpenCL the barrier is inline PTX (call 5: 4500x700x6500 TT 943 -> 861 us, 3112x532x6113 TT
// 623 -> 510). Measured on the H200 through CUDA against main before it (call 2, kernel-only us):
// 4500x700x6500 TT 1000 -> 867, 3112x532x6113 TT 598 -> 493, 8000x115x648 TN 64.1 -> 55.7, 8000x115x640 TN 56.3 ->
// 53.4 (no tail), the aligned neighbours of the first two within 0.4%. Elsewhere it cost: in 128x256x8 tiles, whose
// loads ptxas already issued after 128 FFMAs, 7% (4096^3 2650 -> 2842), and 2-6% on 443x2064x689 NT, 448x2048x692
// and 5222x164x786 column-major. Session 49 found the same in 32x64x16 tiles (after 448 of 512 FFMAs) and in the
// 256x128x8 twin that reads A transposed (after 992 of 1024): 4096x127x4096 TN 70.6 -> 89.7% of cuBLAS. A tuning
// parameter, set in the entries where it was measured to pay (gemm-tuning.json: each sm_90 entry with it cites its
// calls); NVIDIA's compilers only (others schedule their own way, PoCL's CPU code has nothing to steer).
#ifndef LOADS_BEFORE_MATH
#define LOADS_BEFORE_MATH 0
#endif
#if LOADS_BEFORE_MATH && defined(KERNELSCOPE_CUDA)
#define LOADS_ISSUED() __syncwarp()
#elif LOADS_BEFORE_MATH && defined(KERNELSCOPE_NV_PTX)
#define LOADS_ISSUED() asm volatile("bar.warp.sync -1;" ::: "memory")
#else
#define LOADS_ISSUED() do { } while (0)
#endif
// LAST_STEP_APART: the steps that load a next slice run in a loop of unconditional loads and the unit's last step
// after it (a second copy of the step), rather than one loop whose loads wait on `more`. For K-tail twins in tiles of
// at most 64x64 outputs through NVIDIA's compilers. Measured on the H200 (docs/results/h200/session46, calls 1-3,
// SASS read by tools/sass/ldg_positions.py): in one loop, ptxas issued the 64x64x16 twins' next-slice loads after
// 456-468 of the slice's 512 FFMAs where the twin also clamps edges or reads with 4-byte loads, against 32 without
// them (443x2064x689 73.0% of cuBLAS kernel-only, 5222x164x786 column-major 65.5); apart, after 30-257 (84.0 and
// 82.9; main before the session, whose K tail came last: 83.6 and 79.4). In larger tiles the second copy took
// registers and lost (2000x2000x1001 in 128x256x8 tiles 99.4 -> 83.3, 4096x4096x4099 108.1 -> 86.5), as session
// 45's loop of whole slices did; on PoCL it multiplies the compile time of the twins that have it.
#ifndef LAST_STEP_APART
#if K_TAIL && BM * BN <= 64 * 64 && (defined(KERNELSCOPE_CUDA) || defined(KERNELSCOPE_NV_PTX))
#define LAST_STEP_APART 1
#else
#define LAST_STEP_APART 0
#endif
#endif
#if LAST_STEP_APART
#define MAIN_LOOP(unitSlices)                                                               \
    do {                                                                                    \
        const bool firstSlice = false;        /* K_TAIL: whole, untested */                 \
        int t = 0;                                                                          \
        for (; t < (unitSlices) - 1; ++t) {                                                 \
            LOAD_SLICE(t + 1);                /* slice t+1: in flight during the math */    \
            LOADS_ISSUED();                                                                 \
            STEP(t, true);                                                                  \
        }                                                                                   \
        if ((unitSlices) > 0) {                                                             \
            STEP(t, false);                                                                 \
        }                                                                                   \
    } while (0)
#else
#define MAIN_LOOP(unitSlices)                                                               \
    do {                                                                                    \
        for (int t = 0; t < (unitSlices); ++t) {                                            \
            const bool more = t + 1 < (unitSlices);                                         \
            if (more) {                       /* slice t+1: in flight during the math */    \
                const bool firstSlice = false;  /* K_TAIL: whole, untested */               \
                LOAD_SLICE(t + 1);                                                          \
                LOADS_ISSUED();                                                             \
            }                                                                               \
            STEP(t, more);                                                                  \
        }                                                                                   \
    } while (0)
#endif
#define RUN_UNIT(tile, first, end, mayBeEmpty)                                              \
    do {                                                                                    \
        ZERO_ACC();                                                                         \
        __global const float* At;             /* the unit's first slice of A and of B */   \
        __global const float* Bt;                                                           \
        int lastA;                            /* CLAMP_EDGES: the last row or column of A */ \
        int lastB;                            /* and of B a load may read, from the tile origin */ \
        TILE_ORIGIN(tile, At = A_ORIGIN(row0, first); Bt = B_ORIGIN(col0, first);           \
                          lastA = A_LAST(row0); lastB = B_LAST(col0));                      \
        SHIFT_ORIGINS_TO_TAIL();                                                            \
        const int unitSlices = (end) - (first);                                             \
        UNIT_K_FROM(first);                                                                 \
        float4 nextA[A_VECS];                 /* the next slice, global -> registers */     \
        float4 nextB[B_VECS];                                                               \
        if (!(mayBeEmpty) || unitSlices > 0) {  /* slice 0: global -> registers -> copy 0 */ \
            const bool firstSlice = true;     /* K_TAIL: its loads tested (IN_K) */         \
            LOAD_SLICE(0);                                                                  \
            STORE_SLICE(0);                                                                 \
        }                                                                                   \
        barrier(CLK_LOCAL_MEM_FENCE);                                                       \
        FIRST_FRAGMENTS();                                                                  \
        MAIN_LOOP(unitSlices);                                                              \
        barrier(CLK_LOCAL_MEM_FENCE);         /* the copies are free for the next unit */   \
    } while (0)
#endif

#define ZERO_ACC()                                                                          \
    do {                                                                                    \
        _Pragma("unroll")                                                                   \
        for (int i = 0; i < WITER_M * 4; ++i) {                                             \
            _Pragma("unroll")                                                               \
            for (int j = 0; j < WITER_N * 4; ++j) {                                         \
                acc[i][j] = 0.0f;                                                           \
            }                                                                               \
        }                                                                                   \
    } while (0)

#if MAX_REGISTERS > 0
// With a register cap the kernel declares no reqd_work_group_size: the CUDA backend turns that attribute into
// __launch_bounds__, under which ptxas ignores --maxrregcount (nvcc 13.0: 130 registers under a cap of 128).
#define GROUP_SIZE_ATTRIBUTE
#else
#define GROUP_SIZE_ATTRIBUTE __attribute__((reqd_work_group_size(THREADS, 1, 1)))
#define KERNELSCOPE_MIN_GROUPS_PER_UNIT MIN_GROUPS      // the CUDA prelude's __launch_bounds__(THREADS, MIN_GROUPS)
#endif

#if K_TAIL
#define DECLARE_K_SHIFT const int kShift = slices * BK - K;   /* indices before K's values in slice 0 */
#else
#define DECLARE_K_SHIFT
#endif
// The work-item's setup, shared by the two kernels below.
// the first m and n of the A and B fragments of work-item t of a group (wave t / WAVE, lane t % WAVE): each wave
// holds a WM x WN tile of the group's, each lane 4 x 4 sub-tiles of the wave's
#define A_FRAG(t) (((t) / WAVE / (BN / WN)) * WM + ((t) % WAVE / LANES_N) * 4)
#define B_FRAG(t) (((t) / WAVE % (BN / WN)) * WN + ((t) % WAVE % LANES_N) * 4)
#define WORK_ITEM_SETUP()                                                                   \
    const int tid = (int) get_local_id(0);    /* loads: every work-item of the group */     \
    const int kSet = SLICED_K > 1 ? tid / TILE_THREADS : 0; /* SLICED_K: the set whose k steps it takes */ \
    const int tileTid = SLICED_K > 1 ? tid % TILE_THREADS : tid; /* its place in its set's tile */ \
    const int aFrag = A_FRAG(tileTid);        /* first m of this work-item's A fragment */  \
    const int bFrag = B_FRAG(tileTid);        /* first n of this work-item's B fragment */  \
    const int tilesN = (N + BN - 1) / BN;                                                   \
    const int tilesM = (M + BM - 1) / BM;                                                   \
    const int slices = (K + BK - 1) / BK;     /* K / BK but with K_TAIL */                  \
    DECLARE_K_SHIFT                                                                         \
    const bool vectorC = (ldc & 3) == 0

// SLICED_K > 1: the sets' accumulators summed into set 0's, one set after another through `kSums` (one copy of the
// tile's outputs, laid out [output][work-item] so the stores and loads are conflict-free), always in set order; only
// set 0 stores anything afterwards (ONE_SET_STORES). Every work-item reaches every barrier.
#if SLICED_K > 1
#define K_SUMS_DECLARATION __local float kSums[BM * BN];
#define SUM_K_SETS()                                                                        \
    do {                                                                                    \
        for (int s = 1; s < SLICED_K; ++s) {                                                \
            if (kSet == s) {                                                                \
                _Pragma("unroll")                                                           \
                for (int i = 0; i < WITER_M * 4; ++i) {                                     \
                    _Pragma("unroll")                                                       \
                    for (int j = 0; j < WITER_N * 4; ++j) {                                 \
                        kSums[(i * WITER_N * 4 + j) * TILE_THREADS + tileTid] = acc[i][j];  \
                    }                                                                       \
                }                                                                           \
            }                                                                               \
            barrier(CLK_LOCAL_MEM_FENCE);                                                   \
            if (kSet == 0) {                                                                \
                _Pragma("unroll")                                                           \
                for (int i = 0; i < WITER_M * 4; ++i) {                                     \
                    _Pragma("unroll")                                                       \
                    for (int j = 0; j < WITER_N * 4; ++j) {                                 \
                        acc[i][j] += kSums[(i * WITER_N * 4 + j) * TILE_THREADS + tileTid]; \
                    }                                                                       \
                }                                                                           \
            }                                                                               \
            barrier(CLK_LOCAL_MEM_FENCE);                                                   \
        }                                                                                   \
    } while (0)
#else
#define K_SUMS_DECLARATION
#define SUM_K_SETS() do { } while (0)
#endif
#define ONE_SET_STORES (kSet == 0)

// The schedule. Tiles are numbered in launch order, slices (BK deep) are the unit of K. sgemm_tuned computes whole
// tiles, group g the tile numbered g.
// With STREAM_K, when the tiles do not fill whole waves of the device, the host launches sgemm_tuned for the whole
// waves and then sgemm_tuned_split for the rest, the partial wave: its tiles are shared out along K over as many
// groups G as the device runs at once. Split group s owns slices [s * S / G, (s + 1) * S / G) of
// S = splitTiles * slices, in order: at most two runs (G >= splitTiles, so a share is shorter than a tile), each of
// consecutive slices of one tile. Every split group does the same work (to one slice), so the device ends together.
// Two kernels rather than one: ptxas allocates registers per kernel. One persistent kernel looping over units gave
// the whole tiles' main loop 575-582 instructions per slice instead of 568 under the 128-register budget (4% slower
// on the H100, docs/gemm-ladder.md, rung 10), and one kernel branching to the split path spilled in it (591, LDL/STL).
// The split kernel's own main loop, inside its loop over runs, takes 583.
__kernel GROUP_SIZE_ATTRIBUTE
void sgemm_tuned(const int M, const int N, const int K, const float alpha,
                 __global const float* A, const int lda,
                 __global const float* B, const int ldb,
                 const float beta, __global float* C, const int ldc)
{
    __local float As[STAGES * A_COPY] __attribute__((aligned(16)));   // transposed A slices: [copy][k][m]
    __local float Bs[STAGES * B_COPY] __attribute__((aligned(16)));   // B slices: [copy][k][n]
    K_SUMS_DECLARATION
    WORK_ITEM_SETUP();
    const int tile = (int) get_group_id(0);
    float acc[WITER_M * 4][WITER_N * 4];
    RUN_UNIT(tile, 0, slices, 0);
    SUM_K_SETS();
    int bm;
    int bn;
    TILE_ORIGIN(tile, bm = row0; bn = col0);
#if STAGED_C
    STORE_TILE_STAGED();   // every work-item of the group reaches the passes' barriers
#else
    if (ONE_SET_STORES) {
        STORE_TILE();
    }
#endif
}

// A fence that makes this work-item's earlier global stores visible to every group on the device before its later
// memory operations: the split tiles' parts travel between groups. OpenCL 1.2's mem_fence(CLK_GLOBAL_MEM_FENCE) only
// promises order within the work-group, and NVIDIA's OpenCL compiler takes it at its word: the PTX it made of this
// kernel on the H100 had membar.cta (group scope) where CUDA's __threadfence() (the prelude) gives membar.gl, so a
// tile's last group could count every part in and read one whose stores had not reached L2 yet
// (docs/results/h100/gemm-e2e-4.md). NVIDIA's OpenCL compiler (__NV_CL_C_VERSION) takes inline PTX: membar.gl.
#if defined(__NV_CL_C_VERSION)
#define DEVICE_FENCE() asm volatile("membar.gl;" ::: "memory")
#else
#define DEVICE_FENCE() mem_fence(CLK_GLOBAL_MEM_FENCE)
#endif

// Split tile `tile`'s parts, by the arithmetic that shared the slices out (groups, splitSlices and slices in scope):
// the split groups holding its first and last slice, and where group g's part of it lies in `partials` (slot 2g + run:
// run 0 where g's share begins inside the tile, else run 1). SPLIT_FIXUP and sgemm_tuned_reduce read the parts so.
#define TILE_FIRST_SLICE(tile) ((long) (tile) * slices)
#define FIRST_PART_GROUP(tile) ((int) (((TILE_FIRST_SLICE(tile) + 1) * groups - 1) / splitSlices))
#define LAST_PART_GROUP(tile) ((int) (((TILE_FIRST_SLICE(tile) + slices) * groups - 1) / splitSlices))
#define PART_SLOT(tile, g) (2 * (g) + ((g) * splitSlices / groups >= TILE_FIRST_SLICE(tile) ? 0 : 1))

#if SPLIT_REDUCE
#define SPLIT_FIXUP(run) barrier(CLK_LOCAL_MEM_FENCE)
#else
// SPLIT_REDUCE=0: after its part is stored, the group counts itself in; the last part in sums the tile's parts
// into C, in group order, and leaves the tile's counter zero for the next launch.
#define SPLIT_FIXUP(run)                                                                                             \
    do {                                                                                                             \
        DEVICE_FENCE(); /* this work-item's part is visible device-wide ... */                                       \
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE); /* ... and so are everyone's in the group */            \
        if (tid == 0 && part) {                                                                                      \
            arrivals = atomic_add(&tileCounters[tile], 1);                                                           \
        }                                                                                                            \
        barrier(CLK_LOCAL_MEM_FENCE);                                                                                \
        const int seen = arrivals;                                                                                   \
        barrier(CLK_LOCAL_MEM_FENCE); /* everyone has read it before the next run sets it */                         \
        const int firstGroup = FIRST_PART_GROUP(tile);                                                               \
        const int lastGroup = LAST_PART_GROUP(tile);                                                                 \
        if (part && seen == lastGroup - firstGroup && ONE_SET_STORES) { /* the last part in: C = the parts summed */ \
            DEVICE_FENCE();                                                                                          \
            __global volatile const float* parts = partials; /* volatile: read through to L2, not a stale L1 line */ \
            for (int g = firstGroup; g <= lastGroup; ++g) { /* this group's own part too, read back: one order */    \
                const int gSlot = PART_SLOT(tile, g);                                                                \
                const bool firstPart = g == firstGroup;                                                              \
                _Pragma("unroll")                                                                                    \
                for (int i = 0; i < WITER_M * 4; ++i) {                                                              \
                    _Pragma("unroll")                                                                                \
                    for (int j = 0; j < WITER_N * 4; ++j) {                                                          \
                        const float p = parts[gSlot * PARTIAL_FLOATS + (i * WITER_N * 4 + j) * TILE_THREADS + tileTid]; \
                        acc[i][j] = firstPart ? p : acc[i][j] + p;                                                   \
                    }                                                                                                \
                }                                                                                                    \
            }                                                                                                        \
            STORE_TILE();                                                                                            \
            if (tid == 0) {                                                                                          \
                tileCounters[tile] = 0; /* ready for the next launch */                                              \
            }                                                                                                        \
        }                                                                                                            \
    } while (0)
#endif

// One run of a split group's share (run 0: its first tile's slices; run 1: the rest): the unit's math, then the
// part to C (a whole tile) or to `partials`, then SPLIT_FIXUP (or, with SPLIT_REDUCE, a barrier: the next run's
// slices overwrite the local copies).
#define SPLIT_RUN(run)                                                                                               \
    do {                                                                                                             \
        const int at = run == 0 ? begin : min(end, (begin / slices + 1) * slices);                                   \
        const int tile = min(at / slices, splitTiles - 1); /* clamped: an empty run reads nothing */                 \
        const int first = at - tile * slices;                                                                        \
        const int last = run == 0 ? min(slices, end - tile * slices) : end - tile * slices;                          \
        const bool whole = last - first == slices;                                                                   \
        const bool part = last > first && !whole;                                                                    \
        float acc[WITER_M * 4][WITER_N * 4];                                                                         \
        RUN_UNIT(firstTile + tile, first, last, 1);                                                                  \
        SUM_K_SETS();                                                                                                \
        int bm;                                                                                                      \
        int bn;                                                                                                      \
        TILE_ORIGIN(firstTile + tile, bm = row0; bn = col0);                                                         \
        if (whole && ONE_SET_STORES) { /* the share covers the whole tile: straight to C */                          \
            STORE_TILE();                                                                                            \
        }                                                                                                            \
        if (part && ONE_SET_STORES) { /* to slot 2g + run of `partials`, [output][work-item]: coalesced */           \
            UNROLL_FOR_NVIDIA                                                                                        \
            for (int i = 0; i < WITER_M * 4; ++i) {                                                                  \
                UNROLL_FOR_NVIDIA                                                                                    \
                for (int j = 0; j < WITER_N * 4; ++j) {                                                              \
                    partials[(2 * group + run) * PARTIAL_FLOATS + (i * WITER_N * 4 + j) * TILE_THREADS + tileTid] = acc[i][j]; \
                }                                                                                                    \
            }                                                                                                        \
        }                                                                                                            \
        SPLIT_FIXUP(run);                                                                                            \
    } while (0)

#if STREAM_K
// only where the host may split (STREAM_K=1): a configuration without stream-K does not pay for compiling it (PoCL
// takes 2.7x as long for this kernel as for sgemm_tuned)
__kernel GROUP_SIZE_ATTRIBUTE
void sgemm_tuned_split(const int M, const int N, const int K, const float alpha,
                       __global const float* A, const int lda,
                       __global const float* B, const int ldb,
                       const float beta, __global float* C, const int ldc,
                       const int firstTile, const int splitTiles,
                       __global float* partials, __global int* tileCounters)
{
    __local float As[STAGES * A_COPY] __attribute__((aligned(16)));   // transposed A slices: [copy][k][m]
    __local float Bs[STAGES * B_COPY] __attribute__((aligned(16)));   // B slices: [copy][k][n]
#if !SPLIT_REDUCE
    __local int arrivals;                                 // how many parts of a split tile were in before this one
#endif
    K_SUMS_DECLARATION
    WORK_ITEM_SETUP();
    const int group = (int) get_group_id(0);
    const int groups = (int) get_num_groups(0);
    const long splitSlices = (long) splitTiles * slices;
    const int begin = (int) (group * splitSlices / groups);
    const int end = (int) ((group + 1) * splitSlices / groups);
    // Run 0 is the share's first run, run 1 the rest (often empty). Every barrier below is reached by the whole
    // group whatever the runs are (an empty run does no math): PoCL 3 compiles a kernel whose barriers follow a
    // branch or an early exit by duplicating the code after them, which took ten minutes for this kernel.
#if defined(KERNELSCOPE_CUDA)
    // one copy of the code for both runs: written out twice, the split kernel ran 12% slower at 1024^3 on the H100
    // (72.7 against 64-66 us; the same main loop, twice the code to fetch)
    for (int run = 0; run < 2; ++run) {
        SPLIT_RUN(run);
    }
#else
    // written out: PoCL 5.0 aborts the process (an assertion in its parallel-region pass, "region_entry_barrier !=
    // NULL") on a loop of barriers inside another loop of barriers
    SPLIT_RUN(0);
    SPLIT_RUN(1);
#endif
}

#if SPLIT_REDUCE
// The reduce kernels' store: float4 wn of accumulator row r of the split work-item whose fragment starts at (aFrag,
// bFrag) in split tile `tile`, as STORE_TILE stores it (alpha, beta applied; sum: four floats)
#define STORE_SUM(tile, r, wn, sum)                                                         \
    do {                                                                                    \
        int bm;                                                                             \
        int bn;                                                                             \
        TILE_ORIGIN(firstTile + (tile), bm = row0; bn = col0);                              \
        const int row = bm + aFrag + ((r) / 4) * LANES_M * 4 + (r) % 4;                     \
        const int col = bn + bFrag + (wn) * LANES_N * 4;                                    \
        STORE_C4(row, col, (sum)[0], (sum)[1], (sum)[2], (sum)[3]);                         \
    } while (0)

// UNALIGNED_C: sgemm_tuned_reduce's sums go to C as STORE_TILE_STAGED's passes do (its group holds one pass of a
// split tile: accumulator row r, float4 wn of every work-item), through `stage` in local memory, so that a store
// instruction writes one row's consecutive floats; SLICED_K = 1 only (its other sets return before the store). On
// the H200 (session 25, docs/results/h200/session25/fifth, kernel ms, two processes against one): 127x7837x72
// 0.0288 / 0.0285 against 0.0300, 6296x123x1170 0.0803 / 0.0800 against 0.0816, 401x2737x259 TT 0.0383 / 0.0398
// against 0.0380, seven other split shapes within 1%: the reduce's stores are a small part of its time.
#define STAGED_SUMS (UNALIGNED_C && SLICED_K == 1)
#define STORE_SUM_STAGED(tile, r, wn, sum)                                                  \
    do {                                                                                    \
        int bm;                                                                             \
        int bn;                                                                             \
        TILE_ORIGIN(firstTile + (tile), bm = row0; bn = col0);                              \
        const int waveRow = bm + A_FRAG(WAVE_FIRST) + ((r) / 4) * LANES_M * 4 + (r) % 4;    \
        const int waveCol = bn + B_FRAG(WAVE_FIRST) + (wn) * LANES_N * 4;                   \
        float4 piece;                                                                       \
        piece.x = (sum)[0];                                                                 \
        piece.y = (sum)[1];                                                                 \
        piece.z = (sum)[2];                                                                 \
        piece.w = (sum)[3];                                                                 \
        STAGED_PASS(stage, piece, waveRow, waveCol);                                        \
    } while (0)

// parts whose loads sgemm_tuned_reduce keeps in flight together: 64 floats per work-item (16 parts of a float4)
#define REDUCE_BATCH 16

// After sgemm_tuned_split (same M, N, K, firstTile, splitTiles and its `groups`): C = the sum of each split tile's
// parts. Group (tile, r, wn) sums the float4 wn of accumulator row r of every work-item's parts (the split kernel's
// [output][work-item] layout, so each part read is coalesced) and stores it as STORE_TILE would. One group per row
// and float4 instead of one per tile: a 128x256 tile cut in 8 parts is 1 MiB of parts, which the last group of
// SPLIT_REDUCE=0 reads alone; and a few tiles cut in many parts need every group and every load in flight they can
// get (H200, ncu, docs/results/h200/session16/ncu-few: one group per row, 4 parts in flight, summed 46 parts of one
// 128x128x16384 tile in 20.8 us against cuBLAS's 6.8 us splitKreduce). A tile that one group's share held whole is
// already in C and is skipped.
__kernel GROUP_SIZE_ATTRIBUTE
void sgemm_tuned_reduce(const int M, const int N, const int K, const float alpha, const float beta,
                        __global float* C, const int ldc, const int firstTile, const int splitTiles,
                        const int groups, __global const float* partials)
{
#if STAGED_SUMS
    __local float stage[TILE_THREADS * 4] __attribute__((aligned(16)));   // the group's sums, staged (UNALIGNED_C)
#endif
    WORK_ITEM_SETUP();
    if (kSet != 0) {   // SLICED_K: the parts hold TILE_THREADS work-items' outputs; the other sets have none
        return;
    }
    const int tile = (int) get_group_id(0) / (WITER_M * 4 * WITER_N);
    const int r = (int) get_group_id(0) / WITER_N % (WITER_M * 4);
    const int wn = (int) get_group_id(0) % WITER_N;
    const long splitSlices = (long) splitTiles * slices;
    const int firstGroup = FIRST_PART_GROUP(tile);
    const int lastGroup = LAST_PART_GROUP(tile);
    if (firstGroup == lastGroup) {
        return;
    }
    const long at = (long) (r * WITER_N * 4 + wn * 4) * TILE_THREADS + tileTid;   // its first float in every part
    float sum[4];
    {
        const int gSlot = PART_SLOT(tile, firstGroup);
        _Pragma("unroll")
        for (int j = 0; j < 4; ++j) {
            sum[j] = partials[gSlot * PARTIAL_FLOATS + at + j * TILE_THREADS];
        }
    }
    // REDUCE_BATCH parts loaded at once, then added in group order (the sum is the same): one part per iteration
    // waited one L2 round trip per part (H200, ncu: 9.6 us against cuBLAS's 7.2 us splitKreduce at 127x4096x4096)
    for (int g0 = firstGroup + 1; g0 <= lastGroup; g0 += REDUCE_BATCH) {
        float p[REDUCE_BATCH][4];
        _Pragma("unroll")
        for (int u = 0; u < REDUCE_BATCH; ++u) {
            // every group after the tile's first begins inside the tile, so its part is in its run-0 slot, 2g: no
            // PART_SLOT and its 64-bit division per part (16 of them per batch cost 1024^3, 16 tiles of about 8
            // parts, 106.5 -> 92.0% of cuBLAS, docs/results/h200/gemm-e2e-12/cuda-run1); past the last part nothing
            // is read
            const int gSlot = 2 * min(g0 + u, lastGroup);
            _Pragma("unroll")
            for (int j = 0; j < 4; ++j) {
                p[u][j] = g0 + u <= lastGroup ? partials[gSlot * PARTIAL_FLOATS + at + j * TILE_THREADS] : 0.0f;
            }
        }
        _Pragma("unroll")
        for (int u = 0; u < REDUCE_BATCH; ++u) {
            if (g0 + u <= lastGroup) {
                _Pragma("unroll")
                for (int j = 0; j < 4; ++j) {
                    sum[j] += p[u][j];
                }
            }
        }
    }
#if STAGED_SUMS
    STORE_SUM_STAGED(tile, r, wn, sum);
#else
    STORE_SUM(tile, r, wn, sum);
#endif
}

// parts whose loads one lane of sgemm_tuned_reduce_lanes keeps in flight together: 8 parts of a float4
#define LANE_BATCH 8
// work-items per group of sgemm_tuned_reduce_lanes (the host launches it so; no reqd_work_group_size: under the CUDA
// prelude it would become __launch_bounds__ with the tile kernels' MIN_GROUPS, a register cap made for THREADS)
#define REDUCE_GROUP 256

// sgemm_tuned_reduce for tiles cut into many parts (the host's choice: StreamKSchedule.reduceLanes). A unit is one
// float4 of C: accumulator row r, float4 wn of split work-item t of a tile, read from the split
// kernel's [output][work-item] layout (consecutive t: coalesced). `lanes` work-items (a power of two, at most 16,
// consecutive in the group) share a unit: lane q adds parts q, q + lanes, ... in group order, the group adds the
// lanes' sums in lane order through local memory (the same order every run), and lane 0 stores as STORE_TILE would.
// Why lanes: a few tiles cut into many parts left the device nearly idle with one work-item per unit (H200, ncu,
// docs/results/h200/session19: 128x128x16384's 128 parts per tile summed by 64 groups of 64 in 22.7 us, 8.7 with
// 16 lanes, against cuBLAS's splitKreduce 6.8 us; 64x64x8192 12.7 -> 5.4 against 10.6). With fewer parts it lost
// to sgemm_tuned_reduce (1024^3 102 -> 94% of cuBLAS kernel-only, 200x160x4096's 32 parts 101 -> 90). A tile that
// one group's share held whole is already in C and is skipped.
__kernel void sgemm_tuned_reduce_lanes(const int M, const int N, const int K, const float alpha, const float beta,
                                       __global float* C, const int ldc, const int firstTile, const int splitTiles,
                                       const int groups, const int lanes, __global const float* partials)
{
    __local float4 laneSums[REDUCE_GROUP];          // each lane's sum, for its unit's lane 0
    const int id = (int) get_local_id(0);
    const int q = id % lanes;
    const long unit = (long) get_group_id(0) * (REDUCE_GROUP / lanes) + id / lanes;
    const int t = (int) (unit % TILE_THREADS);                           // the split kernel's work-item
    const long rest = unit / TILE_THREADS;
    const int wn = (int) (rest % WITER_N);
    const int r = (int) (rest / WITER_N % (WITER_M * 4));
    const int tile = (int) (rest / (WITER_N * WITER_M * 4));
    const int tilesN = (N + BN - 1) / BN;
    const int tilesM = (M + BM - 1) / BM;
    const int slices = (K + BK - 1) / BK;
    const long splitSlices = (long) splitTiles * slices;
    const int firstGroup = tile < splitTiles ? FIRST_PART_GROUP(tile) : 0;
    const int lastGroup = tile < splitTiles ? LAST_PART_GROUP(tile) : 0;   // past the last tile: nothing to add
    const long at = (long) (r * WITER_N * 4 + wn * 4) * TILE_THREADS + t;   // the unit's first float in every part
    const int firstSlot = firstGroup < lastGroup ? PART_SLOT(tile, firstGroup) : 0;   // its one 64-bit division
    float sum[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    // LANE_BATCH of the lane's parts loaded at once, then added in group order; every group after the tile's
    // first begins inside the tile, so its part is in its run-0 slot, 2g (no PART_SLOT and its 64-bit division per
    // part: 16 per batch cost 1024^3 106.5 -> 92.0% of cuBLAS, docs/results/h200/gemm-e2e-12/cuda-run1)
    for (int g0 = firstGroup + q; g0 <= lastGroup && firstGroup < lastGroup; g0 += LANE_BATCH * lanes) {
        float p[LANE_BATCH][4];
        UNROLL_FOR_NVIDIA
        for (int u = 0; u < LANE_BATCH; ++u) {
            const int g = g0 + u * lanes;
            const int gSlot = g == firstGroup ? firstSlot : 2 * min(g, lastGroup);
            UNROLL_FOR_NVIDIA
            for (int j = 0; j < 4; ++j) {
                p[u][j] = g <= lastGroup ? partials[gSlot * (long) PARTIAL_FLOATS + at + j * TILE_THREADS] : 0.0f;
            }
        }
        UNROLL_FOR_NVIDIA
        for (int u = 0; u < LANE_BATCH; ++u) {
            if (g0 + u * lanes <= lastGroup) {
                UNROLL_FOR_NVIDIA
                for (int j = 0; j < 4; ++j) {
                    sum[j] += p[u][j];
                }
            }
        }
    }
    laneSums[id].x = sum[0];
    laneSums[id].y = sum[1];
    laneSums[id].z = sum[2];
    laneSums[id].w = sum[3];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (q != 0 || firstGroup == lastGroup) {
        return;
    }
    for (int l = 1; l < lanes && firstGroup + l <= lastGroup; ++l) {
        const float4 other = laneSums[id + l];
        sum[0] += other.x;
        sum[1] += other.y;
        sum[2] += other.z;
        sum[3] += other.w;
    }
    const int aFrag = A_FRAG(t);                                         // the split work-item's fragments
    const int bFrag = B_FRAG(t);
    const bool vectorC = (ldc & 3) == 0;
    STORE_SUM(tile, r, wn, sum);
}
#endif // SPLIT_REDUCE
#endif // STREAM_K
