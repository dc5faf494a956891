/*
 * The OpenCL entry point: loads libOpenCL.so.1 once, lists every platform and device with the limits KernelScope
 * needs, and opens OpenClBackend sessions. A missing loader, an empty ICD registry, or an NVIDIA GPU whose OpenCL
 * ICD is not registered are reported in the status with what to do, never thrown.
 */
package dev.kernelscope.device.opencl;

import static dev.kernelscope.device.opencl.internal.ClConstants.*;
import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;

import dev.kernelscope.device.Backend;
import dev.kernelscope.device.BackendDriver;
import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.ArchPresets;
import dev.kernelscope.device.BackendStatus;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceType;
import dev.kernelscope.device.GpuException;
import dev.kernelscope.device.SessionOptions;
import dev.kernelscope.device.opencl.internal.Cl;
import dev.kernelscope.device.opencl.internal.ClErrors;
import dev.kernelscope.device.opencl.internal.PoclWorkGroupMethod;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;

public final class OpenClDriver implements BackendDriver {
    /** CL_PLATFORM_NOT_FOUND_KHR: the ICD loader found no vendor .icd entry. */
    private static final int PLATFORM_NOT_FOUND = -1001;

    private static final OpenClDriver INSTANCE = new OpenClDriver();

    /** A device with the native ids needed to open it; ids stay valid for the life of the process. */
    record Entry(Device device, MemorySegment platformId, MemorySegment deviceId, boolean nvidia) {}

    private record Discovery(BackendStatus status, List<Entry> entries) {}

    private volatile Discovery discovery;

    private OpenClDriver() {}

    public static OpenClDriver instance() {
        return INSTANCE;
    }

    @Override
    public BackendKind kind() {
        return BackendKind.OPENCL;
    }

    @Override
    public BackendStatus status() {
        return discovery().status();
    }

    @Override
    public List<Device> devices() {
        return discovery().entries().stream().map(Entry::device).toList();
    }

    @Override
    public Backend open(Device device, SessionOptions options) {
        Entry entry = discovery().entries().stream().filter(e -> e.device().id().equals(device.id())).findFirst()
                .orElseThrow(() -> GpuException.unavailable("OpenCL device " + device.label(),
                        "it is not among the devices this process discovered"));
        return new OpenClBackend(entry, options);
    }

    private Discovery discovery() {
        Discovery current = discovery;
        if (current == null) {
            synchronized (this) {
                if (discovery == null) {
                    discovery = discover();
                }
                current = discovery;
            }
        }
        return current;
    }

    private Discovery discover() {
        String loadFailure = Cl.loadFailure();
        if (loadFailure != null) {
            return new Discovery(BackendStatus.unavailable(BackendKind.OPENCL, Cl.LIBRARY, loadFailure, List.of(
                    "Install an OpenCL ICD loader and a driver: your GPU vendor's driver, or PoCL for the CPU "
                            + "(Debian/Ubuntu: apt-get install ocl-icd-libopencl1 pocl-opencl-icd).")), List.of());
        }
        List<Entry> entries = new ArrayList<>();
        List<String> platformNames = new ArrayList<>();
        List<String> hints = new ArrayList<>();
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment count = arena.allocate(JAVA_INT);
            int rc = Cl.clGetPlatformIDs(0, MemorySegment.NULL, count);
            if (rc == PLATFORM_NOT_FOUND || (rc == 0 && count.get(JAVA_INT, 0) == 0)) {
                hints.addAll(nvidiaHints(List.of()));
                // How to install a driver is said once, by DeviceInventory.explanation(); here only what is specific.
                return new Discovery(new BackendStatus(BackendKind.OPENCL, false, Cl.LIBRARY,
                        Cl.LIBRARY + " loaded but no OpenCL platform is registered (CL_PLATFORM_NOT_FOUND_KHR: "
                                + "no usable .icd file in " + icdLocation() + ")", hints, List.of()), List.of());
            }
            ClErrors.check(rc, "clGetPlatformIDs");
            int platforms = count.get(JAVA_INT, 0);
            MemorySegment ids = arena.allocate(ADDRESS, platforms);
            ClErrors.check(Cl.clGetPlatformIDs(platforms, ids, MemorySegment.NULL), "clGetPlatformIDs");
            for (int p = 0; p < platforms; p++) {
                MemorySegment platform = ids.getAtIndex(ADDRESS, p);
                String name = ClInfo.string(ClInfo.platform(platform, CL_PLATFORM_NAME), "clGetPlatformInfo(CL_PLATFORM_NAME)");
                platformNames.add(name);
                String version = ClInfo.string(ClInfo.platform(platform, CL_PLATFORM_VERSION),
                        "clGetPlatformInfo(CL_PLATFORM_VERSION)");
                PoclWorkGroupMethod.hint(name, version).ifPresent(hints::add);
                try {
                    entries.addAll(devicesOf(platform, p, name));
                } catch (GpuException failure) {
                    hints.add("Platform '" + name + "' could not list its devices: " + failure.getMessage() + ".");
                }
            }
        } catch (GpuException failure) {
            return new Discovery(BackendStatus.unavailable(BackendKind.OPENCL, Cl.LIBRARY, failure.getMessage(),
                    List.of()), List.of());
        }
        hints.addAll(nvidiaHints(entries));
        return new Discovery(new BackendStatus(BackendKind.OPENCL, true, Cl.LIBRARY, "", hints, platformNames),
                List.copyOf(entries));
    }

    private List<Entry> devicesOf(MemorySegment platform, int platformIndex, String platformName) {
        List<Entry> entries = new ArrayList<>();
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment count = arena.allocate(JAVA_INT);
            int rc = Cl.clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 0, MemorySegment.NULL, count);
            if (rc == -1) { // CL_DEVICE_NOT_FOUND: a platform with no device is not an error
                return entries;
            }
            ClErrors.check(rc, "clGetDeviceIDs");
            int devices = count.get(JAVA_INT, 0);
            MemorySegment ids = arena.allocate(ADDRESS, devices);
            ClErrors.check(Cl.clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, devices, ids, MemorySegment.NULL), "clGetDeviceIDs");
            for (int d = 0; d < devices; d++) {
                MemorySegment device = ids.getAtIndex(ADDRESS, d);
                entries.add(describe(platform, device, "opencl:" + platformIndex + "." + d, platformName));
            }
        }
        return entries;
    }

    private Entry describe(MemorySegment platform, MemorySegment device, String id, String platformName) {
        String name = ClInfo.string(ClInfo.device(device, CL_DEVICE_NAME), "clGetDeviceInfo(CL_DEVICE_NAME)");
        String vendor = ClInfo.string(ClInfo.device(device, CL_DEVICE_VENDOR), "clGetDeviceInfo(CL_DEVICE_VENDOR)");
        String extensions = ClInfo.string(ClInfo.device(device, CL_DEVICE_EXTENSIONS), "clGetDeviceInfo(CL_DEVICE_EXTENSIONS)");
        long typeBits = ClInfo.int64(ClInfo.device(device, CL_DEVICE_TYPE), "clGetDeviceInfo(CL_DEVICE_TYPE)");
        DeviceType type = (typeBits & CL_DEVICE_TYPE_GPU) != 0 ? DeviceType.GPU
                : (typeBits & CL_DEVICE_TYPE_ACCELERATOR) != 0 ? DeviceType.ACCELERATOR
                : (typeBits & CL_DEVICE_TYPE_CPU) != 0 ? DeviceType.CPU : DeviceType.OTHER;
        boolean nvidia = extensions.contains("cl_nv_device_attribute_query");
        boolean amd = extensions.contains("cl_amd_device_attribute_query");

        String architecture = "";
        OptionalLong warp = OptionalLong.empty();
        if (nvidia) {
            long major = ClInfo.int32(ClInfo.device(device, CL_DEVICE_COMPUTE_CAPABILITY_MAJOR_NV),
                    "clGetDeviceInfo(CL_DEVICE_COMPUTE_CAPABILITY_MAJOR_NV)");
            long minor = ClInfo.int32(ClInfo.device(device, CL_DEVICE_COMPUTE_CAPABILITY_MINOR_NV),
                    "clGetDeviceInfo(CL_DEVICE_COMPUTE_CAPABILITY_MINOR_NV)");
            architecture = ArchIdentification.nvidia(major, minor);
            warp = ClInfo.optionalInt32(device, CL_DEVICE_WARP_SIZE_NV);
        } else if (amd || vendor.toLowerCase(Locale.ROOT).contains("advanced micro devices")) {
            architecture = ArchIdentification.amd(name).orElse("");
            warp = ClInfo.optionalInt32(device, CL_DEVICE_WAVEFRONT_WIDTH_AMD);
        }
        OptionalLong preferred = ClInfo.optionalSize(device, CL_DEVICE_PREFERRED_WORK_GROUP_SIZE_MULTIPLE);
        // The OpenCL 3.0 query is optional (0 or an error when unsupported); the vendor's warp/wavefront width is the
        // same number where it exists.
        long multiple = warp.isPresent() ? warp.getAsLong() : preferred.orElse(0);

        Device described = new Device(
                id,
                BackendKind.OPENCL,
                platformName,
                name,
                vendor,
                ClInfo.string(ClInfo.device(device, CL_DRIVER_VERSION), "clGetDeviceInfo(CL_DRIVER_VERSION)"),
                ClInfo.string(ClInfo.device(device, CL_DEVICE_VERSION), "clGetDeviceInfo(CL_DEVICE_VERSION)"),
                type,
                (int) ClInfo.int32(ClInfo.device(device, CL_DEVICE_MAX_COMPUTE_UNITS), "clGetDeviceInfo(CL_DEVICE_MAX_COMPUTE_UNITS)"),
                (int) ClInfo.int32(ClInfo.device(device, CL_DEVICE_MAX_CLOCK_FREQUENCY), "clGetDeviceInfo(CL_DEVICE_MAX_CLOCK_FREQUENCY)"),
                ClInfo.int64(ClInfo.device(device, CL_DEVICE_GLOBAL_MEM_SIZE), "clGetDeviceInfo(CL_DEVICE_GLOBAL_MEM_SIZE)"),
                ClInfo.int64(ClInfo.device(device, CL_DEVICE_LOCAL_MEM_SIZE), "clGetDeviceInfo(CL_DEVICE_LOCAL_MEM_SIZE)"),
                ClInfo.int64(ClInfo.device(device, CL_DEVICE_MAX_MEM_ALLOC_SIZE), "clGetDeviceInfo(CL_DEVICE_MAX_MEM_ALLOC_SIZE)"),
                ClInfo.int64(ClInfo.device(device, CL_DEVICE_GLOBAL_MEM_CACHE_SIZE), "clGetDeviceInfo(CL_DEVICE_GLOBAL_MEM_CACHE_SIZE)"),
                ClInfo.int64(ClInfo.device(device, CL_DEVICE_MAX_WORK_GROUP_SIZE), "clGetDeviceInfo(CL_DEVICE_MAX_WORK_GROUP_SIZE)"),
                ClInfo.sizes(ClInfo.device(device, CL_DEVICE_MAX_WORK_ITEM_SIZES), "clGetDeviceInfo(CL_DEVICE_MAX_WORK_ITEM_SIZES)"),
                (int) multiple,
                architecture,
                ArchPresets.presetFor(architecture));
        return new Entry(described, platform, device, nvidia);
    }

    /**
     * When the machine has an NVIDIA GPU (its kernel driver is loaded) but no OpenCL device is NVIDIA's, the ICD
     * registry lacks NVIDIA's entry (common in containers): say how to add it.
     */
    /** Where the ICD loader looked: OCL_ICD_VENDORS when set (saying so when that path does not exist), else /etc. */
    private static String icdLocation() {
        String vendors = System.getenv("OCL_ICD_VENDORS");
        if (vendors == null || vendors.isBlank()) {
            return "/etc/OpenCL/vendors";
        }
        boolean library = !vendors.contains("/") && vendors.endsWith(".so") || vendors.contains(".so.");
        if (!library && !Files.exists(Path.of(vendors))) {
            return "OCL_ICD_VENDORS=" + vendors + ", which names a path that does not exist (unset it or point it at a"
                    + " folder of .icd files)";
        }
        return "OCL_ICD_VENDORS=" + vendors;
    }

    private static List<String> nvidiaHints(List<Entry> entries) {
        boolean nvidiaGpu = Files.exists(Path.of("/proc/driver/nvidia/version")) || Files.exists(Path.of("/dev/nvidiactl"));
        boolean nvidiaPlatform = entries.stream().anyMatch(Entry::nvidia);
        if (!nvidiaGpu || nvidiaPlatform) {
            return List.of();
        }
        return List.of("An NVIDIA GPU is present but no NVIDIA OpenCL platform is registered (no nvidia.icd in "
                + "/etc/OpenCL/vendors). Point the ICD loader at NVIDIA's library, which ships with the driver "
                + "(libnvidia-opencl.so.1): with the Khronos loader run 'OCL_ICD_FILENAMES=libnvidia-opencl.so.1 "
                + "kernelscope ...' (add ':libpocl.so.2' to keep PoCL); with ocl-icd (Debian/Ubuntu's "
                + "ocl-icd-libopencl1) make a directory holding nvidia.icd (one line: libnvidia-opencl.so.1) and "
                + "the .icd files you want to keep, and set OCL_ICD_VENDORS to it; "
                + "OCL_ICD_VENDORS=libnvidia-opencl.so.1 alone loads only NVIDIA's.");
    }
}
