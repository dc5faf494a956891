/*
 * Turns one parsed architecture object (field name -> plain value) into its record: picks the family, rejects
 * unknown fields and wrong types with the field's name, and leaves range checks to each record's factory.
 */
package dev.kernelscope.model.arch;

import dev.kernelscope.model.InvalidInputException;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

final class ArchEntryReader {
    private final Map<String, Object> fields;
    private final String label;

    private ArchEntryReader(Map<String, Object> fields, String label) {
        this.fields = fields;
        this.label = label;
    }

    static Architecture read(Object entry, String label) {
        if (!(entry instanceof Map<?, ?> map)) {
            throw new InvalidInputException(label + ": must be a JSON object.");
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> fields = (Map<String, Object>) map;
        return new ArchEntryReader(fields, label).read();
    }

    private Architecture read() {
        Object family = fields.get("family");
        if (family == null) {
            throw new InvalidInputException(label + ": field \"family\" is missing; it must be one of " + ArchFamily.knownNames() + ".");
        }
        String f = String.valueOf(family);
        if (f.equals(ArchFamily.NVIDIA.jsonName())) {
            checkKnownFields(NvidiaArch.class);
            return NvidiaArch.fromJson(str("id"), str("name"), str("computeCapability"), integer("maxThreadsPerGroup"),
                    integer("maxThreadsPerUnit"), integer("maxGroupsPerUnit"), integer("waveSize"), integer("registersPerUnit"),
                    integer("registersPerGroup"), integer("maxRegistersPerThread"), integer("registerAllocationUnit"),
                    integer("registerSubPartitions"), integer("sharedPerUnit"), integer("sharedPerGroupOptin"),
                    integer("sharedReservedPerGroup"), integer("sharedGranularity"), integer("barriersPerUnit"), sources());
        }
        if (f.equals(ArchFamily.AMD.jsonName())) {
            checkKnownFields(AmdArch.class);
            return AmdArch.fromJson(str("id"), str("name"), str("generation"), integer("maxThreadsPerGroup"),
                    integer("defaultWaveSize"), integer("maxWavesPerSimd"), integer("hipMaxWavesPerSimd"), integer("simdsPerCu"),
                    integer("cusPerWgp"), integer("vgprsPerLaneWave64"), integer("vgprGranuleWave64"), integer("vgprsPerLaneWave32"),
                    integer("vgprGranuleWave32"), integer("maxVgprsPerThread"), integer("sgprsPerSimd"), integer("sgprGranule"),
                    integer("sgprTrapReserve"), integer("maxSgprsPerWave"), integer("ldsPerCu"), integer("ldsPerWgp"),
                    integer("maxLdsPerGroup"), integer("ldsGranule"), integer("barrierGroupsPerCu"), integer("barrierGroupsPerWgp"),
                    sources());
        }
        if (f.equals(ArchFamily.POWERVR.jsonName())) {
            checkKnownFields(RogueArch.class);
            return RogueArch.fromJson(str("id"), str("name"), integer("waveSize"), integer("maxThreadsPerGroup"),
                    integer("residencySlots"), integer("maxRegistersPerThread"), integer("registersPerSlot"),
                    integer("sharedPerUnit"), integer("maxSharedPerGroup"), integer("sharedGranule"), strings("assumptions"), sources());
        }
        if (f.equals(ArchFamily.APPLE.jsonName())) {
            checkKnownFields(AppleArch.class);
            return AppleArch.fromJson(str("id"), str("name"), integer("waveSize"), integer("maxThreadsPerGroup"),
                    integer("maxThreadsPerUnit"), integer("sharedPerUnit"), integer("maxSharedPerGroup"), integer("sharedGranule"),
                    integer("maxRegistersPerThread"), integer("registerFileBytesPerUnit"), steps(), strings("assumptions"), sources());
        }
        throw new InvalidInputException(label + ": unknown family \"" + f + "\"; known families: " + ArchFamily.knownNames() + ".");
    }

    /** Every field must be a component of the family's record (or "family"); typos are errors, not silently ignored. */
    private void checkKnownFields(Class<? extends Record> type) {
        Set<String> known = new TreeSet<>();
        known.add("family");
        Arrays.stream(type.getRecordComponents()).map(RecordComponent::getName).forEach(known::add);
        for (String name : fields.keySet()) {
            if (!known.contains(name)) {
                throw new InvalidInputException(label + ": unknown field \"" + name + "\"; known fields: " + String.join(", ", known) + ".");
            }
        }
    }

    private Integer integer(String name) {
        Object value = fields.get(name);
        if (value == null) {
            return null;
        }
        if (value instanceof Long number && number >= Integer.MIN_VALUE && number <= Integer.MAX_VALUE) {
            return number.intValue();
        }
        throw new InvalidInputException(label + ": field \"" + name + "\" must be a whole number (32-bit), got " + describe(value) + ".");
    }

    private String str(String name) {
        Object value = fields.get(name);
        if (value == null || value instanceof String) {
            return (String) value;
        }
        throw new InvalidInputException(label + ": field \"" + name + "\" must be a string, got " + describe(value) + ".");
    }

    private Map<String, String> sources() {
        Object value = fields.get("sources");
        if (value == null) {
            return Map.of();
        }
        if (!(value instanceof Map<?, ?> map)) {
            throw new InvalidInputException(label + ": field \"sources\" must be an object mapping field names to where the numbers come from.");
        }
        Map<String, String> sources = new LinkedHashMap<>();
        for (Map.Entry<?, ?> e : map.entrySet()) {
            if (!(e.getValue() instanceof String text)) {
                throw new InvalidInputException(label + ": sources." + e.getKey() + " must be a string, got " + describe(e.getValue()) + ".");
            }
            sources.put(String.valueOf(e.getKey()), text);
        }
        return sources;
    }

    private List<String> strings(String name) {
        Object value = fields.get(name);
        if (value == null) {
            return List.of();
        }
        List<String> list = new ArrayList<>();
        if (value instanceof List<?> items) {
            for (Object item : items) {
                if (!(item instanceof String text)) {
                    throw new InvalidInputException(label + ": field \"" + name + "\" must be a list of strings, got an element " + describe(item) + ".");
                }
                list.add(text);
            }
            return list;
        }
        throw new InvalidInputException(label + ": field \"" + name + "\" must be a list of strings, got " + describe(value) + ".");
    }

    private List<AppleArch.RegisterStep> steps() {
        Object value = fields.get("threadsByRegisters");
        if (value == null) {
            return List.of();
        }
        if (!(value instanceof List<?> items)) {
            throw new InvalidInputException(label + ": field \"threadsByRegisters\" must be a list of {\"registers\": N, \"maxThreads\": N}.");
        }
        List<AppleArch.RegisterStep> steps = new ArrayList<>();
        for (Object item : items) {
            if (!(item instanceof Map<?, ?> step) || !(step.get("registers") instanceof Long registers)
                    || !(step.get("maxThreads") instanceof Long threads) || step.size() != 2
                    || registers > Integer.MAX_VALUE || threads > Integer.MAX_VALUE) {
                throw new InvalidInputException(label + ": each \"threadsByRegisters\" step must be {\"registers\": N, \"maxThreads\": N}, got "
                        + describe(item) + ".");
            }
            steps.add(new AppleArch.RegisterStep(registers.intValue(), threads.intValue()));
        }
        return steps;
    }

    private static String describe(Object value) {
        if (value instanceof String text) {
            return "\"" + text + "\"";
        }
        if (value instanceof Map) {
            return "an object";
        }
        if (value instanceof List) {
            return "a list";
        }
        return String.valueOf(value);
    }
}
