/**
 * AMD RDNA3 ISA text as `hipcc --save-temps` writes it: the VOPD (v_dual_*) dual-issue checker with its VGPR bank
 * analysis, and the v_mov sequence that restores a permuted register mapping (seed 004, kernel 6). Pure Java.
 */
package dev.kernelscope.model.isa;
