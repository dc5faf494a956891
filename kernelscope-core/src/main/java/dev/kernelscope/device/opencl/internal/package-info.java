/**
 * Raw OpenCL downcall handles and constants; only dev.kernelscope.device.opencl imports this package.
 */
package dev.kernelscope.device.opencl.internal;
