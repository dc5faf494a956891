// Test kernel for the CUDA backend: c = a + b over n floats, one work-item per element, with a bounds check
// so that the global size may exceed n (the launch rounds up to whole groups).
__kernel void vector_add(__global const float* a, __global const float* b, __global float* c, const int n)
{
    const size_t i = get_global_id(0);
    if (i < (size_t) n) {
        c[i] = a[i] + b[i];
    }
}
