// An 8x8 group declared before __kernel and launched as declared.
// launch: --global 64,64 --local 8,8
// arch: sm_90
// reject: KS-LAUNCH-003 KS-LAUNCH-002
__attribute__((reqd_work_group_size(8, 8, 1))) __kernel
void scale(__global float *m, int width) {
    int x = get_global_id(0), y = get_global_id(1);
    if (x < width) {
        m[y * width + x] *= 3.0f;
    }
}
