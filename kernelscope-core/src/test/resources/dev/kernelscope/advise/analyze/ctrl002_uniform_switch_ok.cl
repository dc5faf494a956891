// reject: KS-CTRL-002 KS-CTRL-001
// The case depends on the group only: every work-item of a warp takes the same one.
__kernel void per_group_op(__global float *x) {
    int i = get_global_id(0);
    switch (get_group_id(0) % 4) {
        case 0: x[i] = x[i] * 2.0f; break;
        case 1: x[i] = x[i] + 1.0f; break;
        case 2: x[i] = sqrt(x[i]); break;
        default: x[i] = -x[i]; break;
    }
}
