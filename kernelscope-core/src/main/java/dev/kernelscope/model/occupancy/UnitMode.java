/*
 * RDNA work-group placement: WGP mode (a group may use both CUs of a work-group processor: 4 SIMDs, 128 KiB LDS)
 * or CU mode (one CU: 2 SIMDs, 64 KiB LDS). Only RDNA (gfx10+) has the choice.
 */
package dev.kernelscope.model.occupancy;

import com.fasterxml.jackson.annotation.JsonValue;
import dev.kernelscope.model.InvalidInputException;

public enum UnitMode {
    WGP("wgp"),
    CU("cu");

    private final String key;

    UnitMode(String key) {
        this.key = key;
    }

    @JsonValue
    public String key() {
        return key;
    }

    /** Parses "wgp" or "cu" (case-insensitive); anything else is an InvalidInputException. */
    public static UnitMode parse(String text) {
        for (UnitMode mode : values()) {
            if (mode.key.equalsIgnoreCase(text)) {
                return mode;
            }
        }
        throw new InvalidInputException("unknown mode '" + dev.kernelscope.model.UserText.quote(text) + "': use wgp (a work-group may span the 2 CUs of an RDNA "
                + "work-group processor) or cu (CU mode).");
    }
}
