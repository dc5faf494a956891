// KernelScope's OpenCL C -> CUDA prelude: prepended to every kernel source the CUDA backend compiles (NVRTC at run
// time, nvcc in the translation test), so one OpenCL C file runs on both backends, as CLBlast runs its kernels on CUDA.
// It maps qualifiers, work-item functions, barriers, the vector types and the math built-ins our kernels use.
//
// The dialect's rules (a kernel that breaks one fails to compile for CUDA, and the translation test says so):
//  1. Qualifiers: __kernel, __global, __local, __constant, __private, or the same without underscores (OpenClSyntax
//     adds them before anything else reads the source).
//  2. __local on a declaration inside a kernel body (an array or scalar) makes it shared memory. __local on a pointer
//     type (a helper's parameter, a cast, a pointer variable) is dropped by CudaDialect before compiling, since CUDA
//     pointers are generic. A __local kernel PARAMETER (OpenCL's dynamic local memory argument) becomes a 64-bit
//     offset into the block's dynamic shared memory (extern __shared__, 16-byte aligned slices); the backend passes
//     the offsets and launches with their total as dynamic shared memory (opting in above 48 KiB).
//  3. __constant on a kernel or helper pointer parameter becomes const; program-scope __constant data becomes CUDA's
//     __constant__ (OpenClSyntax rewrites it, since the macro below cannot tell the two apart).
//  4. Helper functions need no qualifier: NVRTC compiles with --device-as-default-execution-space (nvcc has no such
//     flag, so its translation test leaves such kernels out); `inline` ones become __device__ inline. Kernels return void.
//  5. Vectors: 2-, 3-, 4-, 8- and 16-component char, uchar, short, ushort, int, uint, long, ulong, float and double
//     vectors, OpenCL's sizes (a float3 takes 16 bytes, a float8 and a double3 32), operators, comparisons
//     (-1 where true), select, any, all, swizzles (.s0-.sF, .lo/.hi/.even/.odd), literals, vloadN/vstoreN and the
//     vector built-ins: opencl_vectors.cuh, with CudaDialect rewriting literals and swizzles (OpenClSyntax). half:
//     vload_half/vstore_half in every form and rounding mode, half variables and vectors of 2-16 (cl_khr_fp16 is
//     defined), computed in fp32 and rounded to half where stored; a vector declared from a scalar constant
//     (float4 acc = 0.0f); convert_*_sat/_rt*, as_*, async_work_group_copy. Sub-groups are warps and the 8-bit
//     integer dot products dp4a (opencl_subgroups.cuh). double vectors' built-ins compute in double (cl_khr_fp64 is
//     defined). Not mapped: images, any other scalar assigned to a vector, ?: on vectors, vendor sub-group
//     extensions, program-scope __constant half data.
//  6. __attribute__((reqd_work_group_size(X, Y, Z))) goes between __kernel and void; it becomes __launch_bounds__(X*Y*Z)
//     (the compiler budgets registers for that many threads, as NVIDIA's OpenCL compiler does), and CudaDialect
//     records X, Y, Z in a module variable so the backend reports them like CL_KERNEL_COMPILE_WORK_GROUP_SIZE.
//  7. A kernel that needs N groups resident per multiprocessor writes `#define KERNELSCOPE_MIN_GROUPS_PER_UNIT N`
//     before its __kernel (OpenCL compilers never read the macro); its reqd_work_group_size then becomes
//     __launch_bounds__(X*Y*Z, N), so ptxas fits the registers to 65,536 / (N * X*Y*Z) and schedules for that budget
//     (unlike --maxrregcount, which ptxas ignores under __launch_bounds__). Without the macro, N is 0: no minimum.

#define KERNELSCOPE_CUDA 1

// ---- qualifiers and attributes ----
#define __kernel extern "C" __global__
#define __global
#define __local __shared__
#define __constant const
#define __const const   // clang's GNU spelling of const, which OpenCL compilers take (the OpenCL Programming Guide's spmv)
#define __private
#define restrict __restrict__
#define reqd_work_group_size(x, y, z) launch_bounds((x) * (y) * (z), KERNELSCOPE_MIN_GROUPS_PER_UNIT)
#ifndef KERNELSCOPE_MIN_GROUPS_PER_UNIT
// the value rule 7's macro takes where no kernel defines it: a variable of the same name (0 emits no .minnctapersm)
[[maybe_unused]] static constexpr int KERNELSCOPE_MIN_GROUPS_PER_UNIT = 0;
#endif

// ---- OpenCL C's scalar limits and math constants (its float.h, limits.h and M_*_F; NVRTC has no C headers) ----
#ifndef FLT_MAX
#define FLT_MAX 0x1.fffffep127f
#define FLT_MIN 0x1.0p-126f
#define FLT_EPSILON 0x1.0p-23f
#define FLT_DIG 6
#define FLT_MANT_DIG 24
#define DBL_MAX 0x1.fffffffffffffp1023
#define DBL_MIN 0x1.0p-1022
#define DBL_EPSILON 0x1.0p-52
#endif
#ifndef INT_MAX
#define CHAR_BIT 8
#define SCHAR_MAX 127
#define SCHAR_MIN (-127 - 1)
#define CHAR_MAX SCHAR_MAX
#define CHAR_MIN SCHAR_MIN
#define UCHAR_MAX 255
#define SHRT_MAX 32767
#define SHRT_MIN (-32767 - 1)
#define USHRT_MAX 65535
#define INT_MAX 2147483647
#define INT_MIN (-2147483647 - 1)
#define UINT_MAX 0xffffffffu
#define LONG_MAX 0x7fffffffffffffffL
#define LONG_MIN (-0x7fffffffffffffffL - 1)
#define ULONG_MAX 0xffffffffffffffffUL
#endif
#ifndef MAXFLOAT
#define MAXFLOAT FLT_MAX
#endif
#ifndef HUGE_VALF
#define HUGE_VALF __int_as_float(0x7f800000)
#endif
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
#ifndef NAN
#define NAN __int_as_float(0x7fc00000)
#endif
#ifndef M_PI_F
#define M_E_F 2.71828182845904523536f
#define M_LOG2E_F 1.44269504088896340736f
#define M_LOG10E_F 0.434294481903251827651f
#define M_LN2_F 0.693147180559945309417f
#define M_LN10_F 2.30258509299404568402f
#define M_PI_F 3.14159265358979323846f
#define M_PI_2_F 1.57079632679489661923f
#define M_PI_4_F 0.785398163397448309616f
#define M_1_PI_F 0.318309886183790671538f
#define M_2_PI_F 0.636619772367581343076f
#define M_2_SQRTPI_F 1.12837916709551257390f
#define M_SQRT2_F 1.41421356237309504880f
#define M_SQRT1_2_F 0.707106781186547524401f
#endif

// ---- OpenCL's unsigned shorthand types (same widths as OpenCL C on 64-bit Linux) ----
typedef unsigned char uchar;
typedef unsigned short ushort;
typedef unsigned int uint;
typedef unsigned long ulong;

// ---- work-item functions: dimensions 0-2; out of range gives OpenCL's answer (0 for ids, 1 for sizes) ----
__device__ __forceinline__ size_t get_local_id(uint d) {
    return d == 0u ? threadIdx.x : d == 1u ? threadIdx.y : d == 2u ? threadIdx.z : 0u;
}
__device__ __forceinline__ size_t get_group_id(uint d) {
    return d == 0u ? blockIdx.x : d == 1u ? blockIdx.y : d == 2u ? blockIdx.z : 0u;
}
__device__ __forceinline__ size_t get_local_size(uint d) {
    return d == 0u ? blockDim.x : d == 1u ? blockDim.y : d == 2u ? blockDim.z : 1u;
}
__device__ __forceinline__ size_t get_num_groups(uint d) {
    return d == 0u ? gridDim.x : d == 1u ? gridDim.y : d == 2u ? gridDim.z : 1u;
}
__device__ __forceinline__ size_t get_global_id(uint d) {
    return get_group_id(d) * get_local_size(d) + get_local_id(d);
}
__device__ __forceinline__ size_t get_global_size(uint d) {
    return get_num_groups(d) * get_local_size(d);
}
__device__ __forceinline__ size_t get_global_offset(uint) {
    return 0u;  // KernelScope never launches with a global offset
}

// ---- synchronization: __syncthreads orders both shared and global memory within the block ----
#define CLK_LOCAL_MEM_FENCE 1
#define CLK_GLOBAL_MEM_FENCE 2
#define barrier(flags) __syncthreads()
__device__ __forceinline__ void mem_fence(int flags) {
    if (flags & CLK_GLOBAL_MEM_FENCE) {
        __threadfence();
    } else {
        __threadfence_block();
    }
}
#define read_mem_fence(flags) mem_fence(flags)
#define write_mem_fence(flags) mem_fence(flags)

// ---- 32-bit atomics on global or local memory (OpenCL 1.1 names; they return the old value) ----
#define KS_ATOMIC2(NAME, CUDA_NAME, T) \
    __device__ __forceinline__ T NAME(volatile T* p, T v) { return CUDA_NAME((T*) p, v); }
KS_ATOMIC2(atomic_add, atomicAdd, int)
KS_ATOMIC2(atomic_add, atomicAdd, uint)
KS_ATOMIC2(atomic_min, atomicMin, int)
KS_ATOMIC2(atomic_min, atomicMin, uint)
KS_ATOMIC2(atomic_max, atomicMax, int)
KS_ATOMIC2(atomic_max, atomicMax, uint)
KS_ATOMIC2(atomic_xchg, atomicExch, int)
KS_ATOMIC2(atomic_xchg, atomicExch, uint)
KS_ATOMIC2(atomic_and, atomicAnd, int)
KS_ATOMIC2(atomic_or, atomicOr, int)
KS_ATOMIC2(atomic_xor, atomicXor, int)
#undef KS_ATOMIC2
__device__ __forceinline__ int atomic_sub(volatile int* p, int v) { return atomicSub((int*) p, v); }
__device__ __forceinline__ uint atomic_sub(volatile uint* p, uint v) { return atomicSub((uint*) p, v); }
__device__ __forceinline__ int atomic_inc(volatile int* p) { return atomicAdd((int*) p, 1); }
__device__ __forceinline__ uint atomic_inc(volatile uint* p) { return atomicAdd((uint*) p, 1u); }
__device__ __forceinline__ int atomic_dec(volatile int* p) { return atomicSub((int*) p, 1); }
__device__ __forceinline__ uint atomic_dec(volatile uint* p) { return atomicSub((uint*) p, 1u); }
__device__ __forceinline__ int atomic_cmpxchg(volatile int* p, int cmp, int v) { return atomicCAS((int*) p, cmp, v); }
__device__ __forceinline__ uint atomic_cmpxchg(volatile uint* p, uint cmp, uint v) {
    return atomicCAS((uint*) p, cmp, v);
}

// ---- scalar math built-ins CUDA lacks or names differently ----
__device__ __forceinline__ float mad(float a, float b, float c) { return fmaf(a, b, c); }  // NVIDIA OpenCL: an FMA too
__device__ __forceinline__ int mad24(int a, int b, int c) { return __mul24(a, b) + c; }
__device__ __forceinline__ uint mad24(uint a, uint b, uint c) { return __umul24(a, b) + c; }
__device__ __forceinline__ int mul24(int a, int b) { return __mul24(a, b); }
__device__ __forceinline__ uint mul24(uint a, uint b) { return __umul24(a, b); }
__device__ __forceinline__ float clamp(float x, float lo, float hi) { return fminf(fmaxf(x, lo), hi); }
__device__ __forceinline__ int clamp(int x, int lo, int hi) { return min(max(x, lo), hi); }
__device__ __forceinline__ uint clamp(uint x, uint lo, uint hi) { return min(max(x, lo), hi); }
__device__ __forceinline__ float native_sqrt(float x) { return sqrtf(x); }
__device__ __forceinline__ float native_rsqrt(float x) { return rsqrtf(x); }
__device__ __forceinline__ float native_recip(float x) { return __fdividef(1.0f, x); }
__device__ __forceinline__ float native_divide(float a, float b) { return __fdividef(a, b); }
__device__ __forceinline__ float native_exp(float x) { return __expf(x); }
__device__ __forceinline__ float native_exp2(float x) { return exp2f(x); }
__device__ __forceinline__ float native_exp10(float x) { return __exp10f(x); }
__device__ __forceinline__ float native_log(float x) { return __logf(x); }
__device__ __forceinline__ float native_log2(float x) { return __log2f(x); }
__device__ __forceinline__ float native_log10(float x) { return __log10f(x); }
__device__ __forceinline__ float native_sin(float x) { return __sinf(x); }
__device__ __forceinline__ float native_cos(float x) { return __cosf(x); }
__device__ __forceinline__ float native_tan(float x) { return __tanf(x); }
__device__ __forceinline__ float native_powr(float x, float y) { return __powf(x, y); }
__device__ __forceinline__ float as_float(int x) { return __int_as_float(x); }
__device__ __forceinline__ float as_float(uint x) { return __uint_as_float(x); }
__device__ __forceinline__ int as_int(float x) { return __float_as_int(x); }
__device__ __forceinline__ uint as_uint(float x) { return __float_as_uint(x); }
// convert_<type>(x) from any scalar: C's conversion, OpenCL's default rounding (toward zero to an integer, to nearest to
// a float); templates, so that a float, a double or an integer argument each finds exactly one
#define KS_CONVERT_SCALAR(T) template <class S> __device__ __forceinline__ T convert_##T(S x) { return (T) x; }
KS_CONVERT_SCALAR(char) KS_CONVERT_SCALAR(uchar) KS_CONVERT_SCALAR(short) KS_CONVERT_SCALAR(ushort)
KS_CONVERT_SCALAR(int) KS_CONVERT_SCALAR(uint) KS_CONVERT_SCALAR(long) KS_CONVERT_SCALAR(ulong)
KS_CONVERT_SCALAR(float) KS_CONVERT_SCALAR(double)
#undef KS_CONVERT_SCALAR

// ---- half <-> float on 16-bit patterns, one hardware conversion each (OpenCL's vload_half / vstore_half_rte on a
// private half: our stencil kernels call these under #ifdef KERNELSCOPE_CUDA; opencl_vectors.cuh's half uses them) ----
__device__ __forceinline__ float ks_cvt_half_bits_to_float(uint h) {
    float f;
    asm("cvt.f32.f16 %0, %1;" : "=f"(f) : "h"((unsigned short) h));
    return f;
}
__device__ __forceinline__ ushort ks_cvt_float_to_half_bits(float f) {   // round to nearest even, IEEE overflow to Inf
    unsigned short h;
    asm("cvt.rn.f16.f32 %0, %1;" : "=h"(h) : "f"(f));
    return h;
}

// ---- warp shuffles (OpenCL 1.2 has none; kernels call these under #ifdef KERNELSCOPE_CUDA) ----
// The lane's index in its warp (work-items are numbered x fastest, as CUDA forms warps); whether a predicate holds on
// every lane of a whole warp; a 32-bit value from the lane `delta` below / above among `lanes` (a lane outside the
// warp or the mask leaves the value undefined: the caller does not use it there).
__device__ __forceinline__ uint ks_local_linear_id() {   // also the async copies' work-item order
    return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}
// the work-items of the group: the async copies' step and the sub-groups' count and sizes (opencl_subgroups.cuh)
__device__ __forceinline__ uint ks_group_items() { return blockDim.x * blockDim.y * blockDim.z; }
__device__ __forceinline__ uint ks_lane_id() { return ks_local_linear_id() & 31u; }
__device__ __forceinline__ int ks_warp_all(int predicate) { return __all_sync(0xffffffffu, predicate); }
__device__ __forceinline__ uint ks_shuffle_up(uint v, uint delta, uint lanes) { return __shfl_up_sync(lanes, v, delta); }
__device__ __forceinline__ uint ks_shuffle_down(uint v, uint delta, uint lanes) {
    return __shfl_down_sync(lanes, v, delta);
}

// ---- vector arithmetic (CUDA has the types but no operators) ----
#define KS_VEC2_OPS(V, S)                                                                                      \
    __device__ __forceinline__ V operator-(V a) { V r; r.x = -a.x; r.y = -a.y; return r; }                      \
    KS_VEC2_BINARY(V, S, +) KS_VEC2_BINARY(V, S, -) KS_VEC2_BINARY(V, S, *) KS_VEC2_BINARY(V, S, /)
#define KS_VEC2_BINARY(V, S, OP)                                                                               \
    __device__ __forceinline__ V operator OP(V a, V b) { V r; r.x = a.x OP b.x; r.y = a.y OP b.y; return r; }    \
    __device__ __forceinline__ V operator OP(V a, S s) { V r; r.x = a.x OP s; r.y = a.y OP s; return r; }        \
    __device__ __forceinline__ V operator OP(S s, V a) { V r; r.x = s OP a.x; r.y = s OP a.y; return r; }        \
    __device__ __forceinline__ V& operator OP##=(V& a, V b) { a.x OP##= b.x; a.y OP##= b.y; return a; }          \
    __device__ __forceinline__ V& operator OP##=(V& a, S s) { a.x OP##= s; a.y OP##= s; return a; }
#define KS_VEC4_OPS(V, S)                                                                                      \
    __device__ __forceinline__ V operator-(V a) { V r; r.x = -a.x; r.y = -a.y; r.z = -a.z; r.w = -a.w; return r; } \
    KS_VEC4_BINARY(V, S, +) KS_VEC4_BINARY(V, S, -) KS_VEC4_BINARY(V, S, *) KS_VEC4_BINARY(V, S, /)
#define KS_VEC4_BINARY(V, S, OP)                                                                               \
    __device__ __forceinline__ V operator OP(V a, V b) {                                                      \
        V r; r.x = a.x OP b.x; r.y = a.y OP b.y; r.z = a.z OP b.z; r.w = a.w OP b.w; return r; }                \
    __device__ __forceinline__ V operator OP(V a, S s) {                                                      \
        V r; r.x = a.x OP s; r.y = a.y OP s; r.z = a.z OP s; r.w = a.w OP s; return r; }                        \
    __device__ __forceinline__ V operator OP(S s, V a) {                                                      \
        V r; r.x = s OP a.x; r.y = s OP a.y; r.z = s OP a.z; r.w = s OP a.w; return r; }                        \
    __device__ __forceinline__ V& operator OP##=(V& a, V b) {                                                 \
        a.x OP##= b.x; a.y OP##= b.y; a.z OP##= b.z; a.w OP##= b.w; return a; }                                 \
    __device__ __forceinline__ V& operator OP##=(V& a, S s) {                                                 \
        a.x OP##= s; a.y OP##= s; a.z OP##= s; a.w OP##= s; return a; }
KS_VEC2_OPS(float2, float)
KS_VEC2_OPS(int2, int)
KS_VEC2_OPS(uint2, uint)
KS_VEC4_OPS(float4, float)
KS_VEC4_OPS(int4, int)
KS_VEC4_OPS(uint4, uint)
#undef KS_VEC2_OPS
#undef KS_VEC2_BINARY
#undef KS_VEC4_OPS
#undef KS_VEC4_BINARY

__device__ __forceinline__ float dot(float2 a, float2 b) { return a.x * b.x + a.y * b.y; }
__device__ __forceinline__ float dot(float4 a, float4 b) { return a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w; }
__device__ __forceinline__ float2 fma(float2 a, float2 b, float2 c) {
    float2 r; r.x = fmaf(a.x, b.x, c.x); r.y = fmaf(a.y, b.y, c.y); return r;
}
__device__ __forceinline__ float4 fma(float4 a, float4 b, float4 c) {
    float4 r; r.x = fmaf(a.x, b.x, c.x); r.y = fmaf(a.y, b.y, c.y); r.z = fmaf(a.z, b.z, c.z); r.w = fmaf(a.w, b.w, c.w);
    return r;
}
__device__ __forceinline__ float2 mad(float2 a, float2 b, float2 c) { return fma(a, b, c); }
__device__ __forceinline__ float4 mad(float4 a, float4 b, float4 c) { return fma(a, b, c); }

// opencl_vectors.cuh follows (the rest of OpenCL's vector types and built-ins, and the `inline` mapping, last).
