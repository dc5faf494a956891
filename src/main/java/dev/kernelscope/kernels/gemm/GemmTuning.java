/*
 * The tuned rung's per-device parameters, CLBlast style: a small JSON database (gemm-tuning.json, next to the
 * kernels) searched device name -> architecture preset -> vendor -> default; the first match wins and says which
 * level matched. Entries hold only the parameters that differ from 10_tuned.cl's own defaults.
 */
package dev.kernelscope.kernels.gemm;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.kernelscope.device.Device;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

public final class GemmTuning {
    public static final String RESOURCE = "gemm-tuning.json";

    /** One database entry: what it matches, the parameters, and where the numbers came from. */
    public record Entry(String level, String key, Map<String, Long> parameters, String source) {
        public Entry {
            parameters = new TreeMap<>(parameters);
        }

        static Entry defaults() {
            return new Entry("default", "", Map.of(), "the kernel file's defaults");
        }

        /** "device NVIDIA H100 80GB HBM3", "architecture sm_90", "vendor NVIDIA" or "default". */
        public String matchedBy() {
            return key.isEmpty() ? level : level + " " + key;
        }
    }

    private static final GemmTuning BUILT_IN = load();

    private final List<Entry> entries;

    GemmTuning(List<Entry> entries) {
        this.entries = List.copyOf(entries);
    }

    public static GemmTuning builtIn() {
        return BUILT_IN;
    }

    public List<Entry> entries() {
        return entries;
    }

    /** The most specific entry for {@code device}: its exact name, then its architecture preset, then its vendor. */
    public Entry lookup(Device device) {
        return lookup(device.name(), device.archPreset(), device.vendor());
    }

    public Entry lookup(String deviceName, String architecture, String vendor) {
        for (String level : List.of("device", "architecture", "vendor")) {
            for (Entry entry : entries) {
                if (!entry.level().equals(level)) {
                    continue;
                }
                boolean matches = switch (level) {
                    case "device" -> entry.key().equalsIgnoreCase(deviceName.strip());
                    case "architecture" -> entry.key().equalsIgnoreCase(architecture);
                    default -> vendor.toLowerCase(Locale.ROOT).contains(entry.key().toLowerCase(Locale.ROOT));
                };
                if (matches) {
                    return entry;
                }
            }
        }
        return entries.stream().filter(e -> e.level().equals("default")).findFirst().orElse(Entry.defaults());
    }

    /**
     * This database with {@code entry} added, or replacing the entry of the same level and key (the tuner's
     * --write-database; it decides beforehand whether the new entry is better than the one it replaces).
     */
    public GemmTuning withEntry(Entry entry) {
        List<Entry> updated = new ArrayList<>();
        boolean replaced = false;
        for (Entry existing : entries) {
            if (existing.level().equals(entry.level()) && existing.key().equalsIgnoreCase(entry.key())) {
                updated.add(entry);
                replaced = true;
            } else {
                updated.add(existing);
            }
        }
        if (!replaced) {
            updated.addFirst(entry);   // lookup goes by level, so the order only matters to the reader
        }
        return new GemmTuning(updated);
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
            com.fasterxml.jackson.databind.node.ObjectNode parameters = node.putObject("parameters");
            entry.parameters().forEach(parameters::put);
            node.put("source", entry.source());
        }
        return root;
    }

    /** Reads a database file in gemm-tuning.json's format (a user's copy that --write-database updates). */
    public static GemmTuning read(java.nio.file.Path file) throws IOException {
        try (InputStream in = java.nio.file.Files.newInputStream(file)) {
            return parse(in);
        }
    }

    static GemmTuning parse(InputStream in) throws IOException {
        JsonNode root = new ObjectMapper().readTree(in);
        List<Entry> entries = new ArrayList<>();
        for (JsonNode node : root.path("entries")) {
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
            Map<String, Long> parameters = new TreeMap<>();
            Iterator<Map.Entry<String, JsonNode>> fields = node.path("parameters").fields();
            while (fields.hasNext()) {
                Map.Entry<String, JsonNode> field = fields.next();
                parameters.put(field.getKey(), field.getValue().asLong());
            }
            entries.add(new Entry(level, key, parameters, node.path("source").asText("")));
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
