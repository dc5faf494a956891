// Test kernel for the CUDA backend: float4/int2 arithmetic, the math built-ins of the prelude and a local tile
// reached through a cast __local pointer; out[i] = 2 * in[i] + (1, 2, 3, 4) computed the long way.
#ifndef TILE
#define TILE 64      // work-items per group and float4 elements in the local tile
#endif

inline float4 twice(float4 v)
{
    return v + v;
}

__kernel __attribute__((reqd_work_group_size(TILE, 1, 1)))
void float4_ops(__global const float4* in, __global float4* out, __constant float* offsets)
{
    __local float4 tile[TILE];
    __local float* flat = (__local float*) tile;
    const int lid = (int) get_local_id(0);
    tile[lid] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    float4 v = twice(tile[lid]);
    float4 o;
    o.x = offsets[0]; o.y = offsets[1]; o.z = offsets[2]; o.w = offsets[3];
    v = mad(v, o / o, o);          // o / o == 1: exercises division and the vector mad
    v -= 0.5f * o;
    v += o * 0.5f;
    int2 k;
    k.x = mad24(2, 3, 1);          // 7
    k.y = clamp(k.x, 0, 5);        // 5
    k = -k;
    v.x += (float) (k.x + 7) + (flat[4 * lid] - flat[4 * lid]);
    v.w += fmax(0.0f, (float) (k.y + 5)) + native_sqrt(0.0f);
    out[get_global_id(0)] = v;
}
