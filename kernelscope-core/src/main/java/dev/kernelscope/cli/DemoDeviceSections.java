/*
 * The demo's device sections: the devices found with a real compiled kernel's occupancy, and the SGEMM ladder run on
 * the best device (4096^3 on a GPU, 256^3 on a CPU) against the vendor BLAS. Without a device each says why and how
 * to get one instead of failing the demo.
 */
package dev.kernelscope.cli;

import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceInventory;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.DeviceSurvey;
import dev.kernelscope.device.Devices;
import dev.kernelscope.device.GpuException;
import dev.kernelscope.kernels.gemm.GemmBenchmark;
import dev.kernelscope.kernels.gemm.GemmRecords;
import dev.kernelscope.kernels.gemm.GemmRuns;
import dev.kernelscope.kernels.gemm.GemmRung;
import dev.kernelscope.kernels.stencil.Border;
import dev.kernelscope.kernels.stencil.FilterSpec;
import dev.kernelscope.kernels.stencil.PixelType;
import dev.kernelscope.kernels.stencil.StencilBenchmark;
import dev.kernelscope.kernels.stencil.StencilRecords;
import dev.kernelscope.kernels.stencil.StencilVariant;
import dev.kernelscope.report.demo.DemoSection;
import java.io.PrintWriter;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

final class DemoDeviceSections {
    /** Square size of the demo's ladder: large enough to fill a GPU, small enough for PoCL to finish in seconds. */
    static final int GPU_SIZE = 4096;
    static final int CPU_SIZE = 256;

    private DemoDeviceSections() {}

    /** Both sections over one discovery. */
    static List<DemoSection> sections(PrintWriter progress) {
        DeviceSurvey survey = DeviceSurvey.run();
        return List.of(new DevicesSection(survey), new GemmLadderSection(survey.inventory(), progress),
                new StencilLadderSection(survey.inventory(), progress));
    }

    /** The devices found here and the occupancy of a compiled sample kernel on the best one. */
    record DevicesSection(DeviceSurvey survey) implements DemoSection {
        @Override
        public String title() {
            return "Devices here, and a compiled kernel's occupancy";
        }

        @Override
        public String source() {
            return "device runtime: OpenCL and CUDA through FFM";
        }

        @Override
        public void print(PrintWriter out) {
            out.print(DevicesCommand.table(survey.inventory()));
            out.println();
            survey.sample().ifPresent(sample -> {
                out.println("The sample kernel " + sample.kernel() + ", compiled on the default device; its resources come"
                        + " from the driver, its occupancy from the model:");
                out.println("  " + sample.summary());
                sample.result().ifPresent(result -> result.advice().forEach(a -> out.println("  advice: " + a.summary())));
            });
            // With no device at all the table above already said why, once.
            if (!survey.inventory().isEmpty()) {
                survey.error().filter(e -> !e.isBlank()).ifPresent(error -> out.println("No compiled sample: " + error));
            }
        }
    }

    /** Seed 004's ladder, run for real: every rung verified, then timed next to the vendor BLAS. */
    record GemmLadderSection(DeviceInventory inventory, PrintWriter progress) implements DemoSection {
        @Override
        public String title() {
            return "The SGEMM ladder, measured here";
        }

        @Override
        public String source() {
            return "seed 004";
        }

        @Override
        public void print(PrintWriter out) {
            Optional<Device> target = inventory.best();
            if (target.isEmpty()) {
                out.println("No device to run the ladder on (the devices section above says why and what to install).");
                return;
            }
            Device device = target.get();
            int size = device.isGpu() ? GPU_SIZE : CPU_SIZE;
            List<GemmBenchmark.Entry> rungs = Arrays.stream(GemmRung.values())
                    .map(rung -> new GemmBenchmark.Entry(rung, Map.of())).toList();
            GemmBenchmark.Options options = GemmBenchmark.Options.squares(List.of(size), rungs, 3, 20, true);
            try (DeviceSession session = Devices.open(device)) {
                GemmRecords.Report report = GemmRuns.run(session, options, line -> {
                    progress.println(line);
                    progress.flush();
                }, "kernelscope demo");
                GemmOutput.printLadder(report, out);
            } catch (GpuException failure) {
                out.println("The ladder could not run on " + device.label() + ": " + failure.getMessage());
            }
            out.println("Each rung is explained in docs/gemm-ladder.md; more sizes and charts: kernelscope gemm --help");
        }

    }

    /** Seeds 000/002's neighborhood filters, run for real: the stencil ladder on a 3x3 box and a Sobel. */
    record StencilLadderSection(DeviceInventory inventory, PrintWriter progress) implements DemoSection {
        @Override
        public String title() {
            return "The stencil ladder, measured here";
        }

        @Override
        public String source() {
            return "seeds 000/003 (halo tiles, multi-pass) and 002 (several outputs per work-item)";
        }

        @Override
        public void print(PrintWriter out) {
            Optional<Device> target = inventory.best();
            if (target.isEmpty()) {
                out.println("No device to run the stencil ladder on. " + inventory.explanation());
                return;
            }
            Device device = target.get();
            StencilBenchmark.Size size = device.isGpu() ? new StencilBenchmark.Size(3840, 2160)
                    : new StencilBenchmark.Size(640, 480);
            List<StencilBenchmark.Entry> entries = new java.util.ArrayList<>();
            for (StencilVariant v : StencilVariant.values()) {
                entries.add(new StencilBenchmark.Entry(v, Map.of()));
            }
            entries.add(new StencilBenchmark.Entry(null, Map.of()));
            StencilBenchmark.Options options = new StencilBenchmark.Options(
                    List.of(FilterSpec.box(1), FilterSpec.sobel(FilterSpec.Kind.SOBEL_MAGNITUDE)), List.of(PixelType.U8),
                    List.of(size), entries, Border.REPLICATE, 2, device.isGpu() ? 20 : 3, true, true);
            try (DeviceSession session = Devices.open(device)) {
                StencilRecords.Report report = new StencilBenchmark(session, options, line -> {
                    progress.println(line);
                    progress.flush();
                }).run("kernelscope demo");
                StencilCommand.printTable(report, out);
            } catch (GpuException failure) {
                out.println("The stencil ladder could not run on " + device.label() + ": " + failure.getMessage());
            }
            out.println("Each variant is explained in docs/stencil-ladder.md; more: kernelscope stencil --help");
        }
    }
}
