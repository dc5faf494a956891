// A kernel whose reqd_work_group_size (64 x 64 = 4,096 work-items) is above every AMD GPU's 1,024 per work-group:
// clang-15 compiles it; no launch can run it (IsaReviewTest.aRequiredGroupSizeNoGpuRunsIsAnError).
__kernel __attribute__((reqd_work_group_size(64, 64, 1)))
void too_big(__global float* x) {
    x[get_global_id(1) * get_global_size(0) + get_global_id(0)] += 1.0f;
}
