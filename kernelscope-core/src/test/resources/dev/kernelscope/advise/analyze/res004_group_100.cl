// launch: --global 1000 --local 100
// arch: sm_90
// expect: KS-RES-004
// reject: KS-LAUNCH-001
__kernel void k(__global float *x) {
    x[get_global_id(0)] *= 2.0f;
}
