/*
 * Keeps every CUBIN this process compiles when -Dkernelscope.cuda.keepCubins=DIR names a folder: the binary, the
 * translated CUDA source and the NVRTC options (with the kernel's -D parameters) that made it, so `cuobjdump -sass`
 * or `nvdisasm` can list exactly what ran, and `kernelscope simulate --sass` can simulate it.
 */
package dev.kernelscope.device.cuda;

import dev.kernelscope.device.GpuException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

final class KeptCubins {
    static final String PROPERTY = "kernelscope.cuda.keepCubins";

    private KeptCubins() {
    }

    /** Writes the three files once per distinct binary (named by its first kernel and a hash); no-op unless asked. */
    static void keep(byte[] cubin, String cudaSource, List<String> kernelNames, List<String> nvrtcOptions) {
        String folder = System.getProperty(PROPERTY);
        if (folder == null || folder.isBlank()) {
            return;
        }
        String stem = (kernelNames.isEmpty() ? "program" : kernelNames.getFirst()) + "-" + hash(cubin);
        Path dir = Path.of(folder);
        try {
            Files.createDirectories(dir);
            if (Files.exists(dir.resolve(stem + ".cubin"))) {
                return;
            }
            write(dir.resolve(stem + ".cu"), cudaSource.getBytes(StandardCharsets.UTF_8));
            write(dir.resolve(stem + ".options.txt"), (String.join("\n", nvrtcOptions) + "\n").getBytes(StandardCharsets.UTF_8));
            write(dir.resolve(stem + ".cubin"), cubin);
        } catch (IOException failure) {
            throw new GpuException(0, "KEEP_CUBIN_FAILED", "write",
                    "cannot keep the CUBIN in " + dir + " (-D" + PROPERTY + "): " + failure.getMessage(), "");
        }
    }

    /** Whole or not at all: a temporary file beside the target, then a rename. */
    private static void write(Path file, byte[] bytes) throws IOException {
        Path temporary = Files.createTempFile(file.getParent(), ".keep", ".tmp");
        try {
            Files.write(temporary, bytes);
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    private static String hash(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes), 0, 4);
        } catch (NoSuchAlgorithmException impossible) {
            throw new IllegalStateException(impossible);
        }
    }
}
