// Matrix-vector and matrix-panel products for the tuned Gemm's calls with M or N of at most 16, or 32 where the large
// operand is read along K (shape class "vector"; the tile kernels take up to 64): Y = alpha * Mat X + beta * Y, X one
// vector (gemv_*) or a panel (panel_*), the matrix read once, at the memory's speed, instead of padded to a 32- or
// 64-wide tile and multiplied as a matrix (H200: every tile ran 4096x1x4096 and 1x4096x4096 at 31-45% of cuBLAS,
// docs/results/h200/tiny1; the panels of 2 to 8 ran at 101-190%, docs/results/h200/panel; from 9 vectors the tile
// kernels panel_tile_*, below, docs/results/h200/tile). Two kernels of each kind, by where the call's layout and
// transposes put each output's K values: *_rows when they are contiguous, *_columns when the outputs are. Either may
// cut K into slices (the launch's second dimension) whose sums go to `parts`, added in slice order by the last group
// of the slices to finish (LAST_SUMS) or by gemv_sum, a second launch; with one slice the kernel finishes Y itself.
// beta == 0 never reads Y (a NaN there is overwritten).

#ifndef GROUP
#define GROUP 256       // work-items per group
#endif
#ifndef LANES
#define LANES 32        // *_rows: work-items per output, a power of two dividing GROUP
#endif
#ifndef NV
#define NV 1            // panel kernels: the panel's vectors, a multiple of 4 (the call's rounded up); 1: gemv only
#endif
#ifndef ROWS
#define ROWS 4          // panel_rows: outputs per wave of LANES work-items
#endif
#ifndef OUTS
#define OUTS 1          // panel_columns: outputs per work-item, GROUP apart
#endif
#ifndef KC
#define KC 128          // panel kernels: K values of the panel staged in local memory at a time, a multiple of 128
#endif
#ifndef LAST_SUMS
#define LAST_SUMS 0     // K in slices: 1 = the last group of an output range to finish adds its slices (one launch)
#endif
#ifndef MAT_VEC
#define MAT_VEC 0       // gemv_*, panel_tile: 1 = the matrix read as float4 (ld % 4 == 0, slices start at k % 4 == 0;
#endif                  //   gemv_rows: K % 4 == 0 too; gemv_columns: outputs % 4 == 0)
#define WAVES (GROUP / LANES)

// y = alpha * sum + beta * y, y not read when beta is 0. The fma is written out because the two paths that add K's
// slices must give the same bits (GemmVectorTest): left to nvcc 13.0, gemv_sum's PTX was fma(beta, y, alpha * sum)
// and one of gemv_rows' LAST_SUMS paths fma(alpha, sum, beta * y), 1 ulp apart on the H200 (session 37).
static inline void gemv_finish(__global float* y, const float alpha, const float beta, const float sum) {
    const float scaled = alpha * sum;
    *y = beta == 0.0f ? scaled : fma(beta, *y, scaled);
}

// A fence after which this work-item's global stores are visible to every group of the launch (the slices' parts
// travel between groups). NVIDIA's OpenCL compiles mem_fence(CLK_GLOBAL_MEM_FENCE) to a group-scope membar, which
// OpenCL 1.2 allows; its inline PTX gives the device-scope one (10_tuned.cl's DEVICE_FENCE says what that broke).
#if defined(__NV_CL_C_VERSION)
#define GEMV_DEVICE_FENCE() asm volatile("membar.gl;" ::: "memory")
#else
#define GEMV_DEVICE_FENCE() mem_fence(CLK_GLOBAL_MEM_FENCE)
#endif

#define SUM_BATCH 8     // LAST_SUMS: slices' parts loaded at a time (volatile loads wait in order: these go together)

// LAST_SUMS: element e (output o = e / vectors of vector v = e % vectors) of Y from the slices' parts, added in slice
// order as gemv_sum adds them. volatile: the parts were stored by other groups of this launch, read through to L2.
static inline void slices_add(const size_t e, const size_t elements, const int slices, const int vectors, const float alpha,
                       const float beta, __global float* y, const int ys, const int yv,
                       __global volatile const float* parts) {
    float sum = 0.0f;
    for (int slice = 0; slice < slices; slice += SUM_BATCH) {
        float part[SUM_BATCH];
        #pragma unroll
        for (int i = 0; i < SUM_BATCH; ++i) {
            part[i] = slice + i < slices ? parts[(size_t) (slice + i) * elements + e] : 0.0f;
        }
        #pragma unroll
        for (int i = 0; i < SUM_BATCH; ++i) {
            if (slice + i < slices) {
                sum = slice + i == 0 ? part[i] : sum + part[i];
            }
        }
    }
    const size_t o = e / (size_t) vectors;
    gemv_finish(y + o * (size_t) ys + (e - o * (size_t) vectors) * (size_t) yv, alpha, beta, sum);
}

// LAST_SUMS, K in slices, after the group stored its part of outputs perGroup * g .. of its group column g: the group
// counts itself in on counters[g]; the last one in, whichever slice it holds, adds every slice's part of those outputs
// (gemv_sum's work and order, so the same sums) and leaves the counter zero for the next launch. Every work-item of
// the group calls it (barriers); nothing is done with one slice. The last group's work grows with slices x its
// outputs x vectors, so the host takes it only where that is a few loads per work-item (GemmVector.MAX_LAST_SUM_LOADS;
// H200, docs/results/h200/last-sums).
static inline void slices_finish(const int perGroup, const int outputs, const int vectors, const float alpha,
                          const float beta, __global float* y, const int ys, const int yv, __global float* parts,
                          __global int* counters, __local int* arrivals) {
    const int slices = (int) get_num_groups(1);
    if (slices == 1) {
        return;
    }
    const int tid = (int) get_local_id(0);
    const int g = (int) get_group_id(0);
    GEMV_DEVICE_FENCE();                                       // this work-item's part is visible device-wide ...
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);       // ... and so is every one's of the group
    if (tid == 0) {
        *arrivals = atomic_add(counters + g, 1);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (*arrivals != slices - 1) {
        return;
    }
    GEMV_DEVICE_FENCE();
    const size_t elements = (size_t) outputs * (size_t) vectors;
    const size_t first = (size_t) g * (size_t) perGroup * (size_t) vectors;
    const size_t end = min(elements, first + (size_t) perGroup * (size_t) vectors);
    for (size_t e = first + (size_t) tid; e < end; e += GROUP) {
        slices_add(e, elements, slices, vectors, alpha, beta, y, ys, yv, parts);
    }
    if (tid == 0) {
        counters[g] = 0;
    }
}

// The end of every kernel: with LAST_SUMS, slices_finish and the int it needs (declared only then: a program without
// it keeps its local memory to the byte, which a device with 16 KiB per group may need)
#if LAST_SUMS
#define SLICES_FINISH(perGroup, vectors, yv)                                                                         \
    __local int arrivals[1];                                                                                         \
    slices_finish(perGroup, outputs, vectors, alpha, beta, y, ys, yv, parts, counters, arrivals)
#else
#define SLICES_FINISH(perGroup, vectors, yv) (void) counters
#endif

// outputs o = 0 .. outputs-1: sum over k in the slice of mat[o * ld + k] * x[k * xs], LANES work-items per output,
// each reading one float (or with MAT_VEC a float4) per load
#define ROW_VEC (MAT_VEC ? 4 : 1)
#ifndef ROW_LOADS
#define ROW_LOADS 8     // gemv_rows: loads of each lane in flight per round
#endif
#if ROW_LOADS < 1 || (ROW_LOADS & (ROW_LOADS - 1)) != 0
#error "gemv_rows: ROW_LOADS a power of two"
#endif
__kernel __attribute__((reqd_work_group_size(GROUP, 1, 1)))
void gemv_rows(const int outputs, const int K, const int sliceK, const float alpha, __global const float* mat,
               const int ld, __global const float* x, const int xs, const float beta, __global float* y, const int ys,
               __global float* parts, __global int* counters)
{
    __local float partial[GROUP];
    const int tid = (int) get_local_id(0);
    const int lane = tid % LANES;
    const int o = (int) get_group_id(0) * (GROUP / LANES) + tid / LANES;
    const int slice = (int) get_group_id(1);
    const int k0 = slice * sliceK;
    const int k1 = min(K, k0 + sliceK);
    float s[ROW_LOADS];
    #pragma unroll
    for (int u = 0; u < ROW_LOADS; ++u) {
        s[u] = 0.0f;
    }
    if (o < outputs) {
        __global const float* row = mat + (size_t) o * (size_t) ld;
        // every round's loads go out before its multiply-adds, the last round's guarded rather than run one load at a
        // time (a memory latency each: H200, 1000x1x1000 took 11.0 us against cuBLAS's 8.4 with a scalar tail loop)
        for (int k = k0 + lane * ROW_VEC; k < k1; k += ROW_LOADS * LANES * ROW_VEC) {
#if MAT_VEC
            float4 m[ROW_LOADS];
            float4 v[ROW_LOADS];
            #pragma unroll
            for (int u = 0; u < ROW_LOADS; ++u) {
                const int ku = k + u * LANES * ROW_VEC;
                m[u].x = m[u].y = m[u].z = m[u].w = 0.0f;   // components: CUDA's prelude has no float4 literals
                v[u] = m[u];
                if (ku < k1) {
                    m[u] = *(__global const float4*) (row + ku);
                    if (xs == 1) {
                        v[u] = *(__global const float4*) (x + ku);
                    } else {
                        const size_t xk = (size_t) ku * (size_t) xs;
                        v[u].x = x[xk];
                        v[u].y = x[xk + (size_t) xs];
                        v[u].z = x[xk + 2 * (size_t) xs];
                        v[u].w = x[xk + 3 * (size_t) xs];
                    }
                }
            }
            #pragma unroll
            for (int u = 0; u < ROW_LOADS; ++u) {
                s[u] += m[u].x * v[u].x;
                s[u] += m[u].y * v[u].y;
                s[u] += m[u].z * v[u].z;
                s[u] += m[u].w * v[u].w;
            }
#else
            float m[ROW_LOADS];
            float v[ROW_LOADS];
            #pragma unroll
            for (int u = 0; u < ROW_LOADS; ++u) {
                const int ku = k + u * LANES;
                m[u] = ku < k1 ? row[ku] : 0.0f;
                v[u] = ku < k1 ? x[(size_t) ku * (size_t) xs] : 0.0f;
            }
            #pragma unroll
            for (int u = 0; u < ROW_LOADS; ++u) {
                s[u] += m[u] * v[u];
            }
#endif
        }
    }
    #pragma unroll
    for (int pair = ROW_LOADS / 2; pair > 0; pair /= 2) {   // the lane's ROW_LOADS sums, pairwise
        #pragma unroll
        for (int u = 0; u < pair; ++u) {
            s[u] += s[u + pair];
        }
    }
    partial[tid] = s[0];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int step = LANES / 2; step > 0; step >>= 1) {   // the LANES sums of each output, pairwise
        if (lane < step) {
            partial[tid] += partial[tid + step];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lane == 0 && o < outputs) {
        if (get_num_groups(1) == 1) {
            gemv_finish(y + (size_t) o * (size_t) ys, alpha, beta, partial[tid]);
        } else {
            parts[(size_t) slice * (size_t) outputs + (size_t) o] = partial[tid];
        }
    }
    SLICES_FINISH(WAVES, 1, 0);
}

// outputs o = 0 .. outputs-1: sum over k in the slice of mat[k * ld + o] * x[k * xs].
// MAT_VEC (outputs % 4 == 0, ld % 4 == 0): each lane four consecutive outputs read as one float4, the group's WAVES
// waves side by side along the slice (wave w takes rows w, w + WAVES, ...; every round's ROW_LOADS rows go out before
// their multiply-adds) and their sums added in local memory: a group covers LANES * 4 outputs, so few outputs still
// make many groups from few slices of K. Without it: one output per work-item, four rows in flight, which no plan picks
// (panel_tile_columns with a panel of 4 ran 10-25% faster; tools/panel's PanelSweep keeps it as the baseline, g).
__kernel __attribute__((reqd_work_group_size(GROUP, 1, 1)))
void gemv_columns(const int outputs, const int K, const int sliceK, const float alpha, __global const float* mat,
                  const int ld, __global const float* x, const int xs, const float beta, __global float* y,
                  const int ys, __global float* parts, __global int* counters)
{
#if MAT_VEC
    __local float4 waveSums[GROUP];
    const int tid = (int) get_local_id(0);
    const int lane = tid % LANES;
    const int wave = tid / LANES;
    const int o = ((int) get_group_id(0) * LANES + lane) * 4;   // the lane's first output
    const int slice = (int) get_group_id(1);
    const int k0 = slice * sliceK;
    const int k1 = o < outputs ? min(K, k0 + sliceK) : k0;      // a lane past the end sums nothing, writes nothing
    __global const float* column = mat + o;
    float4 s;
    s.x = s.y = s.z = s.w = 0.0f;
    for (int k = k0 + wave; k < k1; k += WAVES * ROW_LOADS) {
        float4 m[ROW_LOADS];
        float v[ROW_LOADS];
        #pragma unroll
        for (int u = 0; u < ROW_LOADS; ++u) {
            const int ku = k + u * WAVES;
            m[u].x = m[u].y = m[u].z = m[u].w = 0.0f;
            v[u] = 0.0f;
            if (ku < k1) {
                m[u] = *(__global const float4*) (column + (size_t) ku * (size_t) ld);
                v[u] = x[(size_t) ku * (size_t) xs];
            }
        }
        #pragma unroll
        for (int u = 0; u < ROW_LOADS; ++u) {
            s.x += m[u].x * v[u];
            s.y += m[u].y * v[u];
            s.z += m[u].z * v[u];
            s.w += m[u].w * v[u];
        }
    }
    waveSums[tid] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (wave == 0 && o < outputs) {
        float4 sum = waveSums[lane];
        for (int w = 1; w < WAVES; ++w) {
            sum += waveSums[w * LANES + lane];
        }
        if (get_num_groups(1) == 1) {
            gemv_finish(y + (size_t) o * (size_t) ys, alpha, beta, sum.x);
            gemv_finish(y + (size_t) (o + 1) * (size_t) ys, alpha, beta, sum.y);
            gemv_finish(y + (size_t) (o + 2) * (size_t) ys, alpha, beta, sum.z);
            gemv_finish(y + (size_t) (o + 3) * (size_t) ys, alpha, beta, sum.w);
        } else {
            __global float* part = parts + (size_t) slice * (size_t) outputs + (size_t) o;
            part[0] = sum.x;
            part[1] = sum.y;
            part[2] = sum.z;
            part[3] = sum.w;
        }
    }
    SLICES_FINISH(LANES * 4, 1, 0);
#else
    const int o = (int) get_global_id(0);
    const int slice = (int) get_group_id(1);
    const int k0 = slice * sliceK;
    const int k1 = o < outputs ? min(K, k0 + sliceK) : k0;   // an output past the end sums nothing, is not written
    float s[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    __global const float* column = mat + min(o, outputs - 1);
    int k = k0;
    for (; k + 3 < k1; k += 4) {   // four rows' loads in flight; the work-items of a wave read consecutive floats
        #pragma unroll
        for (int u = 0; u < 4; ++u) {
            s[u] += column[(size_t) (k + u) * (size_t) ld] * x[(size_t) (k + u) * (size_t) xs];
        }
    }
    for (; k < k1; ++k) {
        s[0] += column[(size_t) k * (size_t) ld] * x[(size_t) k * (size_t) xs];
    }
    const float sum = (s[0] + s[1]) + (s[2] + s[3]);
    if (o < outputs) {
        if (get_num_groups(1) == 1) {
            gemv_finish(y + (size_t) o * (size_t) ys, alpha, beta, sum);
        } else {
            parts[(size_t) slice * (size_t) outputs + (size_t) o] = sum;
        }
    }
    SLICES_FINISH(GROUP, 1, 0);
#endif
}

// Y from the slices' sums, added in slice order: element e = o * vectors + v of each slice's parts is output o of
// vector v, at y[o * ys + v * yv] (one vector: e = o)
__kernel __attribute__((reqd_work_group_size(GROUP, 1, 1)))
void gemv_sum(const int outputs, const int vectors, const int slices, const float alpha, const float beta,
              __global float* y, const int ys, const int yv, __global const float* parts)
{
    const size_t e = get_global_id(0);
    const size_t elements = (size_t) outputs * (size_t) vectors;   // past 2^31 for 2^28 outputs of 8 vectors
    if (e >= elements) {
        return;
    }
    float sum = parts[e];
    for (int slice = 1; slice < slices; ++slice) {
        sum += parts[(size_t) slice * elements + e];
    }
    const size_t o = e / (size_t) vectors;
    gemv_finish(y + o * (size_t) ys + (e - o * (size_t) vectors) * (size_t) yv, alpha, beta, sum);
}

#if NV >= 4

// Output o of vector v: Y itself when K is whole, else the slice's part
static inline void panel_write(const int o, const int v, const int outputs, const int vectors, const float sum,
                        const float alpha, const float beta, __global float* y, const int ys, const int yv,
                        __global float* parts) {
    if (get_num_groups(1) == 1) {
        gemv_finish(y + (size_t) o * (size_t) ys + (size_t) v * (size_t) yv, alpha, beta, sum);
    } else {
        parts[((size_t) get_group_id(1) * (size_t) outputs + (size_t) o) * (size_t) vectors + (size_t) v] = sum;
    }
}

// The panel's values for K = k .. k + KC - 1 (or to k1) into local memory, element (kk, v) at kk * kStep + v * vStep,
// zero past k1 up to the next multiple of LANES (the kernels read whole steps of LANES or UNROLL_K there, multiplied
// by the matrix's zeros: the zeros keep an Inf of the last chunk out of them) and past the call's vectors (a padded
// vector adds nothing). The work-items walk whichever of k and v is contiguous in x, so the loads are coalesced.
static inline void panel_stage(__local float* xl, const int kStep, const int vStep, __global const float* x, const int xs,
                        const int xv, const int vectors, const int k, const int k1, const int tid) {
    const int n = min(KC, (k1 - k + LANES - 1) / LANES * LANES);   // a short slice stages only its own K
    for (int i = tid; i < NV * n; i += GROUP) {
        const int kk = xs == 1 ? i % n : i / NV;
        const int v = xs == 1 ? i / n : i % NV;
        xl[kk * kStep + v * vStep] = v < vectors && k + kk < k1
                ? x[(size_t) (k + kk) * (size_t) xs + (size_t) v * (size_t) xv] : 0.0f;
    }
}

#ifndef RED_WAVES
#define RED_WAVES WAVES // panel_rows: waves whose sums are added in local memory at a time (fewer where it is small)
#endif
#define RED_FLOATS (RED_WAVES * LANES * (LANES + 1))
#define ROWS_LOCAL (NV * KC > RED_FLOATS ? NV * KC : RED_FLOATS)
#define STEPS 4         // panel_rows: K steps of LANES values whose matrix loads go out together, one group ahead

// Outputs o (ROWS per wave) of the NV vectors: sum over k in the slice of mat[o * ld + k] * x[k * xs + v * xv]. Each
// lane keeps ROWS x NV sums over its share of K (the panel's values from local memory, KC at a time; the matrix's
// straight from global memory, STEPS x LANES values ahead), then the wave's LANES sums of each output are added
// pairwise in local memory.
__kernel __attribute__((reqd_work_group_size(GROUP, 1, 1)))
void panel_rows(const int outputs, const int vectors, const int K, const int sliceK, const float alpha,
                __global const float* mat, const int ld, __global const float* x, const int xs, const int xv,
                const float beta, __global float* y, const int ys, const int yv, __global float* parts,
                __global int* counters)
{
    __local float shared[ROWS_LOCAL];
    const int tid = (int) get_local_id(0);
    const int lane = tid % LANES;
    const int wave = tid / LANES;
    const int first = (int) get_group_id(0) * (WAVES * ROWS) + wave * ROWS;
    const int k0 = (int) get_group_id(1) * sliceK;
    const int k1 = min(K, k0 + sliceK);
    __global const float* row[ROWS];
    #pragma unroll
    for (int r = 0; r < ROWS; ++r) {   // rows past the end read the last one and are never written
        row[r] = mat + (size_t) min(first + r, outputs - 1) * (size_t) ld;
    }
    float acc[ROWS][NV];
    #pragma unroll
    for (int r = 0; r < ROWS; ++r) {
        #pragma unroll
        for (int v = 0; v < NV; ++v) {
            acc[r][v] = 0.0f;
        }
    }
    float a[STEPS][ROWS];
    #pragma unroll
    for (int s = 0; s < STEPS; ++s) {
        const int k = k0 + s * LANES + lane;
        #pragma unroll
        for (int r = 0; r < ROWS; ++r) {
            a[s][r] = k < k1 ? row[r][k] : 0.0f;
        }
    }
    for (int kx = k0; kx < k1; kx += KC) {
        barrier(CLK_LOCAL_MEM_FENCE);   // the previous chunk's panel read
        panel_stage(shared, 1, KC, x, xs, xv, vectors, kx, k1, tid);
        barrier(CLK_LOCAL_MEM_FENCE);
        const int end = min(kx + KC, k1);
        for (int kc = kx; kc < end; kc += STEPS * LANES) {
            float next[STEPS][ROWS];    // the next steps' matrix values in flight while these are multiplied
            #pragma unroll
            for (int s = 0; s < STEPS; ++s) {
                const int k = kc + (STEPS + s) * LANES + lane;
                #pragma unroll
                for (int r = 0; r < ROWS; ++r) {
                    next[s][r] = k < k1 ? row[r][k] : 0.0f;
                }
            }
            #pragma unroll
            for (int s = 0; s < STEPS; ++s) {
                if (kc + s * LANES >= end) {
                    break;              // a slice's last chunk may be short: its zeros are not multiplied
                }
                #pragma unroll
                for (int v = 0; v < NV; ++v) {
                    const float xk = shared[v * KC + kc - kx + s * LANES + lane];
                    #pragma unroll
                    for (int r = 0; r < ROWS; ++r) {
                        acc[r][v] += a[s][r] * xk;
                    }
                }
            }
            #pragma unroll
            for (int s = 0; s < STEPS; ++s) {
                #pragma unroll
                for (int r = 0; r < ROWS; ++r) {
                    a[s][r] = next[s][r];
                }
            }
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);       // the last panel read: the local memory holds the sums now
    __local float* red = shared + (wave % RED_WAVES) * LANES * (LANES + 1);
    for (int w0 = 0; w0 < WAVES; w0 += RED_WAVES) {   // RED_WAVES waves at a time: one round unless memory is short
        const int mine = wave >= w0 && wave < w0 + RED_WAVES;
        #pragma unroll
        for (int base = 0; base < ROWS * NV; base += LANES) {
            #pragma unroll
            for (int j = 0; j < LANES; ++j) {
                if (mine && base + j < ROWS * NV) {
                    red[j * (LANES + 1) + lane] = acc[(base + j) / NV][(base + j) % NV];
                }
            }
            barrier(CLK_LOCAL_MEM_FENCE);
            const int i = base + lane;
            if (mine && i < ROWS * NV) {
                __local float* t = red + lane * (LANES + 1);   // this lane's output's LANES sums, added in place
                for (int step = LANES / 2; step > 0; step >>= 1) {   // pairwise, the same order every run
                    for (int l = 0; l < step; ++l) {
                        t[l] += t[l + step];
                    }
                }
                const int o = first + i / NV;
                const int v = i % NV;
                if (o < outputs && v < vectors) {
                    panel_write(o, v, outputs, vectors, t[0], alpha, beta, y, ys, yv, parts);
                }
            }
            barrier(CLK_LOCAL_MEM_FENCE);
        }
    }
    SLICES_FINISH(WAVES * ROWS, vectors, yv);
}

#define UNROLL_K 8

// Outputs o (OUTS per work-item, GROUP apart) of the NV vectors: sum over k in the slice of mat[k * ld + o] *
// x[k * xs + v * xv]; the work-items of a wave read consecutive floats of the matrix's rows, and every one of them
// the same panel values from local memory (four at a time)
__kernel __attribute__((reqd_work_group_size(GROUP, 1, 1)))
void panel_columns(const int outputs, const int vectors, const int K, const int sliceK, const float alpha,
                   __global const float* mat, const int ld, __global const float* x, const int xs, const int xv,
                   const float beta, __global float* y, const int ys, const int yv, __global float* parts,
                   __global int* counters)
{
    __local float4 panel[NV * KC / 4];   // float4: 16-byte aligned for the four-at-a-time reads
    __local float* shared = (__local float*) panel;
    const int tid = (int) get_local_id(0);
    const int first = (int) get_group_id(0) * (GROUP * OUTS) + tid;
    const int k0 = (int) get_group_id(1) * sliceK;
    const int k1 = min(K, k0 + sliceK);
    __global const float* column[OUTS];
    #pragma unroll
    for (int j = 0; j < OUTS; ++j) {   // outputs past the end read the last one and are never written
        column[j] = mat + min(first + j * GROUP, outputs - 1);
    }
    float acc[OUTS][NV];
    #pragma unroll
    for (int j = 0; j < OUTS; ++j) {
        #pragma unroll
        for (int v = 0; v < NV; ++v) {
            acc[j][v] = 0.0f;
        }
    }
    for (int kc = k0; kc < k1; kc += KC) {
        barrier(CLK_LOCAL_MEM_FENCE);
        panel_stage(shared, NV, 1, x, xs, xv, vectors, kc, k1, tid);
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int kk = 0; kk < KC && kc + kk < k1; kk += UNROLL_K) {
            float a[UNROLL_K][OUTS];   // UNROLL_K rows' loads in flight
            #pragma unroll
            for (int u = 0; u < UNROLL_K; ++u) {
                const int k = kc + kk + u;
                #pragma unroll
                for (int j = 0; j < OUTS; ++j) {
                    a[u][j] = k < k1 ? column[j][(size_t) k * (size_t) ld] : 0.0f;
                }
            }
            #pragma unroll
            for (int u = 0; u < UNROLL_K; ++u) {
                #pragma unroll
                for (int v = 0; v < NV; v += 4) {
                    const float4 xk = panel[((kk + u) * NV + v) / 4];
                    #pragma unroll
                    for (int j = 0; j < OUTS; ++j) {
                        acc[j][v] += a[u][j] * xk.x;
                        acc[j][v + 1] += a[u][j] * xk.y;
                        acc[j][v + 2] += a[u][j] * xk.z;
                        acc[j][v + 3] += a[u][j] * xk.w;
                    }
                }
            }
        }
    }
    #pragma unroll
    for (int j = 0; j < OUTS; ++j) {
        const int o = first + j * GROUP;
        #pragma unroll
        for (int v = 0; v < NV; ++v) {
            if (o < outputs && v < vectors) {
                panel_write(o, v, outputs, vectors, acc[j][v], alpha, beta, y, ys, yv, parts);
            }
        }
    }
    SLICES_FINISH(GROUP * OUTS, vectors, yv);
}

#if TILE
// ---- panel_tile_*: panels of 9 to 64 vectors (NV 16, 32 or 64), where panel_rows and panel_columns ran out of
// local-memory bandwidth (each work-item read NV panel values per matrix value it multiplied ROWS or OUTS times: H200,
// docs/results/h200/panel, 4096x16x4096 at 69% of cuBLAS, 32x2000x6000 at 25%). Here each work-item keeps a TO x TV
// block of sums (TO outputs by TV vectors) as rung 10's lanes do, so one matrix value meets TV panel values and one
// panel value TO matrix values in registers; the lanes of a wave share K (their panel reads are broadcasts from local
// memory) and split the outputs and the vectors. The matrix comes straight from global memory, the next step's values
// in flight during this step's math, or (STAGE) through local memory in coalesced rounds of KR values of K. WK waves
// of a group may split the group's K between them and add their sums in local memory at the end (fewer outputs per
// group, so fewer slices of K and smaller parts).

#ifndef TO
#define TO 8            // panel_tile: outputs per work-item
#endif
#ifndef TV
#define TV 4            // panel_tile: vectors per work-item, a multiple of 4 dividing NV
#endif
#ifndef WK
#define WK 1            // panel_tile: waves of a group side by side along K
#endif
#ifndef KU
#define KU 4            // panel_tile: K values per step of a wave (4, 8 or 16), all loaded one step ahead
#endif
#if TO % 4 != 0 || TV % 4 != 0 || NV % TV != 0 || LANES % (NV / TV) != 0 || KC % (WK * KU) != 0 || KU % 4 != 0
#error "panel_tile: TO and TV multiples of 4, TV dividing NV, NV / TV dividing LANES, WK * KU dividing KC, KU % 4 == 0"
#endif
#define TILE_VL (NV / TV)                       // work-items of a wave along the vectors
#define TILE_OL (LANES / TILE_VL)               // along the outputs
#define TILE_OUTPUTS (WAVES / WK * TILE_OL * TO)  // outputs per group
#ifndef STAGE
#define STAGE 0         // panel_tile: 1 = the matrix staged in local memory KR values of K at a time (WK = 1)
#endif
#define KR 16           // STAGE: K values of the group's outputs staged per round (GemmVector.STAGE_ROUND)
#if STAGE && WK != 1
#error "panel_tile: STAGE takes one wave along K"
#endif
#define TILE_RED ((WK - 1) * (WAVES / WK) * LANES * TO * TV)
// STAGE: the matrix tile after the panel's chunk, rows kernel [output][k] (rows KR + 4 apart: a wave's float4 reads of
// TILE_OL outputs hit distinct banks), columns kernel [k][output] (rows TILE_OUTPUTS + 4 apart)
#define TILE_MAT (STAGE ? (TILE_OUTPUTS + 4) * (KR + 4) : 0)   // room for either layout
#define TILE_LOCAL (NV * KC + TILE_MAT > TILE_RED ? NV * KC + TILE_MAT : TILE_RED)
#define TILE_LPT (TILE_OUTPUTS * KR / 4 / GROUP)   // STAGE: float4 of the matrix each work-item loads per round
#if STAGE && (TILE_OUTPUTS * KR / 4) % GROUP != 0
#error "panel_tile: STAGE needs the group's outputs x KR / 4 float4 to divide evenly over the group"
#endif
#define TILE_VLOAD4(p) (*(__global const float4*)(p))

// The matrix's values of this work-item's TO outputs at k .. k + KU - 1 (zero past k1) into m[u][t]. dot: output
// o's K values at src[t] + k (contiguous); else output o of row k at src[t] + k * ld.
// always_inline (here and on panel_tile): each is called with dot = 0 and 1, and PoCL, which compiles with
// -Dinline=, left both out of line, where `dot` is no constant and the #pragma unroll over `dot ? 4 : 1` steps
// cannot unroll ("4 warnings generated." on standard error, session 60); NVIDIA's compilers inlined them already
static inline __attribute__((always_inline)) void tile_load(const int dot, float m[KU][TO],
                      __global const float* const src[TO], const int ld, const int k, const int k1) {
    if (k + KU <= k1) {                 // every step but a slice's last: no guard per load
        #pragma unroll
        for (int u = 0; u < KU; u += dot ? 4 : 1) {
            #pragma unroll
            for (int t = 0; t < TO; t += dot ? 1 : 4) {
#if MAT_VEC   // dot: four K values of output t; columns: outputs t .. t+3 (consecutive, src[t] 16-byte aligned)
                const float4 v = TILE_VLOAD4(src[t] + (dot ? (size_t) (k + u) : (size_t) (k + u) * (size_t) ld));
                if (dot) {
                    m[u][t] = v.x; m[u + 1][t] = v.y; m[u + 2][t] = v.z; m[u + 3][t] = v.w;
                } else {
                    m[u][t] = v.x; m[u][t + 1] = v.y; m[u][t + 2] = v.z; m[u][t + 3] = v.w;
                }
#else
                #pragma unroll
                for (int e = 0; e < 4; ++e) {
                    if (dot) {
                        m[u + e][t] = src[t][k + u + e];
                    } else {
                        m[u][t + e] = src[t + e][(size_t) (k + u) * (size_t) ld];
                    }
                }
#endif
            }
        }
    } else {
        #pragma unroll
        for (int u = 0; u < KU; ++u) {
            #pragma unroll
            for (int t = 0; t < TO; ++t) {
                m[u][t] = k + u >= k1 ? 0.0f : dot ? src[t][k + u] : src[t][(size_t) (k + u) * (size_t) ld];
            }
        }
    }
}

#if STAGE
// STAGE: the group's matrix values of one round (outputs groupFirst .., K values k .. k + KR - 1) into registers,
// float4 f of this work-item: rows kernel output f / (KR / 4), K values 4 (f % (KR / 4)) ..; columns kernel K value
// f / (TILE_OUTPUTS / 4), outputs 4 (f % (TILE_OUTPUTS / 4)) .. Zero past K; outputs past the end read the last one.
static inline void tile_stage_load(const int dot, float4 pre[TILE_LPT], __global const float* mat, const int ld,
                            const int outputs, const int groupFirst, const int k, const int k1, const int tid) {
    #pragma unroll
    for (int j = 0; j < TILE_LPT; ++j) {
        const int f = tid + j * GROUP;
        if (dot) {
            const int kk = k + 4 * (f % (KR / 4));
            __global const float* row = mat + (size_t) min(groupFirst + f / (KR / 4), outputs - 1) * (size_t) ld;
#if MAT_VEC
            if (kk + 4 <= k1) {
                pre[j] = TILE_VLOAD4(row + kk);
                continue;
            }
#endif
            pre[j].x = kk < k1 ? row[kk] : 0.0f;
            pre[j].y = kk + 1 < k1 ? row[kk + 1] : 0.0f;
            pre[j].z = kk + 2 < k1 ? row[kk + 2] : 0.0f;
            pre[j].w = kk + 3 < k1 ? row[kk + 3] : 0.0f;
        } else {
            const int kk = k + f / (TILE_OUTPUTS / 4);
            const int o = groupFirst + 4 * (f % (TILE_OUTPUTS / 4));
            __global const float* row = mat + (size_t) kk * (size_t) ld;
            if (kk >= k1) {
                pre[j].x = 0.0f; pre[j].y = 0.0f; pre[j].z = 0.0f; pre[j].w = 0.0f;
                continue;
            }
#if MAT_VEC
            if (o + 4 <= outputs) {
                pre[j] = TILE_VLOAD4(row + o);
                continue;
            }
#endif
            pre[j].x = row[min(o, outputs - 1)];
            pre[j].y = row[min(o + 1, outputs - 1)];
            pre[j].z = row[min(o + 2, outputs - 1)];
            pre[j].w = row[min(o + 3, outputs - 1)];
        }
    }
}

// STAGE: the round's registers into the local tile (the layouts tile_stage_load's comment names)
static inline void tile_stage_store(const int dot, float4 pre[TILE_LPT], __local float* ms, const int tid) {
    #pragma unroll
    for (int j = 0; j < TILE_LPT; ++j) {
        const int f = tid + j * GROUP;
        if (dot) {
            *(__local float4*) (ms + (f / (KR / 4)) * (KR + 4) + 4 * (f % (KR / 4))) = pre[j];
        } else {
            *(__local float4*) (ms + (f / (TILE_OUTPUTS / 4)) * (TILE_OUTPUTS + 4) + 4 * (f % (TILE_OUTPUTS / 4)))
                    = pre[j];
        }
    }
}
#endif

// One K value's math: the matrix's values of this work-item's TO outputs (mk) times its TV vectors' panel values at xl
static inline void tile_mac(float mk[TO], __local const float* xl, float acc[TO][TV]) {
    #pragma unroll
    for (int v = 0; v < TV; v += 4) {
        const float4 xk = *(__local const float4*) (xl + v);
        #pragma unroll
        for (int t = 0; t < TO; ++t) {
            acc[t][v] += mk[t] * xk.x;
            acc[t][v + 1] += mk[t] * xk.y;
            acc[t][v + 2] += mk[t] * xk.z;
            acc[t][v + 3] += mk[t] * xk.w;
        }
    }
}

// One step's math: KU K values of the matrix (m) times the panel's rows from xl on
static inline void tile_step(float m[KU][TO], __local const float* xl, float acc[TO][TV]) {
    #pragma unroll
    for (int u = 0; u < KU; ++u) {
        tile_mac(m[u], xl + u * NV, acc);
    }
}

static inline __attribute__((always_inline)) void panel_tile(const int dot, __local float* shared,
                       const int outputs, const int vectors, const int K, const int sliceK, const float alpha,
                       __global const float* mat, const int ld, __global const float* x, const int xs, const int xv,
                       const float beta, __global float* y, const int ys, const int yv, __global float* parts)
{
    const int tid = (int) get_local_id(0);
    const int lane = tid % LANES;
    const int wave = tid / LANES;
    const int vl = lane % TILE_VL;
    const int ol = lane / TILE_VL;
    const int wk = wave % WK;
    const int first = (int) get_group_id(0) * TILE_OUTPUTS + wave / WK * (TILE_OL * TO);
    const int k0 = (int) get_group_id(1) * sliceK;
    const int k1 = min(K, k0 + sliceK);
    // Output t of this work-item: TILE_OL apart (a wave's loads of one t are TILE_OL consecutive outputs), or, where
    // the columns kernel reads float4, TO consecutive ones. Outputs past the end read the last one, or the last four
    // where they are read as float4 (the host compiles MAT_VEC for the columns kernel only where outputs % 4 == 0),
    // and are never written.
    // (MAT_VEC || STAGE by the preprocessor: as `!dot && (MAT_VEC || STAGE)` NVIDIA's OpenCL compiler warned "use of
    // logical '&&' with constant operand" and printed "1 warning generated." on every tile program, session 60)
#if MAT_VEC || STAGE
    const int vecColumns = !dot;
#else
    const int vecColumns = 0;
#endif
    int o[TO];
    __global const float* src[TO];
    #pragma unroll
    for (int t = 0; t < TO; ++t) {
        o[t] = first + (vecColumns ? ol * TO + t : t * TILE_OL + ol);
        const size_t clamped = (size_t) min(o[t], vecColumns ? outputs - 4 + t % 4 : outputs - 1);
        src[t] = mat + (dot ? clamped * (size_t) ld : clamped);
    }
    float acc[TO][TV];
    #pragma unroll
    for (int t = 0; t < TO; ++t) {
        #pragma unroll
        for (int v = 0; v < TV; ++v) {
            acc[t][v] = 0.0f;
        }
    }
#if STAGE
    // The group's TILE_OUTPUTS outputs x KR values of K come in with coalesced loads (each work-item TILE_LPT float4,
    // held in registers during the previous round's math), are stored in local memory and read back as float4 by
    // the work-items that multiply them: every matrix value crosses L1 once, where the direct reads (below) fetched
    // each sector twice and each float4 for TILE_VL lanes (Nsight Compute, docs/results/h200/tile: L1 at 80% of its
    // peak, the FMA pipe at 29%, at 4096x16x4096).
    __local float* ms = shared + NV * KC;
    const int groupFirst = (int) get_group_id(0) * TILE_OUTPUTS;
    float4 pre[TILE_LPT];
    tile_stage_load(dot, pre, mat, ld, outputs, groupFirst, k0, k1, tid);
    for (int kx = k0; kx < k1; kx += KC) {
        const int end = min(kx + KC, k1);
        for (int kr = kx; kr < end; kr += KR) {
            barrier(CLK_LOCAL_MEM_FENCE);   // the previous round's reads of the tile (and of the panel's chunk)
            if (kr == kx) {
                panel_stage(shared, NV, 1, x, xs, xv, vectors, kx, k1, tid);
            }
            tile_stage_store(dot, pre, ms, tid);
            barrier(CLK_LOCAL_MEM_FENCE);
            tile_stage_load(dot, pre, mat, ld, outputs, groupFirst, kr + KR, k1, tid);
            #pragma unroll
            for (int kk = 0; kk < KR; kk += 4) {
                float m[4][TO];
                #pragma unroll
                for (int t = 0; t < TO; t += dot ? 1 : 4) {
                    if (dot) {       // output t's four K values
                        const float4 v = *(__local const float4*) (ms + (o[t] - groupFirst) * (KR + 4) + kk);
                        m[0][t] = v.x; m[1][t] = v.y; m[2][t] = v.z; m[3][t] = v.w;
                    } else {         // outputs t .. t+3 at each of the four K values
                        #pragma unroll
                        for (int u = 0; u < 4; ++u) {
                            const float4 v = *(__local const float4*) (ms + (kk + u) * (TILE_OUTPUTS + 4)
                                    + (o[t] - groupFirst));
                            m[u][t] = v.x; m[u][t + 1] = v.y; m[u][t + 2] = v.z; m[u][t + 3] = v.w;
                        }
                    }
                }
                #pragma unroll
                for (int u = 0; u < 4; ++u) {
                    tile_mac(m[u], shared + (kr - kx + kk + u) * NV + vl * TV, acc);
                }
            }
        }
    }
#else
    // Two buffers of matrix values, each loaded one step ahead of its math, so no step copies one into the other
    const int step = WK * KU;           // KC is a multiple of it: every wave's steps stay in their chunk
    int k = k0 + wk * KU;
    float ma[KU][TO];
    float mb[KU][TO];
    tile_load(dot, ma, src, ld, k, k1);
    for (int kx = k0; kx < k1; kx += KC) {
        barrier(CLK_LOCAL_MEM_FENCE);   // the previous chunk's panel read
        panel_stage(shared, NV, 1, x, xs, xv, vectors, kx, k1, tid);
        barrier(CLK_LOCAL_MEM_FENCE);
        const int end = min(kx + KC, k1);
        while (k < end) {
            tile_load(dot, mb, src, ld, k + step, k1);
            tile_step(ma, shared + (k - kx) * NV + vl * TV, acc);
            k += step;
            if (k >= end) {             // an odd number of steps in this chunk: the next one starts from mb
                #pragma unroll
                for (int u = 0; u < KU; ++u) {
                    #pragma unroll
                    for (int t = 0; t < TO; ++t) {
                        ma[u][t] = mb[u][t];
                    }
                }
                break;
            }
            tile_load(dot, ma, src, ld, k + step, k1);
            tile_step(mb, shared + (k - kx) * NV + vl * TV, acc);
            k += step;
        }
    }
#endif
#if WK > 1
    barrier(CLK_LOCAL_MEM_FENCE);       // the last panel read: the local memory takes the waves' sums now
    if (wk > 0) {
        __local float* mine = shared + ((wk - 1) * (WAVES / WK) + wave / WK) * (LANES * TO * TV) + lane;
        #pragma unroll
        for (int t = 0; t < TO; ++t) {
            #pragma unroll
            for (int v = 0; v < TV; ++v) {
                mine[(t * TV + v) * LANES] = acc[t][v];
            }
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int j = 1; j < WK && wk == 0; ++j) {   // wave 0 of each output range adds, in wave order (every run alike)
        __local const float* theirs = shared + ((j - 1) * (WAVES / WK) + wave / WK) * (LANES * TO * TV) + lane;
        #pragma unroll
        for (int t = 0; t < TO; ++t) {
            #pragma unroll
            for (int v = 0; v < TV; ++v) {
                acc[t][v] += theirs[(t * TV + v) * LANES];
            }
        }
    }
#endif
    #pragma unroll
    for (int t = 0; t < TO; ++t) {
        #pragma unroll
        for (int v = 0; v < TV; ++v) {
            const int vector = vl * TV + v;
            if (wk == 0 && o[t] < outputs && vector < vectors) {   // the waves along K past the first added theirs
                panel_write(o[t], vector, outputs, vectors, acc[t][v], alpha, beta, y, ys, yv, parts);
            }
        }
    }
}

// Outputs whose K values are contiguous (mat[o * ld + k]), TILE_OUTPUTS per group
__kernel __attribute__((reqd_work_group_size(GROUP, 1, 1)))
void panel_tile_rows(const int outputs, const int vectors, const int K, const int sliceK, const float alpha,
                     __global const float* mat, const int ld, __global const float* x, const int xs, const int xv,
                     const float beta, __global float* y, const int ys, const int yv, __global float* parts,
                     __global int* counters)
{
    __local float4 shared[TILE_LOCAL / 4];   // float4: the panel's rows are read four vectors at a time
    panel_tile(1, (__local float*) shared, outputs, vectors, K, sliceK, alpha, mat, ld, x, xs, xv, beta, y, ys, yv,
               parts);
    SLICES_FINISH(TILE_OUTPUTS, vectors, yv);
}

// Outputs that are contiguous (mat[k * ld + o]), TILE_OUTPUTS per group
__kernel __attribute__((reqd_work_group_size(GROUP, 1, 1)))
void panel_tile_columns(const int outputs, const int vectors, const int K, const int sliceK, const float alpha,
                        __global const float* mat, const int ld, __global const float* x, const int xs, const int xv,
                        const float beta, __global float* y, const int ys, const int yv, __global float* parts,
                        __global int* counters)
{
    __local float4 shared[TILE_LOCAL / 4];
    panel_tile(0, (__local float*) shared, outputs, vectors, K, sliceK, alpha, mat, ld, x, xs, xv, beta, y, ys, yv,
               parts);
    SLICES_FINISH(TILE_OUTPUTS, vectors, yv);
}
#endif

#endif
