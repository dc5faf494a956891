/*
 * Whose occupancy number to headline for AMD: the hardware's (whole groups resident), the compiler's (LLVM's per-wave
 * "; Occupancy: N", no rounding to whole groups) or the HIP runtime API's (8 waves per SIMD on gfx9, no barrier limit).
 */
package dev.kernelscope.model.occupancy;

import com.fasterxml.jackson.annotation.JsonValue;
import dev.kernelscope.model.InvalidInputException;

public enum View {
    HARDWARE("hardware"),
    COMPILER("compiler"),
    HIP("hip");

    private final String key;

    View(String key) {
        this.key = key;
    }

    @JsonValue
    public String key() {
        return key;
    }

    /** Parses "hardware", "compiler" or "hip" (case-insensitive); anything else is an InvalidInputException. */
    public static View parse(String text) {
        for (View view : values()) {
            if (view.key.equalsIgnoreCase(text)) {
                return view;
            }
        }
        throw new InvalidInputException("unknown view '" + dev.kernelscope.model.UserText.quote(text) + "': use hardware (whole groups resident), compiler (LLVM's "
                + "per-wave occupancy) or hip (the HIP runtime's occupancy API).");
    }
}
