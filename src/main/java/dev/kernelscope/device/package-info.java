/**
 * Backend-neutral device runtime: devices, buffers, programs, kernels, launches, timing and kernel resources.
 */
package dev.kernelscope.device;
