// expect: KS-RES-001
// The index goes through a variable that differs per work-item: no unrolling makes it a constant.
__kernel void pick(__global float *out) {
    float table[4] = {1.0f, 2.0f, 3.0f, 4.0f};
    int lane = get_local_id(0) % 4;
    out[get_global_id(0)] = table[lane];
}
