/*
 * The CUDA backend's entry point for discovery: loads libcuda.so.1 and calls cuInit once per process, lists the
 * devices with their attributes, and opens CudaBackend sessions. A missing driver, no GPU or a driver that is too
 * old is reported through status() ("libcuda.so.1 not found"), never thrown, so the OpenCL backend keeps working.
 */
package dev.kernelscope.device.cuda;

import dev.kernelscope.device.ArchPresets;
import dev.kernelscope.device.Backend;
import dev.kernelscope.device.BackendDriver;
import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.BackendStatus;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceType;
import dev.kernelscope.device.GpuException;
import dev.kernelscope.device.SessionOptions;
import dev.kernelscope.device.cuda.internal.CuDriver;
import dev.kernelscope.device.cuda.internal.Cublas;
import dev.kernelscope.device.cuda.internal.Nvrtc;
import dev.kernelscope.model.InvalidInputException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public final class CudaBackendDriver implements BackendDriver {
    public static final String LIBRARY = "libcuda.so.1";
    private static final CudaBackendDriver INSTANCE = new CudaBackendDriver();
    private static final Pattern KERNEL_MODULE_VERSION = Pattern.compile("Kernel Module\\s+(?:for \\S+\\s+)?([0-9.]+)");

    private BackendStatus status;
    private List<CudaDeviceInfo> infos = List.of();
    private List<Device> devices = List.of();

    private CudaBackendDriver() {}

    public static CudaBackendDriver instance() {
        return INSTANCE;
    }

    @Override
    public BackendKind kind() {
        return BackendKind.CUDA;
    }

    @Override
    public synchronized BackendStatus status() {
        if (status == null) {
            status = probe();
        }
        return status;
    }

    @Override
    public List<Device> devices() {
        status();
        return devices;
    }

    /** The driver's attributes of every device, in ordinal order; empty when the backend is unavailable. */
    public List<CudaDeviceInfo> deviceInfos() {
        status();
        return infos;
    }

    /** The attributes of one of this backend's devices. */
    public CudaDeviceInfo info(Device device) {
        if (device.backend() != BackendKind.CUDA) {
            throw new InvalidInputException(device.label() + " is an " + device.backend().cliName()
                    + " device; this needs a CUDA device (--backend cuda).");
        }
        int index = devices().indexOf(device);
        if (index < 0) {
            throw new InvalidInputException(device.label() + " is not a CUDA device of this process.");
        }
        return infos.get(index);
    }

    @Override
    public Backend open(Device device, SessionOptions options) {
        return openBackend(device, options);
    }

    /** Opens the CUDA backend itself, for CUDA-only work (occupancy queries, cuBLAS) beside the neutral API. */
    public CudaBackend openBackend(Device device, SessionOptions options) {
        BackendStatus current = status();
        if (!current.available()) {
            throw GpuException.unavailable("CUDA backend", current.reason());
        }
        return new CudaBackend(device, info(device), options);
    }

    /** The CUDA version the driver supports, e.g. "13.0"; empty when unavailable. */
    public Optional<String> cudaVersion() {
        BackendStatus current = status();
        return current.available() && !current.platforms().isEmpty()
                ? Optional.of(current.platforms().getFirst()) : Optional.empty();
    }

    private BackendStatus probe() {
        List<String> hints = new ArrayList<>();
        if (!CuDriver.LIBRARY.isAvailable()) {
            return BackendStatus.unavailable(BackendKind.CUDA, LIBRARY, LIBRARY + " not found (no NVIDIA driver on"
                    + " this machine)", List.of("The CUDA backend needs NVIDIA's driver (libcuda.so.1); install it to"
                    + " use --backend cuda."));
        }
        try {
            CuDriver.cuInit();
            int version = CuDriver.cuDriverGetVersion();
            int count = CuDriver.cuDeviceGetCount();
            String cuda = (version / 1000) + "." + (version % 1000) / 10;
            String driver = kernelModuleVersion().orElse("CUDA " + cuda);
            List<CudaDeviceInfo> found = new ArrayList<>();
            List<Device> listed = new ArrayList<>();
            for (int ordinal = 0; ordinal < count; ordinal++) {
                CudaDeviceInfo info = CudaDeviceInfo.query(ordinal);
                found.add(info);
                listed.add(toDevice(info, driver, cuda));
            }
            if (!Nvrtc.LIBRARY.isAvailable()) {
                hints.add("NVRTC (libnvrtc.so.13) was not found, so CUDA kernels cannot be compiled: install the CUDA"
                        + " toolkit's NVRTC (e.g. the cuda-nvrtc-13-0 package) or add its lib directory to"
                        + " LD_LIBRARY_PATH.");
            }
            if (!Cublas.LIBRARY.isAvailable()) {
                hints.add("cuBLAS (libcublas.so.13) was not found, so the cuBLAS SGEMM yardstick is unavailable.");
            }
            infos = List.copyOf(found);
            devices = List.copyOf(listed);
            return new BackendStatus(BackendKind.CUDA, true, LIBRARY, "", hints, List.of(cuda));
        } catch (GpuException failure) {
            return BackendStatus.unavailable(BackendKind.CUDA, LIBRARY, failure.getMessage(), List.of());
        }
    }

    private static Device toDevice(CudaDeviceInfo info, String driverVersion, String cudaVersion) {
        return new Device(
                "cuda:" + info.ordinal(),
                BackendKind.CUDA,
                "NVIDIA CUDA " + cudaVersion,
                info.name(),
                "NVIDIA Corporation",
                driverVersion,
                "CUDA " + cudaVersion + ", compute capability " + info.computeCapability(),
                DeviceType.GPU,
                info.multiprocessors(),
                info.clockKhz() / 1000,
                info.totalMemBytes(),
                // A block may use up to the opt-in maximum: the backend opts in when a launch needs more than 48 KiB.
                info.sharedMemPerBlockOptin(),
                info.totalMemBytes(),
                info.l2CacheBytes(),
                info.maxThreadsPerBlock(),
                info.maxBlockDims().stream().map(Integer::longValue).toList(),
                info.warpSize(),
                info.architecture(),
                ArchPresets.presetFor(info.architecture()));
    }

    /** The NVIDIA kernel module's version ("580.159.04") from /proc, the number users know their driver by. */
    private static Optional<String> kernelModuleVersion() {
        try {
            Path proc = Path.of("/proc/driver/nvidia/version");
            if (!Files.isReadable(proc)) {
                return Optional.empty();
            }
            Matcher version = KERNEL_MODULE_VERSION.matcher(Files.readString(proc));
            return version.find() ? Optional.of(version.group(1)) : Optional.empty();
        } catch (IOException | RuntimeException unreadable) {
            return Optional.empty();
        }
    }
}
