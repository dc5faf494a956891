/**
 * Process-level plumbing shared by the native bindings of every backend (not exported): keeping the JVM's signal
 * handlers installed while GPU libraries load and compile.
 */
package dev.kernelscope.device.internal;
