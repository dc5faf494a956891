// OpenCL C's 8- and 16-component vectors and vector relations as the CUDA backend maps them (opencl_vectors.cuh,
// OpenClSyntax): vload16/vload8/vstore8, .lo/.hi/.even/.odd of 16 and 8 components, numbered swizzles past .s3 read
// and written (.s4567, .sA, .sf), literals built from vectors, the built-ins on float8, integer comparisons giving
// -1 where true, select, any and all, vectors declared from a scalar, saturating and rounding conversions, as_ushort2,
// the C limits, and async_work_group_copy. Each work-item writes 16 floats of `out`, vstore8s 8 more past them and 4
// after those; OpenClSyntaxGpuTest computes the same on the host and runs this on every device present.

__kernel void wide_vectors(__global const float* in, __global const int* ints, __global const uchar* bytes,
                           __global float* out) {
    int i = get_global_id(0);
    float16 v = vload16(i, in);
    float8 lo = v.lo;
    float8 hi = v.hi;
    float8 sum = lo + hi * 2.0f;
    float8 even = v.even;
    float4 q = v.s4567;
    float f = v.sA + v.sf;
    int8 k = vload8(i, ints);
    int8 positive = k > 0;
    int8 magnitude = select(-k, k, positive);
    float8 converted = convert_float8(magnitude);
    float8 clamped = clamp(lo, -0.5f, 0.5f);
    float8 literal = (float8)(q, (float4)(1.0f, 2.0f, 3.0f, 4.0f));
    float8 fused = fma(lo, hi, literal);
    int4 less = v.s0123 < v.s89ab;
    uint16 widened = convert_uint16(vload16(i, bytes));
    float16 written = (float16)(0.0f);
    written.s89AB = q;
    written.sF = 5.0f;
    written.odd += 1.0f;
    float4 splat = 0.5f;                     // a scalar widens to every component, as OpenCL C does
    int8 ones = 1, twos = ones + ones;
    __global float* o = out + 16 * i;
    o[0] = sum.s0 + sum.s7;
    o[1] = even.s1 + even.s7;
    o[2] = q.x + q.w;
    o[3] = f;
    o[4] = converted.s0 + converted.s1 + converted.s2 + converted.s3 + converted.s4 + converted.s5 + converted.s6
            + converted.s7;
    o[5] = clamped.s0 + clamped.s3 + clamped.s6;
    o[6] = (float) any(positive) + 2.0f * (float) all(positive);
    o[7] = (float) (widened.s0 + widened.s5 + widened.sa + widened.sF);
    o[8] = (float) (less.x + less.y + less.z + less.w);
    o[9] = sqrt(fabs(lo)).s3;
    o[10] = min(hi, lo).s6;
    o[11] = (float) max(k, 2).s1;
    o[12] = written.s8 + written.s9 + written.sa + written.sb + written.sc + written.sd + written.se + written.sf;
    o[13] = written.s0 + written.s1 + splat.w + (float) twos.s7;
    o[14] = (float) any(k < -1000000) + 2.0f * (float) all(k > -1000000);
    o[15] = dot(hi.lo, hi.hi) + mad(2.0f, q, (float4)(1.0f)).w;   // a scalar among vectors, as ggml calls it
    vstore8(fused, i, out + 16 * get_global_size(0));
    // saturating and rounding conversions, reinterpretation, the C limits, and a group's async copy into __local
    float4 wide = v.s0123 * 300.0f;
    uchar4 saturated = convert_uchar4_sat(wide);
    int4 floored = convert_int4_rtn(wide);
    short2 clamped16 = convert_short2_sat(k.s01 * 100000);
    __local float tile[64];
    event_t copied = async_work_group_copy(tile, in + 16 * 64 * get_group_id(0), 64, 0);
    wait_group_events(1, &copied);
    __global float* c = out + 24 * get_global_size(0) + 4 * i;
    c[0] = (float) (saturated.x + saturated.y + saturated.z + saturated.w) + (float) (clamped16.x + clamped16.y);
    c[1] = (float) (floored.x + floored.y + floored.z + floored.w);
    c[2] = (float) as_ushort2(v.s1).y + (fmin(v.s2 * FLT_MAX, FLT_MAX) == FLT_MAX ? 1.0f : 0.0f) + M_PI_F;
    c[3] = tile[(get_local_id(0) + 1) % 64];
}
