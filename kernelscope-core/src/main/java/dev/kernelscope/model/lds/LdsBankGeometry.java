/*
 * How one architecture's local memory is banked: the banks one wave's access is spread over, their width, and the
 * banks that serve one compute unit per clock (for bandwidth). Read from lds-banks.json, where every entry names its
 * source; architectures without a sourced entry have no geometry rather than a guess.
 */
package dev.kernelscope.model.lds;

import dev.kernelscope.model.InvalidInputException;

/**
 * @param archIds       the preset ids this geometry applies to
 * @param banks         banks one instruction's lanes are spread over (bank = dword address mod banks)
 * @param bankBytes     bytes a bank delivers per clock (a DWORD on every architecture listed)
 * @param banksPerUnit  banks serving one compute unit (SM, CU) per clock: the unit's LDS bandwidth in bank words
 * @param unitName      what a unit is called (SM, CU) for the printed bandwidth
 * @param note          the layout in words (e.g. RDNA's 64 banks in two halves)
 * @param source        where the numbers come from
 */
public record LdsBankGeometry(java.util.List<String> archIds, int banks, int bankBytes, int banksPerUnit,
        String unitName, String note, String source) {
    public LdsBankGeometry {
        archIds = java.util.List.copyOf(archIds);
        if (banks < 1 || bankBytes < 1 || banksPerUnit < 1) {
            throw new InvalidInputException("an LDS bank geometry needs positive banks, bank width and banks per"
                    + " unit (got " + banks + ", " + bankBytes + ", " + banksPerUnit + ").");
        }
    }

    /** Peak LDS bytes one unit moves per clock: banksPerUnit x bankBytes (128 B on NVIDIA SMs and AMD CUs). */
    public long bytesPerUnitPerClock() {
        return (long) banksPerUnit * bankBytes;
    }
}
