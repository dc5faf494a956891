/*
 * Bank-conflict degree of one LDS instruction: every lane's element covers one or more DWORDs; each bank delivers
 * one distinct DWORD per clock (lanes asking for the same DWORD share it, a broadcast), so the instruction takes as
 * many clocks as its busiest bank has distinct DWORDs. The ideal is ceil(distinct DWORDs / banks); the degree is
 * clocks / ideal (1 = conflict-free). Wide elements (8 or 16 B) then cost their extra passes without being called
 * conflicts, as on NVIDIA (a 64-bit warp access takes two wavefronts) and AMD (ds_load_b64/b128).
 */
package dev.kernelscope.model.lds;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

public record BankConflict(LdsBankGeometry geometry, LdsAccessPattern pattern, long cycles, long idealCycles,
        int busiestBank, Map<Integer, Integer> dwordsPerBank) {
    public BankConflict {
        dwordsPerBank = Map.copyOf(dwordsPerBank);
    }

    public static BankConflict of(LdsBankGeometry geometry, LdsAccessPattern pattern) {
        int wordBytes = geometry.bankBytes();
        Map<Integer, Set<Long>> words = new HashMap<>();
        Set<Long> distinct = new HashSet<>();
        for (int lane = 0; lane < pattern.lanes(); lane++) {
            long first = Math.floorDiv(pattern.byteAddress(lane), wordBytes);
            long last = Math.floorDiv(pattern.byteAddress(lane) + pattern.elementBytes() - 1, wordBytes);
            for (long word = first; word <= last; word++) {
                int bank = (int) Math.floorMod(word, (long) geometry.banks());
                words.computeIfAbsent(bank, ignored -> new HashSet<>()).add(word);
                distinct.add(word);
            }
        }
        Map<Integer, Integer> perBank = new HashMap<>();
        int busiest = 0;
        long cycles = 0;
        for (Map.Entry<Integer, Set<Long>> bank : words.entrySet()) {
            perBank.put(bank.getKey(), bank.getValue().size());
            if (bank.getValue().size() > cycles || (bank.getValue().size() == cycles && bank.getKey() < busiest)) {
                cycles = bank.getValue().size();
                busiest = bank.getKey();
            }
        }
        long ideal = Math.ceilDiv(distinct.size(), geometry.banks());
        return new BankConflict(geometry, pattern, cycles, ideal, busiest, perBank);
    }

    /** clocks / ideal clocks: 1 when conflict-free, 8 for seed 004's unpadded transposed store. */
    public double degree() {
        return (double) cycles / idealCycles;
    }

    public boolean conflictFree() {
        return cycles == idealCycles;
    }

    /** Banks the instruction touches at all. */
    public int banksUsed() {
        return dwordsPerBank.size();
    }
}
