// y[i*stride] = a*x[i*stride] + y[i*stride]
__kernel void saxpy_strided(float a, __global const float* x, __global float* y, int stride, int n) {
    int i = get_global_id(0);
    if (i < n) y[i * stride] = a * x[i * stride] + y[i * stride];
}
