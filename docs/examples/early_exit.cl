/* Seed 002's early-exit trade-off as one kernel with two variants, for `kernelscope bench ab` (docs/bench-ab.md):
 * EARLY_EXIT=1 reads the mask first and returns where it is not positive (less work, but the other loads wait for
 * the mask: one more serial round trip); EARLY_EXIT=0 issues all three loads at once and selects at the end. Both
 * write the same output, bit for bit. */

#ifndef EARLY_EXIT
#define EARLY_EXIT 0 /* 1: return early where mask <= 0 */
#endif
#ifndef WORK
#define WORK 64 /* dependent multiply-adds per element: the work an early exit saves */
#endif

__kernel void shade(__global const float* mask, __global const float* a, __global const float* b,
                    __global float* out, const int n) {
    const int i = get_global_id(0);
    if (i >= n) {
        return;
    }
#if EARLY_EXIT
    const float m = mask[i];
    if (m <= 0.0f) {
        out[i] = 0.0f;
        return;
    }
    const float x = a[i];
    const float y = b[i];
#else
    const float m = mask[i];
    const float x = a[i];
    const float y = b[i];
#endif
    float acc = x;
    for (int k = 0; k < WORK; k++) {
        acc = acc * y + 0.5f;
    }
    out[i] = m > 0.0f ? acc : 0.0f;
}
