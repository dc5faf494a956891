/*
 * `kernelscope demo`: every section is there and the seeds' scenarios come out with the corrected numbers.
 */
package dev.kernelscope.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kernelscope.device.DeviceSurvey;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class DemoCommandTest {
    @Test
    void showsTheSeedScenariosWithLimitersAndAdvice() {
        Cli run = Cli.run("demo", "--no-device");
        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        String out = run.out();
        assertThat(out).contains("1. Occupancy of the documents' kernels", "2. Halo overhead", "3. Occupancy needed");
        assertThat(out)
                .containsPattern("A .*gcn\\s+1024\\s+40\\s+32,768\\s+1 per CU\\s+4\\s+40%\\s+registers\\s+000")
                .containsPattern("C .*gcn\\s+1024\\s+32\\s+32,768\\s+2 per CU\\s+8\\s+80%")
                .containsPattern("D .*gcn\\s+512\\s+32\\s+0\\s+4 per CU\\s+8\\s+80%\\s+registers")
                .containsPattern("E .*gfx1100 wgp\\s+128\\s+216\\s+0\\s+7 per WGP\\s+7\\s+43.75%")
                .containsPattern("F .*gfx1100 cu\\s+128\\s+216\\s+0\\s+3 per CU\\s+6\\s+37.5%")
                .containsPattern("G .*rogue")
                .containsPattern("H .*apple-a8")
                .containsPattern("K .*sm_90");
        assertThat(out).contains("registers 40 -> 32: 1 -> 2 groups per CU, 40% -> 80%")
                .contains("registers 32 -> 24: 4 -> 5 groups per CU, 80% -> 100%");
        assertThat(out).containsPattern("16x16\\s+1\\s+256\\s+68\\s+324\\s+26.56%")
                .containsPattern("8x8x8\\s+1\\s+512\\s+488\\s+1,000\\s+95.31%\\s+48.8%");
        // loads per output with 2 outputs per work-item, as `kernelscope halo` prints by default (seed 002's Sobel: 6);
        // the demo printed 1 per work-item, a column equal to "no local memory"
        assertThat(out).contains("2 outputs/work-item").doesNotContain("1 outputs/work-item")
                .containsPattern("8x8\\s+9\\s+1.56\\s+6\\n");
        assertThat(out).containsPattern("waves needed\\s+waves\\s+10").contains("62.5%");
        assertThat(out).contains("4. Latency hiding and barriers, simulated warp by warp", "Two groups per CU run")
                .containsPattern("\\s11\\s+99\\.\\d+%\\s+100%");
    }

    @Test
    void endsWithTheStaticRulesOnTheKernelsPeopleWriteFirst() {
        String out = Cli.run("demo", "--no-device").out();
        assertThat(out).contains("5. Your kernel: what the static rules say (kernelscope analyze)");
        if (dev.kernelscope.source.ClangFrontEnd.isAvailable()) {
            assertThat(out).containsPattern("blur3x3 \\(line 3\\):\\n  KS-MEM-005 note, line 12: each work-item reads 9"
                    + " taps of in")
                    .containsPattern("matmul \\(line 18\\):\\n  KS-MEM-006 warning, line 22: the loop at line 22 reads"
                            + " A\\[row \\* n \\+ k\\] and B\\[k \\* n \\+ col\\]");
        } else {
            assertThat(out).contains("The rules cannot read a kernel here: "
                    + dev.kernelscope.source.ClangFrontEnd.missingLibrary());
        }
    }

    @Test
    void deviceSectionListsTheDevicesAndACompiledKernelOrSaysWhyNot() {
        DeviceSurvey survey = DeviceSurvey.run();
        StringWriter text = new StringWriter();
        new DemoDeviceSections.DevicesSection(survey).print(new PrintWriter(text, true));
        assertThat(text.toString()).contains("Backends:");
        if (survey.inventory().isEmpty()) {
            // why there is no device is said once (the table's explanation), not again as "No compiled sample"
            assertThat(text.toString()).contains("No compute device was found").doesNotContain("No compiled sample");
            assertThat(text.toString().split("apt-get install", -1)).hasSize(2);
        } else {
            assertThat(text.toString()).contains("The sample kernel reduce_sum", "256 work-items per group");
        }
    }
}
