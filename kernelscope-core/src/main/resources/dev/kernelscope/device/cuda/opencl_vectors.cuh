// The rest of OpenCL C's types for the CUDA backend, prepended after opencl_prelude.cuh: half, 3-, 8- and 16-component
// vectors with OpenCL's size and alignment, operators and comparisons, swizzles (proxies that read and write),
// literals, vloadN/vstoreN and vload_half, the vector built-ins, conversions (_sat, _rt*), as_<type> and async copies.
// OpenClSyntax rewrites `(float4)(a, b)` into ks_make<float4>(a, b), `v.xyz` into ks_swz_xyz(v) and the _sat/_rt
// conversions into ks_convert; everything else is plain C++ here.

// ---- 3-component vectors: OpenCL gives them the size and alignment of 4 (a __global float3* strides 16 bytes);
// CUDA's own float3 is 12 bytes, so every xxx3 name maps to a type of ours ----
struct __align__(16) ks_float3 { float x, y, z; };
struct __align__(16) ks_int3 { int x, y, z; };
struct __align__(16) ks_uint3 { unsigned int x, y, z; };
struct __align__(8) ks_short3 { short x, y, z; };
struct __align__(8) ks_ushort3 { unsigned short x, y, z; };
struct __align__(4) ks_char3 { signed char x, y, z; };
struct __align__(4) ks_uchar3 { unsigned char x, y, z; };
#define float3 ks_float3
#define int3 ks_int3
#define uint3 ks_uint3
#define short3 ks_short3
#define ushort3 ks_ushort3
#define char3 ks_char3
#define uchar3 ks_uchar3
// 64-bit elements: OpenCL's long3/long4/double3/double4 take 32 bytes, aligned to 32 (CUDA's, deprecated in CUDA 13
// for double4_32a and kin, are aligned to 16), so these are ours too
struct __align__(32) ks_long3 { long x, y, z; };
struct __align__(32) ks_long4 { long x, y, z, w; };
struct __align__(32) ks_ulong3 { unsigned long x, y, z; };
struct __align__(32) ks_ulong4 { unsigned long x, y, z, w; };
struct __align__(32) ks_double3 { double x, y, z; };
struct __align__(32) ks_double4 { double x, y, z, w; };
#define long3 ks_long3
#define long4 ks_long4
#define ulong3 ks_ulong3
#define ulong4 ks_ulong4
#define double3 ks_double3
#define double4 ks_double4
#define cl_khr_fp64 1   // every NVIDIA GPU computes in double: kernels that test for the extension take their double path
#define __opencl_c_fp64 1

// ---- half: OpenCL's 16-bit float, as a 2-byte struct converted by the hardware's cvt instructions (no
// cuda_fp16.h, which NVRTC finds only where the toolkit is installed). Arithmetic reads halves as floats and rounds the
// result to half where it is stored, so `a * b + c` on halves keeps fp32 between the operations (OpenCL with
// cl_khr_fp16 may round after each); storing, converting and vload_half/vstore_half round to nearest even ----
struct __align__(2) ks_half {
    unsigned short bits;
    ks_half() = default;
    __device__ __forceinline__ ks_half(float f) : bits(ks_cvt_float_to_half_bits(f)) {}
    __device__ __forceinline__ operator float() const { return ks_cvt_half_bits_to_float(bits); }
    __device__ __forceinline__ ks_half& operator+=(float f) { return *this = (float) *this + f; }
    __device__ __forceinline__ ks_half& operator-=(float f) { return *this = (float) *this - f; }
    __device__ __forceinline__ ks_half& operator*=(float f) { return *this = (float) *this * f; }
    __device__ __forceinline__ ks_half& operator/=(float f) { return *this = (float) *this / f; }
};
#define half ks_half
#define cl_khr_fp16 1   // kernels that test for the extension take their half arithmetic path
struct __align__(4) ks_half2 { ks_half x, y; };
struct __align__(8) ks_half3 { ks_half x, y, z; };
struct __align__(8) ks_half4 { ks_half x, y, z, w; };
#define half2 ks_half2
#define half3 ks_half3
#define half4 ks_half4

// ---- 8- and 16-component vectors (CUDA has none): components x y z w s4 ... sf, so that OpenClSyntax's .s0-.s3 ->
// .x-.w rewrite holds for every size and .s4-.sf (lower-cased by it) are fields; OpenCL's alignment is the size ----
#define KS_WIDE(T, E)                                                                                          \
    struct __align__(8 * sizeof(E)) ks_##T##8 { E x, y, z, w, s4, s5, s6, s7; };                               \
    struct __align__(16 * sizeof(E)) ks_##T##16 { E x, y, z, w, s4, s5, s6, s7, s8, s9, sa, sb, sc, sd, se, sf; };
KS_WIDE(char, signed char) KS_WIDE(uchar, unsigned char) KS_WIDE(short, short) KS_WIDE(ushort, unsigned short)
KS_WIDE(int, int) KS_WIDE(uint, unsigned int) KS_WIDE(long, long) KS_WIDE(ulong, unsigned long)
KS_WIDE(float, float) KS_WIDE(double, double) KS_WIDE(half, ks_half)
#undef KS_WIDE
#define char8 ks_char8
#define char16 ks_char16
#define uchar8 ks_uchar8
#define uchar16 ks_uchar16
#define short8 ks_short8
#define short16 ks_short16
#define ushort8 ks_ushort8
#define ushort16 ks_ushort16
#define int8 ks_int8
#define int16 ks_int16
#define uint8 ks_uint8
#define uint16 ks_uint16
#define long8 ks_long8
#define long16 ks_long16
#define ulong8 ks_ulong8
#define ulong16 ks_ulong16
#define float8 ks_float8
#define float16 ks_float16
#define double8 ks_double8
#define double16 ks_double16
#define half8 ks_half8
#define half16 ks_half16

// ---- which types are vectors: element type and size, and the vector of an element type and size ----
template <class V> struct ks_vector { static constexpr bool value = false; static constexpr int size = 1; typedef V elem; };
template <class S, int N> struct ks_vector_of;
template <class S> struct ks_vector_of<S, 1> { typedef S type; };
#define KS_VECTOR(V, S, N)                                                                                     \
    template <> struct ks_vector<V> { static constexpr bool value = true; static constexpr int size = N; typedef S elem; }; \
    template <> struct ks_vector_of<S, N> { typedef V type; };
KS_VECTOR(char2, signed char, 2) KS_VECTOR(ks_char3, signed char, 3) KS_VECTOR(char4, signed char, 4)
KS_VECTOR(uchar2, unsigned char, 2) KS_VECTOR(ks_uchar3, unsigned char, 3) KS_VECTOR(uchar4, unsigned char, 4)
KS_VECTOR(short2, short, 2) KS_VECTOR(ks_short3, short, 3) KS_VECTOR(short4, short, 4)
KS_VECTOR(ushort2, unsigned short, 2) KS_VECTOR(ks_ushort3, unsigned short, 3) KS_VECTOR(ushort4, unsigned short, 4)
KS_VECTOR(int2, int, 2) KS_VECTOR(ks_int3, int, 3) KS_VECTOR(int4, int, 4)
KS_VECTOR(uint2, unsigned int, 2) KS_VECTOR(ks_uint3, unsigned int, 3) KS_VECTOR(uint4, unsigned int, 4)
KS_VECTOR(float2, float, 2) KS_VECTOR(ks_float3, float, 3) KS_VECTOR(float4, float, 4)
KS_VECTOR(long2, long, 2) KS_VECTOR(ulong2, unsigned long, 2) KS_VECTOR(double2, double, 2)
KS_VECTOR(ks_long3, long, 3) KS_VECTOR(ks_long4, long, 4) KS_VECTOR(ks_ulong3, unsigned long, 3)
KS_VECTOR(ks_ulong4, unsigned long, 4) KS_VECTOR(ks_double3, double, 3) KS_VECTOR(ks_double4, double, 4)
#define KS_VECTOR_WIDE(T, S) KS_VECTOR(ks_##T##8, S, 8) KS_VECTOR(ks_##T##16, S, 16)
KS_VECTOR_WIDE(char, signed char) KS_VECTOR_WIDE(uchar, unsigned char) KS_VECTOR_WIDE(short, short)
KS_VECTOR_WIDE(ushort, unsigned short) KS_VECTOR_WIDE(int, int) KS_VECTOR_WIDE(uint, unsigned int)
KS_VECTOR_WIDE(long, long) KS_VECTOR_WIDE(ulong, unsigned long) KS_VECTOR_WIDE(float, float)
KS_VECTOR_WIDE(double, double) KS_VECTOR_WIDE(half, ks_half)
KS_VECTOR(ks_half2, ks_half, 2) KS_VECTOR(ks_half3, ks_half, 3) KS_VECTOR(ks_half4, ks_half, 4)
#undef KS_VECTOR_WIDE
#undef KS_VECTOR
// OpenCL's char is signed char; a kernel's plain `char` element (vload4 on a char*) takes the same vectors
template <> struct ks_vector_of<char, 2> { typedef char2 type; };
template <> struct ks_vector_of<char, 3> { typedef ks_char3 type; };
template <> struct ks_vector_of<char, 4> { typedef char4 type; };
template <> struct ks_vector_of<char, 8> { typedef ks_char8 type; };
template <> struct ks_vector_of<char, 16> { typedef ks_char16 type; };
template <class T> struct ks_plain { typedef T type; };
template <class T> struct ks_plain<T&> { typedef typename ks_plain<T>::type type; };
template <class T> struct ks_plain<T&&> { typedef typename ks_plain<T>::type type; };
template <class T> struct ks_plain<const T> { typedef typename ks_plain<T>::type type; };
template <class T> struct ks_plain<volatile T> { typedef typename ks_plain<T>::type type; };
template <bool B, class T = void> struct ks_enable {};
template <class T> struct ks_enable<true, T> { typedef T type; };

// component I of a vector (a reference: it reads and writes)
template <int I, class V> __device__ __forceinline__ auto& ks_at(V& v) {
    if constexpr (I == 0) return v.x; else if constexpr (I == 1) return v.y; else if constexpr (I == 2) return v.z;
    else if constexpr (I == 3) return v.w; else if constexpr (I == 4) return v.s4; else if constexpr (I == 5) return v.s5;
    else if constexpr (I == 6) return v.s6; else if constexpr (I == 7) return v.s7; else if constexpr (I == 8) return v.s8;
    else if constexpr (I == 9) return v.s9; else if constexpr (I == 10) return v.sa; else if constexpr (I == 11) return v.sb;
    else if constexpr (I == 12) return v.sc; else if constexpr (I == 13) return v.sd; else if constexpr (I == 14) return v.se;
    else return v.sf;
}
// f(ks_int<K>()) for K = 0 .. N-1, unrolled at compile time (the body reads K as decltype(k)::value)
template <int K> struct ks_int { static constexpr int value = K; };
template <int N, int K = 0, class F> __device__ __forceinline__ void ks_each(F&& f) {
    if constexpr (K < N) {
        f(ks_int<K>());
        ks_each<N, K + 1>(f);
    }
}

// ---- swizzles: v.xyz is ks_swz_xyz(v) (OpenClSyntax), a proxy over the vector that converts to the swizzled
// vector and takes assignments (v.xy = w, v.zw += w), as OpenCL's lvalue swizzles do ----
template <int... I> struct ks_indices { static constexpr int at[sizeof...(I)] = {I...}; };
template <class V, int... I> struct ks_swizzle {
    typedef typename ks_plain<V>::type vector;
    typedef typename ks_vector_of<typename ks_vector<vector>::elem, sizeof...(I)>::type result;
    V& v;
    template <int K> __device__ __forceinline__ auto& component() const {
        return ks_at<ks_indices<I...>::at[K]>(v);
    }
    __device__ __forceinline__ operator result() const {
        if constexpr (sizeof...(I) == 1) {
            return component<0>();
        } else {
            result r;
            ks_each<sizeof...(I)>([&](auto k) { ks_at<decltype(k)::value>(r) = component<decltype(k)::value>(); });
            return r;
        }
    }
    __device__ __forceinline__ result get() const { return *this; }
    __device__ __forceinline__ const ks_swizzle& operator=(result w) const {
        if constexpr (sizeof...(I) == 1) {
            component<0>() = w;
        } else {
            ks_each<sizeof...(I)>([&](auto k) { component<decltype(k)::value>() = ks_at<decltype(k)::value>(w); });
        }
        return *this;
    }
    __device__ __forceinline__ const ks_swizzle& operator=(const ks_swizzle& w) const { return *this = w.get(); }
    template <class W, int... J> __device__ __forceinline__ const ks_swizzle& operator=(const ks_swizzle<W, J...>& w) const {
        return *this = w.get();
    }
    template <class W> __device__ __forceinline__ const ks_swizzle& operator+=(W w) const { return *this = get() + w; }
    template <class W> __device__ __forceinline__ const ks_swizzle& operator-=(W w) const { return *this = get() - w; }
    template <class W> __device__ __forceinline__ const ks_swizzle& operator*=(W w) const { return *this = get() * w; }
    template <class W> __device__ __forceinline__ const ks_swizzle& operator/=(W w) const { return *this = get() / w; }
};
template <class T> struct ks_is_swizzle { static constexpr bool value = false; };
template <class V, int... I> struct ks_is_swizzle<ks_swizzle<V, I...>> { static constexpr bool value = true; };
template <int... I, class V> __device__ __forceinline__ ks_swizzle<V, I...> ks_swizzled(V& v) { return {v}; }
template <class V> struct ks_is_vector { static constexpr bool value = ks_vector<typename ks_plain<V>::type>::value; };
template <class V> struct ks_size { static constexpr int value = ks_vector<typename ks_plain<V>::type>::size; };
// .lo .hi .even .odd: halves by size (a 3-component vector counts as 4, so its .hi reads z twice where w would be);
// a struct's own field of that name stays a field (the second overload)
#define KS_VECTOR_ONLY(V) typename ks_enable<ks_is_vector<V>::value, int>::type = 0
template <class V, KS_VECTOR_ONLY(V)> __device__ __forceinline__ auto ks_swz_lo(V&& v) {
    if constexpr (ks_size<V>::value == 2) return ks_swizzled<0>(v);
    else if constexpr (ks_size<V>::value <= 4) return ks_swizzled<0, 1>(v);
    else if constexpr (ks_size<V>::value == 8) return ks_swizzled<0, 1, 2, 3>(v);
    else return ks_swizzled<0, 1, 2, 3, 4, 5, 6, 7>(v);
}
template <class V, KS_VECTOR_ONLY(V)> __device__ __forceinline__ auto ks_swz_hi(V&& v) {
    if constexpr (ks_size<V>::value == 2) return ks_swizzled<1>(v);
    else if constexpr (ks_size<V>::value == 3) return ks_swizzled<2, 2>(v);
    else if constexpr (ks_size<V>::value == 4) return ks_swizzled<2, 3>(v);
    else if constexpr (ks_size<V>::value == 8) return ks_swizzled<4, 5, 6, 7>(v);
    else return ks_swizzled<8, 9, 10, 11, 12, 13, 14, 15>(v);
}
template <class V, KS_VECTOR_ONLY(V)> __device__ __forceinline__ auto ks_swz_even(V&& v) {
    if constexpr (ks_size<V>::value == 2) return ks_swizzled<0>(v);
    else if constexpr (ks_size<V>::value <= 4) return ks_swizzled<0, 2>(v);
    else if constexpr (ks_size<V>::value == 8) return ks_swizzled<0, 2, 4, 6>(v);
    else return ks_swizzled<0, 2, 4, 6, 8, 10, 12, 14>(v);
}
template <class V, KS_VECTOR_ONLY(V)> __device__ __forceinline__ auto ks_swz_odd(V&& v) {
    if constexpr (ks_size<V>::value == 2) return ks_swizzled<1>(v);
    else if constexpr (ks_size<V>::value == 3) return ks_swizzled<1, 1>(v);
    else if constexpr (ks_size<V>::value == 4) return ks_swizzled<1, 3>(v);
    else if constexpr (ks_size<V>::value == 8) return ks_swizzled<1, 3, 5, 7>(v);
    else return ks_swizzled<1, 3, 5, 7, 9, 11, 13, 15>(v);
}
template <class T> __device__ __forceinline__ auto ks_swz_lo(T&& t) -> decltype((t.lo)) { return t.lo; }
template <class T> __device__ __forceinline__ auto ks_swz_hi(T&& t) -> decltype((t.hi)) { return t.hi; }
template <class T> __device__ __forceinline__ auto ks_swz_even(T&& t) -> decltype((t.even)) { return t.even; }
template <class T> __device__ __forceinline__ auto ks_swz_odd(T&& t) -> decltype((t.odd)) { return t.odd; }
// the other swizzles (xy, zyx, s01, ...): OpenClSyntax writes one pair of these per name the kernel uses, as
//   template <class V, KS_VECTOR_ONLY(V)> auto ks_swz_xy(V&& v) { return ks_swizzled<0, 1>(v); }  (and the field's)

// ---- literals: (float4)(a, b.xy, c) is ks_make<float4>(a, b.xy, c): scalars and vectors' components in order; one
// scalar fills every component ----
template <class R, int K> __device__ __forceinline__ void ks_fill(R&) {}
template <class R, int K, class A, class... Rest>
__device__ __forceinline__ void ks_fill(R& r, const A& a, const Rest&... rest) {
    typedef typename ks_vector<R>::elem E;
    if constexpr (ks_is_swizzle<A>::value) {
        ks_fill<R, K>(r, a.get(), rest...);
    } else if constexpr (ks_vector<A>::value) {
        ks_each<ks_vector<A>::size>([&](auto i) {
            ks_at<K + decltype(i)::value>(r) = (E) ks_at<decltype(i)::value>(a);
        });
        ks_fill<R, K + ks_vector<A>::size>(r, rest...);
    } else {
        ks_at<K>(r) = (E) a;
        ks_fill<R, K + 1>(r, rest...);
    }
}
template <class R, class... A> __device__ __forceinline__ R ks_make(const A&... a) {
    R r;
    if constexpr (sizeof...(A) == 1 && !(ks_vector<A>::value || ...) && !(ks_is_swizzle<A>::value || ...)) {
        typename ks_vector<R>::elem s = (typename ks_vector<R>::elem)(a, ...);
        ks_each<ks_vector<R>::size>([&](auto k) { ks_at<decltype(k)::value>(r) = s; });
    } else {
        ks_fill<R, 0>(r, a...);
    }
    return r;
}

// ---- operators: +, -, *, /, and on integer vectors %, &, |, ^, <<, >>, ~, component by component, for every vector
// type opencl_prelude.cuh has none for (it has +, -, *, / on float2/4, int2/4, uint2/4 and keeps them) and for every
// swizzle. Templates, so that only what a kernel uses is compiled (non-template functions for all of them cost nvcc
// about 0.1 s per kernel on the build machine) ----
template <class T> struct ks_value_of { typedef T type; };
template <class V, int... I> struct ks_value_of<ks_swizzle<V, I...>> { typedef typename ks_swizzle<V, I...>::result type; };
template <class V> struct ks_prelude_ops { static constexpr bool value = false; };
template <> struct ks_prelude_ops<float2> { static constexpr bool value = true; };
template <> struct ks_prelude_ops<float4> { static constexpr bool value = true; };
template <> struct ks_prelude_ops<int2> { static constexpr bool value = true; };
template <> struct ks_prelude_ops<int4> { static constexpr bool value = true; };
template <> struct ks_prelude_ops<uint2> { static constexpr bool value = true; };
template <> struct ks_prelude_ops<uint4> { static constexpr bool value = true; };
template <class A, class B> struct ks_operands {   // A op B: its vector type, and whether these templates take it
    typedef typename ks_value_of<A>::type VA;
    typedef typename ks_value_of<B>::type VB;
    static constexpr bool va = ks_vector<VA>::value, vb = ks_vector<VB>::value;
    static constexpr bool ours = ks_is_swizzle<A>::value || ks_is_swizzle<B>::value
            || (va && !ks_prelude_ops<VA>::value) || (vb && !ks_prelude_ops<VB>::value);
};
template <class A, class B, bool VA = ks_vector<typename ks_value_of<A>::type>::value> struct ks_result {
    typedef typename ks_value_of<A>::type type;
};
template <class A, class B> struct ks_result<A, B, false> { typedef typename ks_value_of<B>::type type; };
template <int I, class X> __device__ __forceinline__ auto ks_component(const X& x) {
    if constexpr (ks_is_swizzle<X>::value) return ks_component<I>(x.get());
    else if constexpr (ks_vector<X>::value) return ks_at<I>(x);
    else return x;
}
template <class R, class A, class B, class F> __device__ __forceinline__ R ks_zip(const A& a, const B& b, F f) {
    typedef typename ks_vector<R>::elem E;
    R r;
    ks_each<ks_vector<R>::size>([&](auto k) {
        constexpr int K = decltype(k)::value;
        ks_at<K>(r) = (E) f(ks_component<K>(a), ks_component<K>(b));
    });
    return r;
}
// PRELUDE: whether opencl_prelude.cuh defines OP on float2/4, int2/4, uint2/4 (+, -, *, /), which these then leave
#define KS_TAKES(A, B, PRELUDE) ((ks_operands<A, B>::ours || !PRELUDE) && (ks_operands<A, B>::va || ks_operands<A, B>::vb))
#define KS_OPERATOR(OP, PRELUDE)                                                                               \
    template <class A, class B,                                                                                \
            class R = typename ks_enable<KS_TAKES(A, B, PRELUDE), typename ks_result<A, B>::type>::type>       \
    __device__ __forceinline__ R operator OP(const A& a, const B& b) {                                          \
        return ks_zip<R>(a, b, [](auto x, auto y) { return x OP y; });                                         \
    }                                                                                                          \
    template <class V, class B,                                                                                \
            class = typename ks_enable<ks_vector<V>::value && (!ks_prelude_ops<V>::value || !PRELUDE)>::type>  \
    __device__ __forceinline__ V& operator OP##=(V& a, const B& b) { return a = a OP b; }
KS_OPERATOR(+, true) KS_OPERATOR(-, true) KS_OPERATOR(*, true) KS_OPERATOR(/, true) KS_OPERATOR(%, false)
KS_OPERATOR(&, false) KS_OPERATOR(|, false) KS_OPERATOR(^, false) KS_OPERATOR(<<, false) KS_OPERATOR(>>, false)
#undef KS_OPERATOR
#undef KS_TAKES
template <class V, class = typename ks_enable<ks_vector<V>::value && !ks_prelude_ops<V>::value>::type>
__device__ __forceinline__ V operator-(const V& a) { return ks_zip<V>(a, 0, [](auto x, auto) { return -x; }); }
template <class V, class = typename ks_enable<ks_vector<V>::value>::type>
__device__ __forceinline__ V operator~(const V& a) { return ks_zip<V>(a, 0, [](auto x, auto) { return ~x; }); }

// ---- vloadN / vstoreN: N elements from p + N * offset, element by element (OpenCL asks only the element's
// alignment of p) ----
#define KS_VLOAD(N)                                                                                            \
    template <class S> __device__ __forceinline__ typename ks_vector_of<S, N>::type vload##N(size_t offset, const S* p) { \
        return ks_vload<typename ks_vector_of<S, N>::type>(p + N * offset);                                    \
    }                                                                                                          \
    template <class S> __device__ __forceinline__ void vstore##N(typename ks_vector_of<S, N>::type v, size_t offset, S* p) { \
        ks_vstore(v, p + N * offset);                                                                          \
    }
template <class V, class S> __device__ __forceinline__ V ks_vload(const S* p) {
    V r;
    ks_each<ks_vector<V>::size>([&](auto k) { ks_at<decltype(k)::value>(r) = p[decltype(k)::value]; });
    return r;
}
template <class V, class S> __device__ __forceinline__ void ks_vstore(V v, S* p) {
    ks_each<ks_vector<V>::size>([&](auto k) { p[decltype(k)::value] = ks_at<decltype(k)::value>(v); });
}
KS_VLOAD(2) KS_VLOAD(3) KS_VLOAD(4) KS_VLOAD(8) KS_VLOAD(16)
#undef KS_VLOAD

// ---- vload_half / vstore_half (core OpenCL C, no extension): floats from and to half storage; vstore_half and
// _rte round to nearest even, _rtz, _rtp and _rtn as named; vloada_half / vstorea_half are the same here ----
template <int MODE> __device__ __forceinline__ ks_half ks_half_rounded(float f) {
    ks_half h;
    if constexpr (MODE == 0) asm("cvt.rn.f16.f32 %0, %1;" : "=h"(h.bits) : "f"(f));
    else if constexpr (MODE == 1) asm("cvt.rz.f16.f32 %0, %1;" : "=h"(h.bits) : "f"(f));
    else if constexpr (MODE == 2) asm("cvt.rp.f16.f32 %0, %1;" : "=h"(h.bits) : "f"(f));
    else asm("cvt.rm.f16.f32 %0, %1;" : "=h"(h.bits) : "f"(f));
    return h;
}
__device__ __forceinline__ float vload_half(size_t offset, const ks_half* p) { return p[offset]; }
__device__ __forceinline__ float vloada_half(size_t offset, const ks_half* p) { return p[offset]; }
#define KS_VSTORE_HALF(SUFFIX, MODE)                                                                           \
    __device__ __forceinline__ void vstore_half##SUFFIX(float f, size_t offset, ks_half* p) {                  \
        p[offset] = ks_half_rounded<MODE>(f); }                                                                \
    __device__ __forceinline__ void vstorea_half##SUFFIX(float f, size_t offset, ks_half* p) {                 \
        p[offset] = ks_half_rounded<MODE>(f); }
KS_VSTORE_HALF(, 0) KS_VSTORE_HALF(_rte, 0) KS_VSTORE_HALF(_rtz, 1) KS_VSTORE_HALF(_rtp, 2) KS_VSTORE_HALF(_rtn, 3)
#undef KS_VSTORE_HALF
template <int MODE, class V> __device__ __forceinline__ void ks_vstore_half(const V& v, ks_half* p) {
    ks_each<ks_vector<V>::size>([&](auto k) {
        p[decltype(k)::value] = ks_half_rounded<MODE>(ks_at<decltype(k)::value>(v));
    });
}
#define KS_VLOAD_HALF(N)                                                                                       \
    __device__ __forceinline__ typename ks_vector_of<float, N>::type vload_half##N(size_t offset, const ks_half* p) { \
        return ks_vload<typename ks_vector_of<float, N>::type>(p + N * offset); }                                                             \
    __device__ __forceinline__ typename ks_vector_of<float, N>::type vloada_half##N(size_t offset, const ks_half* p) { \
        return ks_vload<typename ks_vector_of<float, N>::type>(p + (N == 3 ? 4 : N) * offset); }                                              \
    KS_VSTORE_HALF_N(N, , 0) KS_VSTORE_HALF_N(N, _rte, 0) KS_VSTORE_HALF_N(N, _rtz, 1)                        \
    KS_VSTORE_HALF_N(N, _rtp, 2) KS_VSTORE_HALF_N(N, _rtn, 3)
#define KS_VSTORE_HALF_N(N, SUFFIX, MODE)                                                                      \
    template <class V> __device__ __forceinline__ void vstore_half##N##SUFFIX(const V& v, size_t offset, ks_half* p) { \
        ks_vstore_half<MODE>(v, p + N * offset); }                                                             \
    template <class V> __device__ __forceinline__ void vstorea_half##N##SUFFIX(const V& v, size_t offset, ks_half* p) { \
        ks_vstore_half<MODE>(v, p + (N == 3 ? 4 : N) * offset); }
KS_VLOAD_HALF(2) KS_VLOAD_HALF(3) KS_VLOAD_HALF(4) KS_VLOAD_HALF(8) KS_VLOAD_HALF(16)
#undef KS_VLOAD_HALF
#undef KS_VSTORE_HALF_N

// ---- built-ins on vectors, component by component (float vectors; min, max and clamp also on integer vectors).
// One list of names (KS_FLOAT_UNARY, ...) serves every size: plain functions for 2-4 components, as before, and
// templates for 8 and 16, which are compiled only where a kernel calls them ----
#define KS_FLOAT_UNARY(M)                                                                                      \
    M(sqrt, sqrtf) M(rsqrt, rsqrtf) M(native_sqrt, sqrtf) M(native_rsqrt, rsqrtf) M(native_recip, native_recip) \
    M(fabs, fabsf) M(floor, floorf) M(ceil, ceilf) M(round, roundf) M(trunc, truncf) M(rint, rintf) M(exp, expf) \
    M(exp2, exp2f) M(log, logf) M(log2, log2f) M(log10, log10f) M(sin, sinf) M(cos, cosf) M(tan, tanf)          \
    M(tanh, tanhf) M(native_exp, native_exp) M(native_log, native_log) M(native_sin, native_sin)               \
    M(native_cos, native_cos) M(sign, ks_sign) M(erf, erff) M(erfc, erfcf) M(expm1, expm1f) M(log1p, log1pf)   \
    M(cbrt, cbrtf) M(sinh, sinhf) M(cosh, coshf) M(asin, asinf) M(acos, acosf) M(atan, atanf)
#define KS_FLOAT_BINARY(M)                                                                                     \
    M(fmin, fminf) M(fmax, fmaxf) M(min, fminf) M(max, fmaxf) M(pow, powf) M(fmod, fmodf) M(atan2, atan2f)     \
    M(hypot, hypotf) M(step, ks_step) M(native_divide, native_divide)
#define KS_FLOAT_TERNARY(M) M(clamp, ks_clamp) M(mix, ks_mix)
#define KS_ON2(M, G) M(x, G) M(y, G)
#define KS_ON3(M, G) M(x, G) M(y, G) M(z, G)
#define KS_ON4(M, G) M(x, G) M(y, G) M(z, G) M(w, G)
#define KS_U1(c, G) r.c = G(a.c);
#define KS_U2(c, G) r.c = G(a.c, b.c);
#define KS_U3(c, G) r.c = G(a.c, b.c, c3.c);
#define KS_EACH1(N, V, F, G) __device__ __forceinline__ V F(V a) { V r; KS_ON##N(KS_U1, G) return r; }
#define KS_EACH2(N, V, F, G) __device__ __forceinline__ V F(V a, V b) { V r; KS_ON##N(KS_U2, G) return r; }
#define KS_EACH3(N, V, F, G) __device__ __forceinline__ V F(V a, V b, V c3) { V r; KS_ON##N(KS_U3, G) return r; }
__device__ __forceinline__ float ks_mix(float a, float b, float t) { return a + (b - a) * t; }
__device__ __forceinline__ float ks_step(float edge, float x) { return x < edge ? 0.0f : 1.0f; }
__device__ __forceinline__ float ks_sign(float x) { return x > 0.0f ? 1.0f : x < 0.0f ? -1.0f : isnan(x) ? 0.0f : x; }
__device__ __forceinline__ float mix(float a, float b, float t) { return ks_mix(a, b, t); }
__device__ __forceinline__ float step(float edge, float x) { return ks_step(edge, x); }
__device__ __forceinline__ float sign(float x) { return ks_sign(x); }
__device__ __forceinline__ float ks_clamp(float x, float lo, float hi) { return fminf(fmaxf(x, lo), hi); }
__device__ __forceinline__ float ks_fma(float a, float b, float c) { return fmaf(a, b, c); }
#define KS_UNARY_2(F, G) KS_EACH1(2, float2, F, G)
#define KS_UNARY_3(F, G) KS_EACH1(3, ks_float3, F, G)
#define KS_UNARY_4(F, G) KS_EACH1(4, float4, F, G)
#define KS_BINARY_2(F, G) KS_EACH2(2, float2, F, G)
#define KS_BINARY_3(F, G) KS_EACH2(3, ks_float3, F, G)
#define KS_BINARY_4(F, G) KS_EACH2(4, float4, F, G)
#define KS_TERNARY_2(F, G) KS_EACH3(2, float2, F, G)
#define KS_TERNARY_3(F, G) KS_EACH3(3, ks_float3, F, G)
#define KS_TERNARY_4(F, G) KS_EACH3(4, float4, F, G)
#define KS_FLOAT_MIXED(V)                                                                                      \
    __device__ __forceinline__ V clamp(V x, float lo, float hi) { return clamp(x, ks_make<V>(lo), ks_make<V>(hi)); } \
    __device__ __forceinline__ V min(V a, float b) { return min(a, ks_make<V>(b)); }                            \
    __device__ __forceinline__ V max(V a, float b) { return max(a, ks_make<V>(b)); }                            \
    __device__ __forceinline__ V fmin(V a, float b) { return fmin(a, ks_make<V>(b)); }                          \
    __device__ __forceinline__ V fmax(V a, float b) { return fmax(a, ks_make<V>(b)); }                          \
    __device__ __forceinline__ V mix(V a, V b, float t) { return mix(a, b, ks_make<V>(t)); }                    \
    __device__ __forceinline__ V step(float edge, V x) { return step(ks_make<V>(edge), x); }
KS_FLOAT_UNARY(KS_UNARY_2) KS_FLOAT_BINARY(KS_BINARY_2) KS_FLOAT_TERNARY(KS_TERNARY_2) KS_FLOAT_MIXED(float2)
KS_FLOAT_UNARY(KS_UNARY_3) KS_FLOAT_BINARY(KS_BINARY_3) KS_FLOAT_TERNARY(KS_TERNARY_3) KS_FLOAT_MIXED(ks_float3)
KS_FLOAT_UNARY(KS_UNARY_4) KS_FLOAT_BINARY(KS_BINARY_4) KS_FLOAT_TERNARY(KS_TERNARY_4) KS_FLOAT_MIXED(float4)
KS_EACH3(3, ks_float3, fma, ks_fma) KS_EACH3(3, ks_float3, mad, ks_fma)
template <class S> __device__ __forceinline__ S ks_clamp_integer(S x, S lo, S hi) { return x < lo ? lo : x > hi ? hi : x; }
#define KS_INTEGER_VECTOR(N, V, S)                                                                             \
    KS_EACH2(N, V, min, min) KS_EACH2(N, V, max, max) KS_EACH3(N, V, clamp, ks_clamp_integer)                  \
    __device__ __forceinline__ V clamp(V x, S lo, S hi) { return clamp(x, ks_make<V>(lo), ks_make<V>(hi)); }    \
    __device__ __forceinline__ V min(V a, S b) { return min(a, ks_make<V>(b)); }                                \
    __device__ __forceinline__ V max(V a, S b) { return max(a, ks_make<V>(b)); }
KS_INTEGER_VECTOR(2, int2, int) KS_INTEGER_VECTOR(3, ks_int3, int) KS_INTEGER_VECTOR(4, int4, int)
KS_INTEGER_VECTOR(2, uint2, unsigned int) KS_INTEGER_VECTOR(3, ks_uint3, unsigned int)
KS_INTEGER_VECTOR(4, uint4, unsigned int)

// 8 and 16 components, and half vectors of every size (computed in fp32): a float vector's built-ins take vectors or
// scalars for every argument after the first, as the 2-4 component forms above do; min, max and clamp take integer
// vectors too
template <class S> struct ks_is_float { static constexpr bool value = false; };
template <> struct ks_is_float<float> { static constexpr bool value = true; };
template <class S> struct ks_is_half { static constexpr bool value = false; };
template <> struct ks_is_half<ks_half> { static constexpr bool value = true; };
template <class V> struct ks_wide {   // floating: the float vectors of 8 and 16 and every half vector
    static constexpr bool value = ks_vector<V>::value && ks_vector<V>::size >= 8;
    static constexpr bool floating = (value && ks_is_float<typename ks_vector<V>::elem>::value)
            || (ks_vector<V>::value && ks_is_half<typename ks_vector<V>::elem>::value);
};
template <class S> struct ks_is_double { static constexpr bool value = false; };
template <> struct ks_is_double<double> { static constexpr bool value = true; };
template <class V> struct ks_double_vector {   // double vectors of every size: their built-ins are below, in double
    static constexpr bool value = ks_vector<V>::value && ks_is_double<typename ks_vector<V>::elem>::value;
};
template <class R, class A, class B, class C, class F>
__device__ __forceinline__ R ks_zip3(const A& a, const B& b, const C& c, F f) {
    typedef typename ks_vector<R>::elem E;
    R r;
    ks_each<ks_vector<R>::size>([&](auto k) {
        constexpr int K = decltype(k)::value;
        ks_at<K>(r) = (E) f(ks_component<K>(a), ks_component<K>(b), ks_component<K>(c));
    });
    return r;
}
#define KS_UNARY_WIDE(F, G)                                                                                    \
    template <class V, class = typename ks_enable<ks_wide<V>::floating>::type>                                 \
    __device__ __forceinline__ V F(const V& a) { return ks_zip<V>(a, 0, [](float x, int) { return G(x); }); }
#define KS_BINARY_WIDE(F, G)                                                                                   \
    template <class V, class B, class = typename ks_enable<ks_wide<V>::floating>::type>                        \
    __device__ __forceinline__ V F(const V& a, const B& b) {                                                   \
        return ks_zip<V>(a, b, [](float x, float y) { return G(x, y); }); }
#define KS_TERNARY_WIDE(F, G)                                                                                  \
    template <class V, class B, class C, class = typename ks_enable<ks_wide<V>::floating>::type>               \
    __device__ __forceinline__ V F(const V& a, const B& b, const C& c) {                                       \
        return ks_zip3<V>(a, b, c, [](float x, float y, float z) { return G(x, y, z); }); }
KS_FLOAT_UNARY(KS_UNARY_WIDE) KS_FLOAT_BINARY(KS_BINARY_WIDE) KS_FLOAT_TERNARY(KS_TERNARY_WIDE)
KS_TERNARY_WIDE(fma, ks_fma) KS_TERNARY_WIDE(mad, ks_fma)
// mad and fma with scalars among vectors (ggml's mad(float, float4, float4): NVIDIA's OpenCL widens the scalar);
// calls of three equal vectors keep the plain functions above, which overload resolution prefers
#define KS_MIXED_FMA(F)                                                                                        \
    template <class A, class B, class C, class R = typename ks_enable<(ks_is_vector<A>::value                  \
            || ks_is_vector<B>::value || ks_is_vector<C>::value) && !ks_wide<A>::floating                      \
            && !ks_double_vector<A>::value && !ks_double_vector<B>::value && !ks_double_vector<C>::value,      \
            typename ks_result<A, typename ks_result<B, C>::type>::type>::type>                                \
    __device__ __forceinline__ R F(const A& a, const B& b, const C& c) {                                       \
        return ks_zip3<R>(a, b, c, [](float x, float y, float z) { return fmaf(x, y, z); }); }
KS_MIXED_FMA(mad) KS_MIXED_FMA(fma)
#undef KS_MIXED_FMA
template <class V, class B, class = typename ks_enable<ks_wide<V>::value && !ks_wide<V>::floating>::type, int = 0>
__device__ __forceinline__ V min(const V& a, const B& b) { return ks_zip<V>(a, b, [](auto x, auto y) { return x < y ? x : y; }); }
template <class V, class B, class = typename ks_enable<ks_wide<V>::value && !ks_wide<V>::floating>::type, int = 0>
__device__ __forceinline__ V max(const V& a, const B& b) { return ks_zip<V>(a, b, [](auto x, auto y) { return x > y ? x : y; }); }
template <class V, class B, class C, class = typename ks_enable<ks_wide<V>::value && !ks_wide<V>::floating>::type, int = 0>
__device__ __forceinline__ V clamp(const V& x, const B& lo, const C& hi) {
    return ks_zip3<V>(x, lo, hi, [](auto v, auto l, auto h) { return ks_clamp_integer<decltype(v)>(v, l, h); });
}

// double vectors of every size (cl_khr_fp64): the built-ins in double, component by component, through CUDA's double
// functions (a template per name, compiled only where a kernel calls it); 8 and 16 components take min, max and clamp
// from the templates above
#define KS_DOUBLE_ONLY(V) typename ks_enable<ks_double_vector<V>::value, int>::type = 0
#define KS_DOUBLE_UNARY(M)                                                                                     \
    M(sqrt) M(rsqrt) M(fabs) M(floor) M(ceil) M(round) M(trunc) M(rint) M(exp) M(exp2) M(log) M(log2) M(log10)  \
    M(sin) M(cos) M(tan) M(tanh) M(erf) M(erfc) M(expm1) M(log1p) M(cbrt) M(sinh) M(cosh) M(asin) M(acos) M(atan)
#define KS_DOUBLE_BINARY(M) M(fmin) M(fmax) M(pow) M(fmod) M(atan2) M(hypot)
#define KS_UNARY_DOUBLE(F)                                                                                     \
    template <class V, KS_DOUBLE_ONLY(V)> __device__ __forceinline__ V F(const V& a) {                         \
        return ks_zip<V>(a, 0, [](double x, int) { return ::F(x); }); }
#define KS_BINARY_DOUBLE(F)                                                                                    \
    template <class V, class B, KS_DOUBLE_ONLY(V)> __device__ __forceinline__ V F(const V& a, const B& b) {    \
        return ks_zip<V>(a, b, [](double x, double y) { return ::F(x, y); }); }
KS_DOUBLE_UNARY(KS_UNARY_DOUBLE) KS_DOUBLE_BINARY(KS_BINARY_DOUBLE)
#undef KS_DOUBLE_UNARY
#undef KS_DOUBLE_BINARY
#undef KS_UNARY_DOUBLE
#undef KS_BINARY_DOUBLE
template <class V, KS_DOUBLE_ONLY(V)> __device__ __forceinline__ V sign(const V& a) {
    return ks_zip<V>(a, 0, [](double x, int) { return x > 0.0 ? 1.0 : x < 0.0 ? -1.0 : isnan(x) ? 0.0 : x; });
}
template <class V, class B, KS_DOUBLE_ONLY(B)> __device__ __forceinline__ B step(const V& edge, const B& x) {
    return ks_zip<B>(edge, x, [](double e, double v) { return v < e ? 0.0 : 1.0; });
}
template <class V, class B, class C, KS_DOUBLE_ONLY(V)>
__device__ __forceinline__ V mix(const V& a, const B& b, const C& t) {
    return ks_zip3<V>(a, b, t, [](double x, double y, double u) { return x + (y - x) * u; });
}
template <class V, class B, class C, KS_DOUBLE_ONLY(V)>
__device__ __forceinline__ V fma(const V& a, const B& b, const C& c) {
    return ks_zip3<V>(a, b, c, [](double x, double y, double z) { return ::fma(x, y, z); });
}
template <class V, class B, class C, KS_DOUBLE_ONLY(V)>
__device__ __forceinline__ V mad(const V& a, const B& b, const C& c) { return fma(a, b, c); }
template <class V, class B, typename ks_enable<ks_double_vector<V>::value && !ks_wide<V>::value, int>::type = 0>
__device__ __forceinline__ V min(const V& a, const B& b) {
    return ks_zip<V>(a, b, [](double x, double y) { return ::fmin(x, y); });
}
template <class V, class B, typename ks_enable<ks_double_vector<V>::value && !ks_wide<V>::value, int>::type = 0>
__device__ __forceinline__ V max(const V& a, const B& b) {
    return ks_zip<V>(a, b, [](double x, double y) { return ::fmax(x, y); });
}
template <class V, class B, class C,
        typename ks_enable<ks_double_vector<V>::value && !ks_wide<V>::value, int>::type = 0>
__device__ __forceinline__ V clamp(const V& x, const B& lo, const C& hi) {
    return ks_zip3<V>(x, lo, hi, [](double v, double l, double h) { return ::fmin(::fmax(v, l), h); });
}
template <class V, KS_DOUBLE_ONLY(V)> __device__ __forceinline__ double dot(const V& a, const V& b) {
    double sum = 0.0;
    ks_each<ks_vector<V>::size>([&](auto k) { sum = ::fma(ks_at<decltype(k)::value>(a), ks_at<decltype(k)::value>(b), sum); });
    return sum;
}
template <class V, KS_DOUBLE_ONLY(V)> __device__ __forceinline__ double length(const V& a) { return ::sqrt(dot(a, a)); }
#undef KS_DOUBLE_ONLY

#undef KS_FLOAT_UNARY
#undef KS_FLOAT_BINARY
#undef KS_FLOAT_TERNARY
#undef KS_FLOAT_MIXED
#undef KS_INTEGER_VECTOR
#undef KS_UNARY_2
#undef KS_UNARY_3
#undef KS_UNARY_4
#undef KS_BINARY_2
#undef KS_BINARY_3
#undef KS_BINARY_4
#undef KS_TERNARY_2
#undef KS_TERNARY_3
#undef KS_TERNARY_4
#undef KS_UNARY_WIDE
#undef KS_BINARY_WIDE
#undef KS_TERNARY_WIDE
#undef KS_EACH1
#undef KS_EACH2
#undef KS_EACH3
#undef KS_U1
#undef KS_U2
#undef KS_U3

// ---- comparisons, select, any, all: OpenCL's vector relations give -1 (every bit set) where true and 0 where
// false, in the signed integer vector of the operands' size and element width (float4 < float4 is an int4); select
// and any/all read each component's most significant bit ----
template <int BYTES> struct ks_signed_of;
template <> struct ks_signed_of<1> { typedef signed char type; };
template <> struct ks_signed_of<2> { typedef short type; };
template <> struct ks_signed_of<4> { typedef int type; };
template <> struct ks_signed_of<8> { typedef long type; };
template <class V> struct ks_mask_of {
    typedef typename ks_vector_of<typename ks_signed_of<sizeof(typename ks_vector<V>::elem)>::type,
            ks_vector<V>::size>::type type;
};
#define KS_COMPARISON(OP)                                                                                      \
    template <class A, class B, class V = typename ks_enable<ks_operands<A, B>::va || ks_operands<A, B>::vb,    \
            typename ks_result<A, B>::type>::type>                                                             \
    __device__ __forceinline__ typename ks_mask_of<V>::type operator OP(const A& a, const B& b) {              \
        return ks_zip<typename ks_mask_of<V>::type>(a, b, [](auto x, auto y) { return (x OP y) ? -1 : 0; });    \
    }
KS_COMPARISON(==) KS_COMPARISON(!=) KS_COMPARISON(<) KS_COMPARISON(>) KS_COMPARISON(<=) KS_COMPARISON(>=)
#undef KS_COMPARISON
template <class T> __device__ __forceinline__ bool ks_msb(T x) {
    if constexpr ((T) -1 < (T) 0) return x < 0; else return (x >> (8 * sizeof(T) - 1)) != 0;
}
template <class V, class C, class = typename ks_enable<ks_vector<V>::value>::type>
__device__ __forceinline__ V select(const V& a, const V& b, const C& c) {
    V r;
    ks_each<ks_vector<V>::size>([&](auto k) {
        constexpr int K = decltype(k)::value;
        ks_at<K>(r) = ks_msb(ks_component<K>(c)) ? ks_at<K>(b) : ks_at<K>(a);
    });
    return r;
}
template <class V> __device__ __forceinline__ int any(const V& v) {
    if constexpr (ks_vector<V>::value) {
        bool r = false;
        ks_each<ks_vector<V>::size>([&](auto k) { r = r || ks_msb(ks_at<decltype(k)::value>(v)); });
        return r;
    } else {
        return ks_msb(v);
    }
}
template <class V> __device__ __forceinline__ int all(const V& v) {
    if constexpr (ks_vector<V>::value) {
        bool r = true;
        ks_each<ks_vector<V>::size>([&](auto k) { r = r && ks_msb(ks_at<decltype(k)::value>(v)); });
        return r;
    } else {
        return ks_msb(v);
    }
}

// geometric functions (OpenCL's dot on float2/float4 is in opencl_prelude.cuh)
__device__ __forceinline__ float dot(ks_float3 a, ks_float3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
__device__ __forceinline__ float dot(float a, float b) { return a * b; }
__device__ __forceinline__ ks_float3 cross(ks_float3 a, ks_float3 b) {
    ks_float3 r; r.x = a.y * b.z - a.z * b.y; r.y = a.z * b.x - a.x * b.z; r.z = a.x * b.y - a.y * b.x; return r;
}
__device__ __forceinline__ float4 cross(float4 a, float4 b) {
    float4 r; r.x = a.y * b.z - a.z * b.y; r.y = a.z * b.x - a.x * b.z; r.z = a.x * b.y - a.y * b.x; r.w = 0.0f; return r;
}
#define KS_GEOMETRY(V)                                                                                         \
    __device__ __forceinline__ float length(V a) { return sqrtf(dot(a, a)); }                                 \
    __device__ __forceinline__ float fast_length(V a) { return sqrtf(dot(a, a)); }                            \
    __device__ __forceinline__ float distance(V a, V b) { return length(a - b); }                             \
    __device__ __forceinline__ V normalize(V a) { return a * rsqrtf(dot(a, a)); }                              \
    __device__ __forceinline__ V fast_normalize(V a) { return a * rsqrtf(dot(a, a)); }
KS_GEOMETRY(float2) KS_GEOMETRY(ks_float3) KS_GEOMETRY(float4)
#undef KS_GEOMETRY

// ---- convert_<type>[n]_sat and _rte/_rtz/_rtp/_rtn (OpenClSyntax writes ks_convert<uchar4, SAT, MODE>(x)): a
// float to an integer rounds as the mode says (toward zero by default) and, saturated, clamps to the type's range
// (NaN to 0); an integer saturates the same way; to a float C's conversion, whatever the mode ----
template <class T> struct ks_limits { static constexpr bool integral = false; };
#define KS_LIMITS(T, LO, HI)                                                                                   \
    template <> struct ks_limits<T> { static constexpr bool integral = true; static constexpr T lowest = LO, max = HI; };
KS_LIMITS(char, -128, 127) KS_LIMITS(signed char, -128, 127) KS_LIMITS(unsigned char, 0, 255)
KS_LIMITS(short, -32768, 32767) KS_LIMITS(unsigned short, 0, 65535) KS_LIMITS(int, INT_MIN, INT_MAX)
KS_LIMITS(unsigned int, 0, 0xffffffffu) KS_LIMITS(long, LONG_MIN, LONG_MAX) KS_LIMITS(unsigned long, 0, ULONG_MAX)
#undef KS_LIMITS
template <class E, bool SAT, int MODE, class S> __device__ __forceinline__ E ks_convert_to(S s) {
    if constexpr (ks_limits<E>::integral && ks_is_half<S>::value) {
        return ks_convert_to<E, SAT, MODE>((float) s);
    } else if constexpr (ks_limits<E>::integral && !ks_limits<S>::integral) {
        // MODE 0 (the default) and 2 (rtz) are C's conversion, toward zero; the others round first
        S x = MODE == 1 ? rint(s) : MODE == 3 ? ceil(s) : MODE == 4 ? floor(s) : s;
        if constexpr (SAT) {
            if (x != x) return (E) 0;
            if (x <= (S) ks_limits<E>::lowest) return ks_limits<E>::lowest;
            if (x >= (S) ks_limits<E>::max) return ks_limits<E>::max;
        }
        return (E) x;
    } else if constexpr (ks_limits<E>::integral && SAT) {
        if constexpr ((S) -1 < (S) 0) {   // a signed source
            long long v = s;
            if (v < 0 && ks_limits<E>::lowest == 0) return (E) 0;
            if (v < (long long) ks_limits<E>::lowest) return ks_limits<E>::lowest;
            if (v > 0 && (unsigned long long) v > (unsigned long long) ks_limits<E>::max) return ks_limits<E>::max;
            return (E) v;
        } else {
            unsigned long long v = s;
            return v > (unsigned long long) ks_limits<E>::max ? ks_limits<E>::max : (E) v;
        }
    } else {
        return (E) s;
    }
}
template <class V, bool SAT, int MODE, class W> __device__ __forceinline__ V ks_convert(const W& w) {
    if constexpr (ks_vector<V>::value) {
        typedef typename ks_vector<V>::elem E;
        V r;
        ks_each<ks_vector<V>::size>([&](auto k) {
            ks_at<decltype(k)::value>(r) = ks_convert_to<E, SAT, MODE>(ks_component<decltype(k)::value>(w));
        });
        return r;
    } else {
        return ks_convert_to<V, SAT, MODE>(w);
    }
}

// ---- convert_<type><n>: component by component, C's conversion (OpenCL's default rounding: toward zero for an
// integer result, to nearest for a float one): ks_convert's default mode ----
#define KS_CONVERT(V)                                                                                          \
    template <class W> __device__ __forceinline__ V convert_##V(W w) {                                        \
        return ks_convert<V, false, 0>(w); }
#define KS_CONVERT_SIZES(T) KS_CONVERT(T##2) KS_CONVERT(T##3) KS_CONVERT(T##4) KS_CONVERT(T##8) KS_CONVERT(T##16)
KS_CONVERT_SIZES(float) KS_CONVERT_SIZES(int) KS_CONVERT_SIZES(uint) KS_CONVERT_SIZES(uchar) KS_CONVERT_SIZES(char)
KS_CONVERT_SIZES(short) KS_CONVERT_SIZES(ushort)
KS_CONVERT_SIZES(long) KS_CONVERT_SIZES(ulong) KS_CONVERT_SIZES(double)
KS_CONVERT_SIZES(half)
template <class S> __device__ __forceinline__ ks_half convert_half(S x) { return (ks_half) (float) x; }
#undef KS_CONVERT_SIZES
#undef KS_CONVERT

// as_<type>[n]: the same bytes read as another type of the same size (a 3-component vector counts as 4)
template <class R, class S> __device__ __forceinline__ R ks_as(const S& s) {
    static_assert(sizeof(R) == sizeof(S), "as_<type>: OpenCL reinterprets only types of the same size");
    R r;   // byte by byte (NVRTC has no __builtin_memcpy); the fixed-size copy folds into register moves
    const unsigned char* from = reinterpret_cast<const unsigned char*>(&s);
    unsigned char* to = reinterpret_cast<unsigned char*>(&r);
#pragma unroll
    for (int i = 0; i < (int) sizeof(R); i++) to[i] = from[i];
    return r;
}
#define KS_AS(T) template <class S> __device__ __forceinline__ T as_##T(const S& s) { return ks_as<T>(s); }
#define KS_AS_SIZES(T) KS_AS(T##2) KS_AS(T##3) KS_AS(T##4) KS_AS(T##8) KS_AS(T##16)
KS_AS(char) KS_AS(uchar) KS_AS(short) KS_AS(ushort) KS_AS(int) KS_AS(uint) KS_AS(long) KS_AS(ulong) KS_AS(float)
KS_AS(double) KS_AS(half)
KS_AS_SIZES(char) KS_AS_SIZES(uchar) KS_AS_SIZES(short) KS_AS_SIZES(ushort) KS_AS_SIZES(int) KS_AS_SIZES(uint)
KS_AS_SIZES(float) KS_AS_SIZES(half)
KS_AS_SIZES(long) KS_AS_SIZES(ulong) KS_AS_SIZES(double)
#undef KS_AS_SIZES
#undef KS_AS

// ---- async_work_group_copy and its strided form: the group copies together (each work-item every local-size-th
// element), and wait_group_events is the barrier after which every work-item sees the data, as OpenCL promises;
// prefetch is a hint, here nothing ----
typedef int event_t;
template <class T> __device__ __forceinline__ event_t async_work_group_strided_copy(T* dst, const T* src, size_t n,
        size_t stride, event_t event) {
    // OpenCL's one stride applies to the global side: src when copying to local memory, dst when copying out
    const bool toShared = __isShared(dst);
    const size_t step = ks_group_items();
    for (size_t i = ks_local_linear_id(); i < n; i += step) {
        if (toShared) dst[i] = src[i * stride]; else dst[i * stride] = src[i];
    }
    return event;
}
template <class T> __device__ __forceinline__ event_t async_work_group_copy(T* dst, const T* src, size_t n, event_t event) {
    return async_work_group_strided_copy(dst, src, n, 1, event);
}
__device__ __forceinline__ void wait_group_events(int, event_t*) { __syncthreads(); }
template <class T> __device__ __forceinline__ void prefetch(const T*, size_t) {}

// ---- integer built-ins OpenCL names differently ----
__device__ __forceinline__ uint popcount(uint x) { return __popc(x); }
__device__ __forceinline__ int popcount(int x) { return __popc((uint) x); }
__device__ __forceinline__ uint clz(uint x) { return __clz((int) x); }
__device__ __forceinline__ int clz(int x) { return __clz(x); }
__device__ __forceinline__ uint rotate(uint x, uint n) { return __funnelshift_l(x, x, n); }
__device__ __forceinline__ int rotate(int x, int n) { return (int) __funnelshift_l((uint) x, (uint) x, (uint) n); }
__device__ __forceinline__ uint mul_hi(uint a, uint b) { return __umulhi(a, b); }
__device__ __forceinline__ int mul_hi(int a, int b) { return __mulhi(a, b); }
__device__ __forceinline__ uint abs_diff(uint a, uint b) { return a > b ? a - b : b - a; }
__device__ __forceinline__ uint abs_diff(int a, int b) { return a > b ? (uint) (a - b) : (uint) (b - a); }
__device__ __forceinline__ int select(int a, int b, int c) { return c ? b : a; }
__device__ __forceinline__ uint select(uint a, uint b, uint c) { return c ? b : a; }
__device__ __forceinline__ float select(float a, float b, int c) { return c ? b : a; }
__device__ __forceinline__ float select(float a, float b, uint c) { return c ? b : a; }

// opencl_subgroups.cuh follows (sub-groups and the integer dot products, and the `inline` mapping, last).
