// The empty kernel of the C launch baseline: what samples/empty.cl becomes through the CUDA prelude.
extern "C" __global__ void empty() {}
