#ifndef TILE
#define TILE 128
#endif
__kernel void nbody(__global const float4* pos, __global float4* acc, int n, float eps2) {
    __local float4 tile[TILE];
    int i = get_global_id(0);
    float4 p = i < n ? pos[i] : (float4)(0.0f);
    float3 a = (float3)(0.0f);
    for (int base = 0; base < n; base += TILE) {
        int j = base + get_local_id(0);
        tile[get_local_id(0)] = j < n ? pos[j] : (float4)(0.0f);
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int k = 0; k < TILE; k++) {
            float4 q = tile[k];
            float3 d = q.xyz - p.xyz;
            float r2 = dot(d, d) + eps2;
            float inv = rsqrt(r2);
            a += d * (q.w * inv * inv * inv);
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (i < n) acc[i] = (float4)(a, 0.0f);
}
