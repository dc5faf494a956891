/**
 * Architecture presets (loaded from a resource file, each number with its source) and user architecture files.
 */
package dev.kernelscope.model.arch;
