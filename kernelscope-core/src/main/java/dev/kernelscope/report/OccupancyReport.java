/*
 * The occupancy report of one query, laid out like Nsight Compute's "Occupancy" section but in each vendor's words:
 * the headline numbers (groups, waves, occupancy, limiters), every resource's group limit, the idle register file
 * and shared memory, advice, and for the modelled families (PowerVR, Apple) the assumptions behind the numbers.
 * JSON is the model's OccupancyResult with its documented keys; CSV is one row in the batch's columns.
 */
package dev.kernelscope.report;

import dev.kernelscope.model.arch.Architecture;
import dev.kernelscope.model.arch.VendorTerms;
import dev.kernelscope.model.occupancy.Advice;
import dev.kernelscope.model.occupancy.GroupLimits;
import dev.kernelscope.model.occupancy.GroupSizeAdvisor;
import dev.kernelscope.model.occupancy.IdleResources;
import dev.kernelscope.model.occupancy.LaneUtilization;
import dev.kernelscope.model.occupancy.Limiter;
import dev.kernelscope.model.occupancy.OccupancyQuery;
import dev.kernelscope.model.occupancy.OccupancyResult;
import dev.kernelscope.model.occupancy.SgprDescriptors;
import dev.kernelscope.model.occupancy.View;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.io.Writer;
import java.util.List;

public final class OccupancyReport {
    /** Columns of `--format csv` for one query: the batch's input columns and its result columns. */
    public static final List<String> CSV_HEADER = List.of("arch", "threads_per_block", "registers_per_thread",
            "shared_bytes_per_block", "scalar_registers", "wave_size", "mode", "groups_per_unit", "waves_per_unit",
            "occupancy", "limiters");

    private OccupancyReport() {
    }

    /**
     * One line naming the configuration: "gcn: 1,024 threads, 40 VGPRs, 32,768 B LDS per work-group"
     * ("gfx1100 (wave32, CU mode): ..." on RDNA).
     */
    public static String describe(OccupancyQuery query, OccupancyResult result) {
        VendorTerms words = VendorTerms.of(query.arch().family());
        StringBuilder line = new StringBuilder(result.arch());
        if (result.mode() != null) {
            line.append(" (wave").append(result.waveSize()).append(", ")
                    .append(result.mode().key().toUpperCase(java.util.Locale.ROOT)).append(" mode)");
        }
        line.append(": ")
                .append(Formats.count(result.threadsPerGroup())).append(" threads, ")
                .append(result.registersPerThread() == 0 ? "registers not given" : result.registersPerThread() + " "
                        + words.registers());
        if (result.scalarRegisters() != null && result.scalarRegisters() > 0) {
            line.append(", ").append(result.scalarRegisters()).append(' ').append(words.scalarRegisters());
        }
        line.append(", ").append(Formats.count(result.sharedBytesPerGroup())).append(" B ").append(words.shared())
                .append(" per ").append(singular(words.groups()));
        return line.toString();
    }

    public static void printTable(OccupancyQuery query, OccupancyResult result, PrintWriter out) {
        Architecture arch = query.arch();
        VendorTerms words = VendorTerms.of(arch.family());
        String unit = result.unit();
        String group = singular(words.groups());
        out.println("Occupancy of " + describe(query, result));
        StringBuilder context = new StringBuilder(arch.name()).append("; unit: ").append(unit)
                .append("; ").append(words.wave()).append(" size ").append(result.waveSize());
        if (result.mode() != null) {
            context.append("; ").append(result.mode().key()).append(" mode");
        }
        if (result.view() != null) {
            context.append("; ").append(result.view().key()).append(" view");
        }
        out.println(context);
        out.println();

        TextTable headline = TextTable.of(TextTable.left("metric"), TextTable.left("unit"), TextTable.right("value"))
                .indent(2)
                .row(words.wave() + "s per " + group, words.wave(), result.wavesPerGroup())
                .row(words.groups() + " per " + unit, singular(words.groups()), result.groupsPerUnit())
                .row(words.wave() + "s per " + unit, words.wave(), result.wavesPerUnit());
        if (result.wavesPerSimd() != null) {
            headline.row(words.wave() + "s per SIMD", words.wave(), Formats.decimal(result.wavesPerSimd(), 2));
        }
        headline.row("max " + words.wave() + "s per " + unit, words.wave(), result.maxWavesPerUnit())
                .row("occupancy", "%", Formats.percent(result.occupancy()));
        if (result.compilerOccupancy() != null) {
            headline.row("compiler occupancy (LLVM)", words.wave() + "s/SIMD", result.compilerOccupancy());
        }
        headline.row("limiters", "", result.limiters().isEmpty() ? "none" : result.limitersJoined());
        out.print(headline.render());
        if (result.view() == View.COMPILER) {
            out.println();
            out.println("  Compiler view: waves per SIMD as LLVM counts them (\"; Occupancy: N\"), not rounded to whole"
                    + " " + words.groups() + "; --view hardware shows what stays resident.");
        } else if (result.view() == View.HIP) {
            out.println();
            out.println("  HIP view: hipOccupancyMaxActiveBlocksPerMultiprocessor's rules (8 waves per SIMD on gfx9"
                    + " and older, 16 on gfx10 and later, no barrier limit, no LDS granule).");
        }
        if (result.groupsPerUnit() == 0) {
            out.println();
            out.println("  Cannot launch: the limiters above allow no " + group + " on " + Messages.article(unit) + " " + unit
                    + " with these resources together.");
        }

        out.println();
        out.println("Group limit by resource (" + words.groups() + " per " + unit + " each resource alone allows)");
        out.println();
        TextTable limits = TextTable.of(TextTable.left("resource"), TextTable.right("limit"), TextTable.left(""))
                .indent(2);
        GroupLimits groupLimits = result.limits();
        for (Limiter limiter : Limiter.values()) {
            if (!groupLimits.applies(limiter)) {
                continue;
            }
            int raw = groupLimits.raw(limiter);
            limits.row(resourceName(limiter, words), raw == GroupLimits.UNLIMITED ? "no limit" : Formats.count(raw),
                    result.limiters().contains(limiter) ? "<- limiter" : "");
        }
        out.print(limits.render());

        IdleResources idle = result.idle();
        if (idle != null) {
            out.println();
            out.println("Idle resources with " + result.groupsPerUnit() + " " + (result.groupsPerUnit() == 1 ? group
                    : words.groups()) + " per " + unit);
            out.println();
            TextTable idleTable = TextTable.of(TextTable.left("resource"), TextTable.right("idle"),
                    TextTable.right("of"), TextTable.right("idle %")).indent(2);
            if (idle.registerFileBytes() != null) {
                idleTable.row("register file", Formats.bytes(idle.registerFileIdleBytes()),
                        Formats.bytes(idle.registerFileBytes()),
                        Formats.decimal(idle.registerFileIdlePercent(), 2) + "%");
            }
            idleTable.row(words.shared(), Formats.bytes(idle.sharedIdleBytes()), Formats.bytes(idle.sharedBytes()),
                    Formats.decimal(idle.sharedIdlePercent(), 2) + "%");
            out.print(idleTable.render());
        }

        out.println();
        out.println("Advice");
        if (result.advice().isEmpty()) {
            if (result.occupancy() >= 1.0) {
                out.println("  Full occupancy: every " + words.wave() + " slot is used.");
            } else if (result.limiters().size() > 1) {
                out.println("  No single change gains another " + group + ": " + String.join(" and ",
                        result.limiters().stream().map(Limiter::key).toList()) + " each allow exactly "
                        + result.groupsPerUnit() + "; they must shrink together.");
            } else {
                out.println("  No change of one input gains another " + group + " (the limit is "
                        + (result.limiters().isEmpty() ? "none" : result.limitersJoined()) + ").");
            }
        }
        for (Advice advice : result.advice()) {
            out.println("  * " + advice.summary());
            out.println("    " + advice.message());
        }
        printLanesAndGroupSize(result, words, out);
        if (result.assumptions() != null && !result.assumptions().isEmpty()) {
            out.println();
            // AMD's rules are vendor data; its assumptions are the SGPR file and the trap handler (target properties).
            out.println(arch.family() == dev.kernelscope.model.arch.ArchFamily.AMD ? "Assumptions"
                    : "Assumptions (" + arch.id() + " is a model, not vendor data; override with --arch-file)");
            for (String assumption : result.assumptions()) {
                out.println("  - " + assumption);
            }
        }
        out.flush();
    }

    /** Idle lanes of the group's waves, the group-size advice of seeds 000/003 and 001, and the warnings. */
    private static void printLanesAndGroupSize(OccupancyResult result, VendorTerms words, PrintWriter out) {
        LaneUtilization lanes = result.lanes();
        if (lanes != null) {
            out.println();
            String wave = words.wave();
            if (lanes.groupsPerWave() > 1) {
                out.println("Lanes: " + lanes.groupsPerWave() + " " + words.groups() + " of " + lanes.threadsPerGroup()
                        + " packed into each " + lanes.waveSize() + "-lane " + wave + " (" + lanes.lanes()
                        + " lanes each): " + Formats.count(lanes.idleLanes()) + " idle per " + singular(words.groups())
                        + ", " + Formats.percent(lanes.utilization()) + " of lanes work");
            } else {
                out.println("Lanes: " + Formats.count(lanes.threadsPerGroup()) + " threads fill " + lanes.waves() + " "
                        + wave + (lanes.waves() == 1 ? "" : "s") + " of " + lanes.waveSize() + " lanes: "
                        + (lanes.idleLanes() == 0 ? "no idle lanes" : Formats.count(lanes.idleLanes())
                        + " idle lanes per " + singular(words.groups()) + ", " + Formats.percent(lanes.utilization())
                        + " of lanes work"));
            }
        }
        List<GroupSizeAdvisor.GroupSizeAdvice> sizes = result.groupSizeAdvice();
        if (sizes != null && !sizes.isEmpty()) {
            out.println();
            out.println("Group size");
            for (GroupSizeAdvisor.GroupSizeAdvice advice : sizes) {
                out.println("  * " + advice.suggestedThreads() + " threads: occupancy " + Formats.percent(
                        advice.occupancyNow()) + " -> " + Formats.percent(advice.occupancySuggested()) + " ("
                        + advice.source() + ")");
                out.println("    " + advice.reason());
            }
        }
        if (result.warnings() != null && !result.warnings().isEmpty()) {
            out.println();
            out.println("Warnings");
            for (String warning : result.warnings()) {
                out.println("  ! " + warning);
            }
        }
    }

    public static void printJson(OccupancyResult result, PrintWriter out) {
        out.println(Json.pretty(result));
        out.flush();
    }

    /**
     * The result's JSON with a "descriptors" object: the counts, their SGPRs, the kernel's own SGPRs (the result's
     * scalarRegisters is the sum) and the advice.
     */
    public static void printJson(OccupancyResult result, OccupancyQuery ownSgprs, SgprDescriptors held, PrintWriter out) {
        ObjectNode root = Json.mapper().valueToTree(result);
        ObjectNode node = root.putObject("descriptors");
        node.put("images", held.images());
        node.put("samplers", held.samplers());
        node.put("buffers", held.buffers());
        node.put("sgprs", held.sgprs());
        node.put("ownScalarRegisters", ownSgprs.scalarRegisters());
        ArrayNode advice = node.putArray("advice");
        held.advice(ownSgprs).forEach(advice::add);
        out.println(Json.pretty(root));
        out.flush();
    }

    /** After the table: the descriptors' SGPRs (seeds 000/003) and what sharing or dropping samplers gives. */
    public static void printDescriptors(OccupancyQuery ownSgprs, SgprDescriptors held, PrintWriter out) {
        out.println();
        out.println("SGPRs per wave: " + ownSgprs.scalarRegisters() + " of the kernel's own + descriptors ("
                + held.breakdown() + ") = " + (ownSgprs.scalarRegisters() + held.sgprs()) + ", the number modelled above");
        for (String advice : held.advice(ownSgprs)) {
            out.println("  " + advice);
        }
        out.flush();
    }

    /** One CSV row (header first) in the batch's columns. */
    public static void printCsv(OccupancyQuery query, OccupancyResult result, Writer out) {
        new CsvTable(CSV_HEADER).row(result.arch(), result.threadsPerGroup(), result.registersPerThread(),
                        result.sharedBytesPerGroup(),
                        query.scalarRegisters() == 0 ? "" : query.scalarRegisters(),
                        result.waveSize(), result.mode() == null ? "" : result.mode().key(),
                        result.groupsPerUnit(), result.wavesPerUnit(), result.occupancy(), result.limitersJoined())
                .write(out);
    }

    /** The resource as the vendor names it, with KernelScope's limiter key: "VGPRs (registers)". */
    public static String resourceName(Limiter limiter, VendorTerms words) {
        return switch (limiter) {
            case WAVES -> words.wave() + " slots (waves)";
            case GROUPS -> "max " + words.groups() + " (groups)";
            case REGISTERS -> words.registers() + " (registers)";
            case SCALAR_REGISTERS -> words.scalarRegisters() + " (scalar-registers)";
            case SHARED -> words.shared() + " (shared)";
            case BARRIERS -> "barriers";
        };
    }

    static String singular(String plural) {
        return plural.endsWith("s") ? plural.substring(0, plural.length() - 1) : plural;
    }
}
