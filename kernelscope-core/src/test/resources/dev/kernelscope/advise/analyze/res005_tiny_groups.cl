// launch: --global 65536 --local 32
// arch: sm_90
// expect: KS-RES-005
// 32-work-item groups: 32 groups per SM cap occupancy at 50% on sm_90 (64 warps).
__kernel void k(__global float *x) {
    x[get_global_id(0)] *= 2.0f;
}
