/**
 * The OpenCL backend, bound to libOpenCL through the Foreign Function and Memory API.
 */
package dev.kernelscope.device.opencl;
