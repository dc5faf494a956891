// reject: KS-SYNC-002
// Work-items exchange data through global memory: the global fence is needed.
__kernel void exchange(__global float *buf, __local float *unused) {
    int i = get_global_id(0);
    buf[i] = i;
    barrier(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);
    buf[i] += buf[i ^ 1];
}
