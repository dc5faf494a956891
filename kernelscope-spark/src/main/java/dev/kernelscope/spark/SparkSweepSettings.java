// The Spark backend's settings from the command line (name=value): its own few (device, task-seconds, slots,
// executor-wait), the tuner's hang bound (config-timeout-ms, from --config-timeout) and any spark.* property, which
// goes to SparkConf as given. Refuses anything else, with one paragraph.
package dev.kernelscope.spark;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.UserText;
import dev.kernelscope.tune.sweep.SweepBackendProvider;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * @param deviceTemplate the device a task measures on: a --device value in which {gpu} is replaced by the GPU
 *                       address Spark gave the task ("0" when Spark gives none, as in local[N])
 * @param taskSeconds    how long one Spark task should measure: configurations are batched into tasks of about this
 *                       many seconds, so Spark's per-task cost (tens of ms) stays a small part of the sweep
 * @param slots          tasks that run at once (0: executors x GPUs per executor, as Spark reports them)
 * @param executorWait   how long the sweep waits for a first executor, and for one to come back when none is left
 * @param configTimeout  the least time one configuration gets on an executor before it counts as hung (the bound is
 *                       the larger of it and EvaluationWatchdog.SLOWEST_MULTIPLE x the slowest one there); null: none
 * @param sparkConf      spark.* properties, applied after the backend's defaults
 */
public record SparkSweepSettings(String deviceTemplate, double taskSeconds, int slots, Duration executorWait,
                                 Duration configTimeout, Map<String, String> sparkConf) {

    public static final String GPU_PLACEHOLDER = "{gpu}";
    /** Set by ./kernelscope --spark: the jars executors fetch from the driver (the core and this module's). */
    public static final String EXECUTOR_JARS_PROPERTY = "kernelscope.spark.jars";

    /**
     * Seconds of measuring per task. Measured (docs/results/cpu/sweep): a task costs its GPU 190 ms of idle time
     * (median) on a 2-core host at load 16, ~8 ms in local mode; 5 s tasks keep that under 4% of the sweep even
     * there, whatever a configuration takes (50 ms ones go 100 to a task).
     */
    public static final double DEFAULT_TASK_SECONDS = 5.0;

    public static SparkSweepSettings defaults() {
        return new SparkSweepSettings("gpu:" + GPU_PLACEHOLDER, DEFAULT_TASK_SECONDS, 0, Duration.ofMinutes(5),
                null, Map.of());
    }

    public SparkSweepSettings {
        sparkConf = Map.copyOf(sparkConf);
    }

    /** Prefix of system properties that give settings too (-Dkernelscope.spark.device=...), below the options. */
    public static final String PROPERTY_PREFIX = "kernelscope.spark.";

    /**
     * The settings named in {@code options}, then in system properties kernelscope.spark.NAME (how the command line
     * reaches them: JDK_JAVA_OPTIONS="-Dkernelscope.spark.device=..."), over the defaults. spark.* system
     * properties need no copy here: SparkConf reads them itself.
     */
    public static SparkSweepSettings parse(Map<String, String> options) {
        Map<String, String> given = new LinkedHashMap<>(options);
        for (String key : System.getProperties().stringPropertyNames()) {
            if (key.startsWith(PROPERTY_PREFIX) && !key.equals(EXECUTOR_JARS_PROPERTY)) {
                given.putIfAbsent(key.substring(PROPERTY_PREFIX.length()), System.getProperty(key));
            }
        }
        SparkSweepSettings s = defaults();
        String device = s.deviceTemplate;
        double taskSeconds = s.taskSeconds;
        int slots = s.slots;
        Duration wait = s.executorWait;
        Duration configTimeout = s.configTimeout;
        Map<String, String> conf = new LinkedHashMap<>();
        for (Map.Entry<String, String> option : given.entrySet()) {
            String name = option.getKey().strip();
            String value = option.getValue().strip();
            switch (name) {
                case "device" -> {
                    if (value.isEmpty()) {
                        throw new InvalidInputException("The Spark setting device= is empty; give a --device value,"
                                + " where " + GPU_PLACEHOLDER + " stands for the GPU address Spark gives each task"
                                + " (default gpu:" + GPU_PLACEHOLDER + ").");
                    }
                    device = value;
                }
                case "task-seconds" -> taskSeconds = positive(name, value, 0.01, 3600);
                case "slots" -> slots = (int) positive(name, value, 1, 100_000);
                case "executor-wait" -> wait = Duration.ofMillis((long) (positive(name, value, 1, 86_400) * 1000));
                case SweepBackendProvider.CONFIG_TIMEOUT_SETTING ->
                        configTimeout = Duration.ofMillis((long) positive(name, value, 1, 86_400_000));
                default -> {
                    if (!name.startsWith("spark.")) {
                        throw new InvalidInputException("'" + UserText.quote(name) + "' is not a setting of the Spark"
                                + " backend. It takes device=ADDRESS (a --device value; {gpu} is the task's GPU"
                                + " address, default gpu:{gpu}), task-seconds=S (batch configurations into tasks of"
                                + " about S seconds, default 5), slots=N (tasks at once; default: executors x GPUs),"
                                + " executor-wait=S (default 300) and any spark.* property, e.g."
                                + " spark.executor.memory=4g.");
                    }
                    conf.put(name, value);
                }
            }
        }
        return new SparkSweepSettings(device, taskSeconds, slots, wait, configTimeout, conf);
    }

    private static double positive(String name, String value, double min, double max) {
        double parsed;
        try {
            parsed = Double.parseDouble(value);
        } catch (NumberFormatException e) {
            parsed = Double.NaN;
        }
        if (!(parsed >= min && parsed <= max)) {
            throw new InvalidInputException("The Spark setting " + name + "='" + UserText.quote(value)
                    + "' is not a number from " + plain(min) + " to " + plain(max) + ".");
        }
        return parsed;
    }

    /** These settings measuring on {@code deviceTemplate}. */
    public SparkSweepSettings withDevice(String template) {
        return new SparkSweepSettings(template, taskSeconds, slots, executorWait, configTimeout, sparkConf);
    }

    private static String plain(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }

    /** The device address for a task given GPU {@code address}. */
    public String deviceFor(String gpuAddress) {
        return deviceTemplate.replace(GPU_PLACEHOLDER, gpuAddress);
    }
}
