// expect: KS-ARITH-012
// row * width + col in uint: unsigned wrap-around keeps the compiler from folding it into the address (seed 002).
__kernel void scale2d(__global float *x, uint width) {
    uint col = get_global_id(0);
    uint row = get_global_id(1);
    x[row * width + col] *= 2.0f;
}
