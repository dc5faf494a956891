/*
 * The result of discovery: every device found across backends, and for every backend whether it loaded and why not.
 * When no device is found, explanation() says what to install instead of failing.
 */
package dev.kernelscope.device;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

public record DeviceInventory(List<Device> devices, List<BackendStatus> backends) {

    public DeviceInventory {
        devices = List.copyOf(devices);
        backends = List.copyOf(backends);
    }

    public boolean isEmpty() {
        return devices.isEmpty();
    }

    /** Devices reached through one backend. */
    public List<Device> devices(BackendKind backend) {
        return devices.stream().filter(d -> d.backend() == backend).toList();
    }

    /** The status of one backend. */
    public BackendStatus status(BackendKind backend) {
        return backends.stream().filter(s -> s.backend() == backend).findFirst().orElseThrow();
    }

    /**
     * The device a command uses by default: a GPU before an accelerator before a CPU, then the most compute units
     * times clock; among equal devices the earlier backend in BackendKind order. A GPU that CUDA also exposes (the
     * same name) is taken through CUDA: NVIDIA users compare with CUDA and cuBLAS, which OpenCL cannot call.
     */
    public Optional<Device> best() {
        Optional<Device> best = devices.stream().min(Comparator
                .comparingInt((Device d) -> d.type().preferenceRank())
                .thenComparing(Comparator.comparingLong((Device d) -> (long) d.computeUnits() * d.clockMhz()).reversed())
                .thenComparingInt(d -> d.backend().ordinal()));
        if (best.isPresent() && best.get().isGpu() && best.get().backend() != BackendKind.CUDA) {
            String name = best.get().name();
            Optional<Device> sameThroughCuda = devices(BackendKind.CUDA).stream()
                    .filter(d -> d.name().equals(name)).findFirst();
            if (sameThroughCuda.isPresent()) {
                return sameThroughCuda;
            }
        }
        return best;
    }

    /** Every hint from every backend (install a driver, set OCL_ICD_FILENAMES), without duplicates. */
    public List<String> hints() {
        return backends.stream().flatMap(s -> s.hints().stream()).distinct().toList();
    }

    /** A paragraph saying why no device was found and how to get one; empty when devices exist. */
    public String explanation() {
        if (!isEmpty()) {
            return "";
        }
        StringBuilder text = new StringBuilder("No compute device was found.");
        for (BackendStatus status : backends) {
            text.append(' ').append(status.backend().cliName()).append(": ")
                    .append(status.available() ? "loaded, but it lists no device" : status.reason()).append('.');
        }
        List<String> hints = hints();
        if (hints.isEmpty()) {   // a backend's own hint says the same more precisely: the paragraph gives it once
            text.append(" To run kernels install an OpenCL driver: your GPU vendor's driver (NVIDIA, AMD ROCm, Intel "
                    + "compute-runtime), or PoCL for the CPU (Debian/Ubuntu: apt-get install pocl-opencl-icd "
                    + "ocl-icd-libopencl1).");
        }
        for (String hint : hints) {
            text.append(' ').append(hint);
        }
        return text.toString();
    }
}
