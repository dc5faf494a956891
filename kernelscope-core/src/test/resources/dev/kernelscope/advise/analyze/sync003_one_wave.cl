// launch: --global 4096 --local 32
// arch: sm_90
// expect: KS-SYNC-003
// reject: KS-RES-004
__kernel void warp_reduce(__global float *x, __local float *tmp) {
    int lid = get_local_id(0);
    tmp[lid] = x[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid == 0) x[get_group_id(0)] = tmp[0] + tmp[31];
}
