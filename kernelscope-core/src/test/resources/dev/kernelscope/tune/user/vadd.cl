// A vector add with TILE elements per work-item: a tiny user kernel for the tuner's space-file test.
#ifndef TILE
#define TILE 1   // elements per work-item
#endif
__kernel void vadd(__global const float* a, __global const float* b, __global float* c, int n) {
    int first = get_global_id(0) * TILE;
    for (int t = 0; t < TILE; t++) {
        int i = first + t;
        if (i < n) {
            c[i] = a[i] + b[i];
        }
    }
}
