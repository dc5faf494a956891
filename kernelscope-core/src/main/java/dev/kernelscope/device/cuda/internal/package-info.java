/**
 * Raw CUDA driver, NVRTC and cuBLAS downcall handles; only dev.kernelscope.device.cuda imports this package.
 */
package dev.kernelscope.device.cuda.internal;
