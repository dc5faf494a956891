// A Spark standalone cluster on 127.0.0.1 for tests, started from plain `java`: one Master and N Workers, each Worker
// offering one fake GPU (a discovery script answering address "0"). Every process it starts, executors included (the
// Workers' children), is stopped by close(), also when a start fails half-way.
package dev.kernelscope.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

final class StandaloneCluster implements AutoCloseable {
    private static final String JAVA = ProcessHandle.current().info().command().orElse("java");
    /** Spark's own JVM options for Java 17+ (the file ./kernelscope --spark reads too). */
    private static final Path JAVA_OPTIONS = Path.of("spark-java-options").toAbsolutePath();
    private static final Duration START_TIMEOUT = Duration.ofSeconds(120);   // 54 s seen at load 16 on 2 cores

    private final Path work;
    private final Path sparkHome;
    private final List<Process> processes = new ArrayList<>();
    private final List<Path> workerLogs = new ArrayList<>();
    private final String masterUrl;

    /** Starts a Master and {@code workers} Workers (1 core, 1 fake GPU each) under {@code work}. */
    static StandaloneCluster start(Path work, int workers) throws IOException, InterruptedException {
        StandaloneCluster cluster = new StandaloneCluster(work, freePort());
        try {
            cluster.startAll(workers);
            return cluster;
        } catch (IOException | InterruptedException | RuntimeException | Error failure) {
            cluster.close();
            throw failure;
        }
    }

    private StandaloneCluster(Path work, int masterPort) throws IOException {
        this.work = work;
        this.sparkHome = work.resolve("spark-home");
        this.masterUrl = "spark://127.0.0.1:" + masterPort;
        // A Worker accepts SPARK_HOME with a jars/ directory and a RELEASE file and puts jars/* on its executors'
        // class path; here jars/ stays empty and executors get this test's class path (executorClassPath()).
        Files.createDirectories(sparkHome.resolve("jars"));
        Files.writeString(sparkHome.resolve("RELEASE"), "Spark 4.2.0 (KernelScope test cluster)\n");
    }

    String masterUrl() {
        return masterUrl;
    }

    /** The executors' class path (spark.executor.extraClassPath): this test's, Spark and KernelScope included. */
    static String executorClassPath() {
        // absolute: executors start in their Workers' work directories
        return java.util.Arrays.stream(System.getProperty("java.class.path").split(java.io.File.pathSeparator))
                .map(entry -> Path.of(entry).toAbsolutePath().toString())
                .collect(java.util.stream.Collectors.joining(java.io.File.pathSeparator));
    }

    private void startAll(int workers) throws IOException, InterruptedException {
        int masterPort = Integer.parseInt(masterUrl.substring(masterUrl.lastIndexOf(':') + 1));
        Path masterLog = work.resolve("master.log");
        int masterUi = freePort();
        launch("org.apache.spark.deploy.master.Master", masterLog, List.of(),
                "--host", "127.0.0.1", "--port", Integer.toString(masterPort), "--webui-port",
                Integer.toString(masterUi));
        Path script = work.resolve("one-gpu.sh");
        Files.writeString(script, "#!/bin/sh\necho '{\"name\": \"gpu\", \"addresses\": [\"0\"]}'\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        for (int w = 0; w < workers; w++) {
            Path log = work.resolve("worker-" + w + ".log");
            Path dir = Files.createDirectories(work.resolve("worker-" + w));
            launch("org.apache.spark.deploy.worker.Worker", log,
                    List.of("-Dspark.worker.resource.gpu.amount=1",
                            "-Dspark.worker.resource.gpu.discoveryScript=" + script),
                    masterUrl, "--host", "127.0.0.1", "--cores", "1", "--memory", "1g", "--work-dir", dir.toString(),
                    "--webui-port", Integer.toString(freePort()));
            workerLogs.add(log);
        }
        awaitAliveWorkers(masterUi, workers, masterLog);
    }

    private void launch(String mainClass, Path log, List<String> properties, String... arguments) throws IOException {
        List<String> command = new ArrayList<>(List.of(JAVA, "@" + JAVA_OPTIONS, "-Xmx256m", "-XX:TieredStopAtLevel=1",
                "-cp", System.getProperty("java.class.path")));
        command.addAll(properties);
        command.add(mainClass);
        command.addAll(List.of(arguments));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        Map<String, String> env = builder.environment();
        env.put("SPARK_HOME", sparkHome.toString());
        env.put("SPARK_SCALA_VERSION", "2.13");
        env.put("SPARK_LOCAL_IP", "127.0.0.1");
        // The executors a Worker starts get Spark's options too (the Worker adds JavaModuleOptions itself) and the
        // tests' log level; their JVM is the Worker's (JAVA_HOME).
        env.put("JAVA_HOME", Path.of(JAVA).getParent().getParent().toString());
        processes.add(builder.start());
    }

    /** Waits until the Master's status page (/json) counts {@code workers} ALIVE workers. */
    private void awaitAliveWorkers(int masterUi, int workers, Path masterLog) throws InterruptedException {
        long deadline = System.nanoTime() + START_TIMEOUT.toNanos();
        java.net.http.HttpClient http = java.net.http.HttpClient.newHttpClient();
        java.net.http.HttpRequest status = java.net.http.HttpRequest.newBuilder(
                java.net.URI.create("http://127.0.0.1:" + masterUi + "/json/")).timeout(Duration.ofSeconds(2)).build();
        while (System.nanoTime() < deadline) {
            for (Process p : processes) {
                if (!p.isAlive()) {
                    throw new IllegalStateException("a Spark process exited (" + p.exitValue() + ") while the"
                            + " cluster started\n" + logs());
                }
            }
            try {
                String body = http.send(status, java.net.http.HttpResponse.BodyHandlers.ofString()).body();
                if (body.replace(" ", "").contains("\"aliveworkers\":" + workers)) {
                    return;
                }
            } catch (IOException notYet) {
                // the Master's web UI is not up yet
            }
            Thread.sleep(200);
        }
        throw new IllegalStateException(workers + " workers were not ALIVE after " + START_TIMEOUT + "\n" + logs());
    }

    static String tail(Path log) {
        try {
            List<String> lines = Files.readAllLines(log);
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size()));
        } catch (IOException e) {
            return "(unreadable: " + e.getMessage() + ")";
        }
    }

    /**
     * The executor JVMs now running under the Workers: their java children (the command line is not matched: the
     * JDK reads only its first page, and an executor's class path is longer).
     */
    List<ProcessHandle> executors() {
        return processes.subList(1, processes.size()).stream().flatMap(Process::children)
                .filter(p -> p.info().command().orElse("").endsWith("java"))
                .toList();
    }

    /** Kills one executor with SIGKILL, as a crash or the OOM killer would; empty when none is running. */
    Optional<Long> killAnExecutor() throws IOException, InterruptedException {
        List<ProcessHandle> executors = executors();
        if (executors.isEmpty()) {
            return Optional.empty();
        }
        long pid = executors.getFirst().pid();
        new ProcessBuilder("kill", "-KILL", Long.toString(pid)).inheritIO().start().waitFor();
        return Optional.of(pid);
    }

    String logs() {
        StringBuilder all = new StringBuilder();
        all.append("== master\n").append(tail(work.resolve("master.log"))).append('\n');
        for (Path log : workerLogs) {
            all.append("== ").append(log.getFileName()).append('\n').append(tail(log)).append('\n');
        }
        return all.toString();
    }

    /** Stops executors first (the Workers' children), then the Workers and the Master; waits for all of them. */
    @Override
    public void close() {
        List<ProcessHandle> all = new ArrayList<>();
        for (Process p : processes) {
            p.descendants().forEach(all::add);
        }
        for (Process p : processes.reversed()) {
            all.add(p.toHandle());
        }
        all.forEach(ProcessHandle::destroyForcibly);
        for (ProcessHandle p : all) {
            try {
                p.onExit().get(10, TimeUnit.SECONDS);
            } catch (Exception ignored) {
                // still reported below if alive
            }
        }
        List<Long> alive = all.stream().filter(ProcessHandle::isAlive).map(ProcessHandle::pid).toList();
        if (!alive.isEmpty()) {
            throw new IllegalStateException("Spark test processes still alive after SIGKILL: " + alive);
        }
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
