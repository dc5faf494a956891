/*
 * Parsing ptxas's verbose report as NVRTC puts it in the program log (properties line prefixed "ptxas         .")
 * and as nvcc prints it (indented), per kernel name.
 */
package dev.kernelscope.device.cuda;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PtxasReportTest {

    @Test
    void readsStackFrameAndSpillsPerKernelInNvrtcsLayout() {
        String log = """
                ptxas info    : 0 bytes gmem
                ptxas info    : Compiling entry function 'reduce_sum' for 'sm_90'
                ptxas info    : Function properties for reduce_sum
                ptxas         .     0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
                ptxas info    : Used 14 registers, used 1 barriers, 1024 bytes smem, 372 bytes cmem[0]
                ptxas info    : Compiling entry function 'register_pressure' for 'sm_90'
                ptxas info    : Function properties for register_pressure
                ptxas         .     648 bytes stack frame, 660 bytes spill stores, 712 bytes spill loads
                ptxas info    : Used 32 registers, 368 bytes cmem[0]
                """;
        PtxasReport report = PtxasReport.parse(log);
        assertThat(report.spills("reduce_sum")).contains(new PtxasReport.Spills(0, 0, 0));
        assertThat(report.spills("register_pressure")).contains(new PtxasReport.Spills(648, 660, 712));
        assertThat(report.spills("absent")).isEmpty();
    }

    @Test
    void readsNvccsIndentedLayoutAndIgnoresAnEmptyLog() {
        String log = "ptxas info    : Function properties for k\n    8 bytes stack frame, 4 bytes spill stores, 4 bytes spill loads\n";
        assertThat(PtxasReport.parse(log).spills("k")).contains(new PtxasReport.Spills(8, 4, 4));
        assertThat(PtxasReport.parse("").spills("k")).isEmpty();
    }
}
