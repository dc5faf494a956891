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
    /** One scenario: a kernel configuration a seed describes, what the seed says, where, and KernelScope's note. */
    record Scenario(String label, String seed, String arch, int threads, int registers, int shared, int waveSize,
            UnitMode mode, String seedSays, String note) {
        OccupancyQuery query(ArchRegistry registry) {
            return new OccupancyQuery(registry.get(arch), threads, registers, shared, 0, waveSize, mode, null);
        }
    }

    static final List<Scenario> SCENARIOS = List.of(
            new Scenario("A  solver, 40 VGPRs", "000", "gcn", 1024, 40, 32768, 0, null,
                    "1024-thread groups at 40 VGPRs with 32 KiB LDS: one group per CU, 4 waves per SIMD = 40%,"
                            + " 96 KiB (37.5%) of the register file and half the LDS idle", null),
            new Scenario("B  solver, 48 VGPRs", "000", "gcn", 1024, 48, 32768, 0, null,
                    "the original shader used 48 VGPRs: one group per CU", null),
            new Scenario("C  solver, 32 VGPRs", "000", "gcn", 1024, 32, 32768, 0, null,
                    "cut to 32 VGPRs: two groups per CU, 50% faster on one platform", null),
            new Scenario("D  512 threads, 32 VGPRs", "000", "gcn", 512, 32, 0, 0, null,
                    "512-thread groups: \"up to 5 groups per CU\"",
                    "corrected: 32 VGPRs give 4; 5 is only the slot/barrier ceiling min(40/8, 16)"),
            new Scenario("E  SGEMM kernel 8, WGP", "004", "gfx1100", 128, 216, 0, 32, UnitMode.WGP,
                    "kernel 8 uses 216 VGPRs in 128-thread groups (4 waves) and runs 6 waves per SIMD",
                    "HIP's default WGP mode gives 7; 18,433-21,504 B of LDS per group would give 6"),
            new Scenario("F  SGEMM kernel 8, CU", "004", "gfx1100", 128, 216, 0, 32, UnitMode.CU,
                    "\"our kernel runs 6 waves per SIMD\"", "CU mode gives the article's 6"),
            new Scenario("G  one-warp work-group", "001", "rogue", 32, 40, 0, 0, null,
                    "use work-groups of 32; a multiprocessor has 16 residency slots",
                    "12 of 16 slots (75%) covers the 63% that section 3 finds is needed"),
            new Scenario("H  one SIMD-group", "002", "apple-a8", 32, 0, 2048, 0, null,
                    "fit the threadgroup in one SIMD and use simdgroup_barrier", null),
            new Scenario("I  512 threads, 16 KiB", "002", "apple-a8", 512, 0, 16352, 0, null,
                    "registers and threadgroup memory per thread limit the threads a core holds",
                    "one 512-thread group with 16 KiB fills a core alone: nothing overlaps its barriers"),
            new Scenario("J  256 threads, 128 regs", "002", "apple7", 256, 128, 8192, 0, null,
                    "A8 and later have 16-bit registers: use half and short to save them",
                    "128 16-bit registers allow 832 threads per core; 104 would allow 1024"),
            new Scenario("K  SGEMM 256-thread block", "004*", "sm_90", 256, 128, 8192, 0, null,
                    "the 256-thread SGEMM block of kernel 3 (8 KiB of As and Bs tiles)",
                    "on an H100, with 128 registers assumed: no seed gives an NVIDIA register count"));

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
        java.util.Set<String> modelNotesShown = new java.util.HashSet<>();   // one architecture's model note, once
        for (Scenario scenario : SCENARIOS) {
            OccupancyQuery query = scenario.query(registry);
            OccupancyResult result = Occupancy.calculate(query);
            String arch = scenario.arch() + (scenario.mode() != null ? " " + scenario.mode().key() : "");
            table.row(scenario.label(), arch, scenario.threads(), scenario.registers() == 0 ? "-" : scenario.registers(),
                    Formats.count(scenario.shared()), result.groupsPerUnit() + " per " + result.unit(),
                    result.wavesPerSimd() == null ? "-" : Formats.decimal(result.wavesPerSimd(), 2),
                    Formats.percent(result.occupancy()), result.limitersJoined(), scenario.seed());
            notes.append("  ").append(scenario.label(), 0, 1).append("  seed ").append(scenario.seed())
                    .append(": ").append(scenario.seedSays()).append('\n');
            if (scenario.note() != null) {
                notes.append("     note: ").append(scenario.note()).append('\n');
            }
            for (Advice advice : result.advice()) {
                notes.append("     advice: ").append(advice.summary()).append('\n');
            }
            if (result.compilerOccupancy() != null && result.compilerOccupancy() * 1.0 != result.wavesPerSimd()) {
                notes.append("     LLVM would print \"; Occupancy: ").append(result.compilerOccupancy())
                        .append("\" (per wave, not rounded to whole groups)\n");
            }
            if (result.assumptions() != null && !result.assumptions().isEmpty()) {
                String assumption = result.assumptions().getFirst();
                String prefix = "model, not vendor data: ";
                String said = assumption.startsWith(prefix) ? assumption.substring(prefix.length()) : assumption;
                if (modelNotesShown.add(said)) {
                    notes.append("     model (not vendor data): ").append(said).append('\n');
                }
            }
        }
        out.print(table.render());
        out.println();
        out.println("waves/SIMD is AMD's per-SIMD count (- elsewhere). * K puts seed 004's tile on NVIDIA.");
        out.println();
        out.print(notes);
        out.println();
        out.println("Details of any row: kernelscope occupancy --arch gcn --threads 1024 --registers 40 --shared 32K");
    }
}
