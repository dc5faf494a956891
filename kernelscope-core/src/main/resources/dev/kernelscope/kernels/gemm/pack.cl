// The Gemm API's edge path: copies one operand into the layout every tiled rung assumes (row-major, not transposed,
// rows and columns padded with zeros to the tile multiples, leading dimension a multiple of the vector width).
// Zeros in the padding add nothing to C, so a rung's kernel needs no bounds checks on its loads.

#ifndef GROUP_X
#define GROUP_X 16   // work-items per group along the columns of the packed matrix
#endif
#ifndef GROUP_Y
#define GROUP_Y 16   // work-items per group along its rows
#endif

// dst (rowsOut x colsOut, leading dimension ldOut) = the rows x cols matrix in src, zero elsewhere; src holds the
// matrix row-major with leading dimension ld, or its transpose (cols x rows) when transposed != 0.
__kernel __attribute__((reqd_work_group_size(GROUP_X, GROUP_Y, 1)))
void gemm_pack(const int rows, const int cols, __global const float* src, const int ld, const int transposed,
               const int rowsOut, const int colsOut, __global float* dst, const int ldOut)
{
    const int c = (int) get_global_id(0);
    const int r = (int) get_global_id(1);
    if (r >= rowsOut || c >= colsOut) {
        return;
    }
    float value = 0.0f;
    if (r < rows && c < cols) {
        value = transposed ? src[c * ld + r] : src[r * ld + c];
    }
    dst[r * ldOut + c] = value;
}
