// expect: KS-CTRL-001
// reject: KS-CTRL-002
// case 0 runs on into case 1 (no break): GPU compilers duplicate code to fit this (seed 002).
__kernel void apply(__global float *x, int mode) {
    int i = get_global_id(0);
    switch (mode) {
        case 0:
            x[i] = x[i] * 2.0f;
        case 1:
            x[i] = x[i] + 1.0f;
            break;
        default:
            x[i] = 0.0f;
    }
}
