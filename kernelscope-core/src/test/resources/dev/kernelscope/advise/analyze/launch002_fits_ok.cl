// 256 work-items at 64 registers: 16,384 registers, four groups per SM.
// launch: --global 4096 --local 256
// arch: sm_90 gfx90a
// registers: 64
// reject: KS-LAUNCH-002 KS-LAUNCH-003
__kernel void light(__global float *x, int n) {
    int i = get_global_id(0);
    if (i < n) {
        x[i] = x[i] * 2.0f;
    }
}
