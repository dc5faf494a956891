/*
 * Runs every cell of a benchmark matrix (a CellJob) on the worker processes of a LocalWorkerPool, one per device
 * address: the cells wait in the pool's one queue and each worker pulls the next when it has room, so a faster
 * device takes more of them. A worker that dies loses only the cell it was measuring, which is retried once, then
 * returned as lost (SweepResult.lost); its other cells go back to the queue. Results come back in cell order.
 */
package dev.kernelscope.tune.sweep;

import dev.kernelscope.device.GpuException;
import dev.kernelscope.tune.Configuration;
import dev.kernelscope.tune.SearchSpace;
import dev.kernelscope.tune.TuneParameter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.function.Consumer;

public final class CellPool {
    private CellPool() {}

    /** A cell's result as it arrives: its index and what the pool delivered (a lost one included). */
    @FunctionalInterface
    public interface Listener {
        void done(int cell, SweepResult result);
    }

    /**
     * Measures every cell of {@code job} on workers started with {@code command} (`kernelscope tune-worker`, see
     * {@link WorkerCommand}), one per address (an address listed twice gets two workers); {@code log} hears of the
     * workers and of each cell as it completes, {@code listener} gets each cell's result (from the pool's threads,
     * one at a time). Returns one result per cell, in order.
     */
    public static List<SweepResult> run(CellJob job, List<String> addresses, List<String> command,
                                        Consumer<String> log, Listener listener) {
        int cells = job.cells();
        SearchSpace space = new SearchSpace(List.of(TuneParameter.range(CellJob.CELL, 0, cells - 1, 1)), Map.of(),
                List.of());
        List<Configuration> all = new ArrayList<>(cells);
        space.valid().forEach(all::add);
        Map<Integer, SweepResult> results = new ConcurrentHashMap<>();
        CountDownLatch remaining = new CountDownLatch(cells);
        try (LocalWorkerPool pool = LocalWorkerPool.start(job, addresses, command, log)) {
            log.accept("benchmark matrix of " + cells + " cell(s) on " + pool.describe());
            pool.submit(all, result -> {
                int cell = Integer.parseInt(result.key());
                if (results.putIfAbsent(cell, result) == null) {
                    log.accept("cell " + (cell + 1) + " of " + cells + " (" + job.describe(cell) + ") "
                            + (result.record().has(MatrixCells.REPORT) ? "measured on " + result.device()
                            : "failed on " + result.device() + ": " + result.record().path("error").asText()));
                    synchronized (listener) {
                        listener.done(cell, result);
                    }
                    remaining.countDown();
                }
            });
            remaining.await();
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw GpuException.unavailable("benchmark matrix", "interrupted with " + remaining.getCount()
                    + " cell(s) left");
        }
        List<SweepResult> ordered = new ArrayList<>(cells);
        for (int c = 0; c < cells; c++) {
            ordered.add(results.get(c));
        }
        return ordered;
    }
}
