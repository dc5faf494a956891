/* Sample kernel: c = a + b, one work-item per element, guarded so any global size >= n works.
 * Written in KernelScope's OpenCL C subset that also compiles as CUDA through the prelude. */

__kernel void vector_add(__global const float* a, __global const float* b, __global float* c, const int n) {
    const int i = get_global_id(0);
    if (i < n) {
        c[i] = a[i] + b[i];
    }
}
