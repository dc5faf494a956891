/*
 * The CUDA-only part of `kernelscope devices`: for each CUDA device, what the driver says beyond the common table
 * (compute capability, SMs, clocks, memory bus, L2, per-block and per-SM shared memory including the opt-in maximum
 * and the per-block reservation, registers, resident threads and blocks), as text lines and as JSON.
 */
package dev.kernelscope.cli;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceInventory;
import dev.kernelscope.device.cuda.CudaBackendDriver;
import dev.kernelscope.device.cuda.CudaDeviceInfo;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

final class CudaDeviceDetails {
    private CudaDeviceDetails() {}

    /** One paragraph per CUDA device; empty when there is none. */
    static String text(DeviceInventory inventory) {
        StringBuilder text = new StringBuilder();
        for (Device device : inventory.devices(BackendKind.CUDA)) {
            CudaDeviceInfo info = CudaBackendDriver.instance().info(device);
            text.append(String.format(Locale.ROOT, "%s: compute capability %s (%s), %d SMs at %d MHz, memory %d MHz x"
                            + " %d bit (%.0f GB/s peak), L2 %d MiB; per block: %d threads, %d KiB shared (opt-in %d B,"
                            + " %d B reserved), %d registers; per SM: %d threads, %d blocks, %d B shared, %d registers%n",
                    device.id(), info.computeCapability(), info.architecture(), info.multiprocessors(),
                    info.clockKhz() / 1000, info.memoryClockKhz() / 1000, info.memoryBusWidthBits(),
                    info.peakMemoryBandwidthBytesPerSecond() / 1e9, info.l2CacheBytes() >> 20,
                    info.maxThreadsPerBlock(), info.sharedMemPerBlock() >> 10, info.sharedMemPerBlockOptin(),
                    info.reservedSharedMemPerBlock(), info.registersPerBlock(), info.maxThreadsPerMultiprocessor(),
                    info.maxBlocksPerMultiprocessor(), info.sharedMemPerMultiprocessor(),
                    info.registersPerMultiprocessor()));
        }
        return text.toString();
    }

    /** The driver's attributes of every CUDA device, keyed like CudaDeviceInfo's components. */
    static List<Map<String, Object>> json(DeviceInventory inventory) {
        return inventory.devices(BackendKind.CUDA).stream().map(device -> {
            CudaDeviceInfo info = CudaBackendDriver.instance().info(device);
            Map<String, Object> map = new LinkedHashMap<>();
            map.put("id", device.id());
            map.put("computeCapability", info.computeCapability());
            map.put("architecture", info.architecture());
            map.put("multiprocessors", info.multiprocessors());
            map.put("clockKhz", info.clockKhz());
            map.put("memoryClockKhz", info.memoryClockKhz());
            map.put("memoryBusWidthBits", info.memoryBusWidthBits());
            map.put("totalMemBytes", info.totalMemBytes());
            map.put("l2CacheBytes", info.l2CacheBytes());
            map.put("warpSize", info.warpSize());
            map.put("maxThreadsPerBlock", info.maxThreadsPerBlock());
            map.put("maxBlockDims", info.maxBlockDims());
            map.put("maxGridDims", info.maxGridDims());
            map.put("sharedMemPerBlock", info.sharedMemPerBlock());
            map.put("sharedMemPerBlockOptin", info.sharedMemPerBlockOptin());
            map.put("sharedMemPerMultiprocessor", info.sharedMemPerMultiprocessor());
            map.put("reservedSharedMemPerBlock", info.reservedSharedMemPerBlock());
            map.put("registersPerBlock", info.registersPerBlock());
            map.put("registersPerMultiprocessor", info.registersPerMultiprocessor());
            map.put("maxThreadsPerMultiprocessor", info.maxThreadsPerMultiprocessor());
            map.put("maxBlocksPerMultiprocessor", info.maxBlocksPerMultiprocessor());
            map.put("integrated", info.integrated());
            map.put("eccEnabled", info.eccEnabled());
            return map;
        }).toList();
    }
}
