// Variant 6: multi-pass in local memory (seed 000's multi-pass). PASSES applications of a box/Gaussian filter in one
// kernel: the group loads its tile with a PASSES*RADIUS halo once, then each pass computes a region RADIUS smaller on
// every side from the previous one, ping-ponging between two __local buffers; global memory is read and written once
// instead of PASSES times. After each pass, cells outside the image are set from the cells the border maps them to
// (or the constant), rounded to the pixel type as a separate launch would store them, so the result equals PASSES
// separate launches exactly. Needs TILE_X, TILE_Y >= 2*PASSES*RADIUS + 2 (a mirrored cell lies inside the tile).
// Compiled after stencil_common.cl; FILTER must be 0.

#ifndef TILE_X
#define TILE_X 32       // outputs (= work-items) per group along x
#endif
#ifndef TILE_Y
#define TILE_Y 16       // outputs (= work-items) per group along y
#endif
#ifndef PASSES
#define PASSES 4        // filter applications fused in one launch
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
    for (int pass = 1; pass <= PASSES; ++pass) {
        __local acc_t* in = (pass & 1) ? bufA : bufB;
        __local acc_t* out = (pass & 1) ? bufB : bufA;
        const int margin = (PASSES - pass) * RADIUS;            // this pass's region: the tile plus margin
        const int rw = TILE_X + 2 * margin;
        const int rh = TILE_Y + 2 * margin;
        const int off = KS_HALO - margin;                       // local index of the region's first cell
        for (int i = lid; i < rw * rh; i += TILE_X * TILE_Y) {
            const int ry = i / rw;
            const int rx = i - ry * rw;
            const int lx = off + rx;
            const int ly = off + ry;
            acc_t a = 0;
            #pragma unroll
            for (int dy = -RADIUS; dy <= RADIUS; ++dy) {
                acc_t row = 0;
                #pragma unroll
                for (int dx = -RADIUS; dx <= RADIUS; ++dx) {
                    row += ks_row_a(dx) * in[(ly + dy) * KS_LW + lx + dx];
                }
                a += ks_col_a(dy) * row;
            }
            out[ly * KS_LW + lx] = ks_round_trip(ks_finish(a, 0));
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        if (pass < PASSES) {                                    // the border of this pass's image
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
                    const int mx = ks_border_index(gx, width) - gx0;
                    const int my = ks_border_index(gy, height) - gy0;
                    out[ly * KS_LW + lx] = out[my * KS_LW + mx];
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
