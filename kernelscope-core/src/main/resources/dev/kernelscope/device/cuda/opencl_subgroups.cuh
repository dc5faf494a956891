// KernelScope's OpenCL C -> CUDA prelude, part 3 (after opencl_prelude.cuh and opencl_vectors.cuh): sub-groups as
// warps (cl_khr_subgroups and its shuffle, shuffle_relative, ballot and non_uniform_vote extensions) and the 8-bit
// integer dot products (cl_khr_integer_dot_product) as PTX dp4a. A sub-group is a warp: 32 work-items consecutive in
// the work-group's linear id (x fastest, as CUDA forms warps); the last one is smaller when the group is not a multiple
// of 32, and every sub-group function works over the lanes that sub-group has.

#define cl_khr_subgroups 1
#define cl_khr_subgroup_shuffle 1
#define cl_khr_subgroup_shuffle_relative 1
#define cl_khr_subgroup_ballot 1
#define cl_khr_subgroup_non_uniform_vote 1
#define cl_khr_subgroup_extended_types 1   // char, short and vector arguments: every type goes through ks_shuffled
#define __opencl_c_subgroups 1

#ifndef memory_scope_sub_group
enum ks_memory_scope {
    memory_scope_work_item = 0, memory_scope_sub_group = 1, memory_scope_work_group = 2, memory_scope_device = 3,
    memory_scope_all_svm_devices = 4, memory_scope_all_devices = 4
};
#endif

// ---- the sub-group of this work-item ----
__device__ __forceinline__ uint get_sub_group_id() { return ks_local_linear_id() >> 5; }
__device__ __forceinline__ uint get_sub_group_local_id() { return ks_local_linear_id() & 31u; }
__device__ __forceinline__ uint get_sub_group_size() { return min(32u, ks_group_items() - (ks_local_linear_id() & ~31u)); }
__device__ __forceinline__ uint get_max_sub_group_size() { return min(32u, ks_group_items()); }
__device__ __forceinline__ uint get_num_sub_groups() { return (ks_group_items() + 31u) >> 5; }
__device__ __forceinline__ uint get_enqueued_num_sub_groups() { return get_num_sub_groups(); }
/** The lanes of this sub-group, the mask every collective below passes to CUDA's *_sync intrinsics. */
__device__ __forceinline__ unsigned ks_sub_group_mask() {
    uint size = get_sub_group_size();
    return size >= 32u ? 0xffffffffu : (1u << size) - 1u;
}

__device__ __forceinline__ void sub_group_barrier(int) { __syncwarp(ks_sub_group_mask()); }
__device__ __forceinline__ void sub_group_barrier(int, int) { __syncwarp(ks_sub_group_mask()); }
__device__ __forceinline__ int sub_group_all(int predicate) { return __all_sync(ks_sub_group_mask(), predicate); }
__device__ __forceinline__ int sub_group_any(int predicate) { return __any_sync(ks_sub_group_mask(), predicate); }

// ---- shuffles of any type: its bytes as 32-bit words, one warp shuffle each (a float4 takes four, a half one) ----
template <class T, class Shuffle> __device__ __forceinline__ T ks_shuffled(const T& value, Shuffle shuffle) {
    constexpr int words = (sizeof(T) + 3) / 4;
    unsigned int word[words] = {};
    const unsigned char* from = reinterpret_cast<const unsigned char*>(&value);
    unsigned char* bytes = reinterpret_cast<unsigned char*>(word);
    for (int i = 0; i < (int) sizeof(T); i++) bytes[i] = from[i];
    for (int k = 0; k < words; k++) word[k] = shuffle(word[k]);
    T result;
    unsigned char* to = reinterpret_cast<unsigned char*>(&result);
    for (int i = 0; i < (int) sizeof(T); i++) to[i] = bytes[i];
    return result;
}
// The argument's value type: a swizzle (y.s01) is read as the vector it makes.
#define KS_VALUE(T) typename ks_value_of<typename ks_plain<T>::type>::type
template <class T> __device__ __forceinline__ KS_VALUE(T) sub_group_shuffle(const T& x, uint lane) {
    unsigned mask = ks_sub_group_mask();
    return ks_shuffled<KS_VALUE(T)>(x, [=](unsigned w) { return __shfl_sync(mask, w, (int) lane); });
}
template <class T> __device__ __forceinline__ KS_VALUE(T) sub_group_broadcast(const T& x, uint lane) {
    return sub_group_shuffle(x, lane);
}
template <class T> __device__ __forceinline__ KS_VALUE(T) sub_group_shuffle_xor(const T& x, uint value) {
    unsigned mask = ks_sub_group_mask();
    return ks_shuffled<KS_VALUE(T)>(x, [=](unsigned w) { return __shfl_xor_sync(mask, w, (int) value); });
}
template <class T> __device__ __forceinline__ KS_VALUE(T) sub_group_shuffle_up(const T& x, uint delta) {
    unsigned mask = ks_sub_group_mask();
    return ks_shuffled<KS_VALUE(T)>(x, [=](unsigned w) { return __shfl_up_sync(mask, w, delta); });
}
template <class T> __device__ __forceinline__ KS_VALUE(T) sub_group_shuffle_down(const T& x, uint delta) {
    unsigned mask = ks_sub_group_mask();
    return ks_shuffled<KS_VALUE(T)>(x, [=](unsigned w) { return __shfl_down_sync(mask, w, delta); });
}

// ---- reductions and scans (add, min, max) over the sub-group's lanes, in a tree: the order of a float sum differs
// from a sequential one, as OpenCL allows. The identities are OpenCL's: 0, the type's largest and its lowest ----
template <class T> __device__ __forceinline__ T ks_highest() {   // integers: opencl_vectors.cuh's ks_limits
    if constexpr (ks_limits<T>::integral) return ks_limits<T>::max; else return (T) INFINITY;
}
template <class T> __device__ __forceinline__ T ks_lowest() {
    if constexpr (ks_limits<T>::integral) return ks_limits<T>::lowest; else return (T) -INFINITY;
}
struct ks_add { template <class T> __device__ T operator()(T a, T b) const { return (T) (a + b); }
                template <class T> __device__ static T identity() { return (T) 0; } };
struct ks_min { template <class T> __device__ T operator()(T a, T b) const { return b < a ? b : a; }
                template <class T> __device__ static T identity() { return ks_highest<T>(); } };
struct ks_max { template <class T> __device__ T operator()(T a, T b) const { return a < b ? b : a; }
                template <class T> __device__ static T identity() { return ks_lowest<T>(); } };

template <class T, class Op> __device__ __forceinline__ T ks_sub_group_reduce(T x, Op op) {
    unsigned mask = ks_sub_group_mask();
    uint lane = get_sub_group_local_id(), size = get_sub_group_size();
    for (uint offset = 16; offset > 0; offset >>= 1) {   // lane 0 gathers every lane, then tells them all
        T other = ks_shuffled<T>(x, [=](unsigned w) { return __shfl_down_sync(mask, w, offset); });
        if (lane + offset < size) x = op(x, other);
    }
    return ks_shuffled<T>(x, [=](unsigned w) { return __shfl_sync(mask, w, 0); });
}
template <class T, class Op> __device__ __forceinline__ T ks_sub_group_scan_inclusive(T x, Op op) {
    unsigned mask = ks_sub_group_mask();
    uint lane = get_sub_group_local_id();
    for (uint offset = 1; offset < 32; offset <<= 1) {
        T other = ks_shuffled<T>(x, [=](unsigned w) { return __shfl_up_sync(mask, w, offset); });
        if (lane >= offset) x = op(x, other);
    }
    return x;
}
template <class T, class Op> __device__ __forceinline__ T ks_sub_group_scan_exclusive(T x, Op op) {
    T inclusive = ks_sub_group_scan_inclusive(x, op);
    unsigned mask = ks_sub_group_mask();
    T before = ks_shuffled<T>(inclusive, [=](unsigned w) { return __shfl_up_sync(mask, w, 1); });
    return get_sub_group_local_id() == 0 ? Op::template identity<T>() : before;
}
#define KS_SUB_GROUP_OP(NAME, OP)                                                                              \
    template <class T> __device__ __forceinline__ T sub_group_reduce_##NAME(T x) {                            \
        return ks_sub_group_reduce(x, OP()); }                                                                 \
    template <class T> __device__ __forceinline__ T sub_group_scan_inclusive_##NAME(T x) {                    \
        return ks_sub_group_scan_inclusive(x, OP()); }                                                         \
    template <class T> __device__ __forceinline__ T sub_group_scan_exclusive_##NAME(T x) {                    \
        return ks_sub_group_scan_exclusive(x, OP()); }
KS_SUB_GROUP_OP(add, ks_add) KS_SUB_GROUP_OP(min, ks_min) KS_SUB_GROUP_OP(max, ks_max)
#undef KS_SUB_GROUP_OP

// ---- cl_khr_subgroup_ballot: a warp has 32 lanes, so a ballot is its .x and .y-.w stay 0 ----
__device__ __forceinline__ uint4 ks_ballot_of(unsigned bits) { return make_uint4(bits, 0u, 0u, 0u); }
__device__ __forceinline__ uint4 sub_group_ballot(int predicate) {
    return ks_ballot_of(__ballot_sync(__activemask(), predicate));   // the lanes here: non-uniform, as OpenCL allows
}
__device__ __forceinline__ int sub_group_inverse_ballot(uint4 value) { return (value.x >> get_sub_group_local_id()) & 1u; }
__device__ __forceinline__ int sub_group_ballot_bit_extract(uint4 value, uint index) {
    return index < 32u ? (value.x >> index) & 1u : 0;
}
__device__ __forceinline__ uint sub_group_ballot_bit_count(uint4 value) { return __popc(value.x & ks_sub_group_mask()); }
__device__ __forceinline__ uint ks_lanes_below() { return (1u << get_sub_group_local_id()) - 1u; }
__device__ __forceinline__ uint sub_group_ballot_inclusive_scan(uint4 value) {
    return __popc(value.x & (ks_lanes_below() * 2u + 1u));
}
__device__ __forceinline__ uint sub_group_ballot_exclusive_scan(uint4 value) { return __popc(value.x & ks_lanes_below()); }
__device__ __forceinline__ uint sub_group_ballot_find_lsb(uint4 value) { return __ffs(value.x & ks_sub_group_mask()) - 1; }
__device__ __forceinline__ uint sub_group_ballot_find_msb(uint4 value) { return 31 - __clz(value.x & ks_sub_group_mask()); }
__device__ __forceinline__ uint4 get_sub_group_eq_mask() { return ks_ballot_of(1u << get_sub_group_local_id()); }
__device__ __forceinline__ uint4 get_sub_group_lt_mask() { return ks_ballot_of(ks_lanes_below()); }
__device__ __forceinline__ uint4 get_sub_group_le_mask() { return ks_ballot_of(ks_lanes_below() * 2u + 1u); }
__device__ __forceinline__ uint4 get_sub_group_gt_mask() { return ks_ballot_of(~(ks_lanes_below() * 2u + 1u) & ks_sub_group_mask()); }
__device__ __forceinline__ uint4 get_sub_group_ge_mask() { return ks_ballot_of(~ks_lanes_below() & ks_sub_group_mask()); }
template <class T> __device__ __forceinline__ KS_VALUE(T) sub_group_non_uniform_broadcast(const T& x, uint lane) {
    unsigned active = __activemask();
    return ks_shuffled<KS_VALUE(T)>(x, [=](unsigned w) { return __shfl_sync(active, w, (int) lane); });
}
template <class T> __device__ __forceinline__ KS_VALUE(T) sub_group_broadcast_first(const T& x) {
    unsigned active = __activemask();
    return ks_shuffled<KS_VALUE(T)>(x, [=](unsigned w) { return __shfl_sync(active, w, __ffs(active) - 1); });
}

// ---- cl_khr_subgroup_non_uniform_vote: over the lanes that reach the call ----
__device__ __forceinline__ int sub_group_elect() { return get_sub_group_local_id() == (uint) (__ffs(__activemask()) - 1); }
__device__ __forceinline__ int sub_group_non_uniform_all(int predicate) { return __all_sync(__activemask(), predicate); }
__device__ __forceinline__ int sub_group_non_uniform_any(int predicate) { return __any_sync(__activemask(), predicate); }
template <class T> __device__ __forceinline__ int sub_group_non_uniform_all_equal(T x) {
    unsigned active = __activemask();
    T first = ks_shuffled<T>(x, [=](unsigned w) { return __shfl_sync(active, w, __ffs(active) - 1); });
    return __all_sync(active, first == x);
}
#undef KS_VALUE

// ---- cl_khr_integer_dot_product: four 8-bit products summed into 32 bits by one dp4a (sm_61+); the _sat forms add
// the accumulator with saturation, which dp4a (it wraps) does not, so they add it after ----
#define cl_khr_integer_dot_product 1
#define __opencl_c_integer_dot_product_input_4x8bit 1
#define __opencl_c_integer_dot_product_input_4x8bit_packed 1
#define KS_DP4A(NAME, R, TYPES)                                                                                \
    __device__ __forceinline__ R NAME(uint a, uint b) {                                                        \
        R d; asm("dp4a." TYPES " %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(0)); return d; }
KS_DP4A(dot_4x8packed_uu_uint, uint, "u32.u32") KS_DP4A(dot_4x8packed_ss_int, int, "s32.s32")
KS_DP4A(dot_4x8packed_us_int, int, "u32.s32") KS_DP4A(dot_4x8packed_su_int, int, "s32.u32")
#undef KS_DP4A
__device__ __forceinline__ int ks_add_sat(int a, int b) {
    long long s = (long long) a + b;
    return s > INT_MAX ? INT_MAX : s < INT_MIN ? INT_MIN : (int) s;
}
__device__ __forceinline__ uint ks_add_sat(uint a, uint b) { return a > UINT_MAX - b ? UINT_MAX : a + b; }
__device__ __forceinline__ uint dot_acc_sat_4x8packed_uu_uint(uint a, uint b, uint acc) {
    return ks_add_sat(dot_4x8packed_uu_uint(a, b), acc);
}
__device__ __forceinline__ int dot_acc_sat_4x8packed_ss_int(uint a, uint b, int acc) {
    return ks_add_sat(dot_4x8packed_ss_int(a, b), acc);
}
__device__ __forceinline__ int dot_acc_sat_4x8packed_us_int(uint a, uint b, int acc) {
    return ks_add_sat(dot_4x8packed_us_int(a, b), acc);
}
__device__ __forceinline__ int dot_acc_sat_4x8packed_su_int(uint a, uint b, int acc) {
    return ks_add_sat(dot_4x8packed_su_int(a, b), acc);
}
// The vector forms: a char4 or uchar4 is the packed word, byte x lowest (as OpenCL's as_uint(char4) is)
template <class V> __device__ __forceinline__ uint ks_packed(V v) {
    return (uint) (unsigned char) v.x | (uint) (unsigned char) v.y << 8 | (uint) (unsigned char) v.z << 16
            | (uint) (unsigned char) v.w << 24;
}
__device__ __forceinline__ uint dot(uchar4 a, uchar4 b) { return dot_4x8packed_uu_uint(ks_packed(a), ks_packed(b)); }
__device__ __forceinline__ int dot(char4 a, char4 b) { return dot_4x8packed_ss_int(ks_packed(a), ks_packed(b)); }
__device__ __forceinline__ int dot(uchar4 a, char4 b) { return dot_4x8packed_us_int(ks_packed(a), ks_packed(b)); }
__device__ __forceinline__ int dot(char4 a, uchar4 b) { return dot_4x8packed_su_int(ks_packed(a), ks_packed(b)); }
__device__ __forceinline__ uint dot_acc_sat(uchar4 a, uchar4 b, uint acc) { return ks_add_sat(dot(a, b), acc); }
__device__ __forceinline__ int dot_acc_sat(char4 a, char4 b, int acc) { return ks_add_sat(dot(a, b), acc); }
__device__ __forceinline__ int dot_acc_sat(uchar4 a, char4 b, int acc) { return ks_add_sat(dot(a, b), acc); }
__device__ __forceinline__ int dot_acc_sat(char4 a, uchar4 b, int acc) { return ks_add_sat(dot(a, b), acc); }

// Last, so that nothing above is rewritten: OpenCL helper functions are `inline`, which makes them device functions.
#define inline __device__ inline
