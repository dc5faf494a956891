// Variant 8: image + sampler. The input is a read-only 2D image read through a sampler: the texture unit applies the
// border (replicate = CLK_ADDRESS_CLAMP_TO_EDGE, constant 0 = CLK_ADDRESS_CLAMP), so no tap has an edge conditional
// and every work-item runs the same instructions, and it widens the pixel (read_imagef returns a float4). One output
// per work-item, every tap through the texture cache, the output stored to a buffer.
// kernelscope: opencl-only (the CUDA prelude maps no images or samplers; the CUDA backend refuses the rung)

#include "stencil_common.cl"   // types, taps, rounding (the registry inlines it before compiling)

#ifndef GROUP_X
#define GROUP_X 32      // work-items per group along x
#endif
#ifndef GROUP_Y
#define GROUP_Y 8       // work-items per group along y (a 32x8 group reads a 2D block: what the texture cache is for)
#endif
#ifndef UNORM
#define UNORM 0         // uchar images: 0 = CL_UNSIGNED_INT8 read with read_imageui (the integer as is),
#endif                  // 1 = CL_UNORM_INT8 read with read_imagef (byte / 255 as a float, scaled back and rounded)

#if BORDER == 0
#define KS_ADDRESS CLK_ADDRESS_CLAMP_TO_EDGE
#elif BORDER == 2
#define KS_ADDRESS CLK_ADDRESS_CLAMP   // the border colour: 0 in the R channel (OpenCL has no other for CL_R)
#else
#error "reflect-101 has no sampler addressing mode: CLK_ADDRESS_MIRRORED_REPEAT repeats the edge pixel and needs normalized coordinates"
#endif

__constant sampler_t ks_sampler = CLK_NORMALIZED_COORDS_FALSE | KS_ADDRESS | CLK_FILTER_NEAREST;

// One tap, border applied by the sampler, as the accumulator type.
static inline acc_t ks_tap(read_only image2d_t src, int x, int y) {
    const int2 at = (int2) (x, y);
#if TYPE == 0
#if UNORM
    return (int) rint(read_imagef(src, ks_sampler, at).x * 255.0f);
#else
    return (int) read_imageui(src, ks_sampler, at).x;
#endif
#elif TYPE == 1
    return ks_half_to_float(read_imageui(src, ks_sampler, at).x);   // half bits in CL_UNSIGNED_INT16 (ImageInput)
#else
    return read_imagef(src, ks_sampler, at).x;   // CL_FLOAT
#endif
}

__kernel __attribute__((reqd_work_group_size(GROUP_X, GROUP_Y, 1)))
void stencil_image_sampler(read_only image2d_t src, __global pix_t* restrict dst,
                           const int width, const int height, const int pitch)
{
    const int x = (int) get_global_id(0);
    const int y = (int) get_global_id(1);
    if (x >= width || y >= height) {
        return;
    }
    acc_t a = 0;
    acc_t b = 0;
    #pragma unroll
    for (int dy = -RADIUS; dy <= RADIUS; ++dy) {
        acc_t rowA = 0;
        acc_t rowB = 0;
        #pragma unroll
        for (int dx = -RADIUS; dx <= RADIUS; ++dx) {
            const acc_t p = ks_tap(src, x + dx, y + dy);
            rowA += ks_row_a(dx) * p;
#if KS_TWO_CHANNELS
            rowB += ks_row_b(dx) * p;
#endif
        }
        a += ks_col_a(dy) * rowA;
        b += ks_col_b(dy) * rowB;
    }
    ks_store(dst, x, y, pitch, ks_finish(a, b));
}
