/*
 * The reference products of reference-devices.json: one or more per architecture preset that has one (PowerVR and
 * Apple presets are models of families without one published configuration, so they have none). Where a preset has
 * several products (sm_90: H100 and H200), a device is matched to one by its name ("matchesName").
 */
package dev.kernelscope.model.roofline;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.kernelscope.model.InvalidInputException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

public final class ReferenceDevices {
    private static final String RESOURCE = "reference-devices.json";
    private static final List<ReferenceDevice> DEVICES = load();

    private ReferenceDevices() {
    }

    public static List<ReferenceDevice> all() {
        return DEVICES;
    }

    /** The preset's first (default) reference product. */
    public static Optional<ReferenceDevice> find(String archId) {
        return DEVICES.stream().filter(d -> d.archId().equals(archId)).findFirst();
    }

    /**
     * The reference product of this device: of the preset's products, the one whose name key occurs in the device's
     * name (an H200 is not an H100: 4.8 against 3.35 TB/s), else the preset's default.
     */
    public static Optional<ReferenceDevice> find(String archId, String deviceName) {
        String name = deviceName == null ? "" : deviceName.toUpperCase(java.util.Locale.ROOT);
        return DEVICES.stream().filter(d -> d.archId().equals(archId) && !d.matchesName().isEmpty()
                        && name.contains(d.matchesName().toUpperCase(java.util.Locale.ROOT))).findFirst()
                .or(() -> find(archId));
    }

    public static ReferenceDevice require(String archId) {
        return find(archId).orElseThrow(() -> new InvalidInputException("no reference device (peak FP32 and"
                + " bandwidth) is listed for '" + archId + "'; listed: " + String.join(", ",
                        DEVICES.stream().map(ReferenceDevice::archId).toList()) + "."));
    }

    private static List<ReferenceDevice> load() {
        try (InputStream in = ReferenceDevices.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the jar");
            }
            List<ReferenceDevice> devices = new ArrayList<>();
            for (JsonNode entry : new ObjectMapper().readTree(in).path("devices")) {
                Map<String, String> sources = new LinkedHashMap<>();
                entry.path("sources").properties().forEach(e -> sources.put(e.getKey(), e.getValue().asText()));
                devices.add(new ReferenceDevice(entry.path("archId").asText(), entry.path("product").asText(),
                        entry.path("computeUnits").asInt(), entry.path("unitName").asText(),
                        entry.path("fp32LanesPerUnit").asInt(), entry.path("issueFactor").asInt(1),
                        entry.path("boostClockMhz").asDouble(), entry.path("memoryBusBits").asInt(),
                        entry.path("memoryGbpsPerPin").asDouble(), entry.path("matchesName").asText(""), sources));
            }
            return List.copyOf(devices);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
    }
}
