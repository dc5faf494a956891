/*
 * A built-in program with the architecture it was written for and one line saying what it shows.
 */
package dev.kernelscope.model.sim;

public record Scenario(String name, String arch, String description, Program program) {
}
