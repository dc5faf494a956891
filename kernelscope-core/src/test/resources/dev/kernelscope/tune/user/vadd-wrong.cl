// The vector add with a bug at TILE == 4: the tuner must record that configuration as failing verification.
#ifndef TILE
#define TILE 1   // elements per work-item
#endif
__kernel void vadd(__global const float* a, __global const float* b, __global float* c, int n) {
    int first = get_global_id(0) * TILE;
    for (int t = 0; t < TILE; t++) {
        int i = first + t;
        if (i < n) {
            c[i] = TILE == 4 ? a[i] - b[i] : a[i] + b[i];   // wrong on purpose at TILE 4
        }
    }
}
