/**
 * The SGEMM ladder (one OpenCL-C source per rung, one registry) and the Gemm API.
 */
package dev.kernelscope.kernels.gemm;
