/*
 * The gemm matrix spread over two worker processes on PoCL's one device (as `kernelscope gemm --devices 0,0` starts
 * them), one of them killed (SIGKILL) after the first shape of eight: every shape is still measured once, and the merged
 * report has the single-process run's shapes (layouts and transposes included), rungs and correctness.
 */
package dev.kernelscope.tune.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.Devices;
import dev.kernelscope.kernels.gemm.GemmBenchmark;
import dev.kernelscope.kernels.gemm.GemmRecords;
import dev.kernelscope.kernels.gemm.GemmRung;
import dev.kernelscope.kernels.gemm.GemmRuns;
import dev.kernelscope.kernels.gemm.GemmShape;
import dev.kernelscope.kernels.gemm.Layout;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

class GemmMatrixTest {

    /** Per row: the shape, rung and whether it verified; the times naturally differ. */
    static List<String> rows(GemmRecords.Report report) {
        List<String> rows = new ArrayList<>();
        for (GemmRecords.SizeResult s : report.sizes()) {
            for (GemmRecords.RungResult r : s.rungs()) {
                rows.add(s.m() + "x" + s.n() + "x" + s.k() + " " + s.layout() + " " + s.transposes() + " "
                        + r.label() + " " + r.parameters() + " " + (r.error() == null && r.verification().passed()));
            }
        }
        return rows;
    }

    @Test
    void twoWorkersOneKilledMidMatrixGiveTheSingleProcessMatrix() {
        Device device = LocalWorkerPoolTest.device();
        List<GemmShape> shapes = List.of(GemmShape.rowMajor(192, 160, 128),
                GemmShape.packed(Layout.COLUMN_MAJOR, true, false, 33, 20, 17), GemmShape.rowMajor(128, 96, 256),
                GemmShape.rowMajor(64, 64, 64), GemmShape.packed(Layout.ROW_MAJOR, false, true, 40, 72, 24),
                GemmShape.rowMajor(96, 32, 160), GemmShape.packed(Layout.COLUMN_MAJOR, false, false, 17, 65, 48),
                GemmShape.rowMajor(160, 48, 96));
        assertThat(shapes).hasSize(LocalWorkerPoolTest.CELLS_THAT_OUTLAST_A_KILL);
        GemmBenchmark.Options options = new GemmBenchmark.Options(shapes,
                List.of(new GemmBenchmark.Entry(GemmRung.parse("1"), Map.of()),
                        new GemmBenchmark.Entry(GemmRung.parse("2"), Map.of())), 0, 10, true);
        GemmMatrixJob job = new GemmMatrixJob(options, device.backend(), "test", false);
        GemmRecords.Report single;
        try (DeviceSession session = Devices.open(device)) {
            single = GemmRuns.run(session, options, line -> { }, "test");
        }
        List<String> log = Collections.synchronizedList(new ArrayList<>());
        AtomicBoolean killed = new AtomicBoolean();
        GemmRecords.Report spread = job.merge(CellPool.run(job, List.of(device.id(), device.id()),
                LocalWorkerPoolTest.workerCommandMarked("gemm-matrix"), log::add, (cell, result) -> {
                    if (killed.compareAndSet(false, true)) {
                        LocalWorkerPoolTest.killOneWorkerOf("gemm-matrix");
                    }
                }));
        assertThat(killed).isTrue();
        assertThat(log).anyMatch(line -> line.contains("killed by signal 9"));
        assertThat(rows(spread)).hasSize(shapes.size() * 2).isEqualTo(rows(single)).allMatch(row -> row.endsWith("true"));
        assertThat(spread.sizes()).allSatisfy(s -> assertThat(s.device()).isEqualTo(device.label()));
        assertThat(spread.vendor()).isEqualTo(single.vendor());
    }
}
