// Variant 6: multi-pass in local memory (seed 000's multi-pass). PASSES applications of a box/Gaussian filter in one
// kernel: the group loads its tile with a PASSES*RADIUS halo once, then each pass computes a region RADIUS smaller on
// every side from the previous one, ping-ponging between two __local buffers; global memory is read and written once
// instead of PASSES times. Within a pass, work-items walk STRIP-cell strips of columns with a register window.
// After each pass, cells outside the image are set from the cells the border maps them to (or the constant); every
// pass is rounded to the pixel type as a separate launch would store it, so the result equals PASSES launches
// exactly. Needs TILE_X, TILE_Y >= 2*PASSES*RADIUS + 2 (kept conservative: a mirrored cell lies inside the tile).
// FILTER must be 0.

#include "stencil_common.cl"   // types, borders, taps, rounding (the registry inlines it before compiling)

#ifndef TILE_X
#define TILE_X 16       // outputs (= work-items) per group along x (NVIDIA OpenCL runs this kernel with at most
#endif                  // 256 work-items per group on the H100, so 16x16 rather than the 32x16 measured on CUDA)
#ifndef TILE_Y
#define TILE_Y 16       // outputs (= work-items) per group along y
#endif
#ifndef PASSES
#define PASSES 4        // filter applications fused in one launch
#endif
#ifndef STRIP
#define STRIP 4         // cells a work-item computes down a column of the region per pass (H100, box3x4 f32
                        // 8192^2 on 32x16 tiles: STRIP 1 1419 us, 2 1145 us, 4 1000 us)
#endif

#define KS_HALO (PASSES * RADIUS)
#define KS_LW (TILE_X + 2 * KS_HALO)
#define KS_LH (TILE_Y + 2 * KS_HALO)

__kernel __attribute__((reqd_work_group_size(TILE_X, TILE_Y, 1)))
void stencil_multipass_fused(__global const pix_t* restrict src, __global pix_t* restrict dst,
                             const int width, const int height, const int pitch)
{
    __local acc_t bufA[KS_LH * KS_LW];
    __local acc_t bufB[KS_LH * KS_LW];
    const int lid = (int) get_local_id(1) * TILE_X + (int) get_local_id(0);
    const int gx0 = (int) get_group_id(0) * TILE_X - KS_HALO;   // image coordinate of local cell (0, 0)
    const int gy0 = (int) get_group_id(1) * TILE_Y - KS_HALO;
    for (int i = lid; i < KS_LH * KS_LW; i += TILE_X * TILE_Y) {
        const int ly = i / KS_LW;
        const int lx = i - ly * KS_LW;
        bufA[i] = ks_load(src, gx0 + lx, gy0 + ly, width, height, pitch);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    // the whole tile with its halo inside the image: no cell ever needs the border, so no fix-up pass
    const int inside = gx0 >= 0 && gy0 >= 0 && gx0 + KS_LW <= width && gy0 + KS_LH <= height;
    for (int pass = 1; pass <= PASSES; ++pass) {
        __local acc_t* in = (pass & 1) ? bufA : bufB;
        __local acc_t* out = (pass & 1) ? bufB : bufA;
        const int margin = (PASSES - pass) * RADIUS;            // this pass's region: the tile plus margin
        const int rw = TILE_X + 2 * margin;
        const int rh = TILE_Y + 2 * margin;
        const int off = KS_HALO - margin;                       // local index of the region's first cell
        const int strips = (rh + STRIP - 1) / STRIP;
        // each work-item walks STRIP cells down one column of the region with the last 2R+1 row sums in registers:
        // (2R+1)(STRIP+2R)/STRIP local reads per cell instead of (2R+1)^2
        for (int t = lid; t < rw * strips; t += TILE_X * TILE_Y) {
            const int strip = t / rw;
            const int lx = off + t - strip * rw;
            const int ly0 = off + strip * STRIP;
            acc_t win[KS_DIAMETER];
            #pragma unroll
            for (int r = 0; r < STRIP + 2 * RADIUS; ++r) {
                const int ly = ly0 - RADIUS + r;
                acc_t row = 0;
                if (ly < off + rh + RADIUS) {
                    #pragma unroll
                    for (int dx = -RADIUS; dx <= RADIUS; ++dx) {
                        row += ks_row_a(dx) * in[ly * KS_LW + lx + dx];
                    }
                }
                #pragma unroll
                for (int k = 0; k < KS_DIAMETER - 1; ++k) {
                    win[k] = win[k + 1];
                }
                win[KS_DIAMETER - 1] = row;
                const int oy = ly - RADIUS;                     // the row this input row completes
                if (r >= 2 * RADIUS && oy < off + rh) {
                    acc_t a = 0;
                    #pragma unroll
                    for (int k = 0; k < KS_DIAMETER; ++k) {
                        a += ks_col_a(k - RADIUS) * win[k];
                    }
                    out[oy * KS_LW + lx] = ks_round_trip(ks_finish(a, 0));
                }
            }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        if (pass < PASSES && !inside) {                         // the border of this pass's image
            for (int i = lid; i < rw * rh; i += TILE_X * TILE_Y) {
                const int ry = i / rw;
                const int rx = i - ry * rw;
                const int lx = off + rx;
                const int ly = off + ry;
                const int gx = gx0 + lx;
                const int gy = gy0 + ly;
                if (ks_outside(gx, gy, width, height)) {
#if BORDER == 2
                    out[ly * KS_LW + lx] = KS_BORDER_CONSTANT;
#else
                    // a cell farther than `margin` from the image cannot reach an output: its mirror may lie
                    // outside the region, and it is left as it is
                    const int mx = ks_border_index(gx, width) - gx0;
                    const int my = ks_border_index(gy, height) - gy0;
                    if (mx >= off && mx < off + rw && my >= off && my < off + rh) {
                        out[ly * KS_LW + lx] = out[my * KS_LW + mx];
                    }
#endif
                }
            }
            barrier(CLK_LOCAL_MEM_FENCE);
        }
    }
    __local acc_t* result = (PASSES & 1) ? bufB : bufA;
    const int lx = (int) get_local_id(0);
    const int ly = (int) get_local_id(1);
    const int x = gx0 + KS_HALO + lx;
    const int y = gy0 + KS_HALO + ly;
    if (x < width && y < height) {
        ks_store(dst, x, y, pitch, result[(ly + KS_HALO) * KS_LW + lx + KS_HALO]);
    }
}
