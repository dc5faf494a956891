// launch: --global 65536 --local 128
// arch: sm_90
// reject: KS-RES-005 KS-RES-004
__kernel void k(__global float *x) {
    x[get_global_id(0)] *= 2.0f;
}
