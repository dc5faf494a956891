// reject: KS-MEM-003
// A macro passes the address of a table's first entry to a helper inside the loop: '&table[base]' loads nothing
// (inside a macro the front end cannot read the '&', the pointer type says it).
#define FIND(value) find_entry(value, count, &table[base])

int find_entry(uint value, int count, __global const uint *entries) {
    for (int e = 0; e < count; ++e) {
        if (entries[e] == value) {
            return e;
        }
    }
    return -1;
}

__kernel void lookup(__global const uint *keys, __global const uint *table, int base, int count,
                     __global int *found, int rounds) {
    int i = get_global_id(0);
    for (int r = 0; r < rounds; ++r) {
        found[i * rounds + r] = FIND(keys[i * rounds + r]);
    }
}
