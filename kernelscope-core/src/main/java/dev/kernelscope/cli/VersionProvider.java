/*
 * Reports KernelScope's version (from the jar manifest when packaged) and the Java runtime it runs on.
 */
package dev.kernelscope.cli;

import picocli.CommandLine;

final class VersionProvider implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
        String version = KernelScope.class.getPackage().getImplementationVersion();
        return new String[] {
            "kernelscope " + (version == null ? "(development build)" : version),
            "Java " + Runtime.version() + " (" + System.getProperty("java.vendor") + ")"
        };
    }
}
