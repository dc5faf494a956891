/*
 * One kernel argument as a user writes it, and how it becomes a real argument on a session:
 * buf:TYPE:N:FILL (TYPE float|int|half|byte, FILL random|zeros|ones|file=PATH), local:BYTES, int:V, float:V.
 * The one grammar of `kernelscope analyze --arg` and the tuner's space files (which resolve their expressions to
 * numbers first); bad specs are InvalidInputException with the grammar. Materialized arguments can keep host copies
 * of the initial data, so a caller can restore inputs and outputs before each run.
 */
package dev.kernelscope.device;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.UserText;
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

    /** This argument in the --arg grammar, as {@link #parse(String)} reads it back (a file= path made absolute). */
    default String spec() {
        return switch (this) {
            case BufferSpec b -> "buf:" + b.type().name().toLowerCase(Locale.ROOT) + ":" + b.count() + ":"
                    + (b.fill() == Fill.FILE ? "file=" + b.file().toAbsolutePath() : b.fill().name().toLowerCase(Locale.ROOT));
            case LocalSpec l -> "local:" + l.bytes();
            case IntSpec i -> "int:" + i.value();
            case FloatSpec f -> "float:" + f.value();   // Float.toString reads back to the same float
        };
    }

    /** Parses one spec given as {@code --arg}, e.g. "buf:float:1048576:random"; file= paths as given. */
    static KernelArgSpec parse(String spec) {
        return parse(spec, null, "--arg");
    }

    /**
     * Parses one spec; a relative file= path is resolved against {@code folder} (null: the working folder), and
     * {@code where} names the spec's origin in messages ("--arg", "argument 2 of space.json").
     */
    static KernelArgSpec parse(String spec, Path folder, String where) {
        String[] parts = spec.split(":", 4);
        try {
            switch (parts[0].toLowerCase(Locale.ROOT)) {
                case "buf", "buffer" -> {
                    if (parts.length != 4) {
                        throw bad(where, spec, "a buffer needs buf:TYPE:N:FILL");
                    }
                    ElementType type = java.util.Arrays.stream(ElementType.values())
                            .filter(t -> t.name().equalsIgnoreCase(parts[1])).findFirst()
                            .orElseThrow(() -> bad(where, spec, "unknown type '" + UserText.quote(parts[1]) + "'"));
                    long count = Long.parseLong(parts[2]);
                    if (count < 1) {
                        throw bad(where, spec, "N must be at least 1");
                    }
                    String fill = parts[3];
                    if (fill.startsWith("file=")) {
                        Path file = folder == null ? Path.of(fill.substring(5)) : folder.resolve(fill.substring(5));
                        if (!Files.isRegularFile(file) || !Files.isReadable(file)) {
                            throw bad(where, spec, "cannot read the file " + UserText.quote(file.toString()));
                        }
                        return new BufferSpec(type, count, Fill.FILE, file);
                    }
                    Fill chosen = java.util.Arrays.stream(Fill.values()).filter(f -> f != Fill.FILE
                                    && f.name().equalsIgnoreCase(fill)).findFirst()
                            .orElseThrow(() -> bad(where, spec, "unknown fill '" + UserText.quote(fill) + "'"));
                    return new BufferSpec(type, count, chosen, null);
                }
                case "local" -> {
                    long bytes = Long.parseLong(parts[1]);
                    if (parts.length != 2 || bytes < 1) {
                        throw bad(where, spec, "local needs local:BYTES with BYTES >= 1");
                    }
                    return new LocalSpec(bytes);
                }
                case "int" -> {
                    return new IntSpec(Integer.parseInt(parts[1]));
                }
                case "float" -> {
                    return new FloatSpec(Float.parseFloat(parts[1]));
                }
                default -> throw bad(where, spec, "unknown kind '" + UserText.quote(parts[0]) + "'");
            }
        } catch (IllegalArgumentException | ArrayIndexOutOfBoundsException failure) {
            if (failure instanceof InvalidInputException input) {
                throw input;
            }
            if (failure instanceof NumberFormatException number) {
                // Java's "For input string: ..." named neither the range nor what was wrong
                throw bad(where, spec, "not a number of the kind needed, or out of range: "
                        + String.valueOf(number.getMessage()).replace("For input string: ", "") + "; N and BYTES are"
                        + " whole numbers, an int's V is from " + Integer.MIN_VALUE + " to " + Integer.MAX_VALUE
                        + ", a float's V a decimal number");
            }
            throw bad(where, spec, failure.getMessage() == null ? "malformed" : failure.getMessage());
        }
    }

    static List<KernelArgSpec> parseAll(List<String> specs) {
        return specs.stream().map(KernelArgSpec::parse).toList();
    }

    private static InvalidInputException bad(String where, String spec, String why) {
        return new InvalidInputException(where + " '" + UserText.quote(spec) + "' is not a kernel argument (" + why
                + "); write " + GRAMMAR + ".");
    }

    /**
     * Arguments made real on one session: the values for Kernel.args(...), the buffers this owns, and per argument
     * the initial bytes of its buffer (native-order elements; null for other arguments or when not kept).
     */
    record Materialized(Object[] values, List<Buffer> buffers, List<byte[]> initial) implements AutoCloseable {
        /** Bytes of all buffers, an upper bound of the traffic of one launch that touches each element once. */
        public long bufferBytes() {
            return buffers.stream().mapToLong(Buffer::bytes).sum();
        }

        /** Writes argument {@code index}'s initial data back into its buffer (materialized with host copies). */
        public void restore(int index) {
            Buffer buffer = (Buffer) values[index];
            byte[] bytes = initial.get(index);
            if (bytes == null) {
                throw new IllegalStateException("argument " + index + " has no host copy");
            }
            writeTyped(buffer, buffer.type(), bytes);
        }

        /** Argument {@code index}'s buffer read back as numbers (half converted, bytes unsigned), for comparisons. */
        public double[] read(int index) {
            Buffer buffer = (Buffer) values[index];
            double[] out = new double[Math.toIntExact(buffer.length())];
            switch (buffer.type()) {
                case FLOAT -> {
                    float[] v = buffer.readFloats();
                    for (int i = 0; i < out.length; i++) {
                        out[i] = v[i];
                    }
                }
                case INT -> {
                    int[] v = buffer.readInts();
                    for (int i = 0; i < out.length; i++) {
                        out[i] = v[i];
                    }
                }
                case HALF -> {
                    short[] v = buffer.readHalfs();
                    for (int i = 0; i < out.length; i++) {
                        out[i] = Float.float16ToFloat(v[i]);
                    }
                }
                case BYTE -> {
                    byte[] v = buffer.readBytes();
                    for (int i = 0; i < out.length; i++) {
                        out[i] = Byte.toUnsignedInt(v[i]);
                    }
                }
            }
            return out;
        }

        @Override
        public void close() {
            buffers.forEach(Buffer::close);
        }
    }

    /** Allocates and fills every buffer on {@code session} (random data from {@code seed}). */
    static Materialized materialize(List<KernelArgSpec> specs, DeviceSession session, long seed) {
        return materialize(specs, session, seed, false);
    }

    /**
     * Allocates and fills every buffer on {@code session} (random data from {@code seed}); with {@code keepHost}
     * the initial bytes of every buffer stay in {@link Materialized#initial} (the tuner restores outputs from them).
     */
    static Materialized materialize(List<KernelArgSpec> specs, DeviceSession session, long seed, boolean keepHost) {
        List<Buffer> buffers = new ArrayList<>();
        List<byte[]> initial = new ArrayList<>();
        Object[] values = new Object[specs.size()];
        SplittableRandom random = new SplittableRandom(seed);
        try {
            for (int i = 0; i < specs.size(); i++) {
                values[i] = switch (specs.get(i)) {
                    case BufferSpec b -> {
                        Buffer buffer = session.allocate(b.type(), b.count());
                        buffers.add(buffer);
                        if (keepHost) {
                            byte[] bytes = hostData(b, Math.toIntExact(buffer.bytes()), random);
                            writeTyped(buffer, b.type(), bytes);
                            initial.add(bytes);
                        } else {
                            fill(buffer, b, random);
                            initial.add(null);
                        }
                        yield buffer;
                    }
                    case LocalSpec l -> {
                        initial.add(null);
                        yield new Kernel.LocalMemory(l.bytes());
                    }
                    case IntSpec v -> {
                        initial.add(null);
                        yield v.value();
                    }
                    case FloatSpec v -> {
                        initial.add(null);
                        yield v.value();
                    }
                };
            }
        } catch (RuntimeException failure) {
            buffers.forEach(Buffer::close);
            throw failure;
        }
        return new Materialized(values, buffers, java.util.Collections.unmodifiableList(initial));
    }

    private static void fill(Buffer buffer, BufferSpec spec, SplittableRandom random) {
        switch (spec.fill()) {
            case ZEROS -> fillWith(buffer, 0);
            case ONES -> fillWith(buffer, 1);
            case RANDOM, FILE -> writeTyped(buffer, spec.type(), hostData(spec, Math.toIntExact(buffer.bytes()), random));
        }
    }

    /** The initial elements of a buffer as native-order bytes. */
    private static byte[] hostData(BufferSpec spec, int bytes, SplittableRandom random) {
        if (spec.fill() == Fill.FILE) {
            byte[] data;
            try {
                data = Files.readAllBytes(spec.file());
            } catch (IOException failure) {
                throw new InvalidInputException("Cannot read " + UserText.quote(spec.file().toString()) + ": "
                        + failure.getMessage() + ".");
            }
            if (data.length != bytes) {
                throw new InvalidInputException(UserText.quote(spec.file().toString()) + " holds " + data.length
                        + " bytes; the buffer of " + spec.count() + " " + spec.type().name().toLowerCase(Locale.ROOT)
                        + " elements needs " + bytes + " (raw little-endian elements).");
            }
            return data;
        }
        byte[] data = new byte[bytes];
        ByteBuffer view = ByteBuffer.wrap(data).order(ByteOrder.nativeOrder());
        for (long i = 0; i < spec.count(); i++) {
            double value = switch (spec.fill()) {
                case ZEROS -> 0;
                case ONES -> 1;
                default -> Double.NaN;   // random: drawn per type below
            };
            boolean drawn = Double.isNaN(value);
            switch (spec.type()) {
                case FLOAT -> view.putFloat(drawn ? (float) (random.nextDouble() * 2 - 1) : (float) value);
                case INT -> view.putInt(drawn ? random.nextInt(1 << 16) : (int) value);
                case HALF -> view.putShort(Float.floatToFloat16(drawn ? (float) (random.nextDouble() * 2 - 1)
                        : (float) value));
                case BYTE -> view.put(drawn ? (byte) random.nextInt(256) : (byte) value);
            }
        }
        return data;
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
