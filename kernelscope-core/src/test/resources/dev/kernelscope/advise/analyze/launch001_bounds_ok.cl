// launch: --global 1000 --local 256
// reject: KS-LAUNCH-001 KS-SYNC-001
__kernel void scale(__global float *x, float a, int n) {
    int i = get_global_id(0);
    if (i < n) x[i] *= a;
}
