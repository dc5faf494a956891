/**
 * AMD GPU ISA text as LLVM writes it (clang -S for amdgcn-amd-amdhsa, hipcc --save-temps): the listing reader
 * (instructions, metadata, resources), control flow and VGPR liveness, the per-kernel analyses (scalar vs vector
 * memory, wave-invariant vector loads, address math in loops, the live-range peak), the RDNA3 VOPD (v_dual_*)
 * dual-issue checker with its VGPR bank analysis, and the v_mov sequence that restores a permuted register mapping
 * (seed 004, kernel 6). Pure Java.
 */
package dev.kernelscope.model.isa;
