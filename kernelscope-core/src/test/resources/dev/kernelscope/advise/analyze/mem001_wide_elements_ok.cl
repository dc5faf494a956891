// reject: KS-MEM-001
// Each work-item reads one float8 (32 bytes, a whole sector) with a run-time row stride: every sector fetched is used
// in full, so the stride wastes nothing (the rule reported 'up to 1x the memory traffic').
__kernel void gather_rows(__global const float8 *rows, __global float8 *out, int row_stride) {
    int i = get_global_id(0);
    out[i] = rows[i * row_stride];
}
