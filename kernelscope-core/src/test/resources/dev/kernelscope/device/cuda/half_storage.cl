// OpenCL C's half as a user's kernel writes it: vload_half / vstore_half (core OpenCL C, every device), their vector
// and rounding forms, and where the device has cl_khr_fp16 (NVIDIA OpenCL; the CUDA backend, whose prelude maps
// half) half variables, half4 arithmetic and convert_half4. Each work-item writes 8 floats of `out` and 4 + 4 halves of
// `halves`; OpenClSyntaxGpuTest checks them against the host's rounding.

#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif

__kernel void half_storage(__global const half* in, __global const float* values, __global float* out,
                           __global half* halves) {
    int i = get_global_id(0);
    float a = vload_half(2 * i, in);
    float4 q = vload_half4(i, in + 8 * get_global_size(0));
    float v = values[i];
    vstore_half(v, 8 * i, halves);
    vstore_half_rtz(v, 8 * i + 1, halves);
    vstore_half_rtp(v, 8 * i + 2, halves);
    vstore_half_rtn(v, 8 * i + 3, halves);
    vstore_half4(q * 2.0f, 2 * i + 1, halves);
    __global float* o = out + 8 * i;
    o[0] = a;
    o[1] = q.x + q.w;
#ifdef cl_khr_fp16
    half h = in[2 * i + 1];
    half4 h4 = vload4(i, in + 8 * get_global_size(0));
    half4 twice = h4 + h4;
    float4 widened = convert_float4(twice);
    half4 back = convert_half4(widened * 0.5f);
    o[2] = 1.0f;
    o[3] = (float) (h * h);
    o[4] = widened.y;
    o[5] = (float) back.z;
    o[6] = (float) (h < in[2 * i]);
    o[7] = (float) twice.w - 1.5h + 1.5h;   // a half literal
#else
    o[2] = 0.0f;
    o[3] = o[4] = o[5] = o[6] = o[7] = 0.0f;
#endif
}
