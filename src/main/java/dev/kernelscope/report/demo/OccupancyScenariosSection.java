/*
 * Demo section: the occupancy scenarios of the source documents, recomputed with the calculator, each with its
 * limiters, the advice that gains the next group, and the seed it comes from. Seed 000's "up to 5 groups" for
 * 512-thread groups is shown corrected (4: 5 is only the slot/barrier ceiling).
 */
package dev.kernelscope.report.demo;

import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.model.occupancy.Advice;
import dev.kernelscope.model.occupancy.Occupancy;
import dev.kernelscope.model.occupancy.OccupancyQuery;
import dev.kernelscope.model.occupancy.OccupancyResult;
import dev.kernelscope.model.occupancy.UnitMode;
import dev.kernelscope.report.Formats;
import dev.kernelscope.report.TextTable;
import java.io.PrintWriter;
import java.util.List;

final class OccupancyScenariosSection implements DemoSection {
    /** One scenario: a kernel configuration a seed describes, what the seed says, and where. */
    record Scenario(String label, String seed, String arch, int threads, int registers, int shared, int waveSize,
            UnitMode mode, String seedSays) {
        OccupancyQuery query(ArchRegistry registry) {
            return new OccupancyQuery(registry.get(arch), threads, registers, shared, 0, waveSize, mode, null);
        }
    }

    static final List<Scenario> SCENARIOS = List.of(
            new Scenario("A  physics solver, 40 VGPRs", "000", "gcn", 1024, 40, 32768, 0, null,
                    "1 group per CU, 4 waves per SIMD = 40%, 96 KiB (37.5%) of the register file idle"),
            new Scenario("B  same solver at 48 VGPRs", "000", "gcn", 1024, 48, 32768, 0, null,
                    "48 VGPRs: only one group per CU"),
            new Scenario("C  same solver at 32 VGPRs", "000", "gcn", 1024, 32, 32768, 0, null,
                    "the 32-VGPR target: 2 groups per CU (50% faster on one platform)"),
            new Scenario("D  512-thread groups, 32 VGPRs", "000", "gcn", 512, 32, 0, 0, null,
                    "\"up to 5 groups per CU\": only the slot ceiling; 32 VGPRs give 4"),
            new Scenario("E  RDNA3 SGEMM kernel 8, WGP mode", "004", "gfx1100", 128, 216, 0, 32, UnitMode.WGP,
                    "216 VGPRs, 128-thread groups (4 waves): \"6 waves per SIMD\""),
            new Scenario("F  RDNA3 SGEMM kernel 8, CU mode", "004", "gfx1100", 128, 216, 0, 32, UnitMode.CU,
                    "CU mode gives the 6 waves per SIMD the article reports"),
            new Scenario("G  PowerVR work-group of one warp", "001", "rogue", 32, 40, 0, 0, null,
                    "use work-groups of 32; 16 residency slots per multiprocessor"),
            new Scenario("H  Apple A8: one SIMD-group", "002", "apple-a8", 32, 0, 2048, 0, null,
                    "fit the threadgroup in one SIMD and use simdgroup_barrier"),
            new Scenario("I  Apple A8: 512 threads, 16 KiB", "002", "apple-a8", 512, 0, 16352, 0, null,
                    "large threadgroups and threadgroup memory cost occupancy"),
            new Scenario("J  Apple7: 256 threads, 128 half regs", "002", "apple7", 256, 128, 8192, 0, null,
                    "A8+ have 16-bit registers: use half/short to save them"),
            new Scenario("K  H100: 256-thread SGEMM block", "004*", "sm_90", 256, 128, 8192, 0, null,
                    "seed 004's 256-thread tile kernel (8 KiB As+Bs), 128 registers assumed"));

    @Override
    public String title() {
        return "Occupancy of the documents' kernels";
    }

    @Override
    public String source() {
        return "seeds 000, 001, 002, 004";
    }

    @Override
    public void print(PrintWriter out) {
        ArchRegistry registry = ArchRegistry.presets();
        TextTable table = TextTable.of(TextTable.left("scenario"), TextTable.left("arch"), TextTable.right("threads"),
                TextTable.right("regs"), TextTable.right("shared B"), TextTable.right("groups/unit"),
                TextTable.right("waves/SIMD"), TextTable.right("occupancy"), TextTable.left("limiters"),
                TextTable.left("seed")).indent(2);
        StringBuilder notes = new StringBuilder();
        for (Scenario scenario : SCENARIOS) {
            OccupancyQuery query = scenario.query(registry);
            OccupancyResult result = Occupancy.calculate(query);
            String arch = scenario.arch() + (scenario.mode() != null ? " " + scenario.mode().key() : "");
            table.row(scenario.label(), arch, scenario.threads(), scenario.registers() == 0 ? "-" : scenario.registers(),
                    Formats.count(scenario.shared()), result.groupsPerUnit() + " per " + result.unit(),
                    result.wavesPerSimd() == null ? "-" : Formats.decimal(result.wavesPerSimd(), 2),
                    Formats.percent(result.occupancy()), result.limitersJoined(), scenario.seed());
            notes.append("  ").append(scenario.label(), 0, 1).append("  seed ").append(scenario.seed())
                    .append(" says: ").append(scenario.seedSays()).append('\n');
            for (Advice advice : result.advice()) {
                notes.append("     advice: ").append(advice.summary()).append('\n');
            }
            if (result.compilerOccupancy() != null && result.compilerOccupancy() * 1.0 != result.wavesPerSimd()) {
                notes.append("     LLVM would print \"; Occupancy: ").append(result.compilerOccupancy())
                        .append("\" (per wave, not rounded to whole groups)\n");
            }
            if (result.assumptions() != null && !result.assumptions().isEmpty()) {
                notes.append("     model: ").append(result.assumptions().getFirst()).append('\n');
            }
        }
        out.print(table.render());
        out.println();
        out.println("waves/SIMD is AMD's per-SIMD count (- elsewhere). * K uses seed 004's tile on NVIDIA; no seed"
                + " gives an NVIDIA register count.");
        out.println();
        out.print(notes);
        out.println();
        out.println("Details of any row: kernelscope occupancy --arch gcn --threads 1024 --registers 40 --shared 32K");
    }
}
