// launch: --global 65536 --local 256
// arch: gfx1100
// expect: KS-RES-003
// 17 KiB of LDS per group: just above the 16 KiB that fits 4 groups in a WGP's 64 KiB.
__kernel void staged(__global float *x) {
    __local float buf[4352];
    int lid = get_local_id(0);
    buf[lid] = x[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    x[get_global_id(0)] = buf[4351 - lid];
}
