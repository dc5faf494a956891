// expect: KS-ARITH-003
// Row and column from a run-time width: an integer division and a modulo per work-item.
__kernel void unflatten(__global float *out, int width) {
    int i = get_global_id(0);
    int row = i / width;
    int col = i % width;
    out[i] = (float)(row + col);
}
