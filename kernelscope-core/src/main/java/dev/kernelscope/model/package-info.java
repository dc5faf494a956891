/**
 * Pure-Java models that never touch a device: shared input-validation types.
 */
package dev.kernelscope.model;
