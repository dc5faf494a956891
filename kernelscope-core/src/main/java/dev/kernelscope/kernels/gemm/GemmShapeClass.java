/*
 * The shape classes Gemm.tuned chooses a configuration by, as cuBLAS's heuristics and CLBlast's direct/indirect
 * crossover do: a call is classified from its row-major M, N, K alone (never from the device), and the tuning
 * database may hold one entry per class (gemm-tuning.json, "shapes": "small" ...). The first rule that matches wins.
 */
package dev.kernelscope.kernels.gemm;

import java.util.Locale;

public enum GemmShapeClass {
    /**
     * M or N at most 128: one side of C fills at most half of a 256-wide tile. (Measured on the H100: 4096x127x4096
     * ran at 50% of cuBLAS in 128x256 tiles, 80% in 64x128; 8192x200x8192 at 98% in 128x256, 89% in 64x128.)
     */
    SKINNY("skinny", "M or N <= 128"),
    /** 2 M N K below 2^31 FLOP (about 1024^3): too few large tiles to fill the device. */
    SMALL("small", "2 M N K < 2^31 (fewer large tiles than compute units)"),
    /** K at least 8 times the larger of M and N: few tiles, each with a long K loop. */
    LARGE_K("large-k", "K >= 8 max(M, N)"),
    /** K below 256 while M and N are large: short K loops, the prologue and epilogue weigh more. */
    SMALL_K("small-k", "K < 256"),
    /** Everything else: square, tall and wide problems with enough tiles for the device. */
    GENERAL("general", "none of the above (square, tall, wide)");

    private final String id;
    private final String rule;

    GemmShapeClass(String id, String rule) {
        this.id = id;
        this.rule = rule;
    }

    /** The name in the tuning database and in --explain, e.g. "large-k". */
    public String id() {
        return id;
    }

    /** The rule that puts a shape in this class, for --explain. */
    public String rule() {
        return rule;
    }

    /** The class of a row-major problem of m x n x k. */
    public static GemmShapeClass of(int m, int n, int k) {
        if (Math.min(m, n) <= 128) {
            return SKINNY;
        }
        if (2.0 * m * n * k < 0x1p31) {
            return SMALL;
        }
        if (k >= 8L * Math.max(m, n)) {
            return LARGE_K;
        }
        if (k < 256) {
            return SMALL_K;
        }
        return GENERAL;
    }

    /** Parses a database or command-line name ("large-k", "LARGE_K"); null for an unknown one. */
    public static GemmShapeClass parse(String text) {
        String wanted = text.strip().toLowerCase(Locale.ROOT).replace('_', '-');
        for (GemmShapeClass shapeClass : values()) {
            if (shapeClass.id.equals(wanted)) {
                return shapeClass;
            }
        }
        return null;
    }
}
