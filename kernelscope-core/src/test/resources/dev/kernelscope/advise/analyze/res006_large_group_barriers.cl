// launch: --global 65536 --local 1024
// arch: gcn
// registers: 64
// expect: KS-RES-006
// 000's stall case: one 1024-work-item group per CU, waiting at barriers.
__kernel void blur(__global float *x) {
    __local float row[1024];
    int lid = get_local_id(0);
    row[lid] = x[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    x[get_global_id(0)] = (row[lid] + row[(lid + 1) & 1023]) * 0.5f;
}
