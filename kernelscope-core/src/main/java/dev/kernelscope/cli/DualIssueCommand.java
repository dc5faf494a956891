/*
 * `kernelscope dual-issue FILE.s`: checks the v_dual_* (VOPD) lines of an RDNA3 listing, as `hipcc --save-temps`
 * writes it, against the dual-issue rules and reports VGPR bank reuse (seed 004, kernel 6). Exit code 1 when a
 * rule is broken, so a build can gate on it.
 */
package dev.kernelscope.cli;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.report.OutputFiles;
import dev.kernelscope.model.isa.VopdCheck;
import dev.kernelscope.model.isa.VopdFinding;
import dev.kernelscope.model.isa.VopdReport;
import dev.kernelscope.report.Json;
import dev.kernelscope.report.VopdTextReport;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "dual-issue", mixinStandardHelpOptions = true,
        description = {"Checks the RDNA3 dual-issue (v_dual_*, VOPD) instructions of an assembly listing: pairing"
                + " rules (destination parity, SRC0/VSRC1 VGPR banks, independence, one literal) and VGPR bank"
                + " reuse. Exit code 1 when a rule is broken."},
        footer = {"", "Example (listing from hipcc --genco --offload-arch=gfx1100 --save-temps):",
            "  kernelscope dual-issue kernel-hip-amdgcn-amd-amdhsa-gfx1100.s --banks"})
final class DualIssueCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE.s", description = "RDNA3 assembly listing.")
    Path file;

    @Option(names = "--banks", description = "Also print every VOPD line with its banks (DST,SRC0,VSRC1 of X :: Y).")
    boolean banks;

    @Option(names = "--format", converter = OutputFormat.TableOrJson.class,
            defaultValue = "table", paramLabel = "FORMAT",
            description = "table or json (default: ${DEFAULT-VALUE}).")
    OutputFormat format;

    @Override
    public Integer call() {
        OutputFiles.checkReadable(file, "listing");
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (java.nio.charset.MalformedInputException notText) {
            throw new InvalidInputException("The listing " + file + " is not UTF-8 text (an assembly listing from"
                    + " hipcc --save-temps is).");
        } catch (IOException e) {
            throw new InvalidInputException("Cannot read the listing " + file + ": " + OutputFiles.describe(e) + ".");
        }
        if (!VopdCheck.hasAmdInstructions(lines)) {
            throw new InvalidInputException(file + " holds no AMD GPU instruction (no line starts with a v_ or s_"
                    + " mnemonic): dual-issue reads an RDNA3 assembly listing, not kernel source. Make one with"
                    + " hipcc --genco --offload-arch=gfx1100 --save-temps, or kernelscope isa FILE.cl --target gfx1100"
                    + " --save-asm FILE.s.");
        }
        VopdReport report = VopdCheck.check(lines);
        if (format == OutputFormat.JSON) {
            Json.print(VopdTextReport.json(file.toString(), report), spec.commandLine().getOut());
        } else {
            VopdTextReport.print(file.toString(), report, banks, spec.commandLine().getOut());
        }
        return report.count(VopdFinding.Kind.RULE) > 0 ? 1 : 0;
    }
}
