// expect: KS-MEM-003
// The same field of the same element is loaded on every trip of the loop.
typedef struct {
    uint key[16];
    uint rounds;
} cipher_state;

__kernel void mix(__global const cipher_state *states, __global uint *out, int n) {
    int gid = get_global_id(0);
    uint acc = 0;
    for (int i = 0; i < n; i++) {
        acc = acc * 31u + states[gid].rounds;
    }
    out[gid] = acc;
}
