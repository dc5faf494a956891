/*
 * Reports KernelScope's version (from the jar manifest when packaged) and the Java runtime it runs on.
 */
package dev.kernelscope.cli;

import picocli.CommandLine;

final class VersionProvider implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
        return new String[] {
            "kernelscope " + BuildVersion.label(),
            "Java " + Runtime.version() + " (" + System.getProperty("java.vendor") + ")"
        };
    }
}
