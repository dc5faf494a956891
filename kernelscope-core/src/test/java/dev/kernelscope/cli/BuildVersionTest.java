/*
 * Which build made an output: from compiled classes (as the tests run) there is no jar manifest, and the label says
 * so rather than inventing a version; the packaged module's is checked by ModulePathIT.
 */
package dev.kernelscope.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class BuildVersionTest {

    @Test
    void compiledClassesAreADevelopmentBuild() {
        assertThat(BuildVersion.version()).isEmpty();
        assertThat(BuildVersion.label()).isEqualTo("development build");
    }
}
