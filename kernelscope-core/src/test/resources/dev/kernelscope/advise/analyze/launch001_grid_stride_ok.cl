// launch: --global 1000 --local 256
// reject: KS-LAUNCH-001 KS-MEM-001 KS-CTRL-004
__kernel void scale(__global float *x, float a, int n) {
    for (int i = get_global_id(0); i < n; i += get_global_size(0)) {
        x[i] *= a;
    }
}
