// double vectors as the CUDA backend maps them (opencl_vectors.cuh: double2-double16 with OpenCL's 32-byte double3
// and double4, their built-ins in double, conversions and comparisons), where the device has cl_khr_fp64 (PoCL and
// CUDA do). Each work-item writes 8 doubles; slot 7 says whether the double part ran. OpenClSyntaxGpuTest computes
// the same on the host (AMD's BlackScholesDP calls fabs and exp on double4; it failed on the CUDA backend before).
#ifdef cl_khr_fp64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

__kernel void double_vectors(__global const double4* in4, __global const double* flat, __global const long* ks,
                             __global double* out) {
    int i = get_global_id(0);
    double4 a = in4[i];
    double3 b = vload3(i, flat);
    double8 w = vload8(i, flat);
    double4 magnitude = fabs(a);
    double4 grown = exp(a * 0.5) + sqrt(magnitude);
    double4 limited = clamp(a, -0.25, 0.25);
    double4 fused = fma(a, magnitude, (double4)(1.0, 2.0, 3.0, 4.0));
    long4 less = a < (double4)(0.0);
    double4 chosen = select(a, -a, less);
    double2 pair = (double2)(b.z, w.s7);
    long4 k = vload4(i, ks);
    double4 converted = convert_double4(k);
    __global double* o = out + 8 * i;
    o[0] = magnitude.x + magnitude.y + magnitude.z + magnitude.w;
    o[1] = grown.x + grown.w;
    o[2] = limited.y + limited.z;
    o[3] = fused.x + fused.y + fused.z + fused.w;
    o[4] = chosen.x + chosen.y + chosen.z + chosen.w + dot(b, b);
    o[5] = pair.x * pair.y + fmax(w, 0.5).s3 + sign(a).w;
    o[6] = converted.x + converted.w + (double) (less.x + less.y);
    o[7] = 1.0;
}
#else
__kernel void double_vectors(__global const float* in4, __global const float* flat, __global const long* ks,
                             __global float* out) {
    out[8 * get_global_id(0) + 7] = 0.0f;   // no cl_khr_fp64: nothing to check
}
#endif
