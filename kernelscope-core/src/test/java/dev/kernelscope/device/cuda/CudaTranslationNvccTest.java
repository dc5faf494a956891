/*
 * Compiles every kernel of the repository (src/main/resources/dev/kernelscope/kernels/**.cl, the CUDA backend's own
 * register_pressure.cl and this package's test kernels) through CudaDialect with `nvcc -cubin -arch=sm_90`, so a
 * broken OpenCL -> CUDA translation fails CI, which has CUDA 13's nvcc but no GPU and no NVRTC library.
 * Skipped, with the reason, where nvcc is not on PATH. Kernels marked "// kernelscope: opencl-only" (the image rung:
 * images and samplers have no prelude mapping, and the CUDA backend refuses them) are left out.
 */
package dev.kernelscope.device.cuda;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

class CudaTranslationNvccTest {
    private static final Path PRODUCT_KERNELS = Path.of("src/main/resources/dev/kernelscope/kernels");
    private static final Path CUDA_KERNELS = Path.of("src/main/resources/dev/kernelscope/device/cuda");
    private static final Path TEST_KERNELS = Path.of("src/test/resources/dev/kernelscope/device/cuda");

    @TempDir
    Path work;

    @Test
    void theRepositoryHasKernelsToTranslate() throws IOException {
        assertThat(kernelFiles()).as("kernel sources under %s and %s", PRODUCT_KERNELS, TEST_KERNELS).isNotEmpty();
    }

    @TestFactory
    Stream<DynamicTest> everyKernelCompilesWithNvccForSm90() throws IOException {
        Optional<Path> nvcc = findOnPath("nvcc");
        assumeTrue(nvcc.isPresent(), "nvcc is not on PATH, so the OpenCL -> CUDA translation cannot be compiled here"
                + " (install the CUDA toolkit's nvcc to run this check)");
        Stream<DynamicTest> defaults = kernelFiles().stream().map(kernel -> DynamicTest.dynamicTest(
                Path.of("").toAbsolutePath().relativize(kernel.toAbsolutePath()).toString(),
                () -> compile(nvcc.get(), kernel)));
        // code that only some defines compile: gemv.cl's tile kernels, with float4 reads and without, waves along K
        Path gemv = PRODUCT_KERNELS.resolve("gemm/gemv.cl");
        Stream<DynamicTest> defined = Stream.of(List.of("-DTILE=1", "-DNV=16", "-DMAT_VEC=1", "-DKU=8"),
                        List.of("-DTILE=1", "-DNV=32", "-DTV=8", "-DWK=2", "-DMAT_VEC=0"))
                .map(defines -> DynamicTest.dynamicTest("gemv.cl " + String.join(" ", defines),
                        () -> compile(nvcc.get(), gemv, defines)));
        // the stencil vector rung's warp-shuffle halo (SHUFFLE=1: CUDA only) for float, half and uchar words
        Path vector = PRODUCT_KERNELS.resolve("stencil/06_vector.cl");
        Stream<DynamicTest> shuffled = Stream.of(List.of("-DSHUFFLE=1", "-DTYPE=2", "-DRADIUS=2"),
                        List.of("-DSHUFFLE=1", "-DTYPE=1", "-DVEC=8", "-DRADIUS=3", "-DFILTER=1"),
                        List.of("-DSHUFFLE=1", "-DTYPE=0", "-DVEC=8", "-DGROUP_X=16", "-DGROUP_Y=4", "-DFILTER=1"),
                        // two halo words per side: radius 7 in float, 5 in half, 6 in uchar words of 4 pixels
                        List.of("-DSHUFFLE=1", "-DTYPE=2", "-DVEC=4", "-DRADIUS=7", "-DROWS=8"),
                        List.of("-DSHUFFLE=1", "-DTYPE=1", "-DVEC=4", "-DRADIUS=5", "-DGROUP_X=16", "-DGROUP_Y=4"),
                        List.of("-DSHUFFLE=1", "-DTYPE=0", "-DVEC=4", "-DRADIUS=6"),
                        // its form for a pitch the words do not align (PITCH_ALIGN below a word's bytes): aligned
                        // stores built across lanes, CUDA's vote and shuffles and NVIDIA OpenCL's inline-PTX ones
                        List.of("-DPITCH_ALIGN=4", "-DTYPE=2", "-DSHUFFLE=1", "-DRADIUS=2"),
                        List.of("-DKERNELSCOPE_NV_PTX=90", "-DPITCH_ALIGN=2", "-DTYPE=1", "-DVEC=8", "-DFILTER=1"),
                        List.of("-DKERNELSCOPE_NV_PTX=90", "-DPITCH_ALIGN=1", "-DTYPE=0", "-DVEC=16", "-DFMATH=1"))
                .map(defines -> DynamicTest.dynamicTest("06_vector.cl " + String.join(" ", defines),
                        () -> compile(nvcc.get(), vector, defines)));
        // the packed rung's Sobel filters (biased 16-bit lanes; CUDA: SIMD min/max and byte permutes PoCL never runs),
        // and its rows copied ahead by cp.async (STREAM; PoCL runs the plain copies)
        Path packed = PRODUCT_KERNELS.resolve("stencil/08_packed.cl");
        Stream<DynamicTest> sobel = Stream.of(List.of("-DFILTER=1", "-DVEC=16"), List.of("-DFILTER=2", "-DVEC=8"),
                        List.of("-DFILTER=3", "-DVEC=4", "-DBORDER=2"), List.of("-DVEC=16", "-DROWS=16", "-DSTREAM=3"),
                        List.of("-DFILTER=1", "-DVEC=8", "-DSTREAM=2"),
                        // a Gaussian's row sums by dot products (DOT_ROWS: CUDA's __dp2a_lo), Q8 weights
                        List.of("-DRADIUS=2", "-DW0=94", "-DW1=63", "-DW2=18", "-DNORM=65536", "-DVEC=16",
                                "-DDOT_ROWS=1"))
                .map(defines -> DynamicTest.dynamicTest("08_packed.cl " + String.join(" ", defines),
                        () -> compile(nvcc.get(), packed, defines)));
        // its inline-PTX branch, which only NVIDIA's OpenCL compiles (KERNELSCOPE_NV_PTX): byte permutes, funnel
        // shifts and 16-bit-lane min/max, with and without the shared halo word, cp.async and dp2a (below sm_90 the
        // lanes' finish is OpenCL C's abs_diff, which nvcc lacks, so only sm_90's branch compiles here)
        Stream<DynamicTest> packedPtx = Stream.of(List.of("-DKERNELSCOPE_NV_PTX=90", "-DFILTER=1", "-DVEC=16"),
                        List.of("-DKERNELSCOPE_NV_PTX=90", "-DFILTER=3", "-DVEC=8", "-DSHARED_HALO=1"),
                        List.of("-DKERNELSCOPE_NV_PTX=90", "-DRADIUS=2", "-DW0=6", "-DW1=4", "-DW2=1", "-DNORM=256",
                                "-DVEC=16", "-DSHARED_HALO=1"),
                        List.of("-DKERNELSCOPE_NV_PTX=90", "-DVEC=4", "-DROWS=8", "-DSTREAM=2"),
                        List.of("-DKERNELSCOPE_NV_PTX=90", "-DRADIUS=3", "-DW0=70", "-DW1=55", "-DW2=27", "-DW3=10",
                                "-DNORM=65536", "-DVEC=8", "-DDOT_ROWS=1"))
                .map(defines -> DynamicTest.dynamicTest("08_packed.cl " + String.join(" ", defines),
                        () -> compile(nvcc.get(), packed, defines)));
        // the separable-registers rung's lanes: CUDA's shuffles and the inline-PTX ones NVIDIA's OpenCL takes, two
        // 16-byte words per lane (float, 8 columns), the Sobel magnitude's two channels in uchar, half words, uchar
        // sums in fp32 (FMATH=1: floats through the shuffles)
        Path separable = PRODUCT_KERNELS.resolve("stencil/11_separable_registers.cl");
        Stream<DynamicTest> separableLanes = Stream.of(List.of("-DTYPE=2", "-DRADIUS=7", "-DCOLS=8", "-DROWS=16"),
                        List.of("-DKERNELSCOPE_NV_PTX=90", "-DTYPE=2", "-DRADIUS=7", "-DBORDER=1"),
                        List.of("-DTYPE=0", "-DFILTER=1", "-DCOLS=8", "-DBORDER=2"),
                        List.of("-DKERNELSCOPE_NV_PTX=90", "-DTYPE=1", "-DRADIUS=5", "-DCOLS=2", "-DGROUP_Y=2"),
                        List.of("-DTYPE=0", "-DFMATH=1", "-DRADIUS=7", "-DCOLS=8"),
                        List.of("-DKERNELSCOPE_NV_PTX=90", "-DTYPE=0", "-DFMATH=1", "-DFILTER=1"),
                        // its form for a pitch the words do not align (asked for through NVIDIA OpenCL)
                        List.of("-DKERNELSCOPE_NV_PTX=90", "-DPITCH_ALIGN=4", "-DTYPE=2", "-DRADIUS=3"),
                        List.of("-DKERNELSCOPE_NV_PTX=90", "-DPITCH_ALIGN=2", "-DTYPE=0", "-DFILTER=1"))
                .map(defines -> DynamicTest.dynamicTest("11_separable_registers.cl " + String.join(" ", defines),
                        () -> compile(nvcc.get(), separable, defines)));
        // the register-fused rung's edge values by shuffles (SHUFFLE=1), CUDA's and the inline-PTX ones NVIDIA's
        // OpenCL takes: uchar sums (int through the shuffles), float with the database's entry, half at radius 2;
        // uchar passes in fp32 (FMATH=1: floats through the shuffles; the Gaussian's even divisor)
        Path fused = PRODUCT_KERNELS.resolve("stencil/10_register_fused.cl");
        Stream<DynamicTest> fusedLanes = Stream.of(List.of("-DSHUFFLE=1", "-DTYPE=0", "-DPASSES=4"),
                        List.of("-DKERNELSCOPE_NV_PTX=90", "-DSHUFFLE=1", "-DTYPE=2", "-DPASSES=4", "-DGROUP_Y=1",
                                "-DROWS=16", "-DMIN_GROUPS=20"),
                        List.of("-DKERNELSCOPE_NV_PTX=90", "-DSHUFFLE=1", "-DTYPE=1", "-DRADIUS=2", "-DCOLS=2",
                                "-DPASSES=2", "-DBORDER=2"),
                        List.of("-DSHUFFLE=1", "-DTYPE=0", "-DFMATH=1", "-DPASSES=4", "-DGROUP_Y=1", "-DROWS=16",
                                "-DMIN_GROUPS=20"),
                        List.of("-DKERNELSCOPE_NV_PTX=90", "-DSHUFFLE=1", "-DTYPE=0", "-DFMATH=1", "-DPASSES=3",
                                "-DNORM=65536", "-DW0=128", "-DW1=64", "-DBORDER=2"))
                .map(defines -> DynamicTest.dynamicTest("10_register_fused.cl " + String.join(" ", defines),
                        () -> compile(nvcc.get(), fused, defines)));
        // the GEMM rung 10's reduce kernels (SPLIT_REDUCE=1: sgemm_tuned_reduce and sgemm_tuned_reduce_lanes), its K tail
        // read in place in both orientations of both operands, and sm_90's deep-k entry: two sets of waves sharing
        // each slice's k steps (SLICED_K=2), one copy with the last step behind the barriers; the twin for a C whose
        // rows are no multiple of 4 floats apart (UNALIGNED_C: stores staged through local memory, __syncwarp), in
        // the general entry's tiles with the reduce kernel and in the tiny entry's 16-lane rows; the twin that reads
        // unaligned operands in place with 4-byte loads (SCALAR_LOADS), with a K tail, transposed and untransposed
        Stream<DynamicTest> reduce = Stream.of(List.of("-DSPLIT_REDUCE=1"), List.of("-DK_TAIL=1"),
                        List.of("-DK_TAIL=1", "-DTRANS_A=1", "-DTRANS_B=1", "-DASYNC_COPY=0"),
                        List.of("-DSLICED_K=2", "-DBM=64", "-DBN=64", "-DBK=16", "-DWM=32", "-DWN=32",
                                "-DSPLIT_REDUCE=1", "-DSTAGES=1", "-DOVERLAP_BARRIER=1"),
                        List.of("-DUNALIGNED_C=1", "-DSPLIT_REDUCE=1", "-DSTAGES=1", "-DOVERLAP_BARRIER=1"),
                        List.of("-DUNALIGNED_C=1", "-DBM=32", "-DBN=64", "-DBK=32", "-DWM=16", "-DWN=64", "-DLANES_M=2",
                                "-DSTAGES=1", "-DMIN_GROUPS=4"),
                        List.of("-DSCALAR_LOADS=1", "-DK_TAIL=1", "-DASYNC_COPY=0"),
                        List.of("-DSCALAR_LOADS=1", "-DK_TAIL=1", "-DTRANS_A=1", "-DTRANS_B=1", "-DASYNC_COPY=0"))
                .map(defines -> DynamicTest.dynamicTest("10_tuned.cl " + String.join(" ", defines),
                        () -> compile(nvcc.get(), PRODUCT_KERNELS.resolve("gemm/10_tuned.cl"), defines)));
        return Stream.of(defaults, defined, shuffled, sobel, packedPtx, separableLanes, fusedLanes, reduce)
                .flatMap(s -> s);
    }

    /**
     * Prelude rule 7: a kernel's `#define KERNELSCOPE_MIN_GROUPS_PER_UNIT N` turns its reqd_work_group_size into
     * __launch_bounds__(X*Y*Z, N), which PTX carries as .minnctapersm N; without the macro there is no minimum.
     */
    @Test
    void aKernelsMinimumOfGroupsPerUnitReachesThePtx() throws IOException, InterruptedException {
        Optional<Path> nvcc = findOnPath("nvcc");
        assumeTrue(nvcc.isPresent(), "nvcc is not on PATH");
        String kernel = "__kernel __attribute__((reqd_work_group_size(128, 2, 1)))\n"
                + "void scale(__global float* x) { x[get_global_id(0)] *= 2.0f; }\n";
        String bounded = ptx(nvcc.get(), "#define KERNELSCOPE_MIN_GROUPS_PER_UNIT 3\n" + kernel, "bounded");
        assertThat(bounded).contains(".maxntid 256, 1, 1").contains(".minnctapersm 3");
        String plain = ptx(nvcc.get(), kernel, "plain");
        assertThat(plain).contains(".maxntid 256, 1, 1").doesNotContain(".minnctapersm");
    }

    /**
     * Rung 10's LOADS_BEFORE_MATH=1 puts a warp barrier (bar.warp.sync) after the main loop's loads of the next slice,
     * which keeps ptxas from issuing them after the slice's math; 0 leaves the kernels without one. In the
     * general-narrow entry's 128x64x16 tiles, plain and as the twin with a K tail and A read transposed.
     */
    @Test
    void theTunedRungsLoadsBeforeMathPutsAWarpBarrierInTheMainLoop() throws IOException, InterruptedException {
        Optional<Path> nvcc = findOnPath("nvcc");
        assumeTrue(nvcc.isPresent(), "nvcc is not on PATH");
        String tuned = Files.readString(PRODUCT_KERNELS.resolve("gemm/10_tuned.cl"));
        String tiles = "#define BM 128\n#define BN 64\n#define BK 16\n#define WM 32\n#define WN 64\n#define STAGES 1\n"
                + "#define OVERLAP_BARRIER 1\n#define MIN_GROUPS 3\n";
        for (String tail : List.of("", "#define K_TAIL 1\n#define TRANS_A 1\n")) {
            long without = warpBarriers(ptx(nvcc.get(), tiles + tail + tuned, "loads-anywhere"));
            long with = warpBarriers(ptx(nvcc.get(), tiles + tail + "#define LOADS_BEFORE_MATH 1\n" + tuned,
                    "loads-first"));
            assertThat(without).as("bar.warp.sync in the PTX without LOADS_BEFORE_MATH (%s)", tail).isZero();
            // one per kernel (sgemm_tuned and sgemm_tuned_split) at least: the loop may be unrolled into copies
            assertThat(with).as("bar.warp.sync in the PTX with LOADS_BEFORE_MATH=1 (%s)", tail)
                    .isGreaterThanOrEqualTo(2);
        }
    }

    private static long warpBarriers(String ptx) {
        return ptx.lines().filter(line -> line.strip().startsWith("bar.warp.sync")).count();
    }

    private String ptx(Path nvcc, String source, String name) throws IOException, InterruptedException {
        Path cu = work.resolve(name + ".cu");
        Path ptx = work.resolve(name + ".ptx");
        Files.writeString(cu, CudaDialect.translate(source, name + ".cl"));
        Process process = new ProcessBuilder(nvcc.toString(), "-ptx", "-arch=sm_90", "-o", ptx.toString(), cu.toString())
                .redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as("nvcc -ptx for %s:%n%s", name, output).isZero();
        return Files.readString(ptx);
    }

    private void compile(Path nvcc, Path kernel) throws IOException, InterruptedException {
        compile(nvcc, kernel, List.of());
    }

    private void compile(Path nvcc, Path kernel, List<String> defines) throws IOException, InterruptedException {
        String name = kernel.getFileName().toString();
        String translated = CudaDialect.translate(Files.readString(kernel), name);
        Path cu = work.resolve(name.replaceAll("\\.cl$", "") + ".cu");
        Path cubin = work.resolve(name.replaceAll("\\.cl$", "") + ".cubin");
        Files.writeString(cu, translated);
        // -I the kernel's folder: a kernel may #include a header next to it (the stencil ladder's stencil_common.cl)
        List<String> command = new ArrayList<>(List.of(nvcc.toString(), "-cubin", "-arch=sm_90", "-I",
                kernel.toAbsolutePath().getParent().toString()));
        command.addAll(defines);
        command.addAll(List.of("-o", cubin.toString(), cu.toString()));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        boolean finished = process.waitFor(120, TimeUnit.SECONDS);
        if (!finished) {
            process.destroyForcibly();
        }
        assertThat(finished).as("nvcc finished within 120 s for %s", name).isTrue();
        assertThat(process.exitValue()).as("nvcc -cubin -arch=sm_90 %s (translated through CudaDialect):%n%s",
                name, output).isZero();
        assertThat(Files.size(cubin)).as("size of the CUBIN for %s", name).isPositive();
        if (!output.isBlank()) {
            System.out.println("nvcc said for " + name + ":\n" + output.strip());
        }
    }

    /** A kernel marked {@value #OPENCL_ONLY} uses what the prelude cannot map (images, samplers): no CUDA form. */
    private static final String OPENCL_ONLY = "// kernelscope: opencl-only";

    /**
     * A kernel marked {@value #NVRTC_ONLY} needs what only NVRTC's JIT mode has: its helpers without `inline` are device
     * functions through --device-as-default-execution-space, for which nvcc has no flag (OpenClSyntaxGpuTest runs it).
     */
    private static final String NVRTC_ONLY = "// kernelscope: nvrtc-only";

    private static boolean notForNvcc(Path kernel) {
        try {
            String text = Files.readString(kernel);
            return text.contains(OPENCL_ONLY) || text.contains(NVRTC_ONLY);
        } catch (IOException unreadable) {
            return false;   // compiled, and the compile reports it
        }
    }

    private static List<Path> kernelFiles() throws IOException {
        List<Path> kernels = new ArrayList<>();
        for (Path root : List.of(PRODUCT_KERNELS, CUDA_KERNELS, TEST_KERNELS)) {
            if (Files.isDirectory(root)) {
                try (Stream<Path> files = Files.walk(root)) {
                    files.filter(file -> file.toString().endsWith(".cl")).filter(file -> !notForNvcc(file)).sorted()
                            .forEach(kernels::add);
                }
            }
        }
        return kernels;
    }

    private static Optional<Path> findOnPath(String program) {
        String path = System.getenv("PATH");
        if (path == null) {
            return Optional.empty();
        }
        for (String directory : path.split(java.io.File.pathSeparator)) {
            Path candidate = Path.of(directory, program);
            if (Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }
}
