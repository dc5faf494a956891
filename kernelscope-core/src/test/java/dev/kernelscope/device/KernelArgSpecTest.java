/*
 * Kernel argument specs as a command line writes them: the grammar, the one-paragraph refusals, and buffers made
 * real on the OpenCL device present (PoCL in CI) with the fill asked for.
 */
package dev.kernelscope.device;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.kernelscope.model.InvalidInputException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class KernelArgSpecTest {
    @TempDir
    Path dir;

    @Test
    void parsesEveryKind() {
        assertThat(KernelArgSpec.parse("buf:float:1024:random"))
                .isEqualTo(new KernelArgSpec.BufferSpec(ElementType.FLOAT, 1024, KernelArgSpec.Fill.RANDOM, null));
        assertThat(KernelArgSpec.parse("buf:int:8:zeros"))
                .isEqualTo(new KernelArgSpec.BufferSpec(ElementType.INT, 8, KernelArgSpec.Fill.ZEROS, null));
        assertThat(KernelArgSpec.parse("local:4096")).isEqualTo(new KernelArgSpec.LocalSpec(4096));
        assertThat(KernelArgSpec.parse("int:-3")).isEqualTo(new KernelArgSpec.IntSpec(-3));
        assertThat(KernelArgSpec.parse("float:1.5")).isEqualTo(new KernelArgSpec.FloatSpec(1.5f));
    }

    @Test
    void refusesMalformedSpecsNamingTheGrammar() {
        for (String bad : List.of("buf:float:0:random", "buf:double:4:random", "buf:float:4", "buf:float:4:noise",
                "local:0", "int:x", "pointer:3", "buf:float:4:file=/no/such/file")) {
            assertThatThrownBy(() -> KernelArgSpec.parse(bad)).as(bad).isInstanceOf(InvalidInputException.class)
                    .hasMessageContaining(KernelArgSpec.GRAMMAR);
        }
    }

    @Test
    void materializesBuffersWithTheirFill() throws Exception {
        Device device = Devices.discover().best().orElse(null);
        assumeTrue(device != null, "no OpenCL or CUDA device");
        Path file = dir.resolve("four.bin");
        ByteBuffer bytes = ByteBuffer.allocate(16).order(ByteOrder.nativeOrder());
        bytes.putInt(7).putInt(8).putInt(9).putInt(10);
        Files.write(file, bytes.array());
        List<KernelArgSpec> specs = KernelArgSpec.parseAll(List.of("buf:float:64:ones", "buf:float:64:random",
                "buf:int:4:file=" + file, "local:256", "int:5"));
        try (DeviceSession session = Devices.open(device);
                KernelArgSpec.Materialized args = KernelArgSpec.materialize(specs, session, 1)) {
            assertThat(((Buffer) args.values()[0]).readFloats()).containsOnly(1.0f);
            float[] random = ((Buffer) args.values()[1]).readFloats();
            for (float v : random) {
                assertThat(v).isBetween(-1.0f, 1.0f);
            }
            assertThat(random).doesNotHaveDuplicates();
            assertThat(((Buffer) args.values()[2]).readInts()).containsExactly(7, 8, 9, 10);
            assertThat(args.values()[3]).isEqualTo(new Kernel.LocalMemory(256));
            assertThat(args.values()[4]).isEqualTo(5);
            assertThat(args.bufferBytes()).isEqualTo(64 * 4 * 2 + 16);
        }
    }

    @Test
    void aFilePathIsResolvedAgainstTheGivenFolderAndTheOriginIsNamed() throws Exception {
        Files.write(dir.resolve("in.bin"), new byte[8]);
        assertThat(KernelArgSpec.parse("buf:byte:8:file=in.bin", dir, "argument 0 of s.json"))
                .isEqualTo(new KernelArgSpec.BufferSpec(ElementType.BYTE, 8, KernelArgSpec.Fill.FILE,
                        dir.resolve("in.bin")));
        assertThatThrownBy(() -> KernelArgSpec.parse("buf:byte:8:file=in.bin", dir.resolve("elsewhere"),
                "argument 0 of s.json")).hasMessageStartingWith("argument 0 of s.json 'buf:byte:8:file=in.bin'");
    }

    @Test
    void hostCopiesRestoreAnOverwrittenBuffer() {
        Device device = Devices.discover().best().orElse(null);
        assumeTrue(device != null, "no OpenCL or CUDA device");
        List<KernelArgSpec> specs = KernelArgSpec.parseAll(List.of("buf:float:32:random", "buf:half:8:ones",
                "buf:byte:4:zeros", "int:3"));
        try (DeviceSession session = Devices.open(device);
                KernelArgSpec.Materialized args = KernelArgSpec.materialize(specs, session, 1, true)) {
            double[] before = args.read(0);
            ((Buffer) args.values()[0]).fill(5.0f);
            assertThat(args.read(0)).containsOnly(5.0);
            args.restore(0);
            assertThat(args.read(0)).containsExactly(before);
            assertThat(args.read(1)).containsOnly(1.0);
            assertThat(args.read(2)).containsOnly(0.0);
            assertThat(args.initial().get(3)).isNull();
        }
        // the same seed fills the same data with or without host copies (analyze and the tuner agree)
        try (DeviceSession session = Devices.open(device);
                KernelArgSpec.Materialized kept = KernelArgSpec.materialize(specs, session, 7, true);
                KernelArgSpec.Materialized plain = KernelArgSpec.materialize(specs, session, 7)) {
            assertThat(kept.read(0)).containsExactly(plain.read(0));
        }
    }
}
