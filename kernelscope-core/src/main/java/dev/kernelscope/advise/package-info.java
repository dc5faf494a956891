/**
 * Advice on a user's kernel: the rules (stable ids, sources in the seed articles), the static checks over the
 * parsed source, the resource checks over a compiled kernel and the occupancy model, and the analysis that joins
 * them with compile results and measured runs.
 */
package dev.kernelscope.advise;
