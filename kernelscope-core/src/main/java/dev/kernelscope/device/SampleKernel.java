/*
 * The sample kernels shipped with the device layer (resources under dev/kernelscope/kernels/samples): the one list
 * the tests, the benchmarks and the demo read. Each entry names its source file and its entry points.
 */
package dev.kernelscope.device;

import dev.kernelscope.model.TextResources;
import java.util.List;

public enum SampleKernel {
    VECTOR_ADD("vector_add.cl", List.of("vector_add"), "c = a + b, one work-item per element"),
    VECTOR_MUL_2D("vector_mul_2d.cl", List.of("vector_mul_2d"),
            "c = a * b on a 2-D NDRange, one work-item per element (seed 001's first kernel, corrected)"),
    REDUCE_SUM("reduce_sum.cl", List.of("reduce_sum", "reduce_sum_local_arg"),
            "sum reduction through local memory with barriers, one partial sum per group"),
    GRID("grid.cl", List.of("transpose", "coordinates_3d", "work_item_ids"),
            "2-D tiled transpose through local memory, 3-D coordinates, and every work-item's ids"),
    EMPTY("empty.cl", List.of("empty"), "does nothing: launch latency"),
    COPY_FLOAT4("copy_float4.cl", List.of("copy_float4"), "out = in, 16 bytes per work-item: memory bandwidth");

    private static final String DIRECTORY = "/dev/kernelscope/kernels/samples/";

    private final String file;
    private final List<String> entryPoints;
    private final String description;

    SampleKernel(String file, List<String> entryPoints, String description) {
        this.file = file;
        this.entryPoints = entryPoints;
        this.description = description;
    }

    public String file() {
        return file;
    }

    public List<String> entryPoints() {
        return entryPoints;
    }

    public String description() {
        return description;
    }

    /** The kernel source text. */
    public String source() {
        return TextResources.read(SampleKernel.class, DIRECTORY + file);
    }

    /** Compiles this sample on a session (cached per session). */
    public Program compile(DeviceSession session) {
        return session.compile(source());
    }
}
