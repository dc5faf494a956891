/*
 * Portability of a kernel's group to Direct3D compute (seeds 000/003's background: the D3D11 Shader Model 5 compute
 * spec allows 32 KiB of groupshared memory and 1,024 threads per group; D3D12 keeps both). An OpenCL kernel whose
 * tiling needs more cannot be ported to an HLSL compute shader unchanged.
 */
package dev.kernelscope.advise;

import dev.kernelscope.source.SourceLocation;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

final class PortabilityRules {
    /** D3D11_CS_TGSM_REGISTER_COUNT / D3D12_CS_TGSM_REGISTER_COUNT: 8,192 32-bit registers of groupshared memory. */
    static final long D3D_GROUPSHARED_BYTES = 8192L * 4;
    /** D3D12_CS_THREAD_GROUP_MAX_THREADS_PER_GROUP (D3D11_CS_... is the same 1,024). */
    static final long D3D_MAX_THREADS = 1024;
    /** D3D12_CS_THREAD_GROUP_MAX_X / _Y / _Z. */
    static final long[] D3D_MAX_DIMENSION = {1024, 1024, 64};

    private PortabilityRules() {}

    /**
     * The D3D finding for a kernel whose group needs {@code localBytes} of __local memory (its static __local arrays
     * plus the --arg local:N buffers) and has the given group size per dimension (empty when not given).
     */
    static Optional<Finding> d3dCompute(String kernel, SourceLocation location, long localBytes, long[] group) {
        List<String> over = new ArrayList<>();
        if (localBytes > D3D_GROUPSHARED_BYTES) {
            over.add(String.format(Locale.ROOT, "%,d B of __local memory per group is %,d B above Direct3D's 32 KiB "
                    + "(32,768 B) of groupshared memory", localBytes, localBytes - D3D_GROUPSHARED_BYTES));
        }
        long threads = 1;
        for (long g : group) {
            threads *= g;
        }
        if (group.length > 0 && threads > D3D_MAX_THREADS) {
            over.add(String.format(Locale.ROOT, "groups of %,d work-items exceed Direct3D's 1,024 threads per group",
                    threads));
        }
        for (int d = 0; d < Math.min(group.length, D3D_MAX_DIMENSION.length); d++) {
            if (group[d] > D3D_MAX_DIMENSION[d]) {
                over.add(String.format(Locale.ROOT, "the group's %c size %d exceeds Direct3D's %d", "xyz".charAt(d),
                        group[d], D3D_MAX_DIMENSION[d]));
            }
        }
        if (over.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Finding(Rule.D3D_COMPUTE_LIMITS, kernel, location, String.join("; ", over)
                + " (D3D11 Shader Model 5 and D3D12 compute)", "an HLSL compute shader cannot declare this group; "
                + "a smaller tile or several passes can"));
    }
}
