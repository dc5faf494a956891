// expect: KS-CTRL-003
// reject: KS-SYNC-001
// The branch depends on each work-item's data and both sides loop: a warp whose lanes disagree runs both (seed 001).
__kernel void shade(__global const float *depth, __global float *out, int steps) {
    int i = get_global_id(0);
    float d = depth[i];
    float acc = 0.0f;
    if (d > 0.5f) {
        for (int s = 0; s < steps; s++) {
            acc += native_sin(d * (float)s);
        }
    } else {
        for (int s = 0; s < steps; s++) {
            acc += native_cos(d * (float)s);
        }
    }
    out[i] = acc;
}
