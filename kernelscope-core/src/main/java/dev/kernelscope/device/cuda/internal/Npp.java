/*
 * Raw bindings to NVIDIA NPP's image filters (libnppif.so.13, version from libnppc.so.13): the _Ctx forms CUDA 13
 * keeps, for box, Gaussian and directional Sobel on 8u and 32f single-channel images. Structs go by value as NPP
 * declares them (NppiSize, NppiPoint: two ints; NppStreamContext: 48 bytes, layout of CUDA 13's nppdefs.h). Every
 * NppStatus goes through check(rc, "nppiCallName"); warnings (positive codes) are errors here too: a yardstick that
 * did less than asked must not be timed.
 */
package dev.kernelscope.device.cuda.internal;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import dev.kernelscope.device.GpuException;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.StructLayout;
import java.lang.invoke.MethodHandle;
import java.util.Map;

public final class Npp {
    public static final NativeLibrary FILTERS = NativeLibrary.load("NVIDIA NPP image filtering", "libnppif.so.13",
            "libnppif.so");
    public static final NativeLibrary CORE = NativeLibrary.load("NVIDIA NPP core", "libnppc.so.13", "libnppc.so");

    /** NppiBorderType */
    public static final int NPP_BORDER_REPLICATE = 2;
    /** NppiMaskSize values of the square masks 3x3 .. 15x15 (nppdefs.h), indexed by radius. */
    private static final int[] MASK_SIZES = {0, 200, 201, 400, 500, 600, 700, 800};

    public static final StructLayout SIZE = MemoryLayout.structLayout(JAVA_INT.withName("width"),
            JAVA_INT.withName("height"));
    public static final StructLayout POINT = MemoryLayout.structLayout(JAVA_INT.withName("x"), JAVA_INT.withName("y"));
    public static final StructLayout STREAM_CONTEXT = MemoryLayout.structLayout(
            ADDRESS.withName("hStream"),
            JAVA_INT.withName("nCudaDeviceId"),
            JAVA_INT.withName("nMultiProcessorCount"),
            JAVA_INT.withName("nMaxThreadsPerMultiProcessor"),
            JAVA_INT.withName("nMaxThreadsPerBlock"),
            JAVA_LONG.withName("nSharedMemPerBlock"),
            JAVA_INT.withName("nCudaDevAttrComputeCapabilityMajor"),
            JAVA_INT.withName("nCudaDevAttrComputeCapabilityMinor"),
            JAVA_INT.withName("nStreamFlags"),
            JAVA_INT.withName("nReserved0"));

    private static final Map<Integer, String> STATUS_NAMES = Map.ofEntries(
            Map.entry(0, "NPP_SUCCESS"), Map.entry(1, "NPP_NO_OPERATION_WARNING"),
            Map.entry(-2, "NPP_ERROR"), Map.entry(-3, "NPP_NOT_IMPLEMENTED_ERROR"), Map.entry(-5, "NPP_BAD_ARGUMENT_ERROR"),
            Map.entry(-6, "NPP_SIZE_ERROR"), Map.entry(-7, "NPP_RANGE_ERROR"), Map.entry(-8, "NPP_NULL_POINTER_ERROR"),
            Map.entry(-14, "NPP_STEP_ERROR"), Map.entry(-33, "NPP_MASK_SIZE_ERROR"), Map.entry(-34, "NPP_ANCHOR_ERROR"),
            Map.entry(-37, "NPP_STRIDE_ERROR"), Map.entry(-1000, "NPP_CUDA_KERNEL_EXECUTION_ERROR"),
            Map.entry(-1002, "NPP_ALIGNMENT_ERROR"), Map.entry(-1027, "NPP_NOT_SUFFICIENT_COMPUTE_CAPABILITY"),
            Map.entry(-9999, "NPP_NOT_SUPPORTED_MODE_ERROR"), Map.entry(10000, "NPP_MISALIGNED_DST_ROI_WARNING"));

    // (pSrc, nSrcStep, oSrcSize, oSrcOffset, pDst, nDstStep, oSizeROI, oMaskSize, oAnchor, eBorderType, ctx)
    private static final FunctionDescriptor BOX = FunctionDescriptor.of(JAVA_INT, JAVA_LONG, JAVA_INT, SIZE, POINT,
            JAVA_LONG, JAVA_INT, SIZE, SIZE, POINT, JAVA_INT, STREAM_CONTEXT);
    // (pSrc, nSrcStep, oSrcSize, oSrcOffset, pDst, nDstStep, oSizeROI, eMaskSize, eBorderType, ctx)
    private static final FunctionDescriptor GAUSS = FunctionDescriptor.of(JAVA_INT, JAVA_LONG, JAVA_INT, SIZE, POINT,
            JAVA_LONG, JAVA_INT, SIZE, JAVA_INT, JAVA_INT, STREAM_CONTEXT);
    // (pSrc, nSrcStep, oSrcSize, oSrcOffset, pDst, nDstStep, oSizeROI, eBorderType, ctx)
    private static final FunctionDescriptor SOBEL = FunctionDescriptor.of(JAVA_INT, JAVA_LONG, JAVA_INT, SIZE, POINT,
            JAVA_LONG, JAVA_INT, SIZE, JAVA_INT, STREAM_CONTEXT);

    private static final MethodHandle boxU8 = FILTERS.downcall(BOX, "nppiFilterBoxBorder_8u_C1R_Ctx");
    private static final MethodHandle boxF32 = FILTERS.downcall(BOX, "nppiFilterBoxBorder_32f_C1R_Ctx");
    private static final MethodHandle gaussU8 = FILTERS.downcall(GAUSS, "nppiFilterGaussBorder_8u_C1R_Ctx");
    private static final MethodHandle gaussF32 = FILTERS.downcall(GAUSS, "nppiFilterGaussBorder_32f_C1R_Ctx");
    private static final MethodHandle sobelHorizU8 = FILTERS.downcall(SOBEL, "nppiFilterSobelHorizBorder_8u_C1R_Ctx");
    private static final MethodHandle sobelHorizF32 = FILTERS.downcall(SOBEL, "nppiFilterSobelHorizBorder_32f_C1R_Ctx");
    private static final MethodHandle sobelVertU8 = FILTERS.downcall(SOBEL, "nppiFilterSobelVertBorder_8u_C1R_Ctx");
    private static final MethodHandle sobelVertF32 = FILTERS.downcall(SOBEL, "nppiFilterSobelVertBorder_32f_C1R_Ctx");
    private static final MethodHandle nppGetLibVersion = CORE.downcall(FunctionDescriptor.of(ADDRESS),
            "nppGetLibVersion");

    private Npp() {}

    /** Why NPP cannot be used here, or null when both libraries loaded. */
    public static String unavailableReason() {
        if (!FILTERS.isAvailable()) {
            return FILTERS.unavailableReason().orElse("libnppif not found");
        }
        if (!CORE.isAvailable()) {
            return CORE.unavailableReason().orElse("libnppc not found");
        }
        return null;
    }

    public static void check(int rc, String call) {
        if (rc != 0) {
            throw new GpuException(rc, STATUS_NAMES.getOrDefault(rc, "NppStatus " + rc), call,
                    rc > 0 ? "a warning: NPP did not do all that was asked" : "", null);
        }
    }

    /** "13.0.1" from nppGetLibVersion. */
    public static String version() {
        try {
            MemorySegment v = ((MemorySegment) nppGetLibVersion.invokeExact()).reinterpret(12);
            return v.get(JAVA_INT, 0) + "." + v.get(JAVA_INT, 4) + "." + v.get(JAVA_INT, 8);
        } catch (Throwable failure) {
            throw CuDriver.rethrow(failure);
        }
    }

    public static int maskSize(int radius) {
        return MASK_SIZES[radius];
    }

    public static MemorySegment size(Arena arena, int width, int height) {
        MemorySegment s = arena.allocate(SIZE);
        s.set(JAVA_INT, 0, width);
        s.set(JAVA_INT, 4, height);
        return s;
    }

    public static MemorySegment point(Arena arena, int x, int y) {
        MemorySegment p = arena.allocate(POINT);
        p.set(JAVA_INT, 0, x);
        p.set(JAVA_INT, 4, y);
        return p;
    }

    public static void box(boolean u8, long src, int srcStep, MemorySegment srcSize, MemorySegment offset, long dst,
                           int dstStep, MemorySegment roi, MemorySegment mask, MemorySegment anchor, int border,
                           MemorySegment ctx) {
        String name = u8 ? "nppiFilterBoxBorder_8u_C1R_Ctx" : "nppiFilterBoxBorder_32f_C1R_Ctx";
        try {
            int rc = u8 ? (int) boxU8.invokeExact(src, srcStep, srcSize, offset, dst, dstStep, roi, mask, anchor, border, ctx)
                    : (int) boxF32.invokeExact(src, srcStep, srcSize, offset, dst, dstStep, roi, mask, anchor, border, ctx);
            check(rc, name);
        } catch (Throwable failure) {
            throw CuDriver.rethrow(failure);
        }
    }

    public static void gauss(boolean u8, long src, int srcStep, MemorySegment srcSize, MemorySegment offset, long dst,
                             int dstStep, MemorySegment roi, int maskSize, int border, MemorySegment ctx) {
        String name = u8 ? "nppiFilterGaussBorder_8u_C1R_Ctx" : "nppiFilterGaussBorder_32f_C1R_Ctx";
        try {
            int rc = u8 ? (int) gaussU8.invokeExact(src, srcStep, srcSize, offset, dst, dstStep, roi, maskSize, border, ctx)
                    : (int) gaussF32.invokeExact(src, srcStep, srcSize, offset, dst, dstStep, roi, maskSize, border, ctx);
            check(rc, name);
        } catch (Throwable failure) {
            throw CuDriver.rethrow(failure);
        }
    }

    /** horizontal: NPP's SobelHoriz (the d/dy kernel, detecting horizontal edges); else SobelVert (d/dx). */
    public static void sobel(boolean horizontal, boolean u8, long src, int srcStep, MemorySegment srcSize,
                             MemorySegment offset, long dst, int dstStep, MemorySegment roi, int border,
                             MemorySegment ctx) {
        String name = "nppiFilterSobel" + (horizontal ? "Horiz" : "Vert") + "Border_" + (u8 ? "8u" : "32f") + "_C1R_Ctx";
        MethodHandle h = horizontal ? (u8 ? sobelHorizU8 : sobelHorizF32) : (u8 ? sobelVertU8 : sobelVertF32);
        try {
            check((int) h.invokeExact(src, srcStep, srcSize, offset, dst, dstStep, roi, border, ctx), name);
        } catch (Throwable failure) {
            throw CuDriver.rethrow(failure);
        }
    }
}
