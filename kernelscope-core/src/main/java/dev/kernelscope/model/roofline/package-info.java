/**
 * Peaks and rooflines: one reference product per architecture preset with its FP32 peak (RDNA3 dual issue included)
 * and theoretical memory bandwidth as data with sources, the roofline bound of a kernel, and a GEMM's napkin math
 * (seed 004: 61.4 TFLOP/s and 960 GB/s on a 7900 XTX; 4096^3 needs about 90 GB/s at peak). Pure Java.
 */
package dev.kernelscope.model.roofline;
