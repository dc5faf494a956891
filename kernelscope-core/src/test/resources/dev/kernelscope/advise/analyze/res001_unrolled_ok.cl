// reject: KS-RES-001
// A private array indexed only by counters of short constant loops: registers after unrolling.
#define N 8
__kernel void poly(__global float *x) {
    float c[N];
    for (int k = 0; k < N; ++k) c[k] = 1.0f / (k + 1);
    int i = get_global_id(0);
    float v = x[i], acc = 0.0f;
    for (int k = 0; k < N; ++k) acc = acc * v + c[k];
    x[i] = acc;
}
