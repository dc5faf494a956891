/**
 * Command line: picocli commands that parse, call the library and print. No logic lives here.
 */
package dev.kernelscope.cli;
