// launch: --global 65536 --local 256
// arch: gfx1100
// reject: KS-RES-003
__kernel void staged(__global float *x) {
    __local float buf[1024];
    int lid = get_local_id(0);
    buf[lid] = x[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    x[get_global_id(0)] = buf[1023 - lid];
}
