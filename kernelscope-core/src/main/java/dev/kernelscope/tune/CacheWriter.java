/*
 * The append-only cache of a live tuning run, byte-compatible with Kernel Tuner's: a header ending in
 * '"cache": {', then one line '\n"key": {...},' per configuration, written with a single write() as soon as the
 * configuration finishes (a SIGKILL loses at most the line being written, which reading drops), and closed with
 * '}\n}' at the end. Opening an existing file resumes it after checking it belongs to the same device, kernel,
 * problem and parameters; one that does not is refused, never overwritten. Beside it, CACHE.inflight names the
 * configurations being evaluated (one, or several in a parallel sweep) and how often each was started: a run that
 * dies during a configuration (a kill, a crash, a hang the user or a script's timeout ended) retries it once on
 * resume, and a configuration that stopped the run twice is recorded as failed and skipped, so a restarted run goes
 * on past it.
 */
package dev.kernelscope.tune;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.SiblingFiles;
import dev.kernelscope.model.UserText;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public final class CacheWriter implements AutoCloseable {
    /** Starts of one configuration that each ended the run before it was recorded: at this many, it is skipped. */
    static final int MAX_STARTS = 2;

    private final Path file;
    private final Path inflight;
    private final FileChannel channel;
    private final Map<String, ObjectNode> resumed;
    // Configurations being evaluated now (several in a parallel sweep) or that a previous run died in, with how
    // often each was started; a key leaves the map when its record is appended.
    private final Map<String, Integer> inflightStarts;
    private boolean closed;

    private CacheWriter(Path file, FileChannel channel, Map<String, ObjectNode> resumed,
                        Map<String, Integer> inflightStarts) {
        this.file = file;
        this.inflight = inflightOf(file);
        this.channel = channel;
        this.resumed = resumed;
        this.inflightStarts = inflightStarts;
    }

    /** The marker file beside {@code cache}: one "STARTS KEY" line per configuration being evaluated. */
    public static Path inflightOf(Path cache) {
        return cache.resolveSibling(cache.getFileName() + ".inflight");
    }

    /**
     * Records that {@code key} is being evaluated now (before compiling it), so a run that dies during it is known
     * on resume. One small write to the page cache: a SIGKILL after it keeps it. A parallel sweep calls it for
     * every configuration it hands to a worker, so several keys can be in flight at once.
     */
    public synchronized void begin(String key) {
        inflightStarts.merge(key, 1, Integer::sum);
        writeInflight();
    }

    /**
     * Takes back one {@link #begin} of {@code key}: its measuring ended without ending the run, though its result is
     * not recorded yet (a Spark task delivers its configurations together when it ends). A run killed now was not
     * killed by it.
     */
    public synchronized void end(String key) {
        inflightStarts.computeIfPresent(key, (k, starts) -> starts > 1 ? starts - 1 : null);
        writeInflight();
    }

    private void writeInflight() {
        StringBuilder text = new StringBuilder();
        inflightStarts.forEach((key, starts) -> text.append(starts).append(' ').append(key).append('\n'));
        try {
            Files.writeString(inflight, text, StandardCharsets.UTF_8);
        } catch (IOException failure) {
            throw new UncheckedIOException("cannot write " + inflight, failure);
        }
    }

    /**
     * The configurations a previous run left in flight (it died during them) and not in the cache, with their
     * starts. A line cut by a crash mid-write names nothing: that configuration is simply retried.
     */
    private static Map<String, Integer> unfinished(Path file, Map<String, ObjectNode> entries) {
        Map<String, Integer> left = new LinkedHashMap<>();
        Path marker = inflightOf(file);
        if (!Files.isRegularFile(marker)) {
            return left;
        }
        try {
            for (String line : Files.readAllLines(marker, StandardCharsets.UTF_8)) {
                String[] parts = line.strip().split(" ", 2);
                try {
                    if (parts.length == 2 && !entries.containsKey(parts[1])) {
                        left.put(parts[1], Integer.parseInt(parts[0]));
                    }
                } catch (NumberFormatException cut) {
                    // skipped: see above
                }
            }
        } catch (IOException | java.io.UncheckedIOException unreadable) {
            // an unreadable marker names nothing either
        }
        return left;
    }

    /** The cache record of a configuration that stopped the run {@code starts} times: failed, with the reason. */
    private static ObjectNode stoppedTheRun(KernelTunerCache.Header header, String key, int starts) {
        ObjectNode record = KernelTunerCache.JSON.createObjectNode();
        String[] values = key.split(",", -1);
        for (int i = 0; i < header.tuneParamsKeys().size() && i < values.length; i++) {
            try {
                record.put(header.tuneParamsKeys().get(i), Long.parseLong(values[i]));
            } catch (NumberFormatException notAnInteger) {
                record.put(header.tuneParamsKeys().get(i), values[i]);
            }
        }
        record.put("time", KernelTunerCache.RUNTIME_FAILED);
        record.put("error", "the run stopped " + starts + " times while evaluating this configuration (a hang, a"
                + " crash or a kill before it finished); skipped, not retried");
        for (String field : List.of("compile_time", "verification_time", "benchmark_time", "strategy_time",
                "framework_time")) {
            record.put(field, 0.0);
        }
        record.put("timestamp", java.time.Instant.now().toString());
        return record;
    }

    /**
     * Refuses a cache name a live run cannot append to: one ending in .gz was written as plain text under that name,
     * and the next run, reading it as gzip ("Not in GZIP format"), could not resume it.
     */
    public static void requireAppendable(Path file) {
        if (file.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".gz")) {
            throw new InvalidInputException("The tuning cache " + UserText.quote(file.toString()) + " ends in .gz, but a"
                    + " live run appends to its cache line by line as each configuration finishes, which a gzip"
                    + " file cannot take; name it .json (and compress it after the run: --replay reads .json.gz).");
        }
    }

    /**
     * Opens {@code file} for a run described by {@code header}: creates it, or resumes it when it exists and
     * matches (its entries are returned by {@link #resumed}). The file is rewritten whole (temporary file and
     * atomic rename) before appending, so a closed or cut file becomes an open, clean one.
     */
    public static CacheWriter open(Path file, KernelTunerCache.Header header) {
        requireAppendable(file);
        Map<String, ObjectNode> entries = new LinkedHashMap<>();
        if (Files.exists(file)) {
            KernelTunerCache existing = KernelTunerCache.read(file);
            checkSameRun(file, existing.header(), header);
            checkWithinSpace(file, existing.entries().keySet(), header);
            entries.putAll(existing.entries());
        }
        Map<String, Integer> unfinished = unfinished(file, entries);
        for (var it = unfinished.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<String, Integer> left = it.next();
            if (left.getValue() >= MAX_STARTS) {
                entries.put(left.getKey(), stoppedTheRun(header, left.getKey(), left.getValue()));
                it.remove();
            }
        }
        Path temporary = null;
        try {
            temporary = SiblingFiles.createTemporaryBeside(file, ".tmp");
            try (FileChannel out = FileChannel.open(temporary, StandardOpenOption.WRITE)) {
                StringBuilder text = new StringBuilder(headerText(header));
                for (Map.Entry<String, ObjectNode> entry : entries.entrySet()) {
                    text.append(line(entry.getKey(), entry.getValue()));
                }
                writeFully(out, text.toString());
                out.force(true);
            }
            SiblingFiles.copyPermissions(file, temporary);   // a resumed cache keeps the permissions its owner gave it
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE, StandardOpenOption.APPEND);
            return new CacheWriter(file, channel, entries, unfinished);
        } catch (IOException failure) {
            if (temporary != null) {
                try {
                    Files.deleteIfExists(temporary);   // a full disk must not leave a half copy beside the cache
                } catch (IOException ignored) {
                    // the message below says what failed
                }
            }
            throw new InvalidInputException("Cannot write the tuning cache " + UserText.quote(file.toString()) + ": "
                    + failure.getMessage() + ".", failure);
        }
    }

    /** The entries the file held when opened (a resumed run's results). */
    public Map<String, ObjectNode> resumed() {
        return resumed;
    }

    public Path file() {
        return file;
    }

    /**
     * Appends one finished configuration's record; it is in the file (the OS's page cache) when this returns, and
     * no longer in flight.
     */
    public synchronized void append(String key, ObjectNode record) {
        try {
            writeFully(channel, line(key, record));
        } catch (IOException failure) {
            throw new UncheckedIOException("cannot append to the tuning cache " + file, failure);
        }
        if (inflightStarts.remove(key) != null) {
            writeInflight();
        }
    }

    /** Closes the cache as Kernel Tuner does: the last entry's comma becomes '}\n}'. Idempotent. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            Files.deleteIfExists(inflight);   // a closed cache has nothing in flight
            channel.close();
            // an append-only channel cannot truncate: reopen for writing to drop the last entry's comma
            try (FileChannel end = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
                long size = end.size();
                ByteBuffer last = ByteBuffer.allocate(1);
                end.read(last, size - 1);
                if (last.get(0) == ',') {
                    end.truncate(size - 1);
                }
                end.position(end.size());
                writeFully(end, "\n}\n}\n");
            }
        } catch (IOException failure) {
            throw new UncheckedIOException("cannot close the tuning cache " + file, failure);
        }
    }

    static String headerText(KernelTunerCache.Header header) {
        ObjectNode root = KernelTunerCache.JSON.createObjectNode();
        root.put("schema_version", KernelTunerCache.SCHEMA_VERSION);
        root.put("device_name", header.deviceName());
        root.put("kernel_name", header.kernelName());
        root.set("problem_size", header.problemSize());
        ArrayNode keys = root.putArray("tune_params_keys");
        header.tuneParamsKeys().forEach(keys::add);
        ObjectNode params = root.putObject("tune_params");
        header.tuneParams().forEach((name, values) -> {
            ArrayNode array = params.putArray(name);
            values.forEach(array::add);
        });
        root.put("objective", header.objective());
        if (header.kernelFingerprint() != null) {
            root.put(KernelTunerCache.FINGERPRINT_KEY, header.kernelFingerprint());
        }
        root.putObject("cache");
        String text;
        try {
            text = KernelTunerCache.JSON.writerWithDefaultPrettyPrinter().writeValueAsString(root);
        } catch (IOException impossible) {
            throw new UncheckedIOException(impossible);
        }
        // '..."cache" : { }\n}' -> '..."cache": {' (Kernel Tuner cuts the same closing off its header)
        int at = text.lastIndexOf("\"cache\"");
        return text.substring(0, at) + "\"cache\": {";
    }

    private static String line(String key, ObjectNode record) {
        try {
            return "\n" + KernelTunerCache.JSON.writeValueAsString(key) + ": "
                    + KernelTunerCache.JSON.writeValueAsString(record) + ",";
        } catch (IOException impossible) {
            throw new UncheckedIOException(impossible);
        }
    }

    private static void writeFully(FileChannel channel, String text) throws IOException {
        ByteBuffer bytes = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
        while (bytes.hasRemaining()) {
            channel.write(bytes);
        }
    }

    /**
     * Refuses, before any device work, an existing cache made for another kernel (the device, problem and
     * parameters are compared again when the run opens it).
     */
    public static void checkKernel(Path file, String kernelName) {
        KernelTunerCache existing = KernelTunerCache.read(file);
        if (!existing.header().kernelName().equals(kernelName)) {
            throw new InvalidInputException("The cache " + UserText.quote(file.toString()) + " belongs to another run:"
                    + " it was made for kernel '" + UserText.quote(existing.header().kernelName()) + "' (this run: '"
                    + UserText.quote(kernelName) + "'). Resuming it would mix measurements; give a new --cache file"
                    + " or delete this one.");
        }
    }

    /**
     * JSON values equal as the file means them: numbers by value, whatever node type holds them. A run's problem
     * size holds long nodes (a user kernel's constants) and the same file read back holds int nodes, which Jackson's
     * plain equals tells apart: every resume of a space with constants was refused as "another run".
     */
    private static final java.util.Comparator<JsonNode> NUMBERS_BY_VALUE = (a, b) ->
            a.isNumber() && b.isNumber() ? a.decimalValue().compareTo(b.decimalValue()) : a.equals(b) ? 0 : 1;

    /**
     * Kernel Tuner's problem_size for a space's constants: the value of the only one, else the list of their values in
     * the file's order. Kernel Tuner compares it with the problem_size its caller gives (an int or a tuple) when it
     * resumes a cache or simulates from one, and refused the object {"N": 10000} written until session 57.
     */
    static JsonNode problemSize(java.util.Collection<Long> constants) {
        if (constants.size() == 1) {
            return KernelTunerCache.JSON.getNodeFactory().numberNode(constants.iterator().next());
        }
        var list = KernelTunerCache.JSON.createArrayNode();
        constants.forEach(list::add);
        return list;
    }

    /** A problem_size as this writer now writes it: an object (the form written until session 57) as its values. */
    private static JsonNode comparable(JsonNode problemSize) {
        if (!problemSize.isObject()) {
            return problemSize;
        }
        List<Long> values = new java.util.ArrayList<>();
        problemSize.forEach(v -> values.add(v.asLong()));
        return problemSize(values);
    }

    private static void checkSameRun(Path file, KernelTunerCache.Header found, KernelTunerCache.Header wanted) {
        List<String> differences = new java.util.ArrayList<>();
        if (!found.deviceName().equals(wanted.deviceName())) {
            differences.add("device '" + UserText.quote(found.deviceName()) + "' (this run: '" + wanted.deviceName() + "')");
        }
        if (!found.kernelName().equals(wanted.kernelName())) {
            differences.add("kernel '" + UserText.quote(found.kernelName()) + "' (this run: '" + wanted.kernelName() + "')");
        }
        if (!comparable(found.problemSize()).equals(NUMBERS_BY_VALUE, comparable(wanted.problemSize()))) {
            differences.add("problem size " + found.problemSize() + " (this run: " + wanted.problemSize() + ")");
        }
        if (found.kernelFingerprint() != null && wanted.kernelFingerprint() != null
                && !found.kernelFingerprint().equals(wanted.kernelFingerprint())) {
            // an edited kernel or launch under the same name: its old results would stand beside new ones
            differences.add("another version of the kernel (its source, launch geometry, arguments, outputs or"
                    + " answer changed since)");
        }
        if (!found.tuneParamsKeys().equals(wanted.tuneParamsKeys())) {
            differences.add("parameters " + found.tuneParamsKeys() + " (this run: " + wanted.tuneParamsKeys() + ")");
        }
        if (!differences.isEmpty()) {
            throw new InvalidInputException("The cache " + UserText.quote(file.toString()) + " belongs to another run: it was made for "
                    + String.join(", ", differences) + ". Resuming it would mix measurements; give a new --cache"
                    + " file or delete this one.");
        }
    }

    /**
     * Refuses a cache holding results for a parameter value this run's space does not list: resuming rewrote the
     * header with the new space's values, and the file then held entries outside the space it declared. A space
     * extended with more values resumes.
     */
    private static void checkWithinSpace(Path file, java.util.Set<String> keys, KernelTunerCache.Header wanted) {
        List<String> names = wanted.tuneParamsKeys();
        List<java.util.Set<String>> allowed = names.stream().map(name -> wanted.tuneParams().get(name).stream()
                .map(JsonNode::asText).collect(java.util.stream.Collectors.toSet())).toList();
        for (String key : keys) {
            String[] values = key.split(",", -1);
            for (int i = 0; i < names.size() && i < values.length; i++) {
                if (!allowed.get(i).contains(values[i])) {
                    throw new InvalidInputException("The cache " + UserText.quote(file.toString()) + " belongs to"
                            + " another space: it holds results for " + names.get(i) + "=" + UserText.quote(values[i])
                            + ", which this run does not try (" + names.get(i) + ": " + String.join(", ",
                            wanted.tuneParams().get(names.get(i)).stream().map(JsonNode::asText).toList()) + ")."
                            + " A space with more values resumes its cache; one with other values needs a new"
                            + " --cache file.");
                }
            }
        }
    }

    /** The values of a parameter list as the JSON a header lists. */
    static List<JsonNode> jsonValues(List<Long> values) {
        return values.stream().map(v -> (JsonNode) KernelTunerCache.JSON.getNodeFactory().numberNode(v)).toList();
    }
}
