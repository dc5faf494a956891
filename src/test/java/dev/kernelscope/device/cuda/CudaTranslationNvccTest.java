/*
 * Compiles every kernel of the repository (src/main/resources/dev/kernelscope/kernels/**.cl, the CUDA backend's own
 * register_pressure.cl and this package's test kernels) through CudaDialect with `nvcc -cubin -arch=sm_90`, so a
 * broken OpenCL -> CUDA translation fails CI, which has CUDA 13's nvcc but no GPU and no NVRTC library.
 * Skipped, with the reason, where nvcc is not on PATH.
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
        return kernelFiles().stream().map(kernel -> DynamicTest.dynamicTest(
                Path.of("").toAbsolutePath().relativize(kernel.toAbsolutePath()).toString(),
                () -> compile(nvcc.get(), kernel)));
    }

    private void compile(Path nvcc, Path kernel) throws IOException, InterruptedException {
        String name = kernel.getFileName().toString();
        String translated = CudaDialect.translate(Files.readString(kernel), name);
        Path cu = work.resolve(name.replaceAll("\\.cl$", "") + ".cu");
        Path cubin = work.resolve(name.replaceAll("\\.cl$", "") + ".cubin");
        Files.writeString(cu, translated);
        Process process = new ProcessBuilder(nvcc.toString(), "-cubin", "-arch=sm_90", "-o", cubin.toString(),
                cu.toString()).redirectErrorStream(true).start();
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

    private static List<Path> kernelFiles() throws IOException {
        List<Path> kernels = new ArrayList<>();
        for (Path root : List.of(PRODUCT_KERNELS, CUDA_KERNELS, TEST_KERNELS)) {
            if (Files.isDirectory(root)) {
                try (Stream<Path> files = Files.walk(root)) {
                    files.filter(file -> file.toString().endsWith(".cl")).sorted().forEach(kernels::add);
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
