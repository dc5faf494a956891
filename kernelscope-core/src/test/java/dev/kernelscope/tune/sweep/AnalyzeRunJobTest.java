/*
 * AnalyzeRunJob as a worker receives it: the job's JSON reads back to the same run (source, kernel, device, defines,
 * launch, every kind of --arg, hints), and a run's outcome, a failed one with its NaN median included, survives the
 * record a worker sends back.
 */
package dev.kernelscope.tune.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.advise.AnalysisOptions;
import dev.kernelscope.advise.AnalysisReport;
import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.KernelArgSpec;
import dev.kernelscope.tune.KernelTunerCache;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AnalyzeRunJobTest {
    @TempDir
    Path dir;

    @Test
    void theJobReadsBackAsTheSameRun() throws Exception {
        Path data = dir.resolve("in.bin");
        Files.write(data, new byte[16]);
        Map<String, String> defines = new LinkedHashMap<>();
        defines.put("TS", "16");
        defines.put("FAST", null);
        List<KernelArgSpec> args = KernelArgSpec.parseAll(List.of("buf:half:8:file=" + data, "buf:int:7:ones",
                "local:256", "int:-3", "float:0.1"));
        AnalysisOptions options = new AnalysisOptions(Optional.empty(), defines, new long[] {1024, 4},
                new long[] {64, 2}, List.of(), 0, List.of(), true, args, 4096, 2048, 7);
        AnalyzeRunJob job = new AnalyzeRunJob("__kernel void k() {}", "k", "opencl:0.0", BackendKind.OPENCL, options);

        AnalyzeRunJob back = (AnalyzeRunJob) CellJob.fromJson(KernelTunerCache.JSON.readTree(job.toJson().toString()));

        assertThat(back.source()).isEqualTo(job.source());
        assertThat(back.kernelName()).isEqualTo("k");
        assertThat(back.deviceId()).isEqualTo("opencl:0.0");
        assertThat(back.backend()).isEqualTo(BackendKind.OPENCL);
        assertThat(back.options().defines()).isEqualTo(defines);
        assertThat(back.options().global()).containsExactly(1024, 4);
        assertThat(back.options().local()).containsExactly(64, 2);
        assertThat(back.options().args()).isEqualTo(args);
        assertThat(back.options().bytesHint()).isEqualTo(4096);
        assertThat(back.options().flopsHint()).isEqualTo(2048);
        assertThat(back.options().repetitions()).isEqualTo(7);
    }

    @Test
    void aFailedRunsReportSurvivesTheWorkersRecord() throws Exception {
        AnalysisReport.RunReport failed = new AnalysisReport.RunReport("dev (opencl:0.0)", "global [64]", Double.NaN,
                List.of(), 0, "", null, null, null, null, null, "", "CL_OUT_OF_RESOURCES in clEnqueueNDRangeKernel");
        ObjectNode record = KernelTunerCache.JSON.createObjectNode();
        record.set(MatrixCells.REPORT, KernelTunerCache.JSON.valueToTree(new AnalyzeRunJob.Outcome(failed, null)));

        // as the worker prints its reply line and the parent reads it
        AnalyzeRunJob.Outcome back = AnalyzeRunJob.outcome(new SweepResult("0", (ObjectNode) KernelTunerCache.JSON
                .readTree(record.toString()), "dev"));

        assertThat(back.invalid()).isNull();
        assertThat(back.run().error()).isEqualTo(failed.error());
        assertThat(back.run().medianUs()).isNaN();
    }
}
