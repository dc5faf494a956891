/*
 * The stencil matrix spread over two worker processes on PoCL's one device (`tune-worker`, as `kernelscope stencil
 * --devices 0,0` starts them): with a worker killed (SIGKILL) mid-matrix, every cell is still measured once and the
 * merged report has the single-process run's cells, rows and correctness; a cell that takes down every worker that
 * measures it is retried once, then reported failed while the rest of the matrix completes.
 */
package dev.kernelscope.tune.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kernelscope.cli.KernelScope;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.Devices;
import dev.kernelscope.kernels.stencil.Border;
import dev.kernelscope.kernels.stencil.FilterSpec;
import dev.kernelscope.kernels.stencil.PixelType;
import dev.kernelscope.kernels.stencil.StencilBenchmark;
import dev.kernelscope.kernels.stencil.StencilRecords;
import dev.kernelscope.kernels.stencil.StencilVariant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

class StencilMatrixTest {

    /**
     * 2 types x the sizes given cells, two filters (one separable, one not), two variants: small enough for PoCL,
     * large enough (images, repetitions) that a cell outlasts the kill below.
     */
    static StencilMatrixJob job(Device device, StencilBenchmark.Size... sizes) {
        StencilBenchmark.Options options = new StencilBenchmark.Options(
                List.of(FilterSpec.parse("box3"), FilterSpec.parse("sobel")), List.of(PixelType.U8, PixelType.F32),
                List.of(sizes),
                List.of(new StencilBenchmark.Entry(StencilVariant.NAIVE, Map.of()),
                        new StencilBenchmark.Entry(StencilVariant.LOCAL_TILE, Map.of())),
                Border.REPLICATE, 0, 10, true, false);
        return new StencilMatrixJob(options, device.backend(), "test", false);
    }

    /** Per row: the cell, filter and variant, and whether it was verified correct; the times naturally differ. */
    static List<String> rows(StencilRecords.Report report) {
        List<String> rows = new ArrayList<>();
        for (StencilRecords.Group g : report.groups()) {
            if (g.error() != null) {
                rows.add(g.type() + " " + g.width() + "x" + g.height() + " failed");
                continue;
            }
            for (StencilRecords.FilterResult f : g.filters()) {
                for (StencilRecords.VariantResult v : f.variants()) {
                    rows.add(g.type() + " " + g.width() + "x" + g.height() + " " + f.filter() + " " + v.variant()
                            + " " + v.parameters() + " " + (v.error() == null && v.verification().passed()));
                }
            }
        }
        return rows;
    }

    @Test
    void twoWorkersOneKilledMidMatrixGiveTheSingleProcessMatrix() {
        Device device = LocalWorkerPoolTest.device();
        StencilMatrixJob job = job(device, new StencilBenchmark.Size(256, 192), new StencilBenchmark.Size(200, 151),
                new StencilBenchmark.Size(97, 61), new StencilBenchmark.Size(128, 33));
        assertThat(job.cells()).isEqualTo(LocalWorkerPoolTest.CELLS_THAT_OUTLAST_A_KILL);
        StencilRecords.Report single;
        try (DeviceSession session = Devices.open(device)) {
            single = new StencilBenchmark(session, job.options(), line -> { }).run("test");
        }
        List<String> log = Collections.synchronizedList(new ArrayList<>());
        AtomicBoolean killed = new AtomicBoolean();
        List<SweepResult> results = CellPool.run(job, List.of(device.id(), device.id()),
                LocalWorkerPoolTest.workerCommandMarked("stencil-matrix"), log::add, (cell, result) -> {
                    // after the first cell, SIGKILL one of this run's workers
                    if (killed.compareAndSet(false, true)) {
                        LocalWorkerPoolTest.killOneWorkerOf("stencil-matrix");
                    }
                });
        StencilRecords.Report spread = job.merge(results);
        assertThat(killed).isTrue();
        assertThat(log).anyMatch(line -> line.contains("killed by signal 9"));
        assertThat(rows(spread)).hasSize(job.cells() * 2 * 2).isEqualTo(rows(single)).allMatch(row -> row.endsWith("true"));
        assertThat(spread.groups()).allSatisfy(g -> assertThat(g.device()).isEqualTo(device.label()));
        assertThat(spread.device().name()).isEqualTo(single.device().name());
    }

    @Test
    void aCellThatKillsEveryWorkerIsRetriedOnceThenReportedFailed() {
        Device device = LocalWorkerPoolTest.device();
        StencilMatrixJob job = job(device, new StencilBenchmark.Size(256, 192), new StencilBenchmark.Size(200, 151));
        List<String> command = new ArrayList<>(WorkerCommand.sameJvm(KernelScope.class, "tune-worker"));
        command.add(1, "-D" + SweepWorker.HALT_ON_PROPERTY + "=3");   // the last cell: a GPU fault that ends the process
        List<String> log = Collections.synchronizedList(new ArrayList<>());
        List<Integer> heard = Collections.synchronizedList(new ArrayList<>());
        StencilRecords.Report spread = job.merge(CellPool.run(job, List.of(device.id(), device.id()), command,
                log::add, (cell, result) -> heard.add(cell)));
        assertThat(heard).containsExactlyInAnyOrder(0, 1, 2, 3);
        assertThat(spread.groups()).hasSize(4);
        assertThat(spread.groups().subList(0, 3)).allSatisfy(g -> assertThat(g.error()).isNull());
        StencilRecords.Group lost = spread.groups().get(3);
        assertThat(lost.type()).isEqualTo("f32");
        assertThat(lost.width()).isEqualTo(200);
        assertThat(lost.error()).contains("died twice");
        assertThat(lost.filters()).isEmpty();
        assertThat(log).anyMatch(line -> line.contains("is retried on another worker"))
                .anyMatch(line -> line.contains("recorded as failed"));
    }
}
