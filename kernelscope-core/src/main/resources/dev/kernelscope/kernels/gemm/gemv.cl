// Matrix-vector and matrix-panel products for the tuned Gemm's calls with M or N of at most 8 (shape class "vector";
// the panel kernels take up to 32): Y = alpha * Mat X + beta * Y, X one vector (gemv_*) or a panel (panel_*), the
// matrix read once, at the memory's speed, instead of padded to a 32- or 64-wide tile and multiplied as a matrix
// (H200: every tile ran 4096x1x4096 and 1x4096x4096 at 31-45% of cuBLAS, docs/results/h200/tiny1; the panels of 2 to
// 8 ran at 101-190%, docs/results/h200/panel). Two kernels of each kind, by where the call's layout and transposes
// put each output's K values: *_rows when they are contiguous (LANES work-items share each output's sums), *_columns
// when the outputs are (one work-item per output). Either may cut K into slices (the launch's second dimension)
// whose sums go to `parts`, added in slice order by gemv_sum; with one slice the kernel finishes Y itself.
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
#define WAVES (GROUP / LANES)

// y = alpha * sum + beta * y, y not read when beta is 0
inline void gemv_finish(__global float* y, const float alpha, const float beta, const float sum) {
    const float scaled = alpha * sum;
    *y = beta == 0.0f ? scaled : scaled + beta * *y;
}

// outputs o = 0 .. outputs-1: sum over k in the slice of mat[o * ld + k] * x[k * xs]
__kernel __attribute__((reqd_work_group_size(GROUP, 1, 1)))
void gemv_rows(const int outputs, const int K, const int sliceK, const float alpha, __global const float* mat,
               const int ld, __global const float* x, const int xs, const float beta, __global float* y, const int ys,
               __global float* parts)
{
    __local float partial[GROUP];
    const int tid = (int) get_local_id(0);
    const int lane = tid % LANES;
    const int o = (int) get_group_id(0) * (GROUP / LANES) + tid / LANES;
    const int slice = (int) get_group_id(1);
    const int k0 = slice * sliceK;
    const int k1 = min(K, k0 + sliceK);
    float s[8] = {0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    if (o < outputs) {
        __global const float* row = mat + (size_t) o * (size_t) ld;
        int k = k0 + lane;
        // eight loads of each lane in flight (the lanes of a wave read 8 x LANES consecutive floats of the row)
        for (; k + 7 * LANES < k1; k += 8 * LANES) {
            #pragma unroll
            for (int u = 0; u < 8; ++u) {
                const int ku = k + u * LANES;
                s[u] += row[ku] * x[(size_t) ku * (size_t) xs];
            }
        }
        for (; k < k1; k += LANES) {
            s[0] += row[k] * x[(size_t) k * (size_t) xs];
        }
    }
    partial[tid] = ((s[0] + s[1]) + (s[2] + s[3])) + ((s[4] + s[5]) + (s[6] + s[7]));
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
}

// outputs o = 0 .. outputs-1, one per work-item: sum over k in the slice of mat[k * ld + o] * x[k * xs]
__kernel __attribute__((reqd_work_group_size(GROUP, 1, 1)))
void gemv_columns(const int outputs, const int K, const int sliceK, const float alpha, __global const float* mat,
                  const int ld, __global const float* x, const int xs, const float beta, __global float* y,
                  const int ys, __global float* parts)
{
    const int o = (int) get_global_id(0);
    const int slice = (int) get_group_id(1);
    const int k0 = slice * sliceK;
    const int k1 = min(K, k0 + sliceK);
    if (o >= outputs) {
        return;   // no barrier in this kernel
    }
    float s[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    __global const float* column = mat + o;
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
    if (get_num_groups(1) == 1) {
        gemv_finish(y + (size_t) o * (size_t) ys, alpha, beta, sum);
    } else {
        parts[(size_t) slice * (size_t) outputs + (size_t) o] = sum;
    }
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
inline void panel_write(const int o, const int v, const int outputs, const int vectors, const float sum,
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
inline void panel_stage(__local float* xl, const int kStep, const int vStep, __global const float* x, const int xs,
                        const int xv, const int vectors, const int k, const int k1, const int tid) {
    const int n = min(KC, (k1 - k + LANES - 1) / LANES * LANES);   // a short slice stages only its own K
    for (int i = tid; i < NV * n; i += GROUP) {
        const int kk = xs == 1 ? i % n : i / NV;
        const int v = xs == 1 ? i / n : i % NV;
        xl[kk * kStep + v * vStep] = v < vectors && k + kk < k1
                ? x[(size_t) (k + kk) * (size_t) xs + (size_t) v * (size_t) xv] : 0.0f;
    }
}

#define RED_FLOATS (WAVES * LANES * (LANES + 1))
#define ROWS_LOCAL (NV * KC > RED_FLOATS ? NV * KC : RED_FLOATS)
#define STEPS 4         // panel_rows: K steps of LANES values whose matrix loads go out together, one group ahead

// Outputs o (ROWS per wave) of the NV vectors: sum over k in the slice of mat[o * ld + k] * x[k * xs + v * xv]. Each
// lane keeps ROWS x NV sums over its share of K (the panel's values from local memory, KC at a time; the matrix's
// straight from global memory, STEPS x LANES values ahead), then the wave's LANES sums of each output are added
// pairwise in local memory.
__kernel __attribute__((reqd_work_group_size(GROUP, 1, 1)))
void panel_rows(const int outputs, const int vectors, const int K, const int sliceK, const float alpha,
                __global const float* mat, const int ld, __global const float* x, const int xs, const int xv,
                const float beta, __global float* y, const int ys, const int yv, __global float* parts)
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
    __local float* red = shared + wave * LANES * (LANES + 1);
    #pragma unroll
    for (int base = 0; base < ROWS * NV; base += LANES) {
        #pragma unroll
        for (int j = 0; j < LANES; ++j) {
            if (base + j < ROWS * NV) {
                red[j * (LANES + 1) + lane] = acc[(base + j) / NV][(base + j) % NV];
            }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        const int i = base + lane;
        if (i < ROWS * NV) {
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

#define UNROLL_K 8

// Outputs o (OUTS per work-item, GROUP apart) of the NV vectors: sum over k in the slice of mat[k * ld + o] *
// x[k * xs + v * xv]; the work-items of a wave read consecutive floats of the matrix's rows, and every one of them
// the same panel values from local memory (four at a time)
__kernel __attribute__((reqd_work_group_size(GROUP, 1, 1)))
void panel_columns(const int outputs, const int vectors, const int K, const int sliceK, const float alpha,
                   __global const float* mat, const int ld, __global const float* x, const int xs, const int xv,
                   const float beta, __global float* y, const int ys, const int yv, __global float* parts)
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
}

#endif
