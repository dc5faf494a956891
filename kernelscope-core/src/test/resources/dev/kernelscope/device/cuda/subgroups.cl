// Sub-group functions (cl_khr_subgroups, shuffle, shuffle_relative, ballot) and the 8-bit integer dot products
// (cl_khr_integer_dot_product) where the device has them: the CUDA backend maps both onto warps and dp4a
// (opencl_subgroups.cuh). Each work-item writes 24 ints and 8 floats; slot 0 says whether the sub-group part ran and
// slot 16 whether the dot-product part did. OpenClSyntaxGpuTest checks every sub-group's values on the host from the
// ids the kernel itself reports, so it holds however a device forms its sub-groups.
#ifdef cl_khr_subgroups
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
#endif

__kernel void subgroups(__global const float* v, __global const int* k, __global const uint* packed,
                        __global int* ints, __global float* floats) {
    int i = get_global_id(0);
    __global int* o = ints + 24 * i;
    __global float* f = floats + 8 * i;
    o[0] = 0;
    o[16] = 0;
#if defined(cl_khr_subgroups) && defined(cl_khr_subgroup_shuffle) && defined(cl_khr_subgroup_shuffle_relative) \
        && defined(cl_khr_subgroup_ballot)
    float x = v[i];
    int n = k[i];
    uint lane = get_sub_group_local_id();
    uint size = get_sub_group_size();
    o[0] = 1;
    o[1] = size;
    o[2] = get_sub_group_id();
    o[3] = lane;
    o[4] = get_num_sub_groups();
    o[5] = get_max_sub_group_size();
    o[6] = sub_group_reduce_min(n);
    o[7] = (int) sub_group_reduce_max((uint) (n + 1000));
    o[8] = sub_group_scan_inclusive_add(n);
    o[9] = sub_group_scan_exclusive_add(n);
    o[10] = sub_group_all(n > -90);
    o[11] = sub_group_any(n > 90);
    uint4 ballot = sub_group_ballot(n > 0);
    o[12] = sub_group_ballot_bit_count(ballot);
    o[13] = sub_group_ballot_inclusive_scan(ballot);
    o[14] = sub_group_elect();
    o[15] = sub_group_broadcast(n, size - 1);
    sub_group_barrier(CLK_LOCAL_MEM_FENCE);
    f[0] = sub_group_reduce_add(x);
    f[1] = sub_group_scan_exclusive_max(x);
    f[2] = sub_group_shuffle_xor(x, 1);                  // the partner exists: every sub-group size is even here
    f[3] = sub_group_shuffle(x, (lane + 3) % size);
    f[4] = sub_group_scan_inclusive_min(x);
    float down = sub_group_shuffle_down(x, 1);
    float up = sub_group_shuffle_up(x, 1);
    f[5] = lane + 1 < size ? down : 0.0f;                // the lanes the shuffles leave undefined write 0
    f[6] = lane > 0 ? up : 0.0f;
    float4 q = (float4)(x, 2.0f * x, (float) n, -x);
    float4 first = sub_group_broadcast(q, 0);            // a vector argument (cl_khr_subgroup_extended_types)
    f[7] = first.x + first.y + first.z + first.w;
#endif
#ifdef cl_khr_integer_dot_product
    uint a = packed[2 * i], b = packed[2 * i + 1];
    o[16] = 1;
    o[17] = (int) dot_4x8packed_uu_uint(a, b);
    o[18] = dot_4x8packed_ss_int(a, b);
    o[19] = dot_4x8packed_us_int(a, b);
    o[20] = dot_4x8packed_su_int(a, b);
    o[21] = dot_acc_sat_4x8packed_ss_int(a, b, n > 0 ? 2147483647 - 100 : -2147483647 + 100);
    o[22] = dot(as_char4(a), as_char4(b));
    o[23] = (int) dot_acc_sat(as_uchar4(a), as_uchar4(b), 4294967295u - 70000u);
#endif
}
