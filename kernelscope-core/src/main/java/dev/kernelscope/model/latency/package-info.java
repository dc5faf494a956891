/**
 * Latency hiding: how many resident waves hide a given memory latency.
 */
package dev.kernelscope.model.latency;
