/*
 * One GPU architecture as data: the numbers an occupancy model needs, each with its source.
 * Read from the preset resource (presets.json) or a user's --arch-file; the "family" field picks the record type.
 */
package dev.kernelscope.model.arch;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

import java.util.Map;

@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = "family")
@JsonSubTypes({
        @JsonSubTypes.Type(value = NvidiaArch.class, name = "nvidia"),
        @JsonSubTypes.Type(value = AmdArch.class, name = "amd"),
        @JsonSubTypes.Type(value = RogueArch.class, name = "powervr"),
        @JsonSubTypes.Type(value = AppleArch.class, name = "apple")})
public sealed interface Architecture permits NvidiaArch, AmdArch, RogueArch, AppleArch {

    /** The preset id users type: sm_90, gfx1100, rogue, apple7. */
    String id();

    /** Human name with example products, e.g. "Hopper (H100, H200)". */
    String name();

    ArchFamily family();

    /** Largest group (block, work-group, threadgroup) the architecture can launch, in threads. */
    int maxThreadsPerGroup();

    /** Wave size used when the query does not choose one. */
    int defaultWaveSize();

    /** Field name -> where its number comes from (document, header, driver source, measurement). */
    Map<String, String> sources();
}
