// 1,024 work-items at 255 registers each: 261,120 registers, four times an SM's 65,536, so no group fits.
// launch: --global 4096 --local 1024
// arch: sm_90
// registers: 255
// expect: KS-LAUNCH-002
__kernel void heavy(__global float *x, int n) {
    int i = get_global_id(0);
    if (i < n) {
        x[i] = x[i] * 2.0f;
    }
}
