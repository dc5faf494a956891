/*
 * The one registry of architectures: the bundled presets (presets.json), optionally extended or overridden by a
 * user's --arch-file. Lookup by id; an unknown id is an InvalidInputException that lists the known ids.
 */
package dev.kernelscope.model.arch;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.UserText;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

public final class ArchRegistry {
    /** Resource name of the presets, next to this class. */
    public static final String PRESETS_RESOURCE = "presets.json";
    /**
     * Processors without a preset of their own, mapped to the preset with the same register file and LDS (LLVM's
     * AMDGPU processor table: every gfx8 and gfx9 GCN has 256 VGPRs, 800 SGPRs and 64 KiB of LDS, RDNA1 has one
     * register file). gfx8 (Polaris, Fiji) and the gfx9 APUs were missing, so isa --target gfx803 had no model at all.
     */
    private static final Map<String, String> RELATIVES = Map.ofEntries(Map.entry("gfx801", "gcn"),
            Map.entry("gfx802", "gcn"), Map.entry("gfx803", "gcn"), Map.entry("gfx805", "gcn"), Map.entry("gfx810", "gcn"),
            Map.entry("gfx902", "gfx900"), Map.entry("gfx904", "gfx900"), Map.entry("gfx909", "gfx900"),
            Map.entry("gfx90c", "gfx900"), Map.entry("gfx1011", "gfx1010"), Map.entry("gfx1012", "gfx1010"),
            Map.entry("gfx1013", "gfx1010"), Map.entry("gfx940", "gfx942"),
            Map.entry("gfx941", "gfx942"), Map.entry("gfx1031", "gfx1030"), Map.entry("gfx1032", "gfx1030"),
            Map.entry("gfx1033", "gfx1030"), Map.entry("gfx1034", "gfx1030"), Map.entry("gfx1035", "gfx1030"),
            Map.entry("gfx1036", "gfx1030"), Map.entry("gfx1101", "gfx1100"), Map.entry("gfx1103", "gfx1102"),
            Map.entry("gfx1200", "gfx1201"), Map.entry("gfx600", "gfx6"), Map.entry("gfx601", "gfx6"),
            Map.entry("gfx602", "gfx6"), Map.entry("gfx700", "gfx7"), Map.entry("gfx701", "gfx7"),
            Map.entry("gfx702", "gfx7"), Map.entry("gfx703", "gfx7"), Map.entry("gfx704", "gfx7"),
            Map.entry("gfx705", "gfx7"));

    private static final class Presets {
        static final ArchRegistry INSTANCE = new ArchRegistry(loadPresets());
    }

    private final Map<String, Architecture> byId;

    private ArchRegistry(Collection<? extends Architecture> archs) {
        Map<String, Architecture> map = new LinkedHashMap<>();
        for (Architecture arch : archs) {
            map.put(arch.id(), arch);
        }
        this.byId = map;
    }

    /** The bundled presets (loaded once). */
    public static ArchRegistry presets() {
        return Presets.INSTANCE;
    }

    /**
     * The presets plus the architectures of a user's file. An entry whose id equals a preset's replaces that preset
     * (so a model's parameters can be overridden by copying its entry); new ids are listed after the presets.
     */
    public static ArchRegistry withFile(Path archFile) {
        return presets().with(ArchFiles.read(archFile));
    }

    /** This registry plus (or overridden by) the given architectures. */
    public ArchRegistry with(List<? extends Architecture> archs) {
        Map<String, Architecture> map = new LinkedHashMap<>(byId);
        for (Architecture arch : archs) {
            map.put(arch.id(), arch);
        }
        return new ArchRegistry(map.values());
    }

    /** This registry with every AMD architecture modelled without a trap handler (--no-trap-handler). */
    public ArchRegistry withoutTrapHandler() {
        return new ArchRegistry(byId.values().stream()
                .map(arch -> arch instanceof AmdArch amd ? amd.withoutTrapHandler() : arch).toList());
    }

    /**
     * The architecture with this id, or an InvalidInputException that lists the known ids, led by the one the user
     * most likely meant: a processor's relative (gfx1101 -> gfx1100) or the same id spelled otherwise (SM_90, sm90).
     */
    public Architecture get(String id) {
        Architecture arch = id == null ? null : byId.get(id);
        if (arch == null) {
            throw new InvalidInputException(unknownMessage(id) + likelyMeant(id) + " Known architectures: "
                    + String.join(", ", ids()) + ". Use --arch-file FILE to add your own (same format as --list-archs"
                    + " --format json).");
        }
        return arch;
    }

    /**
     * " It has no preset of its own, but the register file and LDS of gfx1100: use gfx1100." or " Did you mean
     * sm_90?" for an unknown id, "" when nothing known is close.
     */
    public String likelyMeant(String id) {
        if (id == null) {
            return "";
        }
        Optional<Architecture> relative = Optional.ofNullable(RELATIVES.get(id.strip().toLowerCase(Locale.ROOT)))
                .flatMap(this::find);
        if (relative.isPresent()) {
            return " It has no preset of its own, but the register file and LDS of " + relative.get().id() + ": use "
                    + relative.get().id() + ".";
        }
        String spelled = simplified(id);
        return byId.keySet().stream().filter(known -> simplified(known).equals(spelled)).findFirst()
                .map(known -> " Did you mean " + known + "?").orElse("");
    }

    /** An id without case, blanks, '_' and '-': SM_90, sm90 and sm-90 all read sm90. */
    private static String simplified(String id) {
        return id.toLowerCase(Locale.ROOT).replaceAll("[\\s_-]", "");
    }

    /** "unknown architecture 'sm_99'." with the id quoted short: the start of every unknown-id message. */
    public static String unknownMessage(String id) {
        return "unknown architecture '" + UserText.quote(id) + "'.";
    }

    public Optional<Architecture> find(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    /** The preset for an AMD processor: its own, else the relative with the same register file and LDS. */
    public Optional<Architecture> findProcessor(String processor) {
        return find(processor).or(() -> Optional.ofNullable(RELATIVES.get(processor)).flatMap(this::find));
    }

    /** All architectures, presets first in the preset file's order. */
    public List<Architecture> all() {
        return List.copyOf(byId.values());
    }

    public List<String> ids() {
        return List.copyOf(byId.keySet());
    }

    private static List<Architecture> loadPresets() {
        try (InputStream in = ArchRegistry.class.getResourceAsStream(PRESETS_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + PRESETS_RESOURCE + " next to " + ArchRegistry.class.getName());
            }
            return ArchFiles.read(in, PRESETS_RESOURCE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
