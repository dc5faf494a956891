/*
 * `occupancy --list-archs`: the architectures the calculator knows (presets plus any --arch-file), as a table, as
 * CSV, or as JSON in the architecture-file format (so a listed entry can be copied into an --arch-file and edited).
 */
package dev.kernelscope.report;

import dev.kernelscope.model.arch.AmdArch;
import dev.kernelscope.model.arch.ArchFiles;
import dev.kernelscope.model.arch.Architecture;
import java.io.PrintWriter;
import java.io.Writer;
import java.util.List;

public final class ArchListReport {
    private ArchListReport() {
    }

    public static void printTable(List<Architecture> archs, PrintWriter out) {
        TextTable table = TextTable.of(TextTable.left("arch"), TextTable.left("family"), TextTable.left("unit"),
                TextTable.right("max threads/group"), TextTable.left("wave"), TextTable.left("name"));
        for (Architecture arch : archs) {
            table.row(arch.id(), arch.family().jsonName(), unit(arch), Formats.count(arch.maxThreadsPerGroup()),
                    waves(arch), arch.name());
        }
        out.print(table.render());
        out.println();
        out.println(archs.size() + " architectures. Each number's source: kernelscope occupancy --list-archs"
                + " --format json (the same format --arch-file reads).");
        out.flush();
    }

    public static void printJson(List<Architecture> archs, PrintWriter out) {
        out.println(ArchFiles.toJson(archs));
        out.flush();
    }

    public static void printCsv(List<Architecture> archs, Writer out) {
        CsvTable table = new CsvTable(List.of("arch", "family", "unit", "max_threads_per_group", "default_wave_size",
                "name"));
        for (Architecture arch : archs) {
            table.row(arch.id(), arch.family().jsonName(), unit(arch), arch.maxThreadsPerGroup(),
                    arch.defaultWaveSize(), arch.name());
        }
        table.write(out);
    }

    private static String unit(Architecture arch) {
        return arch instanceof AmdArch amd && amd.hasWgpMode() ? "WGP|CU" : arch.family().unitName();
    }

    private static String waves(Architecture arch) {
        if (arch instanceof AmdArch amd && amd.supportsWaveSize(32) && amd.supportsWaveSize(64)) {
            return arch.defaultWaveSize() == 32 ? "32 (or 64)" : "64 (or 32)";
        }
        return String.valueOf(arch.defaultWaveSize());
    }
}
