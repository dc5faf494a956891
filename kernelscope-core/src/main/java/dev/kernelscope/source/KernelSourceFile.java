/*
 * Reads a kernel source file as text for the commands that parse or compile it (analyze, isa, bench ab): UTF-8, or
 * Latin-1 when the bytes are not UTF-8 (an author's name in a comment), and a one-paragraph refusal for binary files
 * and UTF-16 text, which no OpenCL compiler reads.
 */
package dev.kernelscope.source;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.UserText;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

public final class KernelSourceFile {
    private KernelSourceFile() {}

    /** The file's text; bad input (unreadable, binary, UTF-16) is an InvalidInputException naming the file. */
    public static String read(Path path) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(path);
        } catch (IOException failure) {
            throw new InvalidInputException("Cannot read " + path + ": " + UserText.ioFailure(failure) + ".");
        }
        return text(path.toString(), bytes);
    }

    /** The text of a kernel file's bytes read elsewhere ({@code name} for messages), decoded and refused as read(). */
    public static String text(String name, byte[] bytes) {
        boolean utf16 = bytes.length >= 2 && ((bytes[0] == (byte) 0xFE && bytes[1] == (byte) 0xFF)
                || (bytes[0] == (byte) 0xFF && bytes[1] == (byte) 0xFE));
        if (utf16) {
            throw new InvalidInputException(name + " is UTF-16 text; OpenCL compilers read UTF-8 (or ASCII): save it as "
                    + "UTF-8, e.g. iconv -f UTF-16 -t UTF-8.");
        }
        for (byte b : bytes) {
            if (b == 0) {
                // clang reads NUL bytes as white space, so a binary file parsed as "no __kernel function"
                throw new InvalidInputException(name + " is not a text file (it holds NUL bytes); give the OpenCL C "
                        + "source of the kernel.");
            }
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException notUtf8) {
            // Latin-1 maps every byte: a comment's 'café' in Latin-1 stays in a comment, as the OpenCL compiler sees it
            return new String(bytes, StandardCharsets.ISO_8859_1);
        }
    }
}
