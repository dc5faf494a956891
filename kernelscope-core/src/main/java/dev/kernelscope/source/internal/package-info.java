/**
 * Raw libclang downcall handles and C struct layouts; only dev.kernelscope.source imports this package.
 */
package dev.kernelscope.source.internal;
