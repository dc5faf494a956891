/*
 * The launches one Gemm call makes, in order: zero or more packs of A and B (the edge path), then the rung's kernel
 * launches (one, or for rung 10 with STREAM_K the whole tiles, then the split ones and, with SPLIT_REDUCE, the sum
 * of their parts).
 * enqueue() runs them; timeEach() times every launch with device timestamps, so the benchmark can report the kernel
 * and the edge path's cost separately.
 */
package dev.kernelscope.kernels.gemm;

import dev.kernelscope.device.Geometry;
import dev.kernelscope.device.Kernel;
import java.util.List;

public record GemmPlan(GemmShape shape, List<Launch> launches) {

    /** One kernel launch with its arguments (set on the kernel just before the launch); {@code pack}: an operand pack. */
    public record Launch(String what, Kernel kernel, Object[] args, Geometry geometry, boolean pack) {
        public Launch(String what, Kernel kernel, Object[] args, Geometry geometry) {
            this(what, kernel, args, geometry, false);
        }

        void enqueue() {
            kernel.args(args).launch(geometry);
        }

        long timeNs() {
            return Math.round(kernel.args(args).time(geometry, 0, 1).medianNs());
        }
    }

    public GemmPlan {
        launches = List.copyOf(launches);
    }

    public void enqueue() {
        for (Launch launch : launches) {
            launch.enqueue();
        }
    }

    /** The packing launches before the rung's own (empty when the operands were usable as given). */
    public List<Launch> packs() {
        return launches.stream().filter(Launch::pack).toList();
    }

    /** Times each launch once, in order, with device timestamps; returns nanoseconds per launch. */
    public long[] timeEach() {
        long[] ns = new long[launches.size()];
        for (int i = 0; i < ns.length; i++) {
            ns[i] = launches.get(i).timeNs();
        }
        return ns;
    }
}
