/*
 * The LDS bank geometries of lds-banks.json, looked up by architecture preset id. Unlisted architectures (PowerVR,
 * Apple, CDNA3, RDNA4) have no published bank layout we could source, so the lookup says so instead of guessing.
 */
package dev.kernelscope.model.lds;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.kernelscope.model.InvalidInputException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

public final class LdsBankTable {
    private static final String RESOURCE = "lds-banks.json";
    private static final List<LdsBankGeometry> GEOMETRIES = load();

    private LdsBankTable() {
    }

    public static List<LdsBankGeometry> all() {
        return GEOMETRIES;
    }

    public static Optional<LdsBankGeometry> find(String archId) {
        return GEOMETRIES.stream().filter(g -> g.archIds().contains(archId)).findFirst();
    }

    /** The geometry of archId, or an InvalidInputException naming the architectures that have one. */
    public static LdsBankGeometry require(String archId) {
        return find(archId).orElseThrow(() -> new InvalidInputException("no LDS bank layout is known for '" + archId
                + "' (no sourced figure); known: " + String.join(", ", GEOMETRIES.stream()
                        .flatMap(g -> g.archIds().stream()).toList()) + "."));
    }

    private static List<LdsBankGeometry> load() {
        try (InputStream in = LdsBankTable.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the jar");
            }
            JsonNode root = new ObjectMapper().readTree(in);
            List<LdsBankGeometry> geometries = new ArrayList<>();
            for (JsonNode entry : root.path("geometries")) {
                List<String> ids = new ArrayList<>();
                entry.path("archIds").forEach(id -> ids.add(id.asText()));
                geometries.add(new LdsBankGeometry(ids, entry.path("banks").asInt(), entry.path("bankBytes").asInt(),
                        entry.path("banksPerUnit").asInt(), entry.path("unitName").asText(),
                        entry.path("note").asText(), entry.path("source").asText()));
            }
            return List.copyOf(geometries);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
    }
}
