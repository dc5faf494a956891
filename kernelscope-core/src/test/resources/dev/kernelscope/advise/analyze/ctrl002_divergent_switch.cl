// expect: KS-CTRL-002
// reject: KS-CTRL-001
// Neighbouring work-items take different cases: a warp runs all four one after another (seed 001).
__kernel void per_lane_op(__global float *x) {
    int i = get_global_id(0);
    switch (i % 4) {
        case 0: x[i] = x[i] * 2.0f; break;
        case 1: x[i] = x[i] + 1.0f; break;
        case 2: x[i] = sqrt(x[i]); break;
        default: x[i] = -x[i]; break;
    }
}
