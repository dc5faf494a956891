// The argument file of JVM options equals the list Spark itself documents for Java 17+ (JavaModuleOptions), so a
// Spark upgrade that changes the list fails here instead of failing a cluster start.
package dev.kernelscope.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.apache.spark.launcher.JavaModuleOptions;
import org.junit.jupiter.api.Test;

class SparkJavaOptionsTest {
    @Test
    void theArgumentFileHoldsExactlySparksOwnJavaOptions() {
        assertThat(SparkJavaOptions.read(Path.of("spark-java-options")))
                .containsExactly(JavaModuleOptions.defaultModuleOptionArray());
    }
}
