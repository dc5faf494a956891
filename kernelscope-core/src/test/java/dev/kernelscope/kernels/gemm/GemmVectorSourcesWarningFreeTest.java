/*
 * gemv.cl compiles without a clang warning in every program GemmVector plans (one per panel width, tile shape,
 * staging, float4 reads and way of adding K's slices), for a CPU as PoCL builds it and for NVPTX as NVIDIA's OpenCL
 * parses it; pack.cl and scale_c.cl at their defaults. Session 60 found NVIDIA's OpenCL printing "1 warning
 * generated." for every tile program (a logical && on a constant). Needs a clang on PATH; skipped without one.
 */
package dev.kernelscope.kernels.gemm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.kernelscope.kernels.ClangWarnings;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GemmVectorSourcesWarningFreeTest {
    private static final int[] VECTORS = {1, 2, 3, 4, 5, 8, 9, 12, 16, 17, 24, 28, 32, 33, 48, 64};
    private static final int[] OUTPUTS = {999, 4096};
    private static final int[] DEPTHS = {97, 1000, 8192};
    /** A CPU's few compute units keep K whole; a GPU's 132 cut it (gemv_sum or the last group adds the slices). */
    private static final int[] COMPUTE_UNITS = {4, 132};
    /** 48 KiB: OpenCL's usual group limit; 16 KiB: the least a device may give, where staging is dropped. */
    private static final long[] LOCAL_BYTES = {48 * 1024, 16 * 1024};

    private record Build(String file, Map<String, Long> defines, List<String> target) {
        String label() {
            return file + " " + defines + " " + target;
        }
    }

    @Test
    void everyPlannedProgramCompilesWithoutWarnings(@TempDir Path work) throws Exception {
        Optional<Path> clang = ClangWarnings.clang();
        assumeTrue(clang.isPresent(), "no clang on PATH");
        for (String file : List.of("gemv.cl", "pack.cl", "scale_c.cl")) {
            Files.writeString(work.resolve(file), GemmKernelFiles.read(file), StandardCharsets.UTF_8);
        }
        List<Build> builds = new ArrayList<>();
        for (Map<String, Long> defines : plannedPrograms()) {
            ClangWarnings.TARGETS.forEach(target -> builds.add(new Build("gemv.cl", defines, target)));
        }
        for (String file : List.of("pack.cl", "scale_c.cl")) {
            ClangWarnings.TARGETS.forEach(target -> builds.add(new Build(file, Map.of(), target)));
        }
        List<String> warnings = builds.parallelStream().flatMap(build -> ClangWarnings.compile(clang.get(),
                work.resolve(build.file()), build.defines(), build.target(), build.label()).stream()).toList();
        assertThat(builds).hasSizeGreaterThan(40);
        assertThat(warnings).isEmpty();
    }

    /** The distinct defines of every program the plans of the grid above compile, tile and panel kernels both. */
    private static Set<Map<String, Long>> plannedPrograms() {
        Set<Map<String, Long>> programs = new LinkedHashSet<>();
        for (int vectors : VECTORS) {
            for (int outputs : OUTPUTS) {
                for (int k : DEPTHS) {
                    for (int transposes = 0; transposes < 4; transposes++) {
                        boolean transA = (transposes & 1) != 0;
                        boolean transB = (transposes & 2) != 0;
                        for (GemmShape row : List.of(
                                GemmShape.packed(Layout.ROW_MAJOR, transA, transB, outputs, vectors, k),
                                GemmShape.packed(Layout.ROW_MAJOR, transA, transB, vectors, outputs, k))) {
                            for (int units : COMPUTE_UNITS) {
                                for (long local : LOCAL_BYTES) {
                                    programs.add(new TreeMap<>(GemmVector.plan(row, units, local).shape().defines()));
                                }
                            }
                        }
                    }
                }
            }
        }
        // the kernels the plans pick among (tile, staged, lastSums) must all be in the grid
        assertThat(programs).anyMatch(d -> d.getOrDefault("TILE", 0L) == 1 && d.get("STAGE") == 1);
        assertThat(programs).anyMatch(d -> d.getOrDefault("TILE", 0L) == 1 && d.get("MAT_VEC") == 1);
        assertThat(programs).anyMatch(d -> d.get("LAST_SUMS") == 1);
        assertThat(programs).anyMatch(d -> d.get("NV") > 1 && d.getOrDefault("TILE", 0L) == 0);
        return programs;
    }
}
