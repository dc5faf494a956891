// The sweep backend on Spark: the driver (this JVM) keeps the strategy and the cache; each batch of configurations
// becomes Spark jobs of one task each, every task asking for one GPU and measuring a run of configurations sized to
// take about task-seconds. A task lost with its executor is re-run by Spark (spark.task.maxFailures); a batch whose
// job still fails is split into single-configuration jobs once, and a configuration that fails alone is recorded lost.
package dev.kernelscope.spark;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.device.DeviceInventory;
import dev.kernelscope.device.Devices;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.UserText;
import dev.kernelscope.tune.Configuration;
import dev.kernelscope.tune.sweep.SweepBackend;
import dev.kernelscope.tune.sweep.SweepJob;
import dev.kernelscope.tune.sweep.SweepResult;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaFutureAction;
import org.apache.spark.api.java.JavaSparkContext;

public final class SparkSweepBackend implements SweepBackend {
    /** A configuration waiting for a task, and where its result goes. */
    private record Pending(String key, Consumer<SweepResult> sink) {}

    /**
     * Master URLs Spark accepts; anything else is refused before a context is made. local[0] and a spark:// URL
     * without a port passed a looser check and ended in Spark's stack trace (exit 1); local-cluster[...] is Spark's
     * own test master, which starts executors from a Spark source build and failed here ("Cannot find any build
     * directories").
     */
    private static final String HOST_PORT = "(\\[[0-9A-Fa-f:.]+]|[^:/,\\s\\[\\]]+):\\d{1,5}";
    private static final Pattern MASTER = Pattern.compile("local(\\[(\\*|[1-9]\\d{0,5})(,[1-9]\\d{0,5})?])?"
            + "|spark://" + HOST_PORT + "(," + HOST_PORT + ")*|yarn|k8s://\\S+");
    /** Most configurations one task measures, however fast they are (a lost task re-measures them all). */
    private static final int MAX_BATCH = 256;

    private final JavaSparkContext spark;
    private final boolean local;
    private final SparkSweepSettings settings;   // as used: local mode may have chosen the device
    private final String jobJson;
    private final String jobId;
    private final ExecutorService waiters = Executors.newVirtualThreadPerTaskExecutor();
    private final AtomicInteger tasksRun = new AtomicInteger();
    private final AtomicInteger jobsFailed = new AtomicInteger();
    private final AtomicInteger split = new AtomicInteger();
    private final AtomicInteger lost = new AtomicInteger();
    /** Mean measuring seconds per configuration so far (sum in ns and count), which sizes the batches. */
    private final AtomicLong measuredNanos = new AtomicLong();
    private final AtomicInteger measuredCount = new AtomicInteger();
    private volatile int slots;
    private volatile long slotsCheckedAt;
    private volatile boolean closed;
    /** Configurations submitted but not yet in a task; also the lock of tasksInFlight. */
    private final java.util.ArrayDeque<Pending> pending = new java.util.ArrayDeque<>();
    private int tasksInFlight;
    /** Set when no executor was left for executor-wait: in-flight jobs are cancelled and capacity() is 0. */
    private volatile boolean abandoned;

    private SparkSweepBackend(JavaSparkContext spark, boolean local, SparkSweepSettings settings, SweepJob job) {
        this.spark = spark;
        this.local = local;
        this.settings = settings;
        this.jobJson = job.toJson();
        this.jobId = sha256(jobJson).substring(0, 16);
    }

    /** Whether Spark would take {@code url} as a master (the check made before any context is started). */
    static boolean isMasterUrl(String url) {
        return MASTER.matcher(url.strip()).matches();
    }

    /**
     * Spark's configuration classes look this machine's name up when they load (Utils.localCanonicalHostName). Where
     * the name does not resolve (a container or chroot whose name is not in /etc/hosts) that fails with an
     * ExceptionInInitializerError and a JVM stack trace (session 37, an Ubuntu 24.04 chroot named 'vm'); Spark skips
     * the lookup when SPARK_LOCAL_IP or SPARK_LOCAL_HOSTNAME is set. So the name is checked first, and the user told.
     */
    static void requireResolvableHostName() {
        if (sparkSkipsTheLookup()) {
            return;
        }
        try {
            InetAddress.getLocalHost();
        } catch (UnknownHostException unresolved) {
            String name = hostName();
            // JDK 25 hides the name in its message unless jdk.includeInExceptions says otherwise: drop that filler
            String reason = String.valueOf(unresolved.getMessage())
                    .replaceAll("jdk\\.internal\\.util\\.Exceptions\\$NonSocketInfo@[0-9a-f]+", "");
            throw new InvalidInputException("Spark needs this machine's host name" + (name.isEmpty() ? "" : " ('"
                    + name + "')") + " to resolve, and it does not (" + reason + "). Add it to /etc/hosts, e.g. as"
                    + " '127.0.1.1 " + (name.isEmpty() ? "NAME" : name) + "', or run with SPARK_LOCAL_IP set to an"
                    + " address of this machine (127.0.0.1 for local[N]).");
        }
    }

    /** Whether Spark can start here as far as the host name goes (the tests that start Spark skip otherwise). */
    static boolean hostNameResolves() {
        try {
            return sparkSkipsTheLookup() || InetAddress.getLocalHost() != null;
        } catch (UnknownHostException unresolved) {
            return false;
        }
    }

    private static boolean sparkSkipsTheLookup() {
        return System.getenv("SPARK_LOCAL_IP") != null || System.getenv("SPARK_LOCAL_HOSTNAME") != null;
    }

    /** The kernel's host name (Linux), or "" where it cannot be read. */
    private static String hostName() {
        try {
            return java.nio.file.Files.readString(java.nio.file.Path.of("/proc/sys/kernel/hostname")).strip();
        } catch (IOException | RuntimeException unreadable) {
            return "";
        }
    }

    /** Connects to {@code master} and waits until an executor is there to run tasks. */
    public static SparkSweepBackend start(String master, SweepJob job, SparkSweepSettings given) {
        SparkSweepSettings settings = given;
        String url = master.strip();
        if (!isMasterUrl(url)) {
            throw new InvalidInputException("'" + UserText.quote(master) + "' is not a Spark master URL: give"
                    + " spark://HOST:PORT (a standalone cluster), yarn, k8s://https://HOST:PORT, or local[N] to run"
                    + " N tasks in this process (N from 1 to 999999, or * for one per core).");
        }
        boolean local = url.startsWith("local");
        if (local && settings.deviceTemplate().equals(SparkSweepSettings.defaults().deviceTemplate())) {
            // local[N] measures on this host: with no GPU here (a laptop, CI on PoCL), its best device
            DeviceInventory inventory = Devices.discover();
            if (job.gpus(inventory).isEmpty() && inventory.best().isPresent()) {
                settings = settings.withDevice(inventory.best().get().id());
            }
        }
        requireResolvableHostName();
        SparkConf conf = new SparkConf().setMaster(url).setAppName("kernelscope tune " + job.target().kernelName());
        if (!local) {
            // One GPU per task and per executor unless the user says otherwise; CUDA then numbers the GPUs as
            // nvidia-smi and Spark's discovery script (getGpusResources.sh) do, in PCI bus order.
            conf.set("spark.task.resource.gpu.amount", "1");
            conf.set("spark.executor.resource.gpu.amount", "1");
            conf.set("spark.executorEnv.CUDA_DEVICE_ORDER", "PCI_BUS_ID");
        }
        String jars = System.getProperty(SparkSweepSettings.EXECUTOR_JARS_PROPERTY);
        if (jars != null && !jars.isBlank()) {
            conf.set("spark.jars", jars);
        }
        settings.sparkConf().forEach(conf::set);
        JavaSparkContext spark;
        try {
            spark = new JavaSparkContext(conf);
        } catch (Exception failure) {   // SparkException is checked in Java's terms, though Scala declares none
            throw new InvalidInputException("Spark could not start a driver for " + url + ": " + failure.getMessage()
                    + " (check the master URL and the spark.* settings).");
        }
        WarmEvaluators.closeAtExit();   // also in the driver: local mode measures here
        SparkSweepBackend backend = new SparkSweepBackend(spark, local, settings, job);
        try {
            backend.awaitExecutors();
            if (!local) {
                Thread.ofVirtual().name("kernelscope-spark-executors").start(backend::watchExecutors);
            }
        } catch (RuntimeException failure) {
            backend.close();
            throw failure;
        }
        return backend;
    }

    private void awaitExecutors() {
        long deadline = System.nanoTime() + settings.executorWait().toNanos();
        while (true) {
            if (spark.sc().isStopped()) {
                // Spark gives up on an unreachable master after three tries (about 60 s) and stops the context; the
                // sweep then waited out executor-wait (300 s) before saying anything
                throw new InvalidInputException("Spark stopped before any executor registered: the master at "
                        + spark.master() + " did not answer (Spark's log above says why, e.g. 'All masters are"
                        + " unresponsive'). Check the URL's host and port and that the master is running and"
                        + " reachable from here.");
            }
            if (System.nanoTime() > deadline) {
                throw new InvalidInputException("No Spark executor registered with " + spark.master() + " within "
                        + settings.executorWait().toSeconds() + " s. Check that its workers offer GPUs"
                        + " (spark.worker.resource.gpu.amount and a discovery script) and that the driver is"
                        + " reachable from them (spark.driver.host); executor-wait=S waits longer.");
            }
            if (countSlots() > 0) {
                return;
            }
            sleep(200);
        }
    }

    /**
     * Gives up when the cluster keeps no executor for executor-wait (Spark itself would wait for ever): the jobs in
     * flight are cancelled, their configurations recorded lost, and capacity() turns 0, which ends the sweep.
     */
    private void watchExecutors() {
        long noneSince = 0;
        while (!closed && !abandoned) {
            sleep(1000);
            if (closed) {
                return;
            }
            if (countSlots() > 0) {
                noneSince = 0;
            } else if (noneSince == 0) {
                noneSince = System.nanoTime();
            } else if (System.nanoTime() - noneSince > settings.executorWait().toNanos()) {
                abandoned = true;
                spark.cancelAllJobs();
                List<Pending> waiting;
                synchronized (pending) {
                    waiting = new ArrayList<>(pending);
                    pending.clear();
                }
                waiting.forEach(item -> lose(item, "no Spark executor was left for "
                        + settings.executorWait().toSeconds() + " s"));
            }
        }
    }

    /** Tasks that can run at once: the setting, local[N]'s N, or executors x (GPUs per executor / per task). */
    private int countSlots() {
        if (settings.slots() > 0) {
            return settings.slots();
        }
        if (local) {
            return spark.defaultParallelism();
        }
        int executors = spark.statusTracker().getExecutorInfos().length - 1;   // the driver is listed too
        double perExecutor = Double.parseDouble(spark.getConf().get("spark.executor.resource.gpu.amount", "1"))
                / Double.parseDouble(spark.getConf().get("spark.task.resource.gpu.amount", "1"));
        return Math.max(0, executors) * Math.max(1, (int) perExecutor);
    }

    private int slots() {
        long now = System.nanoTime();
        if (now - slotsCheckedAt > 1_000_000_000L) {   // the loop asks often; Spark is asked once a second
            slots = countSlots();
            slotsCheckedAt = now;
        }
        return slots;
    }

    /** Configurations per task: about task-seconds of measuring, once the first results tell how long one takes. */
    int batchSize() {
        int count = measuredCount.get();
        if (count == 0) {
            return 1;
        }
        double seconds = measuredNanos.get() / 1e9 / count;
        return (int) Math.max(1, Math.min(MAX_BATCH, Math.round(settings.taskSeconds() / Math.max(seconds, 1e-4))));
    }

    @Override
    public int capacity() {
        if (closed || abandoned) {
            return 0;
        }
        // Two tasks' worth per slot: one running and one queued, so no GPU waits for the driver between tasks.
        return Math.max(1, slots()) * batchSize() * 2;
    }

    /** Whom to tell of each configuration measured, by job id: local mode's tasks run in this JVM. */
    private static final Map<String, MeasuringHere> MEASURING_HERE = new java.util.concurrent.ConcurrentHashMap<>();

    @Override
    public void onMeasuringHere(MeasuringHere listener) {
        if (local) {   // on a cluster the executors are other JVMs, which a configuration may kill without harm here
            MEASURING_HERE.put(jobId, listener);
        }
    }

    /** Called by a task as it starts ({@code ended} false) and ends measuring {@code key}; no-op on executors. */
    static void measuring(String jobId, String key, boolean ended) {
        MeasuringHere listener = MEASURING_HERE.get(jobId);
        if (listener != null) {
            if (ended) {
                listener.ended(key);
            } else {
                listener.started(key);
            }
        }
    }

    @Override
    public void submit(List<Configuration> batch, Consumer<SweepResult> sink) {
        synchronized (pending) {
            batch.forEach(c -> pending.add(new Pending(c.key(), sink)));
        }
        pump();
    }

    /**
     * Launches tasks from the pending configurations: full ones (batchSize()) while fewer than two tasks per slot
     * are out (one running, one queued behind it), and a partial one only when a slot would otherwise sit idle. The
     * loop refills a configuration at a time as results arrive; launching those one by one made tasks of one
     * configuration, whose per-task cost was measured at 29% of a sweep.
     */
    private void pump() {
        while (true) {
            List<Pending> take = new ArrayList<>();
            synchronized (pending) {
                if (pending.isEmpty() || closed || spark.sc().isStopped()) {
                    return;   // stopped: Ctrl-C's shutdown hook stopped the context; a task now is a stack trace
                }
                int slots = Math.max(1, slots());
                int size = batchSize();
                boolean full = pending.size() >= size;
                if (!(tasksInFlight < slots || full && tasksInFlight < 2 * slots)) {
                    return;
                }
                while (take.size() < size && !pending.isEmpty()) {
                    take.add(pending.poll());
                }
                tasksInFlight++;
            }
            runTask(take, true);
        }
    }

    /** Runs {@code items} as one Spark job of one task; counted in tasksInFlight by the caller. */
    private void runTask(List<Pending> items, boolean maySplit) {
        List<String> keys = new ArrayList<>(items.stream().map(Pending::key).toList());
        JavaFutureAction<List<String>> future;
        try {
            future = spark.parallelize(keys, 1)
                    .mapPartitions(new MeasureBatch(jobId, jobJson, settings.deviceTemplate(),
                            // in local mode the executor is this process: a hang bound there would end the sweep
                            local ? null : settings.configTimeout()))
                    .collectAsync();
        } catch (IllegalStateException stopped) {
            if (spark.sc().isStopped()) {
                synchronized (pending) {
                    tasksInFlight--;
                }
                return;   // stopped between the check in pump() and here: this JVM is exiting, nothing is recorded
            }
            throw stopped;
        }
        waiters.execute(() -> {
            try {
                deliver(items, future, maySplit);
            } finally {
                synchronized (pending) {
                    tasksInFlight--;
                }
                pump();
            }
        });
    }

    private void deliver(List<Pending> items, JavaFutureAction<List<String>> future, boolean maySplit) {
        List<String> lines;
        try {
            lines = future.get();
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            return;
        } catch (ExecutionException | java.util.concurrent.CancellationException failure) {
            if (closed || WarmEvaluators.exiting() || spark.sc().isStopped()) {
                // stopped under the sweep (Ctrl-C: Spark's shutdown hook stops the context): not the configurations'
                // failure, so nothing is recorded and a resume measures them
                return;
            }
            jobsFailed.incrementAndGet();
            if (maySplit && items.size() > 1 && !abandoned) {
                // One configuration may be what kills its executor (a GPU fault): measure each alone once.
                split.incrementAndGet();
                for (Pending item : items) {
                    synchronized (pending) {
                        tasksInFlight++;
                    }
                    runTask(List.of(item), false);
                }
            } else {
                String reason = abandoned ? "no Spark executor was left for " + settings.executorWait().toSeconds()
                        + " s" : "lost on Spark after " + spark.getConf().get("spark.task.maxFailures",
                        local ? "1" : "4") + " attempts: " + rootMessage(failure);
                items.forEach(item -> lose(item, reason));
            }
            return;
        }
        tasksRun.incrementAndGet();
        Map<String, Consumer<SweepResult>> sinks = new java.util.HashMap<>();
        items.forEach(item -> sinks.put(item.key(), item.sink()));
        for (String text : lines) {
            JsonNode line;
            try {
                line = MeasureBatch.JSON.readTree(text);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            measuredNanos.addAndGet((long) (line.path("seconds").asDouble() * 1e9));
            measuredCount.incrementAndGet();
            String key = line.path("key").asText();
            sinks.get(key).accept(new SweepResult(key, (ObjectNode) line.get("record"), line.path("device").asText()));
        }
    }

    private void lose(Pending item, String reason) {
        lost.incrementAndGet();
        item.sink().accept(SweepResult.lost(item.key(), "spark", reason));
    }

    private static String rootMessage(Throwable failure) {
        Throwable t = failure;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        String message = String.valueOf(t.getMessage());
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline);
    }

    @Override
    public String describe() {
        return "Spark " + spark.version() + " at " + spark.master() + ": " + slots() + " task slot(s), "
                + (local ? "all on " + settings.deviceFor("0") + " (local mode)" : "one GPU each");
    }

    @Override
    public Map<String, Object> statistics() {
        Map<String, Object> counts = new LinkedHashMap<>();
        counts.put("tasks", tasksRun.get());
        counts.put("failed_jobs", jobsFailed.get());
        counts.put("batches_split", split.get());
        counts.put("configurations_lost", lost.get());
        counts.put("configurations_per_task", batchSize());
        return counts;
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        MEASURING_HERE.remove(jobId);
        try {
            if (!spark.sc().isStopped()) {   // Spark stopped it itself (an unreachable master): cancelling throws
                spark.cancelAllJobs();
            }
            spark.stop();
        } finally {
            waiters.shutdownNow();
            if (local) {
                WarmEvaluators.closeAll();   // local mode measured in this JVM
            }
        }
    }

    private static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for Spark executors", e);
        }
    }
}
