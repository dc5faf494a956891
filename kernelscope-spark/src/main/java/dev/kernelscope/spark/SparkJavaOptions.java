// The JVM options Spark needs on Java 17+ (--add-opens and friends), read from the one argument file that
// ./kernelscope --spark, the tests and the Master/Worker JVMs the tests start all use
// (kernelscope-spark/spark-java-options).
package dev.kernelscope.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

public final class SparkJavaOptions {
    private SparkJavaOptions() {}

    /** The options of a java @argument file: one per line, '#' lines and blank lines skipped. */
    public static List<String> read(Path argumentFile) {
        try {
            return Files.readAllLines(argumentFile).stream()
                    .map(String::strip)
                    .filter(line -> !line.isEmpty() && !line.startsWith("#"))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read Spark's JVM options from " + argumentFile, e);
        }
    }
}
