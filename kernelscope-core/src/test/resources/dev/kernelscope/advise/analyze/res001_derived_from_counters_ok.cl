// reject: KS-RES-001
// The index is computed from counters of short constant loops through a variable (upper = bit / 16): after
// unrolling every index is a constant, so the array stays in registers.
__kernel void pack_pairs(__global const uchar *bits, __global uint *packed) {
    uint words[4] = {0, 0, 0, 0};
    int g = get_global_id(0);
    for (int pair = 0; pair < 2; ++pair) {
        for (int bit = 0; bit < 32; ++bit) {
            int upper = bit / 16;
            words[pair * 2 + upper] |= (uint)(bits[g * 64 + pair * 32 + bit] & 1) << (bit % 16);
        }
    }
    for (int w = 0; w < 4; ++w) packed[g * 4 + w] = words[w];
}
