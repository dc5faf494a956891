/*
 * The shared-memory carveout every kernel of a CUDA session asks for, for experiments only:
 * -Dkernelscope.cuda.carveout=N, N a percentage 0..100 of the SM's unified L1/shared storage (unset: the driver's
 * choice, CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT left alone). Session 51 (H200) found with it that a small
 * L1 reproduces NVIDIA OpenCL's speed on the packed uchar filters: at 100% the gauss5 entry took 47.0 us against 42.4
 * (OpenCL: 47.5-50.1), the Sobel magnitude 52.3 against 48.1, gauss3 42.2 against 42.5 (OpenCL: 41.2-44.1).
 */
package dev.kernelscope.device.cuda;

import dev.kernelscope.model.InvalidInputException;
import java.util.OptionalInt;

public final class SharedMemoryCarveout {
    public static final String PROPERTY = "kernelscope.cuda.carveout";

    private SharedMemoryCarveout() {
    }

    /** The percentage the property asks for; empty when it is unset. */
    public static OptionalInt requested() {
        return parse(System.getProperty(PROPERTY));
    }

    /** {@code text} as a carveout percentage; empty for null; a user error for anything but an integer 0..100. */
    public static OptionalInt parse(String text) {
        if (text == null) {
            return OptionalInt.empty();
        }
        int percent;
        try {
            percent = Integer.parseInt(text.strip());
        } catch (NumberFormatException notNumber) {
            percent = -1;
        }
        if (percent < 0 || percent > 100) {
            throw new InvalidInputException("-D" + PROPERTY + "=" + text + " is not a shared-memory carveout: give a"
                    + " percentage of the SM's L1/shared storage from 0 to 100 (0: as much L1 as the kernel's shared"
                    + " memory allows), or leave the property unset for the driver's choice.");
        }
        return OptionalInt.of(percent);
    }
}
