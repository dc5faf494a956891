/*
 * Kernel Tuner's answer for a user kernel's space file: per argument, null or a file (relative to the space file) of
 * the raw little-endian elements an output must hold. Sizes are checked against the buffers when the space is read;
 * the elements are read as numbers, as outputs are, for the comparison.
 */
package dev.kernelscope.tune;

import com.fasterxml.jackson.databind.JsonNode;
import dev.kernelscope.device.KernelArgSpec;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.UserText;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

final class AnswerFiles {
    private AnswerFiles() {}

    /**
     * Kernel Tuner's answer: a list as long as 'args', null for an argument not checked and, for an output, a file
     * (relative to the space file) of the raw little-endian elements every configuration must produce. Its size
     * must be the buffer's, checked here, before any device work.
     */
    static Map<Integer, Path> parse(JsonNode node, List<KernelArgSpec> args, Path file) {
        Map<Integer, Path> answers = new java.util.TreeMap<>();
        if (node.isMissingNode() || node.isNull()) {
            return answers;
        }
        String where = "'answer' in " + UserText.quote(file.toString());
        if (!node.isArray() || node.size() != args.size()) {
            throw new InvalidInputException(where + " must be a list with one entry per argument (" + args.size()
                    + "): null for an argument not checked, a file of the expected elements for an output, e.g."
                    + " [null, null, \"expected.bin\", null].");
        }
        for (int i = 0; i < args.size(); i++) {
            JsonNode entry = node.get(i);
            if (entry.isNull()) {
                continue;
            }
            if (!entry.isTextual() || !(args.get(i) instanceof KernelArgSpec.BufferSpec buffer)) {
                throw new InvalidInputException(where + " gives " + UserText.quote(entry.toString()) + " for argument "
                        + i + ", which " + (entry.isTextual() ? "is not a buffer" : "is not a file name (or null)")
                        + "; only a buffer's answer is a file.");
            }
            Path answer = file.toAbsolutePath().getParent().resolve(entry.asText()).normalize();
            long size;
            try {
                size = Files.size(answer);
            } catch (IOException unreadable) {
                throw new InvalidInputException(where + " names " + UserText.quote(answer.toString()) + " for argument "
                        + i + ", which cannot be read (" + (unreadable instanceof java.nio.file.NoSuchFileException
                        ? "no such file" : UserText.parserMessage(String.valueOf(unreadable.getMessage()))) + ").");
            }
            long expected = buffer.count() * buffer.type().bytes();
            if (size != expected || Files.isDirectory(answer)) {
                throw new InvalidInputException(where + " names " + UserText.quote(answer.toString()) + " for argument "
                        + i + ": it holds " + size + " bytes, and the buffer of " + buffer.count() + " "
                        + buffer.type().name().toLowerCase(java.util.Locale.ROOT) + " elements needs " + expected
                        + " (raw little-endian elements).");
            }
            answers.put(i, answer);
        }
        return answers;
    }

    /** An answer file's elements as numbers (half converted, bytes unsigned), as outputs are read for comparison. */
    static double[] values(Path answer, KernelArgSpec.BufferSpec buffer) {
        java.nio.ByteBuffer bytes;
        try {
            bytes = java.nio.ByteBuffer.wrap(Files.readAllBytes(answer)).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        } catch (IOException failure) {
            throw new InvalidInputException("Cannot read the answer " + UserText.quote(answer.toString()) + ": "
                    + UserText.parserMessage(String.valueOf(failure.getMessage())) + ".");
        }
        double[] values = new double[Math.toIntExact(buffer.count())];
        if ((long) values.length * buffer.type().bytes() != bytes.capacity()) {
            throw new InvalidInputException("The answer " + UserText.quote(answer.toString())
                    + " changed size since the space file was read.");
        }
        for (int i = 0; i < values.length; i++) {
            values[i] = switch (buffer.type()) {
                case FLOAT -> bytes.getFloat();
                case INT -> bytes.getInt();
                case HALF -> Float.float16ToFloat(bytes.getShort());
                case BYTE -> Byte.toUnsignedInt(bytes.get());
            };
        }
        return values;
    }
}
