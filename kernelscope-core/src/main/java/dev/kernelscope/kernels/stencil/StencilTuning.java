/*
 * The tuned variant and its parameters per device and filter family, CLBlast style as GemmTuning: stencil-tuning.json
 * next to the kernels, searched device name -> architecture preset -> vendor -> default. Within a level, an entry for
 * a directional Sobel filter's own name (sobelx, sobely) beats one for its family, an entry for the exact family (box,
 * gauss, sobel, iterate) beats one for "*", an exact pixel type beats "*", and among those the one with the
 * smallest maxRadius that still covers the filter (wide words pay off for small radii only); an iterated filter also
 * needs maxPasses (default: any) to cover its passes, and an entry with minPixels (default 0) serves only images of at
 * least that many pixels (and beats one without it there). An entry with a backend ("cuda", "opencl"; default "*",
 * any) serves that backend only, and beats one for any backend with the same radius bound: the same kernel can measure
 * differently through CUDA and NVIDIA's OpenCL on one GPU. The first match wins. An iterated filter whose answering
 * level has no "iterate" entry runs its single filter's entry once per pass.
 */
package dev.kernelscope.kernels.stencil;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.kernelscope.device.Device;
import dev.kernelscope.kernels.TuningFormatException;
import dev.kernelscope.kernels.TuningLevels;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

public final class StencilTuning {
    public static final String RESOURCE = "stencil-tuning.json";

    /** One entry: what it matches, the variant, its parameters, and where the numbers came from. */
    public record Entry(String level, String key, String family, String type, int maxRadius, int maxPasses,
                        long minPixels, String backend, StencilVariant variant, Map<String, Long> parameters,
                        String source) {
        /** No limit on an iterated filter's passes. */
        public static final int ANY_PASSES = Integer.MAX_VALUE;
        /** The backend of an entry for every backend. */
        public static final String ANY_BACKEND = "*";

        public Entry {
            parameters = new TreeMap<>(parameters);
        }

        /** An entry for any number of passes, any image size and any backend. */
        public Entry(String level, String key, String family, String type, int maxRadius, StencilVariant variant,
                     Map<String, Long> parameters, String source) {
            this(level, key, family, type, maxRadius, ANY_PASSES, 0, ANY_BACKEND, variant, parameters, source);
        }

        /** Whether it serves a filter of this radius and passes on an image of {@code pixels} pixels. */
        boolean covers(int radius, int passes, long pixels) {
            return radius <= maxRadius && passes <= maxPasses && pixels >= minPixels;
        }

        /** Whether it serves {@code backendName} ("cuda", "opencl"; null: not known, so only entries for any). */
        boolean serves(String backendName) {
            return backend.equals(ANY_BACKEND) || backend.equals(backendName);
        }

        /** "architecture sm_90 (box, u8)". */
        public String matchedBy() {
            return (key.isEmpty() ? level : level + " " + key) + " (" + family + ", " + type
                    + (maxRadius < FilterSpec.MAX_RADIUS ? ", radius <= " + maxRadius : "")
                    + (maxPasses < ANY_PASSES ? ", passes <= " + maxPasses : "")
                    + (minPixels > 0 ? ", images >= " + minPixels + " pixels" : "")
                    + (backend.equals(ANY_BACKEND) ? "" : ", " + backend + " only") + ")";
        }
    }

    private static final StencilTuning BUILT_IN = load();

    private final List<Entry> entries;
    private final String origin;   // the file it was read from; null for the built-in database

    StencilTuning(List<Entry> entries) {
        this(entries, null);
    }

    private StencilTuning(List<Entry> entries, String origin) {
        this.entries = List.copyOf(entries);
        this.origin = origin;
    }

    /** This database, said to come from {@code origin} (a file's name; the records name it). */
    public StencilTuning from(String origin) {
        return new StencilTuning(entries, origin);
    }

    /** Where this database came from (the file `stencil --database` named), or null for the built-in one. */
    public String origin() {
        return origin;
    }

    public static StencilTuning builtIn() {
        return BUILT_IN;
    }

    public List<Entry> entries() {
        return entries;
    }

    /** The entry for an image of any size: entries bound to large images (minPixels) left out. */
    public Entry lookup(Device device, FilterSpec filter, PixelType type) {
        return lookup(device, filter, type, 0);
    }

    /** The entry for an image of {@code pixels} pixels. */
    public Entry lookup(Device device, FilterSpec filter, PixelType type, long pixels) {
        return lookup(device.name(), device.archPreset(), device.vendor(), device.backend().cliName(), filter, pixels,
                type);
    }

    /**
     * The entry for {@code filter} on an image of {@code pixels} pixels. An iterated filter that the level answering
     * has no "iterate" entry for, only a generic ("*") one that fuses nothing, takes its single filter's entry, once
     * per pass: each pass is that filter's launch on another image (H200, session 31: uchar box3 x4 at 8192^2 in
     * 171-173 us per pass against 190-193 with the generic iterate entry it had, docs/results/h200/session31).
     */
    public Entry lookup(String deviceName, String architecture, String vendor, FilterSpec filter, long pixels,
                        PixelType type) {
        return lookup(deviceName, architecture, vendor, null, filter, pixels, type);
    }

    /** As above through the backend named {@code backend} ("cuda", "opencl"; null: only entries for any backend). */
    public Entry lookup(String deviceName, String architecture, String vendor, String backend, FilterSpec filter,
                        long pixels, PixelType type) {
        Entry entry = lookup(deviceName, architecture, vendor, backend, filter.databaseFamilies(), filter.radius(),
                filter.passes(), pixels, type);
        if (filter.passes() > 1 && !entry.family().equals(filter.family()) && !entry.variant().fusesPasses()) {
            return lookup(deviceName, architecture, vendor, backend, filter.single(), pixels, type);
        }
        return entry;
    }

    public Entry lookup(String deviceName, String architecture, String vendor, String family, int radius,
                        PixelType type) {
        return lookup(deviceName, architecture, vendor, family, radius, 1, 0, type);
    }

    public Entry lookup(String deviceName, String architecture, String vendor, String family, int radius, int passes,
                        long pixels, PixelType type) {
        return lookup(deviceName, architecture, vendor, null, List.of(family), radius, passes, pixels, type);
    }

    /**
     * As above for a filter the database may name several ways ({@code families}: the most specific first) through
     * {@code backend} (null: only entries for any backend). A backend's own entry beats one for any backend only
     * where family, type and radius bound tie: a wider entry for one backend never takes a narrower one's filters.
     */
    public Entry lookup(String deviceName, String architecture, String vendor, String backend, List<String> families,
                        int radius, int passes, long pixels, PixelType type) {
        for (String level : TuningLevels.ORDER) {
            Optional<Entry> best = entries.stream()
                    .filter(e -> e.level().equals(level))
                    .filter(e -> TuningLevels.matches(level, e.key(), deviceName, architecture, vendor))
                    .filter(e -> e.family().equals("*") || families.contains(e.family()))
                    .filter(e -> e.type().equals("*") || e.type().equals(type.id()))
                    .filter(e -> e.covers(radius, passes, pixels))
                    .filter(e -> e.serves(backend))
                    .max(Comparator.comparingInt((Entry e) -> familyRank(e, families)
                            + (e.type().equals("*") ? 0 : 2)).thenComparingInt(e -> -e.maxRadius())
                            .thenComparingInt(e -> e.backend().equals(Entry.ANY_BACKEND) ? 0 : 1)
                            .thenComparingInt(e -> -e.maxPasses()).thenComparingLong(Entry::minPixels));
            if (best.isPresent()) {
                return best.get();
            }
        }
        return new Entry("default", "", "*", "*", FilterSpec.MAX_RADIUS, families.contains("iterate")
                ? StencilVariant.MULTIPASS_FUSED : StencilVariant.VECTOR, Map.of(), "the variant file's defaults");
    }

    /** "*" 0; a named family 4, and 4 more for each name after it in {@code families} (the more specific). */
    private static int familyRank(Entry entry, List<String> families) {
        int at = families.indexOf(entry.family());
        return at < 0 ? 0 : 4 * (families.size() - at);
    }

    /**
     * This database with {@code entry} added, replacing one with the same level, key, family, type, radius, passes,
     * image-size bound and backend.
     */
    public StencilTuning withEntry(Entry entry) {
        List<Entry> updated = new ArrayList<>();
        boolean replaced = false;
        for (Entry existing : entries) {
            if (existing.level().equals(entry.level()) && existing.key().equalsIgnoreCase(entry.key())
                    && existing.family().equals(entry.family()) && existing.type().equals(entry.type())
                    && existing.maxRadius() == entry.maxRadius() && existing.maxPasses() == entry.maxPasses()
                    && existing.minPixels() == entry.minPixels() && existing.backend().equals(entry.backend())) {
                updated.add(entry);
                replaced = true;
            } else {
                updated.add(existing);
            }
        }
        if (!replaced) {
            updated.addFirst(entry);   // lookup goes by level and specificity, so the order only matters to the reader
        }
        return new StencilTuning(updated, origin);
    }

    /** The database as stencil-tuning.json holds it ("about" text given by the caller). */
    public com.fasterxml.jackson.databind.node.ObjectNode toJson(String about) {
        com.fasterxml.jackson.databind.node.ObjectNode root = new ObjectMapper().createObjectNode();
        root.put("about", about);
        com.fasterxml.jackson.databind.node.ArrayNode list = root.putArray("entries");
        for (Entry entry : entries) {
            com.fasterxml.jackson.databind.node.ObjectNode node = list.addObject();
            if (!entry.level().equals("default")) {
                node.put(entry.level(), entry.key());
            }
            node.put("family", entry.family());
            node.put("type", entry.type());
            if (entry.maxRadius() < FilterSpec.MAX_RADIUS) {
                node.put("maxRadius", entry.maxRadius());
            }
            if (entry.maxPasses() < Entry.ANY_PASSES) {
                node.put("maxPasses", entry.maxPasses());
            }
            if (entry.minPixels() > 0) {
                node.put("minPixels", entry.minPixels());
            }
            if (!entry.backend().equals(Entry.ANY_BACKEND)) {
                node.put("backend", entry.backend());
            }
            node.put("variant", entry.variant().id());
            com.fasterxml.jackson.databind.node.ObjectNode parameters = node.putObject("parameters");
            entry.parameters().forEach(parameters::put);
            node.put("source", entry.source());
        }
        return root;
    }

    /** Reads a database file in stencil-tuning.json's format (a user's copy that tune --write-database updates). */
    public static StencilTuning read(java.nio.file.Path file) throws IOException {
        try (InputStream in = java.nio.file.Files.newInputStream(file)) {
            return parse(in).from(file.toString());
        }
    }

    static StencilTuning parse(InputStream in) throws IOException {
        return of(new ObjectMapper().readTree(in));
    }

    /** The database a JSON tree in stencil-tuning.json's format holds (a worker's copy of stencil --database's). */
    public static StencilTuning of(JsonNode root) throws IOException {
        List<Entry> entries = new ArrayList<>();
        for (JsonNode node : TuningFormatException.entries(root, RESOURCE)) {
            String level = "default";
            String key = "";
            for (String candidate : List.of("device", "architecture", "vendor")) {
                if (node.has(candidate)) {
                    level = candidate;
                    key = node.get(candidate).asText();
                }
            }
            Map<String, Long> parameters = new TreeMap<>();
            Iterator<Map.Entry<String, JsonNode>> fields = node.path("parameters").fields();
            while (fields.hasNext()) {
                Map.Entry<String, JsonNode> field = fields.next();
                parameters.put(field.getKey(), TuningFormatException.integer(field.getKey(), field.getValue()));
            }
            StencilVariant variant;
            String backend;
            try {
                variant = StencilVariant.parse(node.path("variant").asText());
                backend = backend(node);
            } catch (RuntimeException unknown) {
                throw new TuningFormatException(unknown.getMessage());
            }
            entries.add(new Entry(level, key, node.path("family").asText("*"), node.path("type").asText("*"),
                    node.path("maxRadius").asInt(FilterSpec.MAX_RADIUS), node.path("maxPasses").asInt(Entry.ANY_PASSES),
                    node.path("minPixels").asLong(0), backend, variant, parameters, node.path("source").asText("")));
        }
        return new StencilTuning(entries);
    }

    /** An entry's backend: "*" when it names none, else a backend's CLI name (an unknown one is refused). */
    private static String backend(JsonNode node) {
        String name = node.path("backend").asText(Entry.ANY_BACKEND);
        return name.equals(Entry.ANY_BACKEND) ? name : dev.kernelscope.device.BackendKind.parse(name).cliName();
    }

    private static StencilTuning load() {
        try (InputStream in = StencilTuning.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + RESOURCE + " next to "
                        + StencilTuning.class.getName());
            }
            return parse(in);
        } catch (IOException failure) {
            throw new UncheckedIOException(failure);
        }
    }
}
