/**
 * Occupancy calculators per vendor family: groups per unit, limiters, idle resources and advice.
 */
package dev.kernelscope.model.occupancy;
