// reject: KS-RES-007
// The same 64 flags as the bits of one ulong (set with |, tested with a mask), counted with popcount.
__kernel void count_hits(__global const int *keys, __global int *out, int n) {
    int i = get_global_id(0);
    ulong seen = 0;
    int hits = 0;
    for (int j = 0; j < n; j++) {
        ulong bit = 1ul << (keys[i * n + j] & 63);
        hits += (seen & bit) != 0ul;
        seen |= bit;
    }
    out[i] = hits + (int)popcount(seen) * 0;
}
