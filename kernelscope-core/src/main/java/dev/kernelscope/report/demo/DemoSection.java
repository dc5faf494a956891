/*
 * One section of `kernelscope demo`: a titled piece of the source documents, recomputed and explained. Sections
 * that need a device (added with the device runtime) implement the same interface and are appended to Demo.
 */
package dev.kernelscope.report.demo;

import java.io.PrintWriter;

public interface DemoSection {
    /** Heading line, e.g. "Halo overhead of neighborhood tiles". */
    String title();

    /** Where the scenario comes from, e.g. "seed 000 (AMD GCN large thread groups)". */
    String source();

    /** Prints the body (tables and explanation) under the heading. */
    void print(PrintWriter out);
}
