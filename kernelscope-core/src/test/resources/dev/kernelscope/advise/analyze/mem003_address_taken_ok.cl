// reject: KS-MEM-003 KS-MEM-001
// '&out[i + 1]' takes an address (to store through it), it reads nothing: no re-read in the loop and no
// strided read. Each work-item owns two consecutive float4.
__kernel void clear_tail(__global float4 *out, int limit) {
    int i = 2 * get_global_id(0);
    for (int k = 3; k >= 0; --k) {
        if (k < limit) {
            break;
        }
        (&out[i + 1])[0] = (float4)(0.0f);
    }
}
