// A 48x48 tile (Rodinia hotspot built with BLOCK_SIZE=48): 2,304 work-items per group, more than any GPU launches.
// launch: --global 2304,48 --local 48,48
// arch: sm_90 gcn
// expect: KS-LAUNCH-002
__kernel void tile48(__global float *out, __global const float *in, int width) {
    int x = get_global_id(0), y = get_global_id(1);
    if (x < width) {
        out[y * width + x] = 0.5f * in[y * width + x];
    }
}
