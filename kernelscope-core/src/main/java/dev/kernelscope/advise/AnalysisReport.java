/*
 * The result of analysing one kernel file: per kernel, the findings (source and resource rules), what each
 * device's compiler reported, the occupancy on each device and what-if architecture, and the measured runs.
 */
package dev.kernelscope.advise;

import dev.kernelscope.model.occupancy.OccupancyResult;
import dev.kernelscope.source.SourceLocation;
import java.util.List;
import java.util.Optional;

public record AnalysisReport(String file, String frontEnd, List<KernelReport> kernels, List<String> notes) {
    public AnalysisReport {
        kernels = List.copyOf(kernels);
        notes = List.copyOf(notes);
    }

    /** Every finding of every kernel. */
    public List<Finding> findings() {
        return kernels.stream().flatMap(k -> k.findings().stream()).toList();
    }

    /** True when a --run of some kernel failed on a device (its report carries the driver's error): exit 3. */
    public boolean hasFailedRuns() {
        return kernels.stream().flatMap(k -> k.runs().stream()).anyMatch(r -> r.error() != null);
    }

    /** True when some kernel did not compile on some device (its compile report carries the compiler's error). */
    public boolean hasFailedCompiles() {
        return kernels.stream().flatMap(k -> k.compiles().stream()).anyMatch(c -> c.error() != null);
    }

    /** True when some kernel compiled on none of the devices it was compiled for. */
    public boolean hasKernelThatCompiledNowhere() {
        return kernels.stream().anyMatch(k -> !k.compiles().isEmpty()
                && k.compiles().stream().allMatch(c -> c.error() != null));
    }

    /** True when a finding is an error (a divergent barrier): the CLI exits with 1. */
    public boolean hasErrors() {
        return findings().stream().anyMatch(f -> f.severity() == Severity.ERROR);
    }

    public record KernelReport(String kernel, SourceLocation location, long groupSize, String groupSizeFrom,
            List<Finding> findings, List<CompileReport> compiles, List<WhatIf> whatIfs, List<RunReport> runs) {
        public KernelReport {
            findings = List.copyOf(findings);
            compiles = List.copyOf(compiles);
            whatIfs = List.copyOf(whatIfs);
            runs = List.copyOf(runs);
        }
    }

    /** What one device's compiler reported for the kernel, and its occupancy there (when the model knows the device). */
    public record CompileReport(String device, String backend, String arch, String error, Long maxGroupSize,
            Integer registers, Long spillStoreBytes, Long spillLoadBytes, Long localBytes, Long privateBytes,
            Double compileMs, String occupancySummary, OccupancyResult occupancy) {
        public Optional<OccupancyResult> occupancyResult() {
            return Optional.ofNullable(occupancy);
        }
    }

    /** The occupancy model's answer on an architecture the user named, with what was assumed. */
    public record WhatIf(String arch, int groupSize, int registers, long localBytes, OccupancyResult result,
            List<String> assumptions) {}

    /** One device-timed run with the achieved rates against the device's roofs. */
    public record RunReport(String device, String geometry, double medianUs, List<Long> samplesNs, double bytes,
            String bytesFrom, Double achievedGBps, Double copyRoofGBps, Double flops, Double achievedGflops,
            Double fp32PeakGflops, String verdict, String error) {}
}
