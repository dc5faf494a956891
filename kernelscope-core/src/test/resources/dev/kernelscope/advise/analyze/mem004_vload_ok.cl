// reject: KS-MEM-004
// Already vectorized.
__kernel void sum4(__global const float *in, __global float *out) {
    int i = get_global_id(0);
    float4 v = vload4(i, in);
    out[i] = v.x + v.y + v.z + v.w;
}
