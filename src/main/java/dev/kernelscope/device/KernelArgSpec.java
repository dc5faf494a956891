/*
 * One kernel argument as a user writes it on a command line, and how it becomes a real argument on a session:
 * buf:TYPE:N:FILL (TYPE float|int|half|byte, FILL random|zeros|ones|file=PATH), local:BYTES, int:V, float:V.
 * Shared by `kernelscope analyze --run` and the autotuner; bad specs are InvalidInputException with the grammar.
 */
package dev.kernelscope.device;

import dev.kernelscope.model.InvalidInputException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

public sealed interface KernelArgSpec {
    String GRAMMAR = "buf:float|int|half|byte:N:random|zeros|ones|file=PATH, local:BYTES, int:V or float:V";

    /** A device buffer of {@code count} elements filled as asked. */
    record BufferSpec(ElementType type, long count, Fill fill, Path file) implements KernelArgSpec {}

    /** A __local pointer argument of {@code bytes} per group. */
    record LocalSpec(long bytes) implements KernelArgSpec {}

    record IntSpec(int value) implements KernelArgSpec {}

    record FloatSpec(float value) implements KernelArgSpec {}

    enum Fill { RANDOM, ZEROS, ONES, FILE }

    /** Parses one spec, e.g. "buf:float:1048576:random". */
    static KernelArgSpec parse(String spec) {
        String[] parts = spec.split(":", 4);
        try {
            switch (parts[0].toLowerCase(Locale.ROOT)) {
                case "buf", "buffer" -> {
                    if (parts.length != 4) {
                        throw bad(spec, "a buffer needs buf:TYPE:N:FILL");
                    }
                    ElementType type = ElementType.valueOf(parts[1].toUpperCase(Locale.ROOT));
                    long count = Long.parseLong(parts[2]);
                    if (count < 1) {
                        throw bad(spec, "N must be at least 1");
                    }
                    String fill = parts[3];
                    if (fill.startsWith("file=")) {
                        Path file = Path.of(fill.substring(5));
                        if (!Files.isReadable(file)) {
                            throw bad(spec, "cannot read " + file);
                        }
                        return new BufferSpec(type, count, Fill.FILE, file);
                    }
                    return new BufferSpec(type, count, Fill.valueOf(fill.toUpperCase(Locale.ROOT)), null);
                }
                case "local" -> {
                    long bytes = Long.parseLong(parts[1]);
                    if (parts.length != 2 || bytes < 1) {
                        throw bad(spec, "local needs local:BYTES with BYTES >= 1");
                    }
                    return new LocalSpec(bytes);
                }
                case "int" -> {
                    return new IntSpec(Integer.parseInt(parts[1]));
                }
                case "float" -> {
                    return new FloatSpec(Float.parseFloat(parts[1]));
                }
                default -> throw bad(spec, "unknown kind '" + parts[0] + "'");
            }
        } catch (IllegalArgumentException | ArrayIndexOutOfBoundsException failure) {
            if (failure instanceof InvalidInputException input) {
                throw input;
            }
            throw bad(spec, failure.getMessage() == null ? "malformed" : failure.getMessage());
        }
    }

    static List<KernelArgSpec> parseAll(List<String> specs) {
        return specs.stream().map(KernelArgSpec::parse).toList();
    }

    private static InvalidInputException bad(String spec, String why) {
        return new InvalidInputException("--arg " + spec + " is not a kernel argument (" + why + "); write " + GRAMMAR
                + ".");
    }

    /** Arguments made real on one session: the values for Kernel.args(...) and the buffers this owns. */
    record Materialized(Object[] values, List<Buffer> buffers) implements AutoCloseable {
        /** Bytes of all buffers, an upper bound of the traffic of one launch that touches each element once. */
        public long bufferBytes() {
            return buffers.stream().mapToLong(Buffer::bytes).sum();
        }

        @Override
        public void close() {
            buffers.forEach(Buffer::close);
        }
    }

    /** Allocates and fills every buffer on {@code session} (random data from {@code seed}). */
    static Materialized materialize(List<KernelArgSpec> specs, DeviceSession session, long seed) {
        List<Buffer> buffers = new ArrayList<>();
        Object[] values = new Object[specs.size()];
        SplittableRandom random = new SplittableRandom(seed);
        try {
            for (int i = 0; i < specs.size(); i++) {
                values[i] = switch (specs.get(i)) {
                    case BufferSpec b -> {
                        Buffer buffer = session.allocate(b.type(), b.count());
                        buffers.add(buffer);
                        fill(buffer, b, random);
                        yield buffer;
                    }
                    case LocalSpec l -> new Kernel.LocalMemory(l.bytes());
                    case IntSpec v -> v.value();
                    case FloatSpec v -> v.value();
                };
            }
        } catch (RuntimeException failure) {
            buffers.forEach(Buffer::close);
            throw failure;
        }
        return new Materialized(values, buffers);
    }

    private static void fill(Buffer buffer, BufferSpec spec, SplittableRandom random) {
        switch (spec.fill()) {
            case ZEROS -> fillWith(buffer, 0);
            case ONES -> fillWith(buffer, 1);
            case RANDOM -> {
                byte[] bytes = new byte[Math.toIntExact(buffer.bytes())];
                ByteBuffer view = ByteBuffer.wrap(bytes).order(ByteOrder.nativeOrder());
                for (long i = 0; i < spec.count(); i++) {
                    switch (spec.type()) {
                        case FLOAT -> view.putFloat((float) (random.nextDouble() * 2 - 1));
                        case INT -> view.putInt(random.nextInt(1 << 16));
                        case HALF -> view.putShort(Float.floatToFloat16((float) (random.nextDouble() * 2 - 1)));
                        case BYTE -> view.put((byte) random.nextInt(256));
                    }
                }
                writeTyped(buffer, spec.type(), bytes);
            }
            case FILE -> {
                byte[] data;
                try {
                    data = Files.readAllBytes(spec.file());
                } catch (IOException failure) {
                    throw new InvalidInputException("Cannot read " + spec.file() + ": " + failure.getMessage());
                }
                if (data.length != buffer.bytes()) {
                    throw new InvalidInputException(spec.file() + " holds " + data.length + " bytes; the buffer of "
                            + spec.count() + " " + spec.type().name().toLowerCase(Locale.ROOT) + " elements needs "
                            + buffer.bytes() + " (raw little-endian elements).");
                }
                writeTyped(buffer, spec.type(), data);
            }
        }
    }

    private static void fillWith(Buffer buffer, int value) {
        switch (buffer.type()) {
            case FLOAT -> buffer.fill((float) value);
            case INT -> buffer.fill(value);
            case HALF -> buffer.fillHalf(Float.floatToFloat16(value));
            case BYTE -> buffer.fill((byte) value);
        }
    }

    /** Writes native-order element bytes through the buffer's typed writer. */
    private static void writeTyped(Buffer buffer, ElementType type, byte[] bytes) {
        ByteBuffer view = ByteBuffer.wrap(bytes).order(ByteOrder.nativeOrder());
        switch (type) {
            case FLOAT -> {
                float[] values = new float[bytes.length / 4];
                view.asFloatBuffer().get(values);
                buffer.write(values);
            }
            case INT -> {
                int[] values = new int[bytes.length / 4];
                view.asIntBuffer().get(values);
                buffer.write(values);
            }
            case HALF -> {
                short[] values = new short[bytes.length / 2];
                view.asShortBuffer().get(values);
                buffer.writeHalf(values);
            }
            case BYTE -> buffer.write(bytes);
        }
    }
}
