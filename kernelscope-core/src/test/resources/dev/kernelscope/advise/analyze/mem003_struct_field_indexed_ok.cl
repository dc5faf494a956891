// reject: KS-MEM-003
// states[gid] is the same element on every trip, but states[gid].key[i] reads a different word each time: nothing
// is re-read. (states[gid].rounds, the same field every trip, would be.)
typedef struct {
    uint key[16];
    uint rounds;
} cipher_state;

__kernel void copy_keys(__global const cipher_state *states, __global uint *keys) {
    int gid = get_global_id(0);
    uint local_key[16];
    for (int i = 0; i < 16; i++) {
        local_key[i] = states[gid].key[i];
    }
    for (int i = 0; i < 16; i++) {
        keys[gid * 16 + i] = local_key[i] ^ (uint)i;
    }
}
