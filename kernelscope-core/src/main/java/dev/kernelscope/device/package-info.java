/**
 * Backend-neutral device runtime: devices, buffers, programs, kernels, launches, timing and kernel resources.
 *
 * <pre>{@code
 * DeviceInventory inventory = Devices.discover();            // never throws for a missing driver
 * Device device = Devices.select(inventory, null, null);     // best device (GPU first), or --device/--backend
 * try (DeviceSession session = Devices.open(device)) {       // owns every buffer/kernel made on it
 *     Buffer a = session.floats(x), b = session.floats(y), c = session.floats(n);
 *     Program program = session.compile(source, Map.of("TILE", 16L), List.of());  // sorted -D defines, cached
 *     Kernel add = program.kernel("vector_add").args(a, b, c, n);
 *     add.launch(Geometry.of(roundUp(n, 256), 256));          // validated against device and kernel limits
 *     float[] out = c.readFloats();
 *     Timing t = add.time(Geometry.of(roundUp(n, 256), 256), 5, 100);  // device events: samples, median, min
 *     KernelResources r = add.resources();                    // group-size limit, local/private memory, registers
 * }
 * }</pre>
 *
 * Backends implement the narrow {@link dev.kernelscope.device.Backend} interface; every check (sizes, geometry,
 * lifetime) happens in this package, before the backend is called. User errors throw
 * {@link dev.kernelscope.model.InvalidInputException}, driver errors {@link dev.kernelscope.device.GpuException},
 * use after close {@link java.lang.IllegalStateException}.
 */
package dev.kernelscope.device;
