/*
 * Compiles every kernel file of a list on one device of a backend (CUDA: the OpenCL C -> CUDA translation and
 * NVRTC; OpenCL: the driver), in one process, and prints one line per file (ok with its kernels, or FAIL with the
 * first error line) and a count: how much of a corpus of other people's OpenCL C each backend takes.
 * Usage: java -cp kernelscope.jar:lib/*:tools-dialect.jar CorpusCompile cuda|opencl LIST
 * where each line of LIST is: FILE [-DNAME=VALUE | -IDIR ...] (relative paths against LIST's folder).
 */
import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.CompileFailures;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.Devices;
import dev.kernelscope.device.GpuException;
import dev.kernelscope.device.Program;
import dev.kernelscope.source.KernelSourceFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

public class CorpusCompile {
    public static void main(String[] args) throws Exception {
        BackendKind backend = BackendKind.parse(args[0]);
        Path list = Path.of(args[1]).toAbsolutePath();
        Device device = Devices.discover().devices(backend).stream()
                .filter(d -> d.label().contains("NVIDIA")).findFirst().orElseThrow();
        int ok = 0;
        int total = 0;
        try (DeviceSession session = Devices.open(device)) {
            for (String line : Files.readAllLines(list)) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                List<String> words = new ArrayList<>(Arrays.asList(line.trim().split("\\s+")));
                Path file = list.getParent().resolve(words.removeFirst());
                List<String> options = new ArrayList<>(List.of("-I" + file.getParent()));
                for (String word : words) {
                    options.add(word.startsWith("-I") ? "-I" + list.getParent().resolve(word.substring(2)) : word);
                }
                total++;
                long start = System.nanoTime();
                try {
                    Program program = session.compile(KernelSourceFile.read(file), Map.of(), options);
                    ok++;
                    System.out.printf("ok   %s (%.0f ms, NVRTC or the driver: %.0f ms)%n", list.getParent().relativize(file),
                            (System.nanoTime() - start) / 1e6, program.compileTime().toNanos() / 1e6);
                } catch (RuntimeException failure) {
                    // the driver's first diagnostic ("file(line): error: ..."), not the line naming the failed call
                    String first = failure instanceof GpuException gpu
                            ? CompileFailures.reason(gpu, file.getFileName().toString())
                            : String.valueOf(failure.getMessage()).lines().findFirst().orElse("");
                    System.out.printf("FAIL %s: %s%n", list.getParent().relativize(file),
                            first.substring(0, Math.min(first.length(), 240)));
                }
            }
        }
        System.out.printf("%s on %s: %d of %d files compiled%n", backend.cliName(), device.label(), ok, total);
    }
}
