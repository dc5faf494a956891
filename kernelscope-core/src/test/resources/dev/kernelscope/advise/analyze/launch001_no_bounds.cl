// launch: --global 1000 --local 256
// expect: KS-LAUNCH-001
__kernel void scale(__global float *x, float a) {
    x[get_global_id(0)] *= a;
}
