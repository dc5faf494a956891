/*
 * One LDS instruction's addresses across a wave: lane i touches element
 * (i mod rowWidth) x stride + (i / rowWidth) x rowStride of elementBytes each, after offsetBytes. A plain strided
 * access has rowWidth = lanes; seed 004's transposed store of an 8-wide A tile into As[k][m] has rowWidth 8,
 * stride BM (+ padding) and rowStride 1.
 */
package dev.kernelscope.model.lds;

import dev.kernelscope.model.InvalidInputException;

public record LdsAccessPattern(int lanes, int elementBytes, long stride, int rowWidth, long rowStride,
        long offsetBytes) {
    /** Far above any wave (64) or warp; keeps the per-lane work trivial. */
    public static final int MAX_LANES = 1024;

    public LdsAccessPattern {
        if (lanes < 1 || lanes > MAX_LANES) {
            throw new InvalidInputException("lanes must be 1 to " + MAX_LANES + ", not " + lanes + ".");
        }
        if (elementBytes < 1 || elementBytes > 16 || Integer.bitCount(elementBytes) != 1) {
            throw new InvalidInputException("element size must be 1, 2, 4, 8 or 16 bytes, not " + elementBytes
                    + ".");
        }
        if (rowWidth < 1) {
            throw new InvalidInputException("row width must be at least 1 lane, not " + rowWidth + ".");
        }
        if (Math.abs(stride) > 1L << 24 || Math.abs(rowStride) > 1L << 24 || offsetBytes < 0
                || offsetBytes > 1L << 24) {
            throw new InvalidInputException("LDS strides and offsets are limited to 16 Mi elements/bytes (got"
                    + " stride " + stride + ", row stride " + rowStride + ", offset " + offsetBytes + ").");
        }
    }

    /** Lane i reads or writes element i x stride. */
    public static LdsAccessPattern strided(int lanes, int elementBytes, long stride) {
        return new LdsAccessPattern(lanes, elementBytes, stride, lanes, 0, 0);
    }

    /** Byte address of lane's element. */
    public long byteAddress(int lane) {
        long element = (lane % rowWidth) * stride + (long) (lane / rowWidth) * rowStride;
        return offsetBytes + element * elementBytes;
    }
}
