/*
 * The built-in search space of each stencil variant, derived from the StencilVariant registry: its parameters are
 * the variant's own (defaults()), its restrictions the variant's constraints for the filter, the pixel type's word
 * rule and the device's group limit; only the values tried per parameter are chosen here, by what a name means.
 */
package dev.kernelscope.tune;

import dev.kernelscope.device.Device;
import dev.kernelscope.kernels.stencil.AsyncRowCopies;
import dev.kernelscope.kernels.stencil.FilterSpec;
import dev.kernelscope.kernels.stencil.PixelType;
import dev.kernelscope.kernels.stencil.RegisterCap;
import dev.kernelscope.kernels.stencil.StencilVariant;
import dev.kernelscope.kernels.stencil.WarpShuffles;
import dev.kernelscope.model.InvalidInputException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

public final class StencilSpaces {
    private StencilSpaces() {}

    /**
     * The values tried for a stencil parameter, by name, always with {@code current}. Group widths stay multiples
     * of 8 (a row of a group reads contiguous pixels); rows and strips per work-item as powers of two up to the
     * registry's own bounds (ROWS <= 64, STRIP <= 32 are its constraints).
     */
    static List<Long> values(String name, Set<Long> current) {
        List<Long> values = switch (name) {
            case "GROUP_X", "TILE_X" -> List.of(8L, 16L, 32L, 64L, 128L);
            case "GROUP_Y", "TILE_Y" -> List.of(1L, 2L, 4L, 8L, 16L, 32L);
            case "ROWS" -> List.of(1L, 2L, 4L, 8L, 16L, 32L);
            case "VEC" -> List.of(4L, 8L, 16L);
            case "COLS" -> List.of(1L, 2L, 4L, 8L);
            case "STRIP" -> List.of(1L, 2L, 4L, 8L, 16L);
            case "FMATH", "SHUFFLE", "SHARED_HALO", "DOT_ROWS" -> List.of(0L, 1L);
            case "AHEAD" -> List.of(0L, 1L, 2L, 4L);
            case "STREAM" -> List.of(0L, 2L, 4L);   // rows copied ahead; held where no cp.async (AsyncRowCopies)
            // a register cap for 3-8 resident groups per SM (0: none); held where no compiler reads it (RegisterCap)
            case "MIN_GROUPS" -> List.of(0L, 3L, 4L, 5L, 6L, 8L);
            default -> List.copyOf(current);   // a parameter added to the registry later is held until listed here
        };
        TreeSet<Long> withCurrent = new TreeSet<>(values);
        withCurrent.addAll(current);
        return List.copyOf(withCurrent);
    }

    /**
     * The space of {@code variant} for {@code filter} on {@code type} pixels and {@code device}, around
     * {@code current} (the complete parameters in use now), so the current setting is a point of it.
     */
    public static SearchSpace space(StencilVariant variant, FilterSpec filter, PixelType type, Device device,
                                    Map<String, Long> current) {
        return space(variant, filter, type, device, List.of(current));
    }

    /**
     * As above around several settings in use (a run over several image sizes, whose entries may differ by size):
     * each is a point of the space.
     */
    public static SearchSpace space(StencilVariant variant, FilterSpec filter, PixelType type, Device device,
                                    List<Map<String, Long>> current) {
        if (filter.kind().sobel() && variant.fusesPasses()) {
            throw new InvalidInputException("Variant " + variant.label() + " fuses the passes of an iterated box or"
                    + " Gaussian filter; Sobel is never iterated. Choose another variant.");
        }
        FilterSpec checked = variant.fusesPasses() ? filter : filter.single();
        List<TuneParameter> parameters = new ArrayList<>();
        for (Map.Entry<String, Long> entry : variant.defaults().entrySet()) {
            if (StencilVariant.measurementSwitch(entry.getKey())) {
                continue;   // PATTERN makes the kernel a copy: a measurement, not a setting to tune
            }
            Set<Long> now = new TreeSet<>();
            current.forEach(setting -> now.add(setting.getOrDefault(entry.getKey(), entry.getValue())));
            // warp shuffles exist through CUDA (the vector rung's) and NVIDIA's OpenCL too (the register-fused
            // rung's, by inline PTX); elsewhere both values are one kernel; a register cap only where a compiler
            // reads it; rows copied ahead only where cp.async does it
            boolean held = entry.getKey().equals("SHUFFLE") && !WarpShuffles.appliesTo(variant, device)
                    || entry.getKey().equals("MIN_GROUPS") && !RegisterCap.appliesTo(device)
                    || entry.getKey().equals("STREAM") && !AsyncRowCopies.appliesTo(device);
            parameters.add(new TuneParameter(entry.getKey(), held ? List.copyOf(now) : values(entry.getKey(), now)));
        }
        Set<String> names = parameters.stream().map(TuneParameter::name).collect(java.util.stream.Collectors.toSet());
        List<Restriction> restrictions = new ArrayList<>();
        for (StencilVariant.Constraint constraint : variant.constraints()) {
            restrictions.add(Restriction.ofPredicate(constraint.formula() + " (" + constraint.reason() + ")", names,
                    p -> constraint.holds().test(p, checked)));
        }
        restrictions.add(Restriction.ofPredicate("a word is 4, 8 or 16 bytes (VEC x " + type.bytes() + "-byte "
                + type.id() + " pixels), and FMATH=1 is for uchar", names, p -> fitsType(variant, p, type)));
        long maxThreads = device.maxGroupSize();
        restrictions.add(Restriction.ofPredicate("too many work-items: group size <= " + maxThreads
                + " (the device's maximum group size)", names, p -> variant.groupSize(p) <= maxThreads));
        return new SearchSpace(parameters, Map.of(), restrictions);
    }

    private static boolean fitsType(StencilVariant variant, Map<String, Long> parameters, PixelType type) {
        try {
            variant.checkType(parameters, type);
            return true;
        } catch (InvalidInputException wrongWord) {
            return false;
        }
    }
}
