/* Seed 002's "give each thread enough work" (compute thread launch overhead) as a variant pair for `kernelscope bench
 * ab` (docs/bench-ab.md): ITEMS elements per work-item, so the same n elements need n / ITEMS work-items. The k-th
 * element of a work-item is k x the global size away (grid-stride), so neighbouring work-items stay on neighbouring
 * elements and loads stay coalesced for every ITEMS. Every element is computed once, the same way: outputs match. */

#ifndef ITEMS
#define ITEMS 1 /* elements per work-item */
#endif

__kernel void axpy_items(__global const float* x, __global float* y, const float a, const int n) {
    const int first = get_global_id(0);
    const int stride = get_global_size(0);
    for (int k = 0; k < ITEMS; k++) {
        const int i = first + k * stride;
        if (i < n) {
            y[i] = a * x[i] + y[i];
        }
    }
}
