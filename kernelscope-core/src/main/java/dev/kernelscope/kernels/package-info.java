/**
 * Kernels as resources: sources, parameters, launch geometry and correctness references, backend-agnostic.
 */
package dev.kernelscope.kernels;
