/**
 * The CUDA backend: driver API, NVRTC and cuBLAS bound through the Foreign Function and Memory API.
 */
package dev.kernelscope.device.cuda;
