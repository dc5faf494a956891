/*
 * Resource descriptors a GCN kernel keeps in SGPRs (seeds 000/003: an image (texture) descriptor takes 8 SGPRs, a
 * sampler 4, a buffer descriptor 4), added to the kernel's own SGPRs for the occupancy model, with what sharing one
 * sampler gives back and where a sampler is not needed at all.
 */
package dev.kernelscope.model.occupancy;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.UserText;
import dev.kernelscope.model.arch.AmdArch;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * @param images   image (texture) resource descriptors, T#: 256 bits = 8 SGPRs each
 * @param samplers sampler descriptors, S#: 128 bits = 4 SGPRs each
 * @param buffers  buffer resource descriptors, V#: 128 bits = 4 SGPRs each
 */
public record SgprDescriptors(int images, int samplers, int buffers) {
    /** AMD GCN ISA: image resource (T#) 8 dwords, sampler (S#) 4, buffer resource (V#) 4; seeds 000/003 say the same. */
    public static final int IMAGE_SGPRS = 8;
    public static final int SAMPLER_SGPRS = 4;
    public static final int BUFFER_SGPRS = 4;
    /** More descriptors of one kind than this cannot fit any wave's SGPRs (112 at most): refused as input. */
    static final int MAX_EACH = 64;

    public static final SgprDescriptors NONE = new SgprDescriptors(0, 0, 0);

    public SgprDescriptors {
        check("images", images);
        check("samplers", samplers);
        check("buffers", buffers);
    }

    private static void check(String kind, int count) {
        if (count < 0 || count > MAX_EACH) {
            throw new InvalidInputException("--descriptors " + kind + "=" + count + " is out of range: give 0 to "
                    + MAX_EACH + " (each image takes 8 SGPRs, each sampler or buffer 4, of at most 112 per wave).");
        }
    }

    /** Parses "images=2,samplers=1,buffers=3" (any order, each kind at most once, missing kinds are 0). */
    public static SgprDescriptors parse(String text) {
        int[] counts = {-1, -1, -1};
        List<String> kinds = List.of("images", "samplers", "buffers");
        for (String part : text.split(",", -1)) {
            int eq = part.indexOf('=');
            int kind = eq < 0 ? -1 : kinds.indexOf(part.substring(0, eq).strip());
            if (kind < 0 || counts[kind] >= 0) {
                throw new InvalidInputException("--descriptors '" + UserText.quote(text) + "' is not a list of"
                        + " images=N, samplers=N and buffers=N, each at most once (e.g. images=4,samplers=2,buffers=3).");
            }
            String value = part.substring(eq + 1).strip();
            if (!value.matches("[0-9]{1,3}")) {
                throw new InvalidInputException("--descriptors " + kinds.get(kind) + "='" + UserText.quote(value)
                        + "' is not a whole number from 0 to " + MAX_EACH + ".");
            }
            counts[kind] = Integer.parseInt(value);
        }
        return new SgprDescriptors(Math.max(0, counts[0]), Math.max(0, counts[1]), Math.max(0, counts[2]));
    }

    /** SGPRs the descriptors take per wave. */
    public int sgprs() {
        return images * IMAGE_SGPRS + samplers * SAMPLER_SGPRS + buffers * BUFFER_SGPRS;
    }

    /** "2 images x 8 + 1 sampler x 4 + 3 buffers x 4 = 32 SGPRs". */
    public String breakdown() {
        return String.format(Locale.ROOT, "%s x %d + %s x %d + %s x %d = %d SGPRs", count(images, "image"), IMAGE_SGPRS,
                count(samplers, "sampler"), SAMPLER_SGPRS, count(buffers, "buffer"), BUFFER_SGPRS, sgprs());
    }

    private static String count(int n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    /**
     * The query with the descriptors' SGPRs added to its own. Refused where SGPRs do not limit occupancy (gfx10+,
     * other vendors) and where the sum is above the architecture's per-wave maximum.
     */
    public OccupancyQuery apply(OccupancyQuery query) {
        if (!(query.arch() instanceof AmdArch amd) || amd.sgprsPerSimd() == null) {
            throw new InvalidInputException("--descriptors counts resource descriptors held in SGPRs, which limit"
                    + " occupancy only on AMD gfx9 and older (gfx6, gfx7, gcn, gfx900 ... gfx942); " + query.arch().id()
                    + " has no SGPR limit.");
        }
        int total = query.scalarRegisters() + sgprs();
        if (total > amd.maxSgprsPerWave()) {
            throw new InvalidInputException("--scalar-registers " + query.scalarRegisters() + " plus the descriptors ("
                    + breakdown() + ") is " + total + " SGPRs per wave, above " + amd.id() + "'s maximum of "
                    + amd.maxSgprsPerWave() + ": the compiler would have to spill them. Share samplers or use fewer"
                    + " resources per kernel.");
        }
        return query.withScalarRegisters(total);
    }

    /**
     * Seeds 000/003's advice, with the occupancy it changes: several images can share one sampler (4 SGPRs back for
     * each sampler dropped), and reads that need no filtering need no sampler at all.
     *
     * @param query the kernel without the descriptors (its own SGPRs in scalarRegisters)
     */
    public List<String> advice(OccupancyQuery query) {
        List<String> advice = new ArrayList<>();
        if (samplers > 1) {
            SgprDescriptors one = new SgprDescriptors(images, 1, buffers);
            advice.add("Share one sampler: " + (samplers - 1) * SAMPLER_SGPRS + " SGPRs back (" + effect(query, one)
                    + "); several images can use one sampler (D3D11 and OpenCL both allow it), and one is usually"
                    + " enough.");
        }
        if (samplers > 0) {
            SgprDescriptors none = new SgprDescriptors(images, 0, buffers);
            advice.add("Where no filtering is needed, read without a sampler (OpenCL 1.2 read_imagef(image, int2);"
                    + " HLSL Load; buffer loads never need one): with no sampler " + effect(query, none) + ".");
        }
        return advice;
    }

    private String effect(OccupancyQuery query, SgprDescriptors fewer) {
        OccupancyResult now = Occupancy.calculate(apply(query));
        OccupancyResult then = Occupancy.calculate(fewer.apply(query));
        String sgprs = "SGPRs " + (query.scalarRegisters() + sgprs()) + " -> " + (query.scalarRegisters() + fewer.sgprs());
        if (then.groupsPerUnit() == now.groupsPerUnit()) {
            return sgprs + ", work-groups per " + now.unit() + " unchanged at " + now.groupsPerUnit();
        }
        return sgprs + ", work-groups per " + now.unit() + " " + now.groupsPerUnit() + " -> " + then.groupsPerUnit()
                + ", occupancy " + now.occupancyPercent() + " -> " + then.occupancyPercent();
    }
}
