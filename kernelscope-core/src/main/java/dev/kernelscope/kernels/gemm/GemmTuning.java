/*
 * The tuned rung's per-device parameters, CLBlast style: a small JSON database (gemm-tuning.json, next to the
 * kernels) searched device name -> architecture preset -> vendor -> default; the first match wins and says which
 * level matched. An entry may be limited to one shape class ("shapes": "small"; GemmShapeClass): for a call of
 * class c each level is asked for its c entry first, then for its entry without "shapes", before the next level.
 * Entries hold only the parameters that differ from 10_tuned.cl's own defaults.
 */
package dev.kernelscope.kernels.gemm;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Device;
import dev.kernelscope.kernels.TuningFormatException;
import dev.kernelscope.kernels.TuningLevels;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public final class GemmTuning {
    public static final String RESOURCE = "gemm-tuning.json";

    /**
     * One database entry: what it matches, the parameters, and where the numbers came from.
     *
     * @param shapes the shape class it is limited to, or null for every shape
     * @param backend the backend it is limited to ("backend": "cuda" in the file), or null for every backend: an
     *     entry verified through one compiler only (NVRTC and NVIDIA's OpenCL compile the same source differently)
     */
    public record Entry(String level, String key, GemmShapeClass shapes, BackendKind backend,
                        Map<String, Long> parameters, String source) {
        public Entry {
            parameters = new TreeMap<>(parameters);
        }

        public Entry(String level, String key, GemmShapeClass shapes, Map<String, Long> parameters, String source) {
            this(level, key, shapes, null, parameters, source);
        }

        public Entry(String level, String key, Map<String, Long> parameters, String source) {
            this(level, key, null, null, parameters, source);
        }

        static Entry defaults() {
            return new Entry("default", "", Map.of(), "the kernel file's defaults");
        }

        /** Whether {@code other} is for the same level, key, shape class and backend: the entry it would replace. */
        public boolean sameSlot(Entry other) {
            return level.equals(other.level) && key.equalsIgnoreCase(other.key) && shapes == other.shapes
                    && backend == other.backend;
        }

        /** "device NVIDIA H100 80GB HBM3", "architecture sm_90 (shapes: small)", "vendor NVIDIA" or "default". */
        public String matchedBy() {
            String where = key.isEmpty() ? level : level + " " + key;
            where = backend == null ? where : where + " (" + backend.cliName() + " only)";
            return shapes == null ? where : where + " (shapes: " + shapes.id() + ")";
        }
    }

    private static final GemmTuning BUILT_IN = load();

    private final List<Entry> entries;
    private final String origin;   // the file it was read from; null for the built-in database

    public GemmTuning(List<Entry> entries) {
        this(entries, null);
    }

    private GemmTuning(List<Entry> entries, String origin) {
        this.entries = List.copyOf(entries);
        this.origin = origin;
    }

    /** This database, said to come from {@code origin} (a file's name; the records and --explain name it). */
    public GemmTuning from(String origin) {
        return new GemmTuning(entries, origin);
    }

    /** Where this database came from (the file `gemm --database` named), or null for the built-in one. */
    public String origin() {
        return origin;
    }

    public static GemmTuning builtIn() {
        return BUILT_IN;
    }

    public List<Entry> entries() {
        return entries;
    }

    /** The most specific entry for {@code device}: its exact name, then its architecture preset, then its vendor. */
    public Entry lookup(Device device) {
        return lookup(device.name(), device.archPreset(), device.vendor(), device.backend(), null);
    }

    /** The most specific entry for {@code device} and a call of {@code shapes} (null: the entry for every shape). */
    public Entry lookup(Device device, GemmShapeClass shapes) {
        return lookup(device.name(), device.archPreset(), device.vendor(), device.backend(), shapes);
    }

    public Entry lookup(String deviceName, String architecture, String vendor) {
        return lookup(deviceName, architecture, vendor, null, null);
    }

    public Entry lookup(String deviceName, String architecture, String vendor, GemmShapeClass shapes) {
        return lookup(deviceName, architecture, vendor, null, shapes);
    }

    /** {@code backend} null: a caller that names none gets no entry limited to one backend. */
    public Entry lookup(String deviceName, String architecture, String vendor, BackendKind backend,
                        GemmShapeClass shapes) {
        for (String level : TuningLevels.ORDER) {
            Entry general = null;
            for (Entry entry : entries) {
                if (!entry.level().equals(level)) {
                    continue;
                }
                if (!TuningLevels.matches(level, entry.key(), deviceName, architecture, vendor)
                        || (entry.backend() != null && entry.backend() != backend)) {
                    continue;
                }
                if (shapes != null && entry.shapes() == shapes) {
                    return entry;
                }
                if (entry.shapes() == null && general == null) {
                    general = entry;
                }
            }
            if (general != null) {
                return general;
            }
        }
        return Entry.defaults();
    }

    /** Every shape class mapped to the entry a call of that class gets on {@code device}. */
    public Map<GemmShapeClass, Entry> choices(Device device) {
        Map<GemmShapeClass, Entry> choices = new java.util.EnumMap<>(GemmShapeClass.class);   // mutable, for callers
        for (GemmShapeClass shapes : GemmShapeClass.values()) {
            choices.put(shapes, lookup(device, shapes));
        }
        return choices;
    }

    /**
     * Throws InvalidInputException naming the first entry whose parameters break rung 10's names or constraints (on
     * top of 10_tuned.cl's defaults, as Gemm.of merges them): a database from a file is checked before any device work.
     */
    public void checkParameters() {
        for (Entry entry : entries) {
            try {
                GemmRung.TUNED.parameters(entry.parameters());
            } catch (dev.kernelscope.model.InvalidInputException broken) {
                throw new dev.kernelscope.model.InvalidInputException("its entry for " + entry.matchedBy()
                        + " cannot run: " + broken.getMessage());
            }
        }
    }

    /** Whether an entry holds {@code entry}'s slot (level, key, shape class, backend). */
    public boolean hasSlotOf(Entry entry) {
        return entries.stream().anyMatch(e -> e.sameSlot(entry));
    }

    /**
     * This database with {@code entry} added, or replacing the entry of the same level, key and shape class (the
     * tuner's --write-database; it decides beforehand whether the new entry is better than the one it replaces).
     */
    public GemmTuning withEntry(Entry entry) {
        List<Entry> updated = new ArrayList<>();
        boolean replaced = false;
        for (Entry existing : entries) {
            if (existing.sameSlot(entry)) {
                updated.add(entry);
                replaced = true;
            } else {
                updated.add(existing);
            }
        }
        if (!replaced) {
            updated.addFirst(entry);   // lookup goes by level, so the order only matters to the reader
        }
        return new GemmTuning(updated, origin);
    }

    /** The database as the JSON file gemm-tuning.json holds ("about" text kept by the caller). */
    public com.fasterxml.jackson.databind.node.ObjectNode toJson(String about) {
        ObjectMapper mapper = new ObjectMapper();
        com.fasterxml.jackson.databind.node.ObjectNode root = mapper.createObjectNode();
        root.put("about", about);
        com.fasterxml.jackson.databind.node.ArrayNode list = root.putArray("entries");
        for (Entry entry : entries) {
            com.fasterxml.jackson.databind.node.ObjectNode node = list.addObject();
            if (entry.level().equals("default")) {
                node.put("default", true);
            } else {
                node.put(entry.level(), entry.key());
            }
            if (entry.shapes() != null) {
                node.put("shapes", entry.shapes().id());
            }
            if (entry.backend() != null) {
                node.put("backend", entry.backend().cliName());
            }
            com.fasterxml.jackson.databind.node.ObjectNode parameters = node.putObject("parameters");
            entry.parameters().forEach(parameters::put);
            node.put("source", entry.source());
        }
        return root;
    }

    /** Reads a database file in gemm-tuning.json's format (a user's copy that --write-database updates). */
    public static GemmTuning read(java.nio.file.Path file) throws IOException {
        try (InputStream in = java.nio.file.Files.newInputStream(file)) {
            return parse(in).from(file.toString());
        }
    }

    /** Reads a database in gemm-tuning.json's format (the autotuner writes the same). */
    public static GemmTuning parse(InputStream in) throws IOException {
        return of(new ObjectMapper().readTree(in));
    }

    /** The database a JSON tree in gemm-tuning.json's format holds (a worker's copy of gemm --database's file). */
    public static GemmTuning of(JsonNode root) throws IOException {
        List<Entry> entries = new ArrayList<>();
        for (JsonNode node : TuningFormatException.entries(root, RESOURCE)) {
            String level = null;
            String key = "";
            for (String candidate : List.of("device", "architecture", "vendor")) {
                if (node.has(candidate)) {
                    level = candidate;
                    key = node.get(candidate).asText();
                }
            }
            if (level == null) {
                level = "default";
            }
            GemmShapeClass shapes = null;
            if (node.has("shapes")) {
                shapes = GemmShapeClass.parse(node.get("shapes").asText());
                if (shapes == null) {
                    throw new TuningFormatException("unknown shape class '" + node.get("shapes").asText() + "'"
                            + "; the classes are " + java.util.Arrays.stream(GemmShapeClass.values())
                            .map(GemmShapeClass::id).toList());
                }
            }
            BackendKind backend = null;
            if (node.has("backend")) {
                try {
                    backend = BackendKind.parse(node.get("backend").asText());
                } catch (RuntimeException unknown) {
                    throw new TuningFormatException("unknown backend '" + node.get("backend").asText() + "'"
                            + ": " + unknown.getMessage());
                }
            }
            Map<String, Long> parameters = new TreeMap<>();
            Iterator<Map.Entry<String, JsonNode>> fields = node.path("parameters").fields();
            while (fields.hasNext()) {
                Map.Entry<String, JsonNode> field = fields.next();
                parameters.put(field.getKey(), TuningFormatException.integer(field.getKey(), field.getValue()));
            }
            entries.add(new Entry(level, key, shapes, backend, parameters, node.path("source").asText("")));
        }
        return new GemmTuning(entries);
    }

    private static GemmTuning load() {
        try (InputStream in = GemmTuning.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + RESOURCE + " next to " + GemmTuning.class.getName());
            }
            return parse(in);
        } catch (IOException failure) {
            throw new UncheckedIOException(failure);
        }
    }
}
