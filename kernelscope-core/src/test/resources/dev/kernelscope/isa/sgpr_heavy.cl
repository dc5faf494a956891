// 48 uniform float arguments: each lives in an SGPR, so on gfx6/gfx7 (512 SGPRs per SIMD, allocated in 8s) the
// kernel's SGPRs, not its VGPRs, set LLVM's occupancy. sgpr_heavy_gfx701.s is clang-15's listing for gfx701:
// kernelscope isa sgpr_heavy.cl --target gfx701 --save-asm sgpr_heavy_gfx701.s
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void sgpr_heavy(__global const float *x, __global float *y,
        float c0, float c1, float c2, float c3, float c4, float c5, float c6, float c7,
        float c8, float c9, float c10, float c11, float c12, float c13, float c14, float c15,
        float c16, float c17, float c18, float c19, float c20, float c21, float c22, float c23,
        float c24, float c25, float c26, float c27, float c28, float c29, float c30, float c31,
        float c32, float c33, float c34, float c35, float c36, float c37, float c38, float c39,
        float c40, float c41, float c42, float c43, float c44, float c45, float c46, float c47) {
    int i = get_global_id(0);
    y[i] = c0 * x[0] + c1 * x[1] + c2 * x[2] + c3 * x[3]
        + c4 * x[4] + c5 * x[5] + c6 * x[6] + c7 * x[7]
        + c8 * x[8] + c9 * x[9] + c10 * x[10] + c11 * x[11]
        + c12 * x[12] + c13 * x[13] + c14 * x[14] + c15 * x[15]
        + c16 * x[16] + c17 * x[17] + c18 * x[18] + c19 * x[19]
        + c20 * x[20] + c21 * x[21] + c22 * x[22] + c23 * x[23]
        + c24 * x[24] + c25 * x[25] + c26 * x[26] + c27 * x[27]
        + c28 * x[28] + c29 * x[29] + c30 * x[30] + c31 * x[31]
        + c32 * x[32] + c33 * x[33] + c34 * x[34] + c35 * x[35]
        + c36 * x[36] + c37 * x[37] + c38 * x[38] + c39 * x[39]
        + c40 * x[40] + c41 * x[41] + c42 * x[42] + c43 * x[43]
        + c44 * x[44] + c45 * x[45] + c46 * x[46] + c47 * x[47]
        + x[i];
}
