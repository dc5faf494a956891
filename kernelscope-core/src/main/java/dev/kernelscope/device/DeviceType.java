/*
 * What kind of processor a device is, as its driver reports it. Used to rank devices (a GPU is preferred
 * over an accelerator over a CPU) and to pick benchmark sizes that exceed the device's caches.
 */
package dev.kernelscope.device;

public enum DeviceType {
    GPU,
    ACCELERATOR,
    CPU,
    OTHER;

    /** Lower is better when choosing a default device. */
    int preferenceRank() {
        return ordinal();
    }
}
