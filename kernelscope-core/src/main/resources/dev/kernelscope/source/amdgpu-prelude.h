/*
 * Prelude for compiling OpenCL C offline for AMDGPU with a bare clang (no ROCm device libraries): maps the work-item
 * functions, barriers and common math to clang's AMDGPU builtins, so they become the instructions ROCm would emit
 * instead of external calls that inflate registers and scratch. Included after clang's OpenCL header (-include).
 */
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

/* Work-item functions, as ROCm's ockl computes them: group sizes and grid sizes from the HSA dispatch packet
 * (workgroup_size_x/y/z: uint16 at bytes 4, 6, 8; grid_size_x/y/z: uint32 at 12, 16, 20; dimensions in the low two
 * bits of setup, byte 2), the global offset from the first three hidden kernel arguments (code object v4/v5). */
#define __KS_PACKET ((__constant unsigned short *)__builtin_amdgcn_dispatch_ptr())
#define __KS_PACKET32 ((__constant unsigned int *)__builtin_amdgcn_dispatch_ptr())
static inline __attribute__((always_inline)) size_t __ks_local_id(uint d) {
    return d == 0 ? __builtin_amdgcn_workitem_id_x() : d == 1 ? __builtin_amdgcn_workitem_id_y()
         : d == 2 ? __builtin_amdgcn_workitem_id_z() : 0;
}
static inline __attribute__((always_inline)) size_t __ks_group_id(uint d) {
    return d == 0 ? __builtin_amdgcn_workgroup_id_x() : d == 1 ? __builtin_amdgcn_workgroup_id_y()
         : d == 2 ? __builtin_amdgcn_workgroup_id_z() : 0;
}
static inline __attribute__((always_inline)) size_t __ks_enqueued_local_size(uint d) {
    return d < 3 ? __KS_PACKET[2 + d] : 1;
}
static inline __attribute__((always_inline)) size_t __ks_global_size(uint d) {
    return d < 3 ? __KS_PACKET32[3 + d] : 1;
}
static inline __attribute__((always_inline)) size_t __ks_global_offset(uint d) {
    return d < 3 ? ((__constant size_t *)__builtin_amdgcn_implicitarg_ptr())[d] : 0;
}
static inline __attribute__((always_inline)) size_t __ks_local_size(uint d) {
    size_t group = __ks_enqueued_local_size(d);
    size_t rest = __ks_global_size(d) - __ks_group_id(d) * group;   /* a partial last group (OpenCL 2.0) */
    return rest < group ? rest : group;
}
static inline __attribute__((always_inline)) size_t __ks_num_groups(uint d) {
    size_t group = __ks_enqueued_local_size(d);
    return (__ks_global_size(d) + group - 1) / group;
}
static inline __attribute__((always_inline)) size_t __ks_global_id(uint d) {
    return __ks_group_id(d) * __ks_enqueued_local_size(d) + __ks_local_id(d) + __ks_global_offset(d);
}
static inline __attribute__((always_inline)) uint __ks_work_dim(void) { return __KS_PACKET[1] & 3; }
#define get_local_id(d) __ks_local_id(d)
#define get_group_id(d) __ks_group_id(d)
#define get_local_size(d) __ks_local_size(d)
#define get_enqueued_local_size(d) __ks_enqueued_local_size(d)
#define get_global_size(d) __ks_global_size(d)
#define get_global_offset(d) __ks_global_offset(d)
#define get_num_groups(d) __ks_num_groups(d)
#define get_global_id(d) __ks_global_id(d)
#define get_work_dim() __ks_work_dim()

/* Barriers and fences: a work-group release fence, s_barrier, an acquire fence (what ROCm emits for
 * barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE)). */
static inline __attribute__((always_inline)) void __ks_barrier(void) {
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
    __builtin_amdgcn_s_barrier();
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}
#define barrier(flags) __ks_barrier()
#define work_group_barrier(...) __ks_barrier()
#define mem_fence(flags) __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "workgroup")
#define read_mem_fence(flags) __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup")
#define write_mem_fence(flags) __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup")

/* Math: scalar float and double, and float vectors component by component, to clang builtins that lower to the
 * hardware's instructions (v_sqrt_f32, v_exp_f32, v_log_f32, v_sin_f32, v_fma_f32 ...). These are the fast forms:
 * ROCm's OCML adds range reduction and denormal handling to exp/log/sin/cos/pow, so a kernel heavy in those costs
 * more instructions (and sometimes registers) on a real ROCm build than here. */
#define __KS_OVL static inline __attribute__((overloadable, always_inline))
#define __KS_VEC1(name) \
    __KS_OVL float2 name(float2 x) { return (float2)(name(x.s0), name(x.s1)); } \
    __KS_OVL float3 name(float3 x) { return (float3)(name(x.s0), name(x.s1), name(x.s2)); } \
    __KS_OVL float4 name(float4 x) { return (float4)(name(x.lo), name(x.hi)); } \
    __KS_OVL float8 name(float8 x) { return (float8)(name(x.lo), name(x.hi)); } \
    __KS_OVL float16 name(float16 x) { return (float16)(name(x.lo), name(x.hi)); }
#define __KS_MATH1(name, fexpr, dexpr) \
    __KS_OVL float name(float x) { return fexpr; } \
    __KS_OVL double name(double x) { return dexpr; } \
    __KS_VEC1(name)
__KS_MATH1(__ks_sqrt, __builtin_sqrtf(x), __builtin_sqrt(x))
__KS_MATH1(__ks_rsqrt, 1.0f / __builtin_sqrtf(x), 1.0 / __builtin_sqrt(x))
/* The GPU has no double exp, log, sin, cos or pow instruction, and clang's AMDGPU backend crashed on the builtins
 * ("unsupported libcall legalization", "Cannot select: f64 = fsin"): in double they stay calls to ROCm's OCML
 * functions, which the listing shows as calls left as calls. */
double __ocml_exp_f64(double);
double __ocml_exp2_f64(double);
double __ocml_log_f64(double);
double __ocml_log2_f64(double);
double __ocml_sin_f64(double);
double __ocml_cos_f64(double);
double __ocml_pow_f64(double, double);
__KS_MATH1(__ks_exp, __builtin_expf(x), __ocml_exp_f64(x))
__KS_MATH1(__ks_exp2, __builtin_exp2f(x), __ocml_exp2_f64(x))
__KS_MATH1(__ks_log, __builtin_logf(x), __ocml_log_f64(x))
__KS_MATH1(__ks_log2, __builtin_log2f(x), __ocml_log2_f64(x))
__KS_MATH1(__ks_sin, __builtin_sinf(x), __ocml_sin_f64(x))
__KS_MATH1(__ks_cos, __builtin_cosf(x), __ocml_cos_f64(x))
__KS_MATH1(__ks_fabs, __builtin_fabsf(x), __builtin_fabs(x))
__KS_MATH1(__ks_floor, __builtin_floorf(x), __builtin_floor(x))
__KS_MATH1(__ks_ceil, __builtin_ceilf(x), __builtin_ceil(x))
__KS_MATH1(__ks_trunc, __builtin_truncf(x), __builtin_trunc(x))
__KS_MATH1(__ks_round, __builtin_roundf(x), __builtin_round(x))
__KS_MATH1(__ks_native_recip, 1.0f / x, 1.0 / x)
#define sqrt __ks_sqrt
#define native_sqrt __ks_sqrt
#define half_sqrt __ks_sqrt
#define rsqrt __ks_rsqrt
#define native_rsqrt __ks_rsqrt
#define exp __ks_exp
#define native_exp __ks_exp
#define exp2 __ks_exp2
#define native_exp2 __ks_exp2
#define log __ks_log
#define native_log __ks_log
#define log2 __ks_log2
#define native_log2 __ks_log2
#define sin __ks_sin
#define native_sin __ks_sin
#define cos __ks_cos
#define native_cos __ks_cos
#define fabs __ks_fabs
#define floor __ks_floor
#define ceil __ks_ceil
#define trunc __ks_trunc
#define round __ks_round
#define native_recip __ks_native_recip
#define __KS_MATH2(name, fexpr, dexpr) \
    __KS_OVL float name(float x, float y) { return fexpr; } \
    __KS_OVL double name(double x, double y) { return dexpr; } \
    __KS_OVL float2 name(float2 x, float2 y) { return (float2)(name(x.s0, y.s0), name(x.s1, y.s1)); } \
    __KS_OVL float4 name(float4 x, float4 y) { return (float4)(name(x.lo, y.lo), name(x.hi, y.hi)); }
__KS_MATH2(__ks_pow, __builtin_powf(x, y), __ocml_pow_f64(x, y))
__KS_MATH2(__ks_fmin, __builtin_fminf(x, y), __builtin_fmin(x, y))
__KS_MATH2(__ks_fmax, __builtin_fmaxf(x, y), __builtin_fmax(x, y))
__KS_MATH2(__ks_native_divide, x / y, x / y)
#define pow __ks_pow
#define powr __ks_pow
#define native_powr __ks_pow
#define fmin __ks_fmin
#define fmax __ks_fmax
#define native_divide __ks_native_divide
#define __KS_MATH3(name, fexpr, dexpr) \
    __KS_OVL float name(float x, float y, float z) { return fexpr; } \
    __KS_OVL double name(double x, double y, double z) { return dexpr; } \
    __KS_OVL float2 name(float2 x, float2 y, float2 z) { return (float2)(name(x.s0, y.s0, z.s0), name(x.s1, y.s1, z.s1)); } \
    __KS_OVL float4 name(float4 x, float4 y, float4 z) { return (float4)(name(x.lo, y.lo, z.lo), name(x.hi, y.hi, z.hi)); }
__KS_MATH3(__ks_fma, __builtin_fmaf(x, y, z), __builtin_fma(x, y, z))
__KS_MATH3(__ks_mad, x * y + z, x * y + z)
#define fma __ks_fma
#define mad __ks_mad

/* Integer and float min/max/clamp/abs of one type (scalars or like vectors); a mixed vector-and-scalar call
 * (min(float4, float)) does not type-check here and stays an error. */
#define min(a, b) __builtin_elementwise_min((a), (b))
#define max(a, b) __builtin_elementwise_max((a), (b))
#define clamp(x, lo, hi) __builtin_elementwise_min(__builtin_elementwise_max((x), (lo)), (hi))
#define abs(x) __builtin_elementwise_abs(x)
#define mul24(a, b) ((a) * (b))
#define mad24(a, b, c) ((a) * (b) + (c))
