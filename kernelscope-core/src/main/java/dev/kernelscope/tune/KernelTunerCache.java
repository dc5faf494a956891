/*
 * Kernel Tuner's cache file (schema 1.1.0), read and written: a JSON object with device_name, kernel_name,
 * problem_size, tune_params_keys, tune_params, objective and a "cache" map from the comma-joined parameter values
 * to a record (time, times, compile_time, verification_time, benchmark_time, strategy_time, framework_time,
 * timestamp) or a failure marker in "time" (InvalidConfig, CompilationFailedConfig, RuntimeFailedConfig).
 * Files may be gzip-compressed (told by their first bytes, not their name), and may end unclosed, as a killed run
 * leaves them (see CacheWriter); a replay reads with readComplete, which refuses an unclosed file (a cut-off cache
 * would replay as a smaller space).
 */
package dev.kernelscope.tune;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.UserText;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;

public final class KernelTunerCache {
    public static final String SCHEMA_VERSION = "1.1.0";
    /** Failure markers Kernel Tuner writes in "time" instead of a number. */
    public static final String INVALID = "InvalidConfig";
    public static final String COMPILE_FAILED = "CompilationFailedConfig";
    public static final String RUNTIME_FAILED = "RuntimeFailedConfig";

    public static final ObjectMapper JSON = new ObjectMapper();
    /**
     * Reads cache files: Kernel Tuner writes them with Python's json, which spells a non-finite float NaN, Infinity
     * or -Infinity (an observable such as power or GFLOP/s can be one). Strict JSON refused such a complete file as
     * "not a complete JSON document" with 0 readable entries.
     */
    private static final ObjectMapper CACHE_JSON = com.fasterxml.jackson.databind.json.JsonMapper.builder()
            .enable(com.fasterxml.jackson.core.json.JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS).build();

    /**
     * Everything but the entries: what a cache is about. {@code kernelFingerprint} (KernelScope's own key, which
     * Kernel Tuner's readers skip; null when absent) is a hash of what the results depend on beyond the device, the
     * problem and the parameters: a user kernel's source and launch (see UserKernelSpace.fingerprint).
     */
    public record Header(String deviceName, String kernelName, JsonNode problemSize, List<String> tuneParamsKeys,
                         Map<String, List<JsonNode>> tuneParams, String objective, String kernelFingerprint) {
        public Header {
            tuneParamsKeys = List.copyOf(tuneParamsKeys);
            tuneParams = new LinkedHashMap<>(tuneParams);
        }

        public Header(String deviceName, String kernelName, JsonNode problemSize, List<String> tuneParamsKeys,
                      Map<String, List<JsonNode>> tuneParams, String objective) {
            this(deviceName, kernelName, problemSize, tuneParamsKeys, tuneParams, objective, null);
        }
    }

    /** The header key of {@link Header#kernelFingerprint}. */
    static final String FINGERPRINT_KEY = "kernelscope_kernel_fingerprint";

    private final Header header;
    private final Map<String, ObjectNode> entries;
    private final int droppedLines;
    private final boolean closed;

    KernelTunerCache(Header header, Map<String, ObjectNode> entries, int droppedLines, boolean closed) {
        this.header = header;
        this.entries = entries;
        this.droppedLines = droppedLines;
        this.closed = closed;
    }

    public Header header() { return header; }

    /** The records by key, in file order. */
    public Map<String, ObjectNode> entries() { return entries; }

    /** Trailing lines a killed writer left half-written (0 or 1), ignored on reading. */
    public int droppedLines() { return droppedLines; }

    /** Whether the file was one whole JSON document (false: an unclosed append-only file, repaired on reading). */
    public boolean closed() { return closed; }

    /**
     * A record's time, or +infinity for a failure marker or a time that is not a finite number (Python's json writes
     * NaN and Infinity, which a resumed run would otherwise hand its strategy as a measurement).
     */
    public static double time(JsonNode record) {
        JsonNode t = record.path("time");
        return t.isNumber() && Double.isFinite(t.asDouble()) ? t.asDouble() : Double.POSITIVE_INFINITY;
    }

    /** The failure marker ("CompilationFailedConfig", ...) or null for a measured record (a non-finite time failed). */
    public static String failure(JsonNode record) {
        JsonNode t = record.path("time");
        return t.isTextual() ? t.asText() : t.isNumber() ? (Double.isFinite(t.asDouble()) ? null : RUNTIME_FAILED)
                : INVALID;
    }

    /** Reads a cache (.json or .json.gz), complete or left unclosed by a killed run. */
    public static KernelTunerCache read(Path file) {
        String text;
        try (InputStream raw = new java.io.BufferedInputStream(Files.newInputStream(file), 1 << 16);
             InputStream in = gzipped(raw) ? new GZIPInputStream(raw, 1 << 16) : raw) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (NoSuchFileException missing) {
            throw new InvalidInputException("The cache file " + UserText.quote(file.toString()) + " does not exist.");
        } catch (java.io.EOFException cutOff) {
            throw new InvalidInputException("The cache file " + UserText.quote(file.toString()) + " is gzip data that"
                    + " ends before its end (" + cutOff.getMessage() + "), as a download or copy cut off leaves it;"
                    + " fetch or copy it again.");
        } catch (IOException failure) {
            throw new InvalidInputException("Cannot read the cache file " + UserText.quote(file.toString()) + ": " + failure.getMessage() + ".");
        }
        return parse(text, file.toString());
    }

    /**
     * Whether the stream starts with gzip's magic bytes (it is left where it was): by content, not by name, so a
     * gzipped cache saved without ".gz" ("neither valid JSON nor an unfinished Kernel Tuner cache") and a plain one
     * named ".json.gz" ("Not in GZIP format") both read.
     */
    private static boolean gzipped(InputStream in) throws IOException {
        in.mark(2);
        int first = in.read();
        int second = in.read();
        in.reset();
        return first == 0x1f && second == 0x8b;
    }

    /**
     * Reads a cache that must be whole, as a replay needs it: an unclosed file (a run in progress or killed, or a
     * file cut off in copying) is refused, since its entries would silently stand for the whole space.
     */
    public static KernelTunerCache readComplete(Path file) {
        KernelTunerCache cache = read(file);
        if (!cache.closed) {
            throw new InvalidInputException("The cache file " + UserText.quote(file.toString()) + " is not a complete"
                    + " JSON document: it ends before its closing braces, after " + cache.entries.size() + " readable"
                    + " entries, as a copy cut off or a tuning run still in progress or killed leaves it. A replay needs"
                    + " the whole brute-force cache, so use the complete file (a killed kernelscope tune --cache run"
                    + " completes and closes its file when the same command is run again).");
        }
        return cache;
    }

    static KernelTunerCache parse(String text, String name) {
        if (text.isBlank()) {
            throw new InvalidInputException("The file " + UserText.quote(name) + " is empty, so it is no Kernel Tuner"
                    + " cache. To start a new cache there, delete it (tune --cache creates the file); else give the"
                    + " path of the cache you meant.");
        }
        JsonNode root;
        int dropped = 0;
        boolean closed = true;
        try {
            root = CACHE_JSON.readTree(text);
        } catch (IOException notClosed) {
            closed = false;
            // an append-only file of a killed run: keep the header and every complete entry line
            Repaired repaired = repair(text, name);
            root = repaired.root;
            dropped = repaired.dropped;
        }
        if (root == null || !root.isObject() || !root.has("cache") || !root.has("tune_params_keys")) {
            throw new InvalidInputException("The file " + UserText.quote(name) + " is not a Kernel Tuner cache: it needs the keys"
                    + " device_name, kernel_name, tune_params_keys, tune_params and cache.");
        }
        requireKnownSchema(root.get("schema_version"), name);
        JsonNode keyList = root.path("tune_params_keys");
        if (!keyList.isArray() || keyList.isEmpty()) {
            // a string or an empty list reached the search space: "A search space needs at least one tunable parameter"
            throw new InvalidInputException("The cache " + UserText.quote(name) + " has tune_params_keys "
                    + UserText.quote(abbreviate(keyList.toString())) + "; it must list the names of the tuned"
                    + " parameters, in the order of the cache's keys, e.g. [\"block_size_x\", \"tile_size\"].");
        }
        List<String> keys = new ArrayList<>();
        root.path("tune_params_keys").forEach(k -> keys.add(k.asText()));
        Map<String, List<JsonNode>> params = new LinkedHashMap<>();
        for (String key : keys) {
            List<JsonNode> values = new ArrayList<>();
            root.path("tune_params").path(key).forEach(values::add);
            if (values.isEmpty()) {
                throw new InvalidInputException("The cache " + UserText.quote(name) + " lists tune_params_keys " + keys
                        + " but tune_params has no values for '" + key + "'.");
            }
            params.put(key, values);
        }
        Header header = new Header(root.path("device_name").asText(""), root.path("kernel_name").asText(""),
                root.path("problem_size"), keys, params, root.path("objective").asText("time"),
                root.path(FINGERPRINT_KEY).isTextual() ? root.path(FINGERPRINT_KEY).asText() : null);
        Map<String, ObjectNode> entries = new LinkedHashMap<>();
        Iterator<Map.Entry<String, JsonNode>> fields = root.path("cache").fields();
        while (fields.hasNext()) {
            Map.Entry<String, JsonNode> field = fields.next();
            if (!(field.getValue() instanceof ObjectNode record)) {
                // was dropped silently: a replay then stood a smaller space for the cache's
                throw new InvalidInputException("The cache " + UserText.quote(name) + " has the entry '"
                        + UserText.quote(field.getKey()) + "': " + UserText.quote(abbreviate(field.getValue().toString()))
                        + ", not a record of one configuration ({\"time\": ..., and the parameters' values}).");
            }
            entries.put(field.getKey(), record);
        }
        return new KernelTunerCache(header, entries, dropped, closed);
    }

    /**
     * Refuses a schema_version this reader does not know: the published caches have none, Kernel Tuner writes
     * "1.0.0" and KernelScope {@link #SCHEMA_VERSION}; a 2.x or a number was read as if it were 1.x, silently.
     */
    private static void requireKnownSchema(JsonNode version, String name) {
        if (version == null || version.isNull() || version.isTextual() && version.asText().matches("1(\\.\\d+){0,2}")) {
            return;
        }
        throw new InvalidInputException("The cache " + UserText.quote(name) + " has schema_version "
                + UserText.quote(version.toString()) + ", which this reader does not know; it reads Kernel Tuner's"
                + " cache schema 1.x (\"1.0.0\", KernelScope's \"" + SCHEMA_VERSION + "\") and caches without one.");
    }

    private record Repaired(JsonNode root, int dropped) {}

    /**
     * Kernel Tuner's own recovery, made stricter: the header ends at '"cache": {', every entry is one line
     * '"key": {...},'; a last line cut short by the kill is dropped (nothing before it is).
     */
    private static Repaired repair(String text, String name) {
        int cacheAt = text.indexOf("\"cache\"");
        int open = cacheAt < 0 ? -1 : text.indexOf('{', cacheAt);
        if (open < 0) {
            throw new InvalidInputException("The file " + UserText.quote(name) + " is neither valid JSON nor an unfinished Kernel Tuner"
                    + " cache (no \"cache\" map found): it ends inside its header, as a copy cut off leaves it, or is"
                    + " not a cache at all. Restore the whole file, or delete it to start a new cache there.");
        }
        StringBuilder repaired = new StringBuilder(text.length() + 8).append(text, 0, open + 1);
        String[] lines = text.substring(open + 1).split("\n");
        int dropped = 0;
        boolean first = true;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty()) {
                continue;
            }
            if (line.endsWith(",")) {
                line = line.substring(0, line.length() - 1);
            }
            if (line.startsWith("}")) {
                break;   // the closing of a complete file
            }
            try {
                CACHE_JSON.readTree("{" + line + "}");
            } catch (IOException cut) {
                if (i < lines.length - 1 && !lines[i + 1].isBlank()) {
                    throw new InvalidInputException("The cache " + UserText.quote(name) + " has a damaged entry in the middle (line '"
                            + abbreviate(line) + "'); only a kill while writing the last line is repaired.");
                }
                dropped++;
                continue;
            }
            repaired.append(first ? "\n" : ",\n").append(line);
            first = false;
        }
        repaired.append("\n}\n}");
        try {
            return new Repaired(CACHE_JSON.readTree(repaired.toString()), dropped);
        } catch (IOException stillBroken) {
            throw new InvalidInputException("The cache " + UserText.quote(name) + " cannot be read as JSON, even as an unfinished"
                    + " append-only file: " + stillBroken.getMessage() + ".");
        }
    }

    private static String abbreviate(String line) {
        return line.length() <= 80 ? line : line.substring(0, 77) + "...";
    }
}
