// launch: --global 65536 --local 256
// arch: sm_90
// registers: 32
// reject: KS-RES-002
__kernel void k(__global float *x) {
    x[get_global_id(0)] += 1.0f;
}
