/*
 * Reads and writes architecture files (the presets resource and users' --arch-file). Reading uses jackson-core's
 * streaming parser (JsonTree) and validates each entry (ArchEntryReader, the records' factories); writing uses
 * Jackson data binding. Every failure is an InvalidInputException naming the file, the entry and the field.
 */
package dev.kernelscope.model.arch;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.UserText;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The file format: either one architecture object, a JSON array of them, or {@code {"about": "...", "architectures": [...]}}
 * (the presets' form). Each object has {@code "id"}, {@code "family"} (nvidia, amd, powervr, apple), the family's fields
 * (the components of {@link NvidiaArch}, {@link AmdArch}, {@link RogueArch}, {@link AppleArch}) and an optional
 * {@code "sources"} map from field name to where the number comes from. Unknown fields are errors.
 */
public final class ArchFiles {

    private ArchFiles() {
    }

    /** The written form; the declared element type makes Jackson write each entry's "family". */
    private record ArchFile(List<Architecture> architectures) {
    }

    private static final class Writer {
        static final ObjectMapper MAPPER = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();
    }

    /** Reads a user's architecture file. */
    public static List<Architecture> read(Path file) {
        String name = UserText.quote(file.toString());
        if (file.toString().isBlank()) {
            throw new InvalidInputException("the architecture file name is empty; give the path of a JSON file.");
        }
        if (Files.isDirectory(file)) {
            throw new InvalidInputException("the architecture file " + name + " is a folder; give the path of a JSON"
                    + " file (the format of --list-archs --format json).");
        }
        try (InputStream in = Files.newInputStream(file)) {
            return read(in, name);
        } catch (NoSuchFileException e) {
            throw new InvalidInputException("architecture file " + name + " does not exist.");
        } catch (IOException e) {
            throw new InvalidInputException("cannot read architecture file " + name + ": "
                    + UserText.quote(String.valueOf(e.getMessage())) + ".", e);
        }
    }

    /** Reads architectures from a stream; {@code sourceName} names it in error messages. */
    public static List<Architecture> read(InputStream in, String sourceName) {
        List<?> entries = entries(JsonTree.parse(in, sourceName), sourceName);
        List<Architecture> result = new ArrayList<>(entries.size());
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < entries.size(); i++) {
            Object entry = entries.get(i);
            String label = sourceName + ", architecture #" + (i + 1)
                    + (entry instanceof Map<?, ?> m && m.get("id") instanceof String id ? " ('" + UserText.quote(id) + "')" : "");
            Architecture arch;
            try {
                arch = ArchEntryReader.read(entry, label);
            } catch (InvalidInputException e) {
                String message = e.getMessage();
                throw message.startsWith(sourceName) ? e : new InvalidInputException(sourceName + ": " + message, e);
            }
            if (!ids.add(arch.id())) {
                throw new InvalidInputException(sourceName + " defines architecture '" + arch.id() + "' twice; ids must be unique.");
            }
            result.add(arch);
        }
        return List.copyOf(result);
    }

    /** The JSON text of architectures in the same format {@link #read} accepts (round trip). */
    public static String toJson(List<? extends Architecture> archs) {
        try {
            return Writer.MAPPER.writeValueAsString(new ArchFile(List.copyOf(archs)));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot serialize architectures", e);
        }
    }

    /** The JSON text of one architecture (with its "family" field). */
    public static String toJson(Architecture arch) {
        try {
            return Writer.MAPPER.writerFor(Architecture.class).writeValueAsString(arch);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot serialize " + arch.id(), e);
        }
    }

    /** Writes architectures to a file in the format {@link #read} accepts. */
    public static void write(List<? extends Architecture> archs, Path file) throws IOException {
        Files.writeString(file, toJson(archs));
    }

    private static List<?> entries(Object root, String sourceName) {
        List<?> list;
        if (root == null) {
            throw new InvalidInputException(sourceName + " is empty; it must hold an architecture object, an array of them, "
                    + "or {\"architectures\": [...]}.");
        } else if (root instanceof List<?> array) {
            list = array;
        } else if (root instanceof Map<?, ?> map && map.containsKey("architectures")) {
            if (!(map.get("architectures") instanceof List<?> array)) {
                throw new InvalidInputException(sourceName + ": \"architectures\" must be an array of architecture objects.");
            }
            for (Object name : map.keySet()) {
                if (!name.equals("architectures") && !name.equals("about")) {
                    throw new InvalidInputException(sourceName + ": unknown top-level field \"" + name
                            + "\"; only \"about\" and \"architectures\" are allowed.");
                }
            }
            list = array;
        } else if (root instanceof Map<?, ?>) {
            list = List.of(root);
        } else {
            throw new InvalidInputException(sourceName + " must hold an architecture object, an array of them, or {\"architectures\": [...]}.");
        }
        if (list.isEmpty()) {
            throw new InvalidInputException(sourceName + " defines no architecture.");
        }
        return list;
    }
}
