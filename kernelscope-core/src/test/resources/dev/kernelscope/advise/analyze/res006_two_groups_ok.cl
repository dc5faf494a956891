// launch: --global 65536 --local 256
// arch: gcn
// registers: 32
// reject: KS-RES-006
__kernel void blur(__global float *x) {
    __local float row[256];
    int lid = get_local_id(0);
    row[lid] = x[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    x[get_global_id(0)] = (row[lid] + row[(lid + 1) & 255]) * 0.5f;
}
