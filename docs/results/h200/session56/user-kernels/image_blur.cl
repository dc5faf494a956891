// A user's 3x3 blur through an image and a sampler (images are not mapped by the CUDA backend).
__constant sampler_t nearest = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
__kernel void image_blur(read_only image2d_t src, __global float* dst, int width) {
    int x = get_global_id(0), y = get_global_id(1);
    float sum = 0.0f;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++)
            sum += read_imagef(src, nearest, (int2)(x + dx, y + dy)).x;
    dst[y * width + x] = sum / 9.0f;
}
