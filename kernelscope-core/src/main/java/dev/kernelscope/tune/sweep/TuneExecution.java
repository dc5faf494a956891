/*
 * How a tuning run measures, chosen once for every tuner (GEMM rung, stencil variant, user kernel): in this process
 * on one device, each configuration bounded by the watchdog, or over a sweep's workers (this host's worker pool, or
 * a cluster's backend). The tuners build the space, the baseline and the report; this makes their TuneRunner; the
 * command line only parses options into it and prints.
 */
package dev.kernelscope.tune.sweep;

import dev.kernelscope.device.Device;
import dev.kernelscope.tune.EvaluationWatchdog;
import dev.kernelscope.tune.SearchSpace;
import dev.kernelscope.tune.TuneRunner;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * @param devices       the devices that measure: one for an in-process run; the workers' devices of a local sweep
 *                      (a device listed twice gets two workers); for a cluster, the driver's device, which decides
 *                      the space's limits and the baseline
 * @param workers       true: a local sweep, one worker process per entry of {@code devices} (--devices)
 * @param sparkMaster   a cluster's master URL (--spark), null for none
 * @param configTimeout the least time one configuration gets before it counts as hung (the bound is the larger of
 *                      it and {@link EvaluationWatchdog#SLOWEST_MULTIPLE} x the slowest finished one); null: none
 * @param workerCommand the command that starts `kernelscope tune-worker` (a local sweep)
 * @param log           one line per sweep event (a worker died, restarted)
 * @param onHang        in-process: called after a hung configuration was recorded (the command line ends the run)
 */
public record TuneExecution(List<Device> devices, boolean workers, String sparkMaster, Duration configTimeout,
                            int warmups, int repetitions, List<String> workerCommand, Consumer<String> log,
                            Consumer<EvaluationWatchdog.Hang> onHang) {

    /** The default of --config-timeout: a configuration gets at least this long (more for slow kernels). */
    public static final Duration DEFAULT_CONFIG_TIMEOUT = Duration.ofSeconds(120);

    public TuneExecution {
        devices = List.copyOf(devices);
        if (devices.isEmpty()) {
            throw new IllegalArgumentException("no device");
        }
    }

    /** The device that decides the space's limits and the baseline: the first of {@link #devices}. */
    public Device device() {
        return devices.getFirst();
    }

    public boolean sweeping() {
        return workers || sparkMaster != null;
    }

    /** The settings a cluster backend gets from the tuner: the hang bound's floor, where there is one. */
    public static Map<String, String> clusterSettings(Duration configTimeout) {
        return configTimeout == null ? Map.of()
                : Map.of(SweepBackendProvider.CONFIG_TIMEOUT_SETTING, Long.toString(configTimeout.toMillis()));
    }

    /** For each space of {@code target}, the runner that measures its configurations as this execution says. */
    public Function<SearchSpace, TuneRunner> runners(SweepJob.Target target) {
        if (!sweeping()) {
            return space -> (s, strategy, cache, maxEvals, timeLimit, progress) -> {
                SweepJob job = SweepJob.of(target, space, device().backend(), warmups, repetitions);
                EvaluationWatchdog watchdog = configTimeout == null ? null
                        : new EvaluationWatchdog(configTimeout, onHang);
                try {
                    return TuneRunner.inProcess(() -> job.openEvaluator(device()), watchdog)
                            .run(s, strategy, cache, maxEvals, timeLimit, progress);
                } finally {
                    if (watchdog != null) {
                        watchdog.close();
                    }
                }
            };
        }
        return SweepRunner.over(space -> {
            SweepJob job = SweepJob.of(target, space, device().backend(), warmups, repetitions);
            if (sparkMaster != null) {
                return SweepBackendProvider.named("spark").open(sparkMaster, job, clusterSettings(configTimeout));
            }
            return LocalWorkerPool.start(job, devices.stream().map(Device::id).toList(), workerCommand, log,
                    configTimeout, EvaluationWatchdog.SLOWEST_MULTIPLE);
        });
    }
}
