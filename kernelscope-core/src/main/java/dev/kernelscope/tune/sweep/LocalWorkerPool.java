/*
 * The sweep backend of one host: one worker process per device address (SweepWorker, started as the same java
 * command with `tune-worker`), each holding its device's context, program cache and inputs for the whole sweep and
 * pulling configurations from one shared queue, two at a time (one measuring, one waiting in its pipe, so the
 * device never waits for the driver). A worker that dies (kill -9, a crash, a GPU fault that ends the process) loses
 * only the configuration it had started: that one is retried once on another worker, then delivered as failed;
 * configurations it had been sent but not started go back to the queue. The dead worker is restarted, or dropped
 * after dying twice without finishing a configuration in between (a death that makes its configuration lost is the
 * configuration's, not the device's); every such event is reported through the log.
 * With a configuration timeout, a worker still measuring one configuration after it is killed (a hung compiler,
 * driver or kernel cannot be interrupted from Java inside the process) and that configuration takes the same path.
 */
package dev.kernelscope.tune.sweep;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.device.GpuException;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.tune.Configuration;
import dev.kernelscope.tune.KernelTunerCache;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

public final class LocalWorkerPool implements SweepBackend {
    /** Configurations a worker holds: one measuring and one already in its pipe. */
    static final int DEPTH = 2;
    /**
     * A device slot whose worker dies this many times in a row without finishing a configuration is dropped; a death
     * that makes its configuration lost does not count.
     */
    static final int MAX_DEATHS_IN_A_ROW = 2;
    /** How long a worker may take to open its device and the job (CUDA start-up, input upload). */
    static final long START_TIMEOUT_S = 300;

    private final java.util.function.Function<String, String> openRequest;   // device address -> first line
    private final List<String> command;
    private final Consumer<String> log;
    private final LinkedBlockingDeque<Item> pending = new LinkedBlockingDeque<>();
    private final List<Worker> workers = new CopyOnWriteArrayList<>();    // ready and measuring
    private final List<Worker> launched = new CopyOnWriteArrayList<>();   // every one started, to stop at close
    private final AtomicInteger starting = new AtomicInteger();
    private final AtomicInteger nextId = new AtomicInteger();
    private final AtomicInteger started = new AtomicInteger();
    private final AtomicInteger restarted = new AtomicInteger();
    private final AtomicInteger dropped = new AtomicInteger();
    private final AtomicInteger retried = new AtomicInteger();
    private final AtomicInteger lost = new AtomicInteger();
    private final List<String> addresses;
    private final java.time.Duration configTimeout;   // null: none; the floor of the bound (boundNanos)
    private final java.util.concurrent.atomic.AtomicLong slowestNanos = new java.util.concurrent.atomic.AtomicLong();
    private volatile int slowestMultiple;   // 0: the bound is configTimeout alone
    private volatile boolean closed;

    /** A configuration on its way: handed to a worker at most twice. */
    private static final class Item {
        final String key;
        final Map<String, Long> values;
        final Consumer<SweepResult> sink;
        int attempts;   // workers that died while measuring it

        Item(Configuration c, Consumer<SweepResult> sink) {
            this.key = c.key();
            this.values = c.values();
            this.sink = sink;
        }
    }

    private LocalWorkerPool(java.util.function.Function<String, String> openRequest, List<String> addresses,
                            List<String> command, Consumer<String> log, java.time.Duration configTimeout) {
        this.configTimeout = configTimeout;
        this.openRequest = openRequest;
        this.addresses = List.copyOf(addresses);
        this.command = List.copyOf(command);
        this.log = log;
    }

    /**
     * Starts one worker per address ({@code command} runs `kernelscope tune-worker`: see {@link WorkerCommand})
     * and waits until each has opened its device. Workers that fail to start are reported and left out; when none
     * starts, the first one's reason is thrown (InvalidInputException for a bad address, else GpuException).
     */
    public static LocalWorkerPool start(SweepJob job, List<String> addresses, List<String> command,
                                        Consumer<String> log) {
        return start(job, addresses, command, log, null);
    }

    /**
     * As {@link #start(SweepJob, List, List, Consumer)}; a worker measuring one configuration for longer than
     * {@code configTimeout} (null: no limit) is killed, and that configuration retried once, then recorded failed.
     */
    public static LocalWorkerPool start(SweepJob job, List<String> addresses, List<String> command,
                                        Consumer<String> log, java.time.Duration configTimeout) {
        return start(job, addresses, command, log, configTimeout, 0);
    }

    /**
     * As above with the bound the larger of {@code configTimeout} and {@code slowestMultiple} x the slowest
     * configuration finished so far (as the in-process watchdog bounds one; 0: the timeout alone).
     */
    public static LocalWorkerPool start(SweepJob job, List<String> addresses, List<String> command,
                                        Consumer<String> log, java.time.Duration configTimeout, int slowestMultiple) {
        LocalWorkerPool pool = start(address -> SweepWorker.openRequest(job, address), addresses, command, log,
                configTimeout);
        pool.slowestMultiple = slowestMultiple;
        return pool;
    }

    /**
     * As {@link #start(SweepJob, List, List, Consumer)} for the cells of a benchmark matrix (a {@link CellJob}):
     * each "configuration" is one cell, {"cell": index}, and its record the cell's result.
     */
    public static LocalWorkerPool start(CellJob cells, List<String> addresses, List<String> command,
                                        Consumer<String> log) {
        return start(address -> SweepWorker.openRequest(cells, address), addresses, command, log, null);
    }

    private static LocalWorkerPool start(java.util.function.Function<String, String> openRequest,
                                         List<String> addresses, List<String> command, Consumer<String> log,
                                         java.time.Duration configTimeout) {
        if (addresses.isEmpty()) {
            throw new InvalidInputException("A sweep needs at least one device for its workers.");
        }
        LocalWorkerPool pool = new LocalWorkerPool(openRequest, addresses, command, log, configTimeout);
        if (configTimeout != null) {
            Thread.ofPlatform().daemon().name("sweep-watchdog").start(pool::watch);
        }
        List<Worker> launched = new ArrayList<>();
        for (int slot = 0; slot < addresses.size(); slot++) {
            launched.add(pool.launch(slot, 0));
        }
        RuntimeException first = null;
        for (Worker w : launched) {
            RuntimeException failure = pool.awaitReady(w);
            if (failure != null && first == null) {
                first = failure;
            }
        }
        if (pool.workers.isEmpty()) {
            pool.close();
            throw first != null ? first : GpuException.unavailable("sweep workers", "none started");
        }
        return pool;
    }

    /** Starts a worker process on slot {@code slot}'s address and sends it the job; its reader waits for ready. */
    private Worker launch(int slot, int deathsInARow) {
        Worker w = new Worker(nextId.incrementAndGet(), slot, addresses.get(slot), deathsInARow);
        starting.incrementAndGet();
        launched.add(w);
        try {
            ProcessBuilder builder = WorkerCommand.processBuilder(command);
            builder.redirectError(ProcessBuilder.Redirect.INHERIT);
            w.process = builder.start();
            if (closed) {   // a restart racing close(): close may have passed this worker while it had no process
                w.process.destroyForcibly();
            }
            w.stdin = new BufferedWriter(new OutputStreamWriter(w.process.getOutputStream(), StandardCharsets.UTF_8));
            w.stdin.write(openRequest.apply(w.address) + "\n");
            w.stdin.flush();
        } catch (IOException failure) {
            w.ready.completeExceptionally(GpuException.unavailable("sweep worker for device " + w.address,
                    "cannot start '" + String.join(" ", command) + "': " + failure.getMessage()));
            return w;
        }
        w.reader = Thread.ofPlatform().daemon().name("sweep-reader-" + w.id).start(() -> read(w));
        return w;
    }

    /** Waits for {@code w} to be ready; returns the reason it is not (it is then reported and not used). */
    private RuntimeException awaitReady(Worker w) {
        try {
            w.ready.get(START_TIMEOUT_S, TimeUnit.SECONDS);
            synchronized (w) {
                if (w.dead || closed) {
                    return GpuException.unavailable("sweep worker for device " + w.address, closed
                            ? "the sweep ended while it started" : "it died after start");
                }
                workers.add(w);
            }
            started.incrementAndGet();
            w.feeder = Thread.ofPlatform().daemon().name("sweep-feeder-" + w.id).start(() -> feed(w));
            return null;
        } catch (ExecutionException | TimeoutException | InterruptedException failure) {
            RuntimeException reason = failure instanceof ExecutionException e && e.getCause() instanceof RuntimeException r
                    ? r : GpuException.unavailable("sweep worker for device " + w.address, failure instanceof TimeoutException
                    ? "it did not open its device within " + START_TIMEOUT_S + " s" : String.valueOf(failure));
            if (!closed) {
                log.accept("worker for device " + w.address + " did not start: " + reason.getMessage());
            }
            if (w.process != null) {
                w.process.destroyForcibly();
            }
            return reason;
        } finally {
            starting.decrementAndGet();
            if (workers.isEmpty() && starting.get() == 0) {
                failPending("no worker is left (every worker died or failed to start)");
            }
        }
    }

    @Override
    public int capacity() {
        return closed ? 0 : DEPTH * (workers.size() + starting.get());
    }

    @Override
    public void submit(List<Configuration> batch, Consumer<SweepResult> sink) {
        for (Configuration c : batch) {
            pending.offerLast(new Item(c, sink));
        }
        if (workers.isEmpty() && starting.get() == 0) {
            failPending("no worker is left (every worker died or failed to start)");
        }
    }

    @Override
    public String describe() {
        return workers.size() + " worker process(es): " + String.join(", ", workers.stream()
                .map(w -> w.label).toList());
    }

    @Override
    public Map<String, Object> statistics() {
        Map<String, Object> counts = new LinkedHashMap<>();
        counts.put("workers_started", started.get());
        counts.put("workers_restarted", restarted.get());
        counts.put("workers_dropped", dropped.get());
        counts.put("configurations_retried", retried.get());
        counts.put("configurations_lost", lost.get());
        return counts;
    }

    /** The workers now running, for tests and the report: label and process id. */
    public List<Map.Entry<String, Long>> runningWorkers() {
        return workers.stream().map(w -> Map.entry(w.label, w.process.pid())).toList();
    }

    @Override
    public void close() {
        closed = true;
        for (Worker w : launched) {
            if (w.process == null) {
                continue;
            }
            if (!workers.contains(w)) {
                w.process.destroyForcibly();   // still opening its device (a restart): it holds no results
                continue;
            }
            try {
                w.stdin.close();   // end of input: the worker closes its device and exits
            } catch (IOException ignored) {
                // already gone
            }
        }
        for (Worker w : launched) {
            if (w.feeder != null) {
                w.feeder.interrupt();
            }
            if (w.process == null) {
                continue;
            }
            try {
                if (!w.process.waitFor(10, TimeUnit.SECONDS)) {
                    w.process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
                }
            } catch (InterruptedException interrupted) {
                w.process.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
    }

    // ---------------------------------------------------------------- one worker

    private static final class Worker {
        final int id;
        final int slot;
        final String address;
        final int deathsInARow;
        final CompletableFuture<String> ready = new CompletableFuture<>();
        final Semaphore room = new Semaphore(DEPTH);
        final ArrayDeque<Item> sent = new ArrayDeque<>();   // guarded by this
        String startedKey;                                   // guarded by this
        long startedAt;                                      // guarded by this: System.nanoTime()
        long killedAfterNanos;                               // guarded by this: the bound it was killed at
        volatile String killedFor;                           // the configuration the watchdog killed it in
        boolean dead;                                        // guarded by this
        boolean finishedOne;
        volatile boolean crashReport;   // it printed the JVM's fatal-error banner: it is dying of a native crash
        volatile Process process;   // set by launch, read by close (a restart may race it)
        BufferedWriter stdin;
        volatile String label;   // the device's label, from the worker's ready reply
        Thread reader;
        Thread feeder;

        Worker(int id, int slot, String address, int deathsInARow) {
            this.id = id;
            this.slot = slot;
            this.address = address;
            this.deathsInARow = deathsInARow;
        }

        String name() {
            return "worker " + id + " (" + (label == null ? "device " + address : label) + ", pid "
                    + (process == null ? "-" : process.pid()) + ")";
        }
    }

    /** Sends the worker configurations from the queue while it holds fewer than DEPTH. */
    private void feed(Worker w) {
        try {
            while (!closed) {
                w.room.acquire();
                Item item = pending.takeFirst();
                synchronized (w) {
                    if (w.dead || closed) {
                        pending.offerFirst(item);
                        return;
                    }
                    w.sent.addLast(item);
                }
                w.stdin.write(SweepWorker.evaluateRequest(item.key, item.values) + "\n");
                w.stdin.flush();
            }
        } catch (InterruptedException stop) {
            // closed, or the worker died
        } catch (IOException brokenPipe) {
            // the worker died: its reader sees the end of its output and requeues what was sent
        }
    }

    /** Reads the worker's replies until its output ends, then handles its death (unless the pool closed). */
    private void read(Worker w) {
        try (BufferedReader out = new BufferedReader(new InputStreamReader(w.process.getInputStream(),
                StandardCharsets.UTF_8))) {
            String line;
            while ((line = out.readLine()) != null) {
                if (!line.startsWith(SweepWorker.PREFIX)) {
                    if (WorkerCommand.isCrashReport(line)) {
                        w.crashReport = true;   // said once, in the death's line, with the report's file
                    } else if (!line.isBlank()) {
                        log.accept(w.name() + " printed: " + line);   // a native library writing to standard output
                    }
                    continue;
                }
                JsonNode reply = KernelTunerCache.JSON.readTree(line.substring(SweepWorker.PREFIX.length()));
                if (reply.has("ready")) {
                    w.label = reply.get("ready").asText();
                    w.ready.complete(w.label);
                } else if (reply.has("error")) {
                    String message = reply.get("error").asText();
                    w.ready.completeExceptionally(message.contains("asked for") || message.startsWith("No device")
                            || message.startsWith("Device index") ? new InvalidInputException(message)
                            : GpuException.unavailable("sweep worker for device " + w.address, message));
                } else if (reply.has("started")) {
                    synchronized (w) {
                        w.startedKey = reply.get("started").asText();
                        w.startedAt = System.nanoTime();
                    }
                } else if (reply.has("key")) {
                    deliver(w, reply);
                }
            }
        } catch (IOException | RuntimeException broken) {
            if (!closed) {
                // close() destroys a worker still starting, which closes its output under this reader: that is no
                // failure to report ("worker 5: its output could not be read (Stream closed)" ended a finished run)
                log.accept(w.name() + ": its output could not be read (" + broken.getMessage() + ")");
            }
        }
        died(w);
    }

    private void deliver(Worker w, JsonNode reply) {
        String key = reply.get("key").asText();
        Item item = null;
        synchronized (w) {
            for (var it = w.sent.iterator(); it.hasNext(); ) {
                Item candidate = it.next();
                if (candidate.key.equals(key)) {
                    item = candidate;
                    it.remove();
                    break;
                }
            }
            if (key.equals(w.startedKey)) {
                long took = System.nanoTime() - w.startedAt;
                slowestNanos.accumulateAndGet(took, Math::max);
            }
            w.startedKey = null;
        }
        if (item == null) {
            return;
        }
        w.finishedOne = true;
        w.room.release();
        ObjectNode record = (ObjectNode) reply.get("record");
        if (reply.has("idle_ms")) {
            record.put(SweepResult.DISPATCH_TIME, reply.get("idle_ms").asDouble());
        }
        item.sink.accept(new SweepResult(key, record, w.label));
    }

    private void died(Worker w) {
        int code;
        try {
            code = w.process.waitFor();
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            code = -1;
        }
        List<Item> orphans;
        String startedKey;
        synchronized (w) {
            w.dead = true;
            orphans = new ArrayList<>(w.sent);
            w.sent.clear();
            startedKey = w.startedKey;
        }
        if (!w.ready.isDone()) {
            w.ready.completeExceptionally(GpuException.unavailable("sweep worker for device " + w.address,
                    "it exited with " + exit(code) + " before opening its device"));
        }
        boolean wasRunning = workers.remove(w);
        if (w.feeder != null) {
            w.feeder.interrupt();
        }
        if (closed || !wasRunning) {
            for (Item item : orphans.reversed()) {
                pending.offerFirst(item);
            }
            return;
        }
        String how = w.killedFor != null ? "killed by the sweep: still measuring " + w.killedFor + " after the"
                + " configuration timeout of " + w.killedAfterNanos / 1_000_000 / 1000.0 + " s" + (slowestMultiple == 0
                ? "" : " (the larger of " + configTimeout.toMillis() / 1000.0 + " s and " + slowestMultiple
                + "x the slowest configuration so far)") : exit(code) + (w.crashReport ? ", a native crash: the JVM's"
                + " report is " + WorkerCommand.crashLog(w.process.pid()) : "");
        StringBuilder message = new StringBuilder(w.name() + " died (" + how + ")");
        // results of lost configurations go out after this death is counted (restarted or dropped): the session may
        // end on such a result, and its caller then reads statistics() (a test saw one restart of two at load 15)
        List<Runnable> lostResults = new ArrayList<>();
        for (Item item : orphans.reversed()) {
            if (item.key.equals(startedKey)) {
                item.attempts++;
                if (item.attempts >= 2) {
                    lost.incrementAndGet();
                    message.append("; configuration ").append(item.key).append(" was measuring when a worker died"
                            + " twice: recorded as failed");
                    SweepResult result = SweepResult.lost(item.key, w.label, "the worker measuring it died twice"
                            + " (last: " + w.name() + ", " + how + "); not retried");
                    lostResults.add(() -> item.sink.accept(result));
                    continue;
                }
                retried.incrementAndGet();
                message.append("; its configuration ").append(item.key).append(" is retried on another worker");
            }
            pending.offerFirst(item);
        }
        // A death that made its configuration lost (the second on it) is blamed on the configuration, now recorded,
        // not on the device: counted against the slot, it dropped the only worker of a one-device sweep
        // (--devices 0) when one configuration crashed it twice, and every configuration still to come was recorded
        // as failed, "no worker is left", in the cache for good. A worker that dies before measuring anything still
        // counts, so a device that cannot open is dropped.
        int deaths = lostResults.isEmpty() ? (w.finishedOne ? 1 : w.deathsInARow + 1) : 0;
        if (deaths >= MAX_DEATHS_IN_A_ROW) {
            dropped.incrementAndGet();
            message.append("; dropped: it died ").append(deaths).append(" times without finishing a configuration");
            log.accept(message.toString());
            lostResults.forEach(Runnable::run);
            if (workers.isEmpty() && starting.get() == 0) {
                failPending("no worker is left (every worker died or failed to start)");
            }
            return;
        }
        restarted.incrementAndGet();
        log.accept(message.append("; restarting it").toString());
        lostResults.forEach(Runnable::run);
        Worker replacement = launch(w.slot, deaths);
        Thread.ofPlatform().daemon().name("sweep-restart-" + replacement.id).start(() -> {
            if (awaitReady(replacement) == null) {
                log.accept(replacement.name() + " started in place of worker " + w.id);
            }
        });
    }

    /**
     * The bound of one configuration, as in one process (EvaluationWatchdog): the larger of --config-timeout and
     * 10x the slowest configuration finished so far, so a slow but healthy kernel is not declared hung.
     */
    private long boundNanos() {
        return Math.max(configTimeout.toNanos(), slowestMultiple * slowestNanos.get());
    }

    /** The watchdog: kills a worker that has measured one configuration for longer than the bound. */
    private void watch() {
        while (!closed) {
            long limit = boundNanos();
            for (Worker w : workers) {
                boolean kill;
                synchronized (w) {
                    kill = w.startedKey != null && w.killedFor == null && System.nanoTime() - w.startedAt > limit;
                    if (kill) {
                        w.killedFor = w.startedKey;
                        w.killedAfterNanos = limit;
                    }
                }
                if (kill) {
                    w.process.destroyForcibly();   // its reader sees the end of its output: died() takes over
                }
            }
            try {
                Thread.sleep(Math.max(50, Math.min(1000, configTimeout.toMillis() / 10)));
            } catch (InterruptedException stop) {
                return;
            }
        }
    }

    /** Delivers every queued configuration as lost: nothing is left to measure it. */
    private void failPending(String reason) {
        Item item;
        while ((item = pending.pollFirst()) != null) {
            lost.incrementAndGet();
            item.sink.accept(SweepResult.lost(item.key, "none", reason));
        }
    }

    /** A worker's exit status in words: "exit code 134, killed by signal 6" (128 + n is death by signal n). */
    static String exit(int code) {
        return code > 128 && code < 160 ? "exit code " + code + ", killed by signal " + (code - 128)
                : "exit code " + code;
    }
}
