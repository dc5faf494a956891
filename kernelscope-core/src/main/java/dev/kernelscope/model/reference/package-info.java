/**
 * The source articles' own reference figures as data (seed-reference.json): seed 004's K0-K8 SGEMM ladder on a
 * 7900 XTX and the occupancy examples of seeds 000/003 and 004, so runs and docs can be set beside them.
 */
package dev.kernelscope.model.reference;
