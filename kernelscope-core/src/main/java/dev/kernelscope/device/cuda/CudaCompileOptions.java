/*
 * Translates the compiler options a caller gives the backend-neutral API (sorted -D defines, OpenCL's -cl-* flags,
 * NVRTC's own flags) into NVRTC options, and adds what every CUDA compile needs: the device's real architecture
 * (--gpu-architecture=sm_90, so NVRTC emits a CUBIN, never generic PTX), functions device code by default (OpenCL C's
 * helpers carry no qualifier), line info for profilers, and ptxas's verbose report (registers and spills per kernel,
 * read back from the log).
 */
package dev.kernelscope.device.cuda;

import dev.kernelscope.model.InvalidInputException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

public final class CudaCompileOptions {
    /** OpenCL options with an NVRTC equivalent. */
    private static final Map<String, String> OPENCL_EQUIVALENTS = Map.of(
            "-cl-fast-relaxed-math", "--use_fast_math",
            "-cl-mad-enable", "--fmad=true",
            "-cl-denorms-are-zero", "--ftz=true",
            "-cl-fp32-correctly-rounded-divide-sqrt", "--prec-sqrt=true",
            "-w", "--disable-warnings");
    /**
     * OpenCL C's single-precision sqrt may be 3 ulp off (OpenCL 1.2, 7.4) unless the program asks for
     * -cl-fp32-correctly-rounded-divide-sqrt; CUDA's sqrtf is correctly rounded unless told otherwise, a longer
     * sequence with a branch to a slow path for every call. So the dialect's default is CUDA's approximate sqrt
     * (1 ulp on sm_52 and later, within OpenCL's bound). Measured on an H200 (8192^2 Sobel magnitude, whose every
     * output takes a sqrt): uchar 99.3 -> 68.6 us, where NVIDIA's OpenCL ran the same source in 72.7-77.8 us.
     * Division keeps CUDA's default (correctly rounded, within OpenCL's 2.5 ulp).
     */
    private static final String OPENCL_SQRT = "--prec-sqrt=false";
    /** OpenCL options that change nothing in CUDA code generation (reporting, language version). */
    private static final Set<String> OPENCL_ONLY_PREFIXES = Set.of("-cl-nv-verbose", "-cl-std=", "-cl-kernel-arg-info");
    private static final String MAXRREGCOUNT_NV = "-cl-nv-maxrregcount=";
    /** NVRTC's flag that makes an unannotated function a device function (nvcc's -default-device). */
    public static final String DEVICE_BY_DEFAULT = "--device-as-default-execution-space";

    private CudaCompileOptions() {}

    private static boolean isMacro(String option) {
        return (option.startsWith("-D") || option.startsWith("-U")) && option.length() > 2;
    }

    /**
     * The -D and -U options as #define and #undef lines, in their order, for the source after the preludes: on NVRTC's
     * command line they reached its own built-in header too, where NVIDIA's reduction sample's -DT=float turned a
     * template parameter into "float" ("expected an identifier" in __nv_nvrtc_builtin_header.h, H200 session 56).
     * A define without a value is 1, as compilers define it.
     */
    public static String macroLines(List<String> options) {
        StringBuilder lines = new StringBuilder();
        for (String option : options) {
            if (!isMacro(option)) {
                continue;
            }
            String macro = option.substring(2).strip();
            if (option.startsWith("-U")) {
                lines.append("#undef ").append(macro).append('\n');
            } else {
                int equals = macro.indexOf('=');
                lines.append("#define ").append(equals < 0 ? macro + " 1" : macro.substring(0, equals) + " "
                        + macro.substring(equals + 1)).append('\n');
            }
        }
        return lines.toString();
    }

    /**
     * The NVRTC options for {@code options} compiled for {@code architecture} (e.g. "sm_90"). {@code nvrtcCaches}:
     * NVRTC 12.9 and later cache compiles and then leave ptxas's report out of the log (measured on NVRTC 13.0), so
     * the cache is turned off with --no-cache; DeviceSession keeps its own cache of compiled programs.
     */
    public static List<String> forNvrtc(List<String> options, String architecture, boolean nvrtcCaches) {
        List<String> nvrtc = new ArrayList<>();
        boolean architectureGiven = false;
        for (String option : options) {
            if (isMacro(option)) {
                continue;   // CudaDialect writes them into the source after the preludes (macroLines)
            } else if (option.startsWith("-I") && option.length() > 2) {
                nvrtc.add("--include-path=" + option.substring(2));
            } else if (OPENCL_EQUIVALENTS.containsKey(option)) {
                nvrtc.add(OPENCL_EQUIVALENTS.get(option));
            } else if (option.startsWith(MAXRREGCOUNT_NV)) {
                nvrtc.add("--maxrregcount=" + option.substring(MAXRREGCOUNT_NV.length()));
            } else if (OPENCL_ONLY_PREFIXES.stream().anyMatch(option::startsWith)) {
                continue; // nothing to translate: CUDA reports resources through cuFuncGetAttribute
            } else if (option.startsWith("-cl-")) {
                throw new InvalidInputException("The OpenCL compiler option '" + option + "' has no CUDA (NVRTC)"
                        + " equivalent that KernelScope knows. Known: " + OPENCL_EQUIVALENTS.keySet() + ", "
                        + MAXRREGCOUNT_NV + "N, and the reporting-only " + OPENCL_ONLY_PREFIXES
                        + "; NVRTC's own options (e.g. --maxrregcount=N) pass through unchanged.");
            } else {
                if (option.startsWith("--gpu-architecture") || option.startsWith("-arch")) {
                    architectureGiven = true;
                    if (option.contains("compute_")) {
                        throw new InvalidInputException("'" + option + "' names a virtual architecture; the CUDA"
                                + " backend loads CUBINs for a real one (e.g. --gpu-architecture=" + architecture + ").");
                    }
                }
                nvrtc.add(option);
            }
        }
        if (nvrtc.stream().noneMatch(o -> o.startsWith("--prec-sqrt") || o.startsWith("-prec-sqrt")
                || o.equals("--use_fast_math") || o.equals("-use_fast_math"))) {
            nvrtc.add(OPENCL_SQRT);
        }
        if (!architectureGiven) {
            nvrtc.add("--gpu-architecture=" + architecture);
        }
        // OpenCL C's helper functions need no qualifier; CUDA's unannotated functions are host code a kernel cannot
        // call ("calling a __host__ function from a __global__ function"). The prelude's are annotated already.
        nvrtc.add(DEVICE_BY_DEFAULT);
        nvrtc.add("--generate-line-info");
        nvrtc.add("--ptxas-options=--verbose");
        if (nvrtcCaches) {
            nvrtc.add("--no-cache");
        }
        return nvrtc;
    }
}
