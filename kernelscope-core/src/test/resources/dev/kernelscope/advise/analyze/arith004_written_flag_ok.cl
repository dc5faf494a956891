// reject: KS-ARITH-004
// A uchar flag buffer that is only written; the float arithmetic is on float data, so there is no 8-bit data to
// compute in half (the rule fired on any narrow buffer next to any float math).
__kernel void mark_cheaper(__global const float *cost, __global const float *weight, __global uchar *cheaper, int n) {
    int i = get_global_id(0);
    if (i < n) {
        float scaled = cost[i] * weight[i];
        cheaper[i] = scaled < 1.0f ? 1 : 0;
    }
}
