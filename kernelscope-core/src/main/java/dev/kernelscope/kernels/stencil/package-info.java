/**
 * The neighborhood-filter (stencil) ladder (one OpenCL-C source per variant, one registry), its CPU reference and
 * conformance suite, the benchmark against the copy roof and NPP, and the Filter API.
 */
package dev.kernelscope.kernels.stencil;
