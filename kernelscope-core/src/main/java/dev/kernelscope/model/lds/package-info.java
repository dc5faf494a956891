/**
 * Local memory (LDS / shared memory) as banks: the bank geometry per architecture (data with sources), the
 * bank-conflict degree of one instruction's access pattern, and the LDS traffic and bandwidth of a register-tiled
 * GEMM (seed 004's kernel 5 napkin math). Pure Java, no device.
 */
package dev.kernelscope.model.lds;
