// launch: --global 64,64,128 --local 1,1,128
// expect: KS-RES-008
// 128 work-items per group, no __local memory, but 128 in z: D3D allows at most 64 threads in a group's z
// (D3D12_CS_THREAD_GROUP_MAX_Z), so numthreads(1, 1, 128) does not compile in HLSL.
__kernel void column(__global float *v, int n) {
    int x = get_global_id(0);
    int y = get_global_id(1);
    int z = get_global_id(2);
    v[(z * 64 + y) * 64 + x] *= 2.0f;
}
