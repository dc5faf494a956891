/**
 * The warp-level simulator of one compute unit: residency slots and groups from the occupancy model, schedulers and
 * issue rules per vendor, instruction timing as data, a text program format, traces and sweeps.
 */
package dev.kernelscope.model.sim;
