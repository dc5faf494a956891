/*
 * Which KernelScope made an output: the packaged jar's version and build time (its manifest's Implementation-Version
 * and Build-Time, or on the module path and in a jlink image the module's version), so a result record, `--version`
 * and a SARIF log name the build they came from. From compiled classes (an IDE, the tests): "development build".
 */
package dev.kernelscope.cli;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.jar.Attributes;
import java.util.jar.JarFile;

final class BuildVersion {
    private static final String DEVELOPMENT = "development build";

    private BuildVersion() {}

    /** The version, e.g. "0.1.0-SNAPSHOT", where this runs from the packaged jar or module. */
    static Optional<String> version() {
        String manifest = BuildVersion.class.getPackage().getImplementationVersion();   // the class path
        if (manifest != null) {
            return Optional.of(manifest);
        }
        Module module = BuildVersion.class.getModule();   // the module path and jlink images read no manifest here
        return module.isNamed() ? module.getDescriptor().rawVersion() : Optional.empty();
    }

    /** The version and build time for people and records, e.g. "0.1.0-SNAPSHOT, built 2026-11-29T07:01:12Z". */
    static String label() {
        return version().map(v -> buildTime().map(t -> v + ", built " + t).orElse(v)).orElse(DEVELOPMENT);
    }

    /** The jar manifest's Build-Time, read from the jar this class came from (not the first manifest on the path). */
    private static Optional<String> buildTime() {
        try {
            Path location = Path.of(BuildVersion.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (!Files.isRegularFile(location)) {
                return Optional.empty();
            }
            try (JarFile jar = new JarFile(location.toFile())) {
                return Optional.ofNullable(jar.getManifest())
                        .map(manifest -> manifest.getMainAttributes().getValue(new Attributes.Name("Build-Time")));
            }
        } catch (IOException | URISyntaxException | SecurityException | NullPointerException unreadable) {
            return Optional.empty();     // a version without its time is still the version
        }
    }
}
