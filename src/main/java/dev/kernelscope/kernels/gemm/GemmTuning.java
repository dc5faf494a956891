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
