// The kernel is compiled for groups of 64 (through a #define, as CLBlast's WGS); a launch of 128 is refused.
// launch: --global 4096 --local 128
// arch: sm_90
// expect: KS-LAUNCH-003
#define WGS 64
__kernel __attribute__((reqd_work_group_size(WGS, 1, 1)))
void axpy(__global float *y, __global const float *x, float a, int n) {
    int i = get_global_id(0);
    if (i < n) {
        y[i] += a * x[i];
    }
}
