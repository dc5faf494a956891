// expect: KS-RES-007
// 64 flags as a private bool array: 2 uints hold them as bits (seeds 000/003: pack 32 bools into one VGPR).
__kernel void count_hits(__global const int *keys, __global int *out, int n) {
    int i = get_global_id(0);
    bool seen[64];
    for (int j = 0; j < 64; j++) {
        seen[j] = false;
    }
    int hits = 0;
    for (int j = 0; j < n; j++) {
        int k = keys[i * n + j] & 63;
        hits += seen[k] ? 1 : 0;
        seen[k] = true;
    }
    out[i] = hits;
}
