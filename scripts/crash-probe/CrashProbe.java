/*
 * Device-run diagnostics for docs/results/h100/cuda-crash.md (not part of the product, built by h100-crash-carry.sh):
 * "signals" prints which library holds each signal handler after each native phase; "race N [cuda]" keeps N threads in
 * compiled loops and forces 200 safepoints after discovery (and a CUDA compile), the pattern that killed the JVM.
 */
package probe;

import java.lang.foreign.*;
import java.lang.invoke.*;
import java.util.*;
import static java.lang.foreign.ValueLayout.*;
import dev.kernelscope.device.*;
import dev.kernelscope.kernels.gemm.*;

/** Device-run diagnostics (not part of the product): who owns each signal handler after each native phase. */
public class CrashProbe {
    static volatile boolean stop;
    static final Linker L = Linker.nativeLinker();
    static final MethodHandle SIGACTION = L.downcallHandle(L.defaultLookup().find("sigaction").orElseThrow(),
            FunctionDescriptor.of(JAVA_INT, JAVA_INT, ADDRESS, ADDRESS));
    static final MethodHandle DLADDR = L.downcallHandle(L.defaultLookup().find("dladdr").orElseThrow(),
            FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS));
    static String owner(long addr) throws Throwable {
        if (addr == 0) return "DFL"; if (addr == 1) return "IGN";
        try (Arena a = Arena.ofConfined()) {
            MemorySegment info = a.allocate(32);
            if ((int) DLADDR.invokeExact(MemorySegment.ofAddress(addr), info) == 0) return "?";
            String f = info.get(ADDRESS, 0).reinterpret(4096).getString(0);
            return f.substring(f.lastIndexOf('/') + 1).replace("libjvm.so", "jvm");
        }
    }
    static void dump(String when) throws Throwable {
        StringBuilder b = new StringBuilder("[" + when + "]");
        for (int sig = 1; sig < 32; sig++) {
            try (Arena a = Arena.ofConfined()) {
                MemorySegment sa = a.allocate(152, 8);
                int rc = (int) SIGACTION.invokeExact(sig, MemorySegment.NULL, sa);
                String o = owner(sa.get(JAVA_LONG, 0));
                if (!o.equals("DFL")) b.append(' ').append(sig).append('=').append(o);
            }
        }
        System.out.println(b);
        try {
            Class<?> c = Class.forName("dev.kernelscope.device.internal.JvmSignalHandlers");
            System.out.println("   restorations so far: " + c.getMethod("restorations").invoke(null));
        } catch (ClassNotFoundException old) { }
    }
    public static void main(String[] args) throws Throwable {
        if (args[0].equals("signals")) {
            dump("start");
            DeviceInventory inv = Devices.discover();
            dump("after Devices.discover (OpenCL ICD: PoCL, NVIDIA; CUDA driver)");
            Device cuda = Devices.select(inv, null, BackendKind.CUDA);
            try (DeviceSession s = Devices.open(cuda)) {
                dump("after CUDA session open");
                try (Gemm g = Gemm.of(s, GemmRung.TUNED, Map.of())) {
                    dump("after NVRTC compile + module load");
                    Optional<VendorSgemm> v = VendorSgemms.open(s);
                    dump("after cuBLAS handle");
                    try (Buffer a = s.floats(512 * 512); Buffer b = s.floats(512 * 512); Buffer c = s.floats(512 * 512)) {
                        a.fill(1f); b.fill(1f);
                        g.sgemm(512, 512, 512, 1f, a, b, 0f, c);
                        v.ifPresent(x -> x.sgemm(512, 512, 512, 1f, a, b, 0f, c));
                        s.synchronize();
                    }
                    v.ifPresent(VendorSgemm::close);
                    dump("after launches and cuBLAS sgemm");
                }
                Device ocl = Devices.select(inv, "NVIDIA", BackendKind.OPENCL);
                try (DeviceSession o = Devices.open(ocl)) {
                    o.compile("__kernel void k(__global float* a) { a[get_global_id(0)] += 1.0f; }");
                    dump("after NVIDIA OpenCL session + build");
                }
            }
        } else { // race N [cuda]: threads in compiled loops + forced safepoints after discovery (and a CUDA compile)
            int n = Integer.parseInt(args[1]);
            DeviceInventory inv = Devices.discover();
            DeviceSession s = args.length > 2 ? Devices.open(Devices.select(inv, null, BackendKind.CUDA)) : null;
            if (s != null) Gemm.of(s, GemmRung.WARP_TILING, Map.of());
            long[] sink = new long[1];
            Thread[] ts = new Thread[n];
            for (int t = 0; t < n; t++) {
                ts[t] = new Thread(() -> { long v = 0; while (!stop) { for (int i = 0; i < 1_000_000; i++) v += i ^ (v >>> 3); } sink[0] += v; });
                ts[t].start();
            }
            Thread.sleep(1000);
            for (int i = 0; i < 200; i++) System.gc();
            stop = true;
            for (Thread t : ts) t.join();
            if (s != null) s.close();
            System.out.println("survived");
        }
    }
}
