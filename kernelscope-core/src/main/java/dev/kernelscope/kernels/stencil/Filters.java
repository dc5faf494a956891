/*
 * The filters an application asks for by name, each the tuned variant for the session's device:
 * Filters.box(session, radius, border).apply(src, dst, width, height, pitch), gaussian, sobel, iterate(filter, n).
 */
package dev.kernelscope.kernels.stencil;

import dev.kernelscope.device.DeviceSession;

public final class Filters {
    private Filters() {}

    /** Mean of the (2r+1)^2 neighbourhood. */
    public static Filter box(DeviceSession session, int radius, Border border) {
        return Filter.tuned(session, FilterSpec.box(radius), border, 0);
    }

    /**
     * Separable Gaussian of radius r with the sigma OpenCV derives from its width, 0.3 (r - 1) + 0.8 (OpenCV's
     * GaussianBlur with sigma 0 uses fixed binomial weights at 3, 5 and 7 taps instead).
     */
    public static Filter gaussian(DeviceSession session, int radius, Border border) {
        return Filter.tuned(session, FilterSpec.gaussian(radius), border, 0);
    }

    public static Filter gaussian(DeviceSession session, int radius, double sigma, Border border) {
        return Filter.tuned(session, FilterSpec.gaussian(radius, sigma), border, 0);
    }

    /** Sobel gradient magnitude sqrt(gx^2 + gy^2) (uchar: rounded, saturated at 255). */
    public static Filter sobel(DeviceSession session, Border border) {
        return Filter.tuned(session, FilterSpec.sobel(FilterSpec.Kind.SOBEL_MAGNITUDE), border, 0);
    }

    /** One directional Sobel: d/dx (kind SOBEL_X) or d/dy (SOBEL_Y); uchar stores |g| saturated at 255. */
    public static Filter sobel(DeviceSession session, FilterSpec.Kind kind, Border border) {
        return Filter.tuned(session, FilterSpec.sobel(kind), border, 0);
    }

    /**
     * The filter applied n times (fused where the tuned variant can); an iterated filter's passes multiply:
     * iterate(iterate(box, 2), 3) is six passes.
     */
    public static Filter iterate(Filter filter, int n) {
        return java.util.Objects.requireNonNull(filter, "filter").iterate(n);
    }
}
