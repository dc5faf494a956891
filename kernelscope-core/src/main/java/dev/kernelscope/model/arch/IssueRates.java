/*
 * FP32 and 32-bit integer issue rates per architecture preset (issue-rates.json): results per clock per compute unit,
 * each number with its source, or no number and the reason. The FP-to-integer ratio is what seed 001's "prefer float
 * on Rogue" rests on (2:1 there, from dual-issued FP); on NVIDIA from sm_86 on FP32 is also twice the integer rate.
 */
package dev.kernelscope.model.arch;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

public final class IssueRates {
    private static final String RESOURCE = "issue-rates.json";
    private static final List<Entry> ENTRIES = load();

    private IssueRates() {}

    /**
     * One preset's rates; an absent rate is empty and {@code note} says why.
     *
     * @param unit what the rates count per clock: "SM", "CU", "USC", "core"
     */
    public record Entry(String archId, String unit, OptionalDouble fp32PerClock, OptionalDouble int32AddPerClock,
                        OptionalDouble int32MulPerClock, Map<String, String> sources, String note) {
        public Entry {
            sources = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(sources));
        }

        /** FP32 results per integer add result: 2 on Rogue (dual-issued FP), empty when either rate is unknown. */
        public OptionalDouble fpPerIntegerAdd() {
            return fp32PerClock.isPresent() && int32AddPerClock.isPresent()
                    ? OptionalDouble.of(fp32PerClock.getAsDouble() / int32AddPerClock.getAsDouble())
                    : OptionalDouble.empty();
        }
    }

    public static List<Entry> all() {
        return ENTRIES;
    }

    public static Optional<Entry> find(String archId) {
        return ENTRIES.stream().filter(e -> e.archId().equals(archId)).findFirst();
    }

    private static List<Entry> load() {
        try (InputStream in = IssueRates.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the jar");
            }
            List<Entry> entries = new ArrayList<>();
            for (JsonNode e : new ObjectMapper().readTree(in).path("rates")) {
                Map<String, String> sources = new LinkedHashMap<>();
                e.path("sources").properties().forEach(s -> sources.put(s.getKey(), s.getValue().asText()));
                entries.add(new Entry(e.path("archId").asText(), e.path("unit").asText(), rate(e, "fp32PerClock"),
                        rate(e, "int32AddPerClock"), rate(e, "int32MulPerClock"), sources,
                        e.hasNonNull("note") ? e.get("note").asText() : null));
            }
            return List.copyOf(entries);
        } catch (IOException failure) {
            throw new UncheckedIOException("cannot read " + RESOURCE, failure);
        }
    }

    private static OptionalDouble rate(JsonNode entry, String field) {
        return entry.hasNonNull(field) ? OptionalDouble.of(entry.get(field).asDouble()) : OptionalDouble.empty();
    }
}
