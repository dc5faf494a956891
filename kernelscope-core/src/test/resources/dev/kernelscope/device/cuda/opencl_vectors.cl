// OpenCL C vector syntax the CUDA backend maps (opencl_vectors.cuh, OpenClSyntax): literals of every form,
// swizzles read and written, 3-component vectors in memory (16 bytes each), vloadN/vstoreN, the vector built-ins,
// integer vectors' operators and program-scope __constant data. Each work-item writes 16
// floats of `out` and vstore3s one float3 past them; OpenClSyntaxGpuTest computes the same on the host and runs this
// on every device present (PoCL in CI; CUDA and NVIDIA OpenCL on a GPU machine).

__constant float weights[4] = {0.5f, 0.25f, 2.0f, -1.0f};

typedef struct { float lo; float hi; } range_t;   /* a struct's own fields named like swizzles stay fields */

inline float4 swap_pairs(float4 v) {
    return v.zwxy;
}

__kernel void vectors(__global const float4* in4, __global const float3* in3, __global const float* flat,
                      __global const int* ints, __global float* out) {
    int i = get_global_id(0);
    float4 a = in4[i];
    float3 b = in3[i];                       // 16-byte stride, as OpenCL lays float3 out
    float4 splat = (float4)(weights[i % 4]);
    float4 mixed = (float4)(b.xy, a.w, 1.0f);
    float4 from3 = (float4)(b, -2.0f);
    float2 pair = (float2) 3.0f;
    float4 swapped = swap_pairs(a);
    float4 written = (float4)(0.0f);
    written.xz = a.yw;                        // a swizzle written
    written.s1 = b.s2;
    written.hi += pair;
    float4 loaded = vload4(i, flat);
    float3 loaded3 = vload3(i, flat + 1);
    float3 d = a.xyz - b;
    float r2 = dot(d, d);
    float3 c = cross(b, d);
    float4 clamped = clamp(a, -0.5f, 0.5f);
    float4 blended = mix(a, loaded, 0.25f);
    int4 k = vload4(i, ints);
    int4 bits = (k & (int4)(0xff)) ^ (k >> 3) | (k << 1);
    int4 rem = k % 7;
    float4 converted = convert_float4(bits + rem);
    range_t range = {a.lo.x, a.hi.y};
    float lengths = length(b) + fabs(a).w + fmax(a, 0.0f).x + sqrt(fabs(b)).y;
    __global float* o = out + 16 * i;
    o[0] = splat.x + splat.w;
    o[1] = mixed.x + mixed.y * 2.0f;
    o[2] = mixed.z - mixed.w;
    o[3] = from3.z + from3.w;
    o[4] = swapped.x - swapped.w + pair.y;
    o[5] = written.x + written.y + written.z + written.w;
    o[6] = loaded.s3 + loaded3.z;
    o[7] = r2;
    o[8] = c.x - c.z;
    o[9] = clamped.x + clamped.y + clamped.z + clamped.w;
    o[10] = blended.y;
    o[11] = converted.x + converted.y + converted.z + converted.w;
    o[12] = range.lo - range.hi;
    o[13] = lengths;
    o[14] = (a.even * a.odd).y;
    o[15] = dot(a.xyzw, (float4)(1.0f, 0.0f, 1.0f, 0.0f));
    vstore3(d, 0, (__global float*) (out + 16 * i + 16 * get_global_size(0)));
}
