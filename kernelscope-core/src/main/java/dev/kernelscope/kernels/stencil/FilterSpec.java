/*
 * What a neighborhood filter computes, independent of how: box (radius 1..7), separable Gaussian (radius 1..7, sigma),
 * Sobel (gradient magnitude, d/dx, d/dy), each optionally applied several times (passes). It turns itself into the
 * defines of stencil_common.cl (weights W0..W7 and NORM per pixel type) and names itself "box3", "gauss5", "sobel",
 * "box3x4". Rounding: uchar box = round-half-up(sum / (2R+1)^2); uchar Gaussian = Q8 weights per dimension (sum 256,
 * rounded as OpenCV does), round-half-up(sum / 65536); float/half use the float weights, fp32 accumulation.
 */
package dev.kernelscope.kernels.stencil;

import dev.kernelscope.model.InvalidInputException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * @param kind the filter
 * @param radius taps reach this far on every side (Sobel: 1)
 * @param sigma the Gaussian's standard deviation in pixels (0 for the other kinds)
 * @param passes how many times the filter is applied (the iterated filter when above 1)
 */
public record FilterSpec(Kind kind, int radius, double sigma, int passes) {
    public static final int MAX_RADIUS = 7;
    public static final int MAX_PASSES = 64;
    private static final Pattern NAME = Pattern.compile(
            "(box|gauss|gaussian|sobel|sobelx|sobely)(\\d+)?(?::([^x]*))?(?:x(\\d+))?");

    /** The filter kinds, with the FILTER define of stencil_common.cl. */
    public enum Kind {
        BOX(0), GAUSSIAN(0), SOBEL_MAGNITUDE(1), SOBEL_X(2), SOBEL_Y(3);

        private final long define;

        Kind(long define) {
            this.define = define;
        }

        public boolean sobel() {
            return this == SOBEL_MAGNITUDE || this == SOBEL_X || this == SOBEL_Y;
        }
    }

    public FilterSpec {
        if (radius < 1 || radius > MAX_RADIUS) {
            throw new InvalidInputException("A filter radius must lie in 1.." + MAX_RADIUS + " (3x3 .. 15x15); got "
                    + radius + ".");
        }
        if (kind.sobel() && radius != 1) {
            throw new InvalidInputException("Sobel is a 3x3 filter (radius 1); got radius " + radius + ".");
        }
        if (kind == Kind.GAUSSIAN && !(sigma > 0 && sigma < 1000)) {
            throw new InvalidInputException("A Gaussian needs a sigma in (0, 1000) pixels; got " + sigma + ".");
        }
        if (passes < 1 || passes > MAX_PASSES) {
            throw new InvalidInputException("A filter is applied 1.." + MAX_PASSES + " times; got " + passes + ".");
        }
        if (kind.sobel() && passes != 1) {
            throw new InvalidInputException("Only box and Gaussian filters can be iterated; Sobel is applied once.");
        }
    }

    public static FilterSpec box(int radius) {
        return new FilterSpec(Kind.BOX, radius, 0, 1);
    }

    /**
     * The sigma OpenCV derives from a (2R+1)-tap size when given none: 0.3 * (R - 1) + 0.8. (OpenCV's GaussianBlur with
     * sigma 0 uses fixed binomial tables instead at 3, 5 and 7 taps, e.g. [1 4 6 4 1]/16: compare gauss5 with
     * GaussianBlur(img, (5, 5), 1.1), the sigma given.)
     */
    public static FilterSpec gaussian(int radius) {
        return gaussian(radius, 0.3 * (radius - 1) + 0.8);
    }

    public static FilterSpec gaussian(int radius, double sigma) {
        return new FilterSpec(Kind.GAUSSIAN, radius, sigma, 1);
    }

    /** A Sobel filter: {@code kind} is SOBEL_MAGNITUDE, SOBEL_X or SOBEL_Y. */
    public static FilterSpec sobel(Kind kind) {
        if (kind == null || !kind.sobel()) {
            // Kind.BOX made a 3x3 box filter, silently; Kind.GAUSSIAN failed on a sigma the caller never gave
            throw new InvalidInputException("A Sobel filter is SOBEL_MAGNITUDE, SOBEL_X or SOBEL_Y; got " + kind
                    + " (Filters.box or Filters.gaussian make the others).");
        }
        return new FilterSpec(kind, 1, 0, 1);
    }

    /**
     * This filter applied {@code n} times: its passes multiply (box3x2 applied 3 times is box3x6). Replacing them
     * made iterate(iterate(box, 2), 3) a box3x3, two passes silently lost.
     */
    public FilterSpec iterated(int n) {
        long total = (long) passes * n;
        if (passes > 1 && n >= 1 && total > MAX_PASSES) {
            throw new InvalidInputException(id() + " applied " + n + " times is " + total + " passes; a filter is"
                    + " applied 1.." + MAX_PASSES + " times.");
        }
        return new FilterSpec(kind, radius, sigma, n < 1 ? n : (int) total);
    }

    public FilterSpec single() {
        return new FilterSpec(kind, radius, sigma, 1);
    }

    /** "box3", "gauss5", "gauss5:1.5" (a sigma other than the default), "sobel", "sobelx", "box3x4". */
    public String id() {
        String base = switch (kind) {
            case BOX -> "box" + (2 * radius + 1);
            case GAUSSIAN -> "gauss" + (2 * radius + 1)
                    + (Math.abs(sigma - (0.3 * (radius - 1) + 0.8)) < 1e-12 ? "" : ":" + sigma);
            case SOBEL_MAGNITUDE -> "sobel";
            case SOBEL_X -> "sobelx";
            case SOBEL_Y -> "sobely";
        };
        return passes == 1 ? base : base + "x" + passes;
    }

    /** The filter's family in the tuning database: box, gauss, sobel or iterate. */
    public String family() {
        if (passes > 1) {
            return "iterate";
        }
        return kind == Kind.BOX ? "box" : kind == Kind.GAUSSIAN ? "gauss" : "sobel";
    }

    /**
     * The tuning database's names for this filter, the most specific first: a directional Sobel filter's own
     * ("sobelx", "sobely"), whose kernels are a third of the magnitude's work and may want another variant, then its
     * family; every other filter just its family.
     */
    public List<String> databaseFamilies() {
        if (passes == 1 && (kind == Kind.SOBEL_X || kind == Kind.SOBEL_Y)) {
            return List.of(id(), family());
        }
        return List.of(family());
    }

    public static FilterSpec parse(String text) {
        Matcher m = NAME.matcher(text.strip().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw new InvalidInputException("Unknown filter '" + text + "'. Filters: boxN and gaussN (N = 3, 5, .., 15:"
                    + " the width; gaussN:SIGMA for another sigma), sobel (magnitude), sobelx, sobely; append xP to"
                    + " apply it P times (box3x4).");
        }
        String family = m.group(1);
        int passes = m.group(4) == null ? 1 : count(m.group(4), "A filter is applied 1.." + MAX_PASSES + " times");
        if (family.startsWith("sobel")) {
            if (m.group(2) != null && !m.group(2).equals("3")) {
                throw new InvalidInputException("Sobel is 3x3 only; got '" + text + "'.");
            }
            if (m.group(3) != null) {   // sobel:1.5 ran a plain Sobel, its sigma dropped without a word
                throw new InvalidInputException("A Sobel filter has no sigma; got '" + text + "'.");
            }
            Kind kind = family.equals("sobelx") ? Kind.SOBEL_X : family.equals("sobely") ? Kind.SOBEL_Y
                    : Kind.SOBEL_MAGNITUDE;
            return new FilterSpec(kind, 1, 0, passes);
        }
        if (m.group(2) == null) {
            throw new InvalidInputException("Say the filter's width: box3, box5, gauss5, ...; got '" + text + "'.");
        }
        int size = count(m.group(2), "A filter width is odd and at least 3 (3, 5, .., 15)");
        if (size % 2 == 0 || size < 3) {
            throw new InvalidInputException("A filter width is odd and at least 3 (3, 5, .., 15); got " + size + ".");
        }
        if (size > 2 * MAX_RADIUS + 1) {   // said as a width: the record's check below speaks of radii ("got 8")
            throw new InvalidInputException("A filter width is at most " + (2 * MAX_RADIUS + 1) + " (radius "
                    + MAX_RADIUS + "); got " + size + " in '" + text + "'.");
        }
        int radius = (size - 1) / 2;
        if (family.equals("box")) {
            if (m.group(3) != null) {
                throw new InvalidInputException("A box filter has no sigma; got '" + text + "'.");
            }
            return new FilterSpec(Kind.BOX, radius, 0, passes);
        }
        double sigma = m.group(3) == null ? 0.3 * (radius - 1) + 0.8 : sigma(m.group(3), text);
        return new FilterSpec(Kind.GAUSSIAN, radius, sigma, passes);
    }

    /** A count from the name (digits only, by the pattern); one too long for an int is refused by {@code rule}. */
    private static int count(String digits, String rule) {
        try {
            return Integer.parseInt(digits);
        } catch (NumberFormatException tooLong) {
            throw new InvalidInputException(rule + "; got " + digits + ".");
        }
    }

    /**
     * The SIGMA of gaussN:SIGMA, anything up to an 'x': gauss15:-1 and gauss15:1e3 were "Unknown filter" (the
     * pattern took digits and points only); now the range check says what is wrong with them.
     */
    private static double sigma(String digits, String text) {
        try {
            return Double.parseDouble(digits);
        } catch (NumberFormatException notNumber) {
            throw new InvalidInputException("The sigma in '" + text + "' is not a number (gauss5:1.5 is); got '"
                    + digits + "'.");
        }
    }

    /** The normalized 1-D Gaussian weights at distance 0..radius, in double. */
    double[] gaussianWeights() {
        double[] g = new double[radius + 1];
        double sum = 0;
        for (int k = 0; k <= radius; k++) {
            g[k] = Math.exp(-(double) k * k / (2 * sigma * sigma));
            sum += k == 0 ? g[k] : 2 * g[k];
        }
        for (int k = 0; k <= radius; k++) {
            g[k] /= sum;
        }
        return g;
    }

    /**
     * uchar Gaussian: Q8 weights summing to 256 over the 2R+1 taps, quantized as OpenCV's 8-bit GaussianBlur does
     * (getGaussianKernelFixedPoint_ED): from the outermost tap inwards, each weight is rounded (half to even, cvRound)
     * after adding the previous taps' rounding error, and the centre takes the remainder. Rounding each tap alone
     * differed from OpenCV 4.6 by 2 grey levels (gauss7:7, gauss11:2.5, gauss13 on random images), past the issue's
     * bound of 1; these weights make the uchar Gaussian bit-identical to it (measured: radius 1..7, four sigmas, three
     * borders).
     */
    int[] q8Weights() {
        double[] g = gaussianWeights();
        int[] q = new int[radius + 1];
        int outer = 0;
        double error = 0;
        for (int k = radius; k >= 1; k--) {
            double adjusted = g[k] * 256 + error;
            q[k] = (int) Math.rint(adjusted);
            error = adjusted - q[k];
            outer += 2 * q[k];
        }
        q[0] = 256 - outer;
        return q;
    }

    /** The 1-D weight at distance 0..radius as the kernel sees it: an integer for uchar, a float otherwise. */
    double weight(PixelType type, int k) {
        k = Math.abs(k);
        return switch (kind) {
            case BOX -> 1;
            case GAUSSIAN -> type == PixelType.U8 ? q8Weights()[k] : (float) gaussianWeights()[k];
            default -> throw new IllegalStateException("Sobel has fixed taps");
        };
    }

    /** uchar: the divisor of the 2D sum; half/float: the scale factor (as float). */
    double norm(PixelType type) {
        int d = 2 * radius + 1;
        if (type == PixelType.U8) {
            return kind == Kind.BOX ? d * d : 65536;
        }
        return kind == Kind.BOX ? (float) (1.0 / (d * d)) : 1.0f;
    }

    /** The defines of stencil_common.cl for this filter, pixel type and border (constant in the pixel's units). */
    public Map<String, Long> defines(PixelType type, Border border, double constant) {
        Map<String, Long> d = new TreeMap<>();
        d.put("TYPE", type.define());
        d.put("RADIUS", (long) radius);
        d.put("FILTER", kind.define);
        d.put("BORDER", border.define());
        d.put("BORDER_VALUE", border == Border.CONSTANT ? constantBits(type, constant) : 0L);
        if (kind == Kind.BOX || kind == Kind.GAUSSIAN) {
            for (int k = 0; k <= radius; k++) {
                double w = weight(type, k);
                d.put("W" + k, type == PixelType.U8 ? (long) w : (long) Float.floatToRawIntBits((float) w));
            }
            double norm = norm(type);
            d.put("NORM", type == PixelType.U8 ? (long) norm : (long) Float.floatToRawIntBits((float) norm));
        }
        return d;
    }

    /** The constant border value as the kernel reads it: a grey level, or float bits (half: rounded to half first). */
    static long constantBits(PixelType type, double constant) {
        return switch (type) {
            case U8 -> {
                if (constant < 0 || constant > 255 || constant != Math.rint(constant)) {
                    throw new InvalidInputException("A constant border on a uchar image is a grey level 0..255; got "
                            + constant + ".");
                }
                yield (long) constant;
            }
            case F16 -> Float.floatToRawIntBits(Float.float16ToFloat(Float.floatToFloat16((float) constant)));
            case F32 -> Float.floatToRawIntBits((float) constant);
        };
    }
}
