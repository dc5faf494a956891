// Matrix-vector products for the tuned Gemm's calls with M or N of 1 (shape class "vector"): y = alpha * Mat x +
// beta * y, the matrix read once, at the memory's speed, instead of padded to a 32- or 64-wide tile and multiplied as
// a matrix (H200, docs/results/h200/tiny1: every tile ran 4096x1x4096 and 1x4096x4096 at 31-45% of cuBLAS). Two
// kernels, by where the call's layout and transposes put each output's K values: gemv_rows when they are contiguous
// (LANES work-items per output sum a dot product), gemv_columns when the outputs are (one output per work-item).
// Either may cut K into slices (the launch's second dimension) whose sums go to `parts`, added in slice order by
// gemv_sum; with one slice the kernel finishes y itself. beta == 0 never reads y (a NaN there is overwritten).

#ifndef GROUP
#define GROUP 256       // work-items per group
#endif
#ifndef LANES
#define LANES 32        // gemv_rows: work-items per output, a power of two dividing GROUP
#endif

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

// y from the slices' sums, added in slice order
__kernel __attribute__((reqd_work_group_size(GROUP, 1, 1)))
void gemv_sum(const int outputs, const int slices, const float alpha, const float beta, __global float* y,
              const int ys, __global const float* parts)
{
    const int o = (int) get_global_id(0);
    if (o >= outputs) {
        return;
    }
    float sum = parts[o];
    for (int slice = 1; slice < slices; ++slice) {
        sum += parts[(size_t) slice * (size_t) outputs + (size_t) o];
    }
    gemv_finish(y + (size_t) o * (size_t) ys, alpha, beta, sum);
}
