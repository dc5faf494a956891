// launch: --global 65536 --local 256
// arch: sm_90
// registers: 40
// expect: KS-RES-002
// 40 registers at 256 work-items on sm_90: 6 groups per SM; 32 registers give 8.
__kernel void k(__global float *x) {
    x[get_global_id(0)] += 1.0f;
}
