/*
 * How a DeviceSession is opened. Profiling (device timestamps on every command) is on by default because
 * time() needs it; the launch-latency benchmark turns it off to measure the bare enqueue path, as a C program would.
 */
package dev.kernelscope.device;

/** @param profiling record device start/end timestamps so time() works */
public record SessionOptions(boolean profiling) {
    public static final SessionOptions DEFAULT = new SessionOptions(true);
    public static final SessionOptions NO_PROFILING = new SessionOptions(false);
}
