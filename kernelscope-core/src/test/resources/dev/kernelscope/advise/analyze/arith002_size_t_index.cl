// expect: KS-ARITH-002
__kernel void copy64(__global const float *in, __global float *out) {
    size_t i = get_global_id(0);
    out[i] = in[i];
}
