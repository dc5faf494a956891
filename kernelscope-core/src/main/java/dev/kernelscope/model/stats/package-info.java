/**
 * Statistics for comparing measured kernels: the median of paired per-round time ratios and its distribution-free
 * confidence interval (order statistics of a binomial), behind `kernelscope bench ab`. Pure Java.
 */
package dev.kernelscope.model.stats;
