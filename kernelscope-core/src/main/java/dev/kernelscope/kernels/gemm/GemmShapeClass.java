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
    /**
     * 2 M N K at most 2^28 FLOP (512^3 and below): so few tiles that small ones (32x64) fill the device best.
     * (Measured on the H100, docs/results/h100/tune-shapes: 32x64 tiles ran 512^3 at 96% of cuBLAS end to end
     * against 73% in 64x128 tiles, but 2048x2048x128 at 78% against 106%: tiny problems need their own class.)
     */
    TINY("tiny", "2 M N K <= 2^28 (512^3 and below)"),
    /**
     * K below 256 with M N below 3 * 2^20 (and above the tiny class's FLOP): a few hundred to a few thousand small
     * tiles, each with a short K loop, where small tiles (64x64 on sm_90) with a slice depth chosen by waves
     * (GemmSliceDepth) keep the device fed and nothing is split along K (StreamKSchedule.MIN_SPLIT_DEPTH). (H100, docs/results/h100/gemm-e2e-3.md and
     * -4.md: up to K = 96 the 32x64x8 tiles ran 1536x1536x96, 2000x2000x64 and 3000x1300x96 at 112%, 88% and 92% of cuBLAS
     * kernel-only, the small entry's 64x128x8 at 82%, 62% and 69%; from K = 120 to 200 the 64x128x8 tiles lost to 32x64
     * tiles with a deeper slice: 1000x1000x200 65% against 85% (BK=40), 1024x2048x128 70% against 97% (BK=16).)
     */
    SHORT_K("short-k", "K < 256 and M N < 3 * 2^20"),
    /**
     * K below 256 with M N at least 3 * 2^20 (about 190 tiles of 128x128 or more; 2048 x 2048: 256 tiles, a wave of
     * the H100's 132 SMs at two groups each): short K loops over enough tiles, where more groups per SM hide the
     * prologue and epilogue. (H200, docs/results/h200/gemm-e2e-5.md, run 1: 1800x2000x120, M N = 3.4 * 2^20, ran at
     * 102.1% of cuBLAS kernel-only in this class's 128x128 tiles against 82.6% in the short-k class's 32x64 and 88.8%
     * in 64x64; 1536x1536x96, 2.25 * 2^20, the other way round: 91.2% against 116.7% in 64x64. Until then the bound
     * was 2^22.) Before
     * the FLOP rule of the small class, so 2048x2048x128 keeps this entry. (H100, docs/results/h100/gemm-e2e-2.md,
     * run 2: the small-k entry ran 2048x2048x128 and 1024x4096x64 at 105-106% of cuBLAS end to end, the small entry
     * 63-69%; below 2^22 it was the other way round: 1536x1536x96 61% against 81%, 1000x1000x200 50% against 63%.)
     */
    SMALL_K("small-k", "K < 256 and M N >= 3 * 2^20"),
    /** 2 M N K below 2^31 FLOP (about 1024^3): too few large tiles to fill the device. */
    SMALL("small", "2 M N K < 2^31 (fewer large tiles than compute units)"),
    /** K at least 8 times the larger of M and N: few tiles, each with a long K loop. */
    LARGE_K("large-k", "K >= 8 max(M, N)"),
    /** Everything else: square, tall and wide problems with enough tiles for the device. */
    GENERAL("general", "none of the above (square, tall, wide)");

    /** M N from which a short K goes to the small-k class's larger tiles rather than the short-k class's. */
    static final long SMALL_K_AREA = 3L << 20;

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
        double flop = 2.0 * m * n * k;
        if (Math.min(m, n) <= 128) {
            return SKINNY;
        }
        if (flop <= 0x1p28) {
            return TINY;
        }
        if (k < 256 && (long) m * n < SMALL_K_AREA) {
            return SHORT_K;
        }
        if (k < 256) {
            return SMALL_K;
        }
        if (flop < 0x1p31) {
            return SMALL;
        }
        if (k >= 8L * Math.max(m, n)) {
            return LARGE_K;
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
