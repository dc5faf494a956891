/*
 * Reads and writes architecture files (the presets resource and users' --arch-file) with Jackson, turning every
 * parse or validation failure into an InvalidInputException that names the file, the entry and the field.
 */
package dev.kernelscope.model.arch;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.exc.InvalidTypeIdException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.kernelscope.model.InvalidInputException;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The file format: either one architecture object, a JSON array of them, or {@code {"about": "...", "architectures": [...]}}
 * (the presets' form). Each object has {@code "id"}, {@code "family"} (nvidia, amd, powervr, apple), the family's numeric
 * fields and an optional {@code "sources"} map from field name to where the number comes from.
 */
public final class ArchFiles {
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .enable(SerializationFeature.INDENT_OUTPUT)
            .build();

    private ArchFiles() {
    }

    /** Reads a user's architecture file. */
    public static List<Architecture> read(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            return read(in, file.toString());
        } catch (NoSuchFileException e) {
            throw new InvalidInputException("architecture file " + file + " does not exist.");
        } catch (IOException e) {
            throw new InvalidInputException("cannot read architecture file " + file + ": " + e.getMessage(), e);
        }
    }

    /** Reads architectures from a stream; {@code sourceName} names it in error messages. */
    public static List<Architecture> read(InputStream in, String sourceName) {
        JsonNode root;
        try {
            root = MAPPER.readTree(in);
        } catch (JsonProcessingException e) {
            throw new InvalidInputException(sourceName + " is not valid JSON" + where(e.getLocation()) + ": " + e.getOriginalMessage(), e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<JsonNode> entries = entries(root, sourceName);
        List<Architecture> result = new ArrayList<>(entries.size());
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < entries.size(); i++) {
            Architecture arch = entry(entries.get(i), sourceName, i);
            if (!ids.add(arch.id())) {
                throw new InvalidInputException(sourceName + " defines architecture '" + arch.id() + "' twice; ids must be unique.");
            }
            result.add(arch);
        }
        return List.copyOf(result);
    }

    /** The JSON text of architectures in the same format {@link #read} accepts (round trip). */
    public static String toJson(List<? extends Architecture> archs) {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("architectures", archs);
        try {
            return MAPPER.writerFor(MAPPER.getTypeFactory().constructMapType(LinkedHashMap.class, String.class, Object.class))
                    .writeValueAsString(doc);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot serialize architectures", e);
        }
    }

    /** The JSON text of one architecture (with its "family" field). */
    public static String toJson(Architecture arch) {
        try {
            return MAPPER.writerFor(Architecture.class).writeValueAsString(arch);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot serialize " + arch.id(), e);
        }
    }

    /** Writes architectures to a file in the format {@link #read} accepts. */
    public static void write(List<? extends Architecture> archs, Path file) throws IOException {
        Files.writeString(file, toJson(archs));
    }

    private static List<JsonNode> entries(JsonNode root, String sourceName) {
        List<JsonNode> list = new ArrayList<>();
        if (root == null || root.isMissingNode()) {
            throw new InvalidInputException(sourceName + " is empty; it must hold an architecture object, an array of them, "
                    + "or {\"architectures\": [...]}.");
        } else if (root.isArray()) {
            root.forEach(list::add);
        } else if (root.isObject() && root.has("architectures")) {
            JsonNode archs = root.get("architectures");
            if (!archs.isArray()) {
                throw new InvalidInputException(sourceName + ": \"architectures\" must be an array of architecture objects.");
            }
            for (var it = root.fieldNames(); it.hasNext(); ) {
                String name = it.next();
                if (!name.equals("architectures") && !name.equals("about")) {
                    throw new InvalidInputException(sourceName + ": unknown top-level field \"" + name
                            + "\"; only \"about\" and \"architectures\" are allowed.");
                }
            }
            archs.forEach(list::add);
        } else if (root.isObject()) {
            list.add(root);
        } else {
            throw new InvalidInputException(sourceName + " must hold an architecture object, an array of them, or {\"architectures\": [...]}.");
        }
        if (list.isEmpty()) {
            throw new InvalidInputException(sourceName + " defines no architecture.");
        }
        return list;
    }

    private static Architecture entry(JsonNode node, String sourceName, int index) {
        String label = sourceName + ", architecture #" + (index + 1)
                + (node.hasNonNull("id") ? " ('" + node.get("id").asText() + "')" : "");
        if (!node.isObject()) {
            throw new InvalidInputException(label + ": must be a JSON object.");
        }
        if (!node.hasNonNull("family")) {
            throw new InvalidInputException(label + ": field \"family\" is missing; it must be one of " + ArchFamily.knownNames() + ".");
        }
        try {
            return MAPPER.treeToValue(node, Architecture.class);
        } catch (InvalidTypeIdException e) {
            throw new InvalidInputException(label + ": unknown family \"" + e.getTypeId() + "\"; known families: "
                    + ArchFamily.knownNames() + ".", e);
        } catch (UnrecognizedPropertyException e) {
            String known = e.getKnownPropertyIds() == null ? "" : "; known fields: " + e.getKnownPropertyIds().stream()
                    .map(Object::toString).sorted().collect(Collectors.joining(", "));
            throw new InvalidInputException(label + ": unknown field \"" + e.getPropertyName() + "\"" + known + ".", e);
        } catch (ValueInstantiationException e) {
            if (e.getCause() instanceof InvalidInputException invalid) {
                throw new InvalidInputException(sourceName + ": " + invalid.getMessage(), invalid);
            }
            throw new InvalidInputException(label + ": " + e.getOriginalMessage(), e);
        } catch (JsonMappingException e) {
            Throwable cause = e.getCause();
            if (cause instanceof InvalidInputException invalid) {
                throw new InvalidInputException(sourceName + ": " + invalid.getMessage(), invalid);
            }
            throw new InvalidInputException(label + ": field \"" + fieldPath(e) + "\" has the wrong type: "
                    + firstLine(e.getOriginalMessage()), e);
        } catch (JsonProcessingException e) {
            throw new InvalidInputException(label + ": " + firstLine(e.getOriginalMessage()), e);
        }
    }

    private static String fieldPath(JsonMappingException e) {
        return e.getPath().stream()
                .map(ref -> ref.getFieldName() != null ? ref.getFieldName() : "[" + ref.getIndex() + "]")
                .collect(Collectors.joining("."));
    }

    private static String firstLine(String message) {
        int newline = message == null ? -1 : message.indexOf('\n');
        return newline < 0 ? String.valueOf(message) : message.substring(0, newline);
    }

    private static String where(JsonLocation location) {
        return location == null ? "" : " (line " + location.getLineNr() + ", column " + location.getColumnNr() + ")";
    }
}
