/*
 * The CPU reference of every filter: separable sums in double (exact integers for uchar), the documented rounding,
 * and for iterated filters each pass rounded to the pixel type as a launch stores it. Also the comparison rules:
 * uchar exact; float relative error ||out - ref|| / ||ref|| < 1e-5; half within passes x (2^-10 |ref| + 2^-14) per
 * pixel (one rounding of the fp32 sum per pass); for half/float a NaN exactly where the reference has one.
 */
package dev.kernelscope.kernels.stencil;

import java.util.stream.IntStream;

public final class StencilReference {
    public static final double FLOAT_TOLERANCE = 1e-5;

    private StencilReference() {}

    /** The filtered image (tight pitch = width), every pass applied, in the stored domain of the pixel type. */
    public static double[] apply(HostImage src, FilterSpec filter, Border border, double constant) {
        int w = src.width();
        int h = src.height();
        double[] in = new double[w * h];
        IntStream.range(0, h).parallel().forEach(y -> {
            for (int x = 0; x < w; x++) {
                in[y * w + x] = src.get(x, y);
            }
        });
        double c = constantValue(src.type(), constant);
        double[] out = in;
        for (int pass = 0; pass < filter.passes(); pass++) {
            out = onePass(out, w, h, filter, src.type(), border, c);
        }
        return out;
    }

    static double constantValue(PixelType type, double constant) {
        return switch (type) {
            case U8 -> constant;
            case F16 -> Float.float16ToFloat(Float.floatToFloat16((float) constant));
            case F32 -> (float) constant;
        };
    }

    private static double[] onePass(double[] in, int w, int h, FilterSpec f, PixelType type, Border border,
                                    double constant) {
        int r = f.radius();
        boolean two = f.kind() == FilterSpec.Kind.SOBEL_MAGNITUDE;
        double[] rowA = new double[2 * r + 1];
        double[] colA = new double[2 * r + 1];
        double[] rowB = new double[2 * r + 1];
        double[] colB = new double[2 * r + 1];
        for (int k = -r; k <= r; k++) {
            double smooth = k == 0 ? 2 : 1;
            switch (f.kind()) {
                case BOX, GAUSSIAN -> {
                    rowA[k + r] = f.weight(type, k);
                    colA[k + r] = f.weight(type, k);
                }
                case SOBEL_X, SOBEL_MAGNITUDE -> {
                    rowA[k + r] = k;
                    colA[k + r] = smooth;
                    rowB[k + r] = smooth;
                    colB[k + r] = k;
                }
                case SOBEL_Y -> {
                    rowA[k + r] = smooth;
                    colA[k + r] = k;
                }
            }
        }
        // row sums over the border-extended rows y in [-r, h + r)
        int eh = h + 2 * r;
        double[] sumsA = new double[eh * w];
        double[] sumsB = two ? new double[eh * w] : null;
        IntStream.range(0, eh).parallel().forEach(ey -> {
            int y = ey - r;
            boolean rowOutside = y < 0 || y >= h;
            int sy = border.index(y, h);
            for (int x = 0; x < w; x++) {
                double a = 0;
                double b = 0;
                for (int k = -r; k <= r; k++) {
                    int xx = x + k;
                    double p = border == Border.CONSTANT && (rowOutside || xx < 0 || xx >= w) ? constant
                            : in[sy * w + border.index(xx, w)];
                    a += rowA[k + r] * p;
                    if (two) {
                        b += rowB[k + r] * p;
                    }
                }
                sumsA[ey * w + x] = a;
                if (two) {
                    sumsB[ey * w + x] = b;
                }
            }
        });
        double norm = f.kind().sobel() ? 1 : f.norm(type);
        double[] out = new double[w * h];
        IntStream.range(0, h).parallel().forEach(y -> {
            for (int x = 0; x < w; x++) {
                double a = 0;
                double b = 0;
                for (int k = -r; k <= r; k++) {
                    a += colA[k + r] * sumsA[(y + r + k) * w + x];
                    if (two) {
                        b += colB[k + r] * sumsB[(y + r + k) * w + x];
                    }
                }
                out[y * w + x] = store(type, finish(f.kind(), type, a, b, norm));
            }
        });
        return out;
    }

    private static double finish(FilterSpec.Kind kind, PixelType type, double a, double b, double norm) {
        boolean u8 = type == PixelType.U8;
        return switch (kind) {
            case BOX, GAUSSIAN -> u8 ? Math.floorDiv((long) a + (long) norm / 2, (long) norm) : a * norm;
            case SOBEL_MAGNITUDE -> u8 ? Math.min((int) (Math.sqrt(a * a + b * b) + 0.5), 255)
                    : Math.sqrt(a * a + b * b);
            case SOBEL_X, SOBEL_Y -> u8 ? Math.min(Math.abs(a), 255) : a;
        };
    }

    /** The value as the pixel type stores it. */
    private static double store(PixelType type, double v) {
        return switch (type) {
            case U8 -> v;
            case F16 -> Float.float16ToFloat(Float.floatToFloat16((float) v));
            case F32 -> (float) v;
        };
    }

    /** How one output image compares with the reference. */
    public record Comparison(boolean passed, double error, long mismatches, long nanMismatches, String rule) {}

    /** Compares rows [y0, y1) of {@code out} (its own pitch) with {@code ref} (tight). */
    public static Comparison compare(HostImage out, double[] ref, FilterSpec filter, int y0, int y1) {
        int w = out.width();
        long mismatches = 0;
        long nanMismatches = 0;
        double diff2 = 0;
        double ref2 = 0;
        double worst = 0;
        PixelType type = out.type();
        for (int y = y0; y < y1; y++) {
            for (int x = 0; x < w; x++) {
                double o = out.get(x, y);
                double e = ref[y * w + x];
                if (Double.isNaN(e) || Double.isNaN(o)) {
                    if (Double.isNaN(e) != Double.isNaN(o)) {
                        nanMismatches++;
                    }
                    continue;
                }
                switch (type) {
                    case U8 -> {
                        if (o != e) {
                            mismatches++;
                            worst = Math.max(worst, Math.abs(o - e));
                        }
                    }
                    case F16 -> {
                        double bound = filter.passes() * (Math.scalb(Math.abs(e), -10) + Math.scalb(1.0, -14));
                        double d = Math.abs(o - e);
                        if (!(d <= bound) && !(Double.isInfinite(o) && o == e)) {
                            mismatches++;
                        }
                        worst = Math.max(worst, d / Math.max(Math.abs(e), Math.scalb(1.0, -14)));
                    }
                    case F32 -> {
                        if (Double.isInfinite(o) || Double.isInfinite(e)) {
                            if (o != e) {
                                mismatches++;
                            }
                            continue;
                        }
                        diff2 += (o - e) * (o - e);
                        ref2 += e * e;
                    }
                }
            }
        }
        double error = type == PixelType.F32 ? (ref2 == 0 ? Math.sqrt(diff2) : Math.sqrt(diff2 / ref2)) : worst;
        if (type == PixelType.F32 && !(error < FLOAT_TOLERANCE)) {
            mismatches = Math.max(mismatches, 1);
        }
        String rule = switch (type) {
            case U8 -> "exact (error = largest grey-level difference)";
            case F16 -> "|out - ref| <= passes x (2^-10 |ref| + 2^-14) per pixel (error = largest relative)";
            case F32 -> "||out - ref|| / ||ref|| < " + FLOAT_TOLERANCE;
        };
        return new Comparison(mismatches == 0 && nanMismatches == 0, error, mismatches, nanMismatches, rule);
    }
}
