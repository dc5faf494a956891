import dev.kernelscope.device.*;
import java.util.*;
public class ChildDevices {
    static void child(String label, boolean dropCacheVar, List<String> extraEnv) throws Exception { child(label, dropCacheVar, extraEnv, List.of()); }
    static void child(String label, boolean dropCacheVar, List<String> extraEnv, List<String> flags) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path(System.getProperty("java.home")) + "/bin/java",
            "--enable-native-access=ALL-UNNAMED", "-cp", System.getProperty("java.class.path"),
            "dev.kernelscope.cli.KernelScope", "devices"));
        cmd.addAll(1, flags);
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
        if (dropCacheVar) pb.environment().remove("CUDA_CACHE_DISABLE");
        for (String e : extraEnv) { String[] kv = e.split("=", 2); pb.environment().put(kv[0], kv[1]); }
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes());
        p.waitFor();
        System.out.println("== " + label);
        for (String line : out.split("\n")) if (line.contains("opencl:") || line.contains("ould not") || line.contains("platforms")) System.out.println("   " + line.substring(0, Math.min(150, line.length())));
    }
    static String Path(String s) { return s; }
    public static void main(String[] a) throws Exception {
        System.out.println("parent env CUDA_CACHE_DISABLE=" + System.getenv("CUDA_CACHE_DISABLE"));
        child("before any discovery in the parent", false, List.of());
        DeviceInventory inv = Devices.discover();
        System.out.println("parent sees: " + inv.devices().stream().map(Device::label).toList());
        child("after discovery", false, List.of());
        child("after discovery, CUDA_CACHE_DISABLE removed", true, List.of());
        try (DeviceSession s = Devices.open(Devices.select(inv, "NVIDIA", BackendKind.OPENCL))) {
            child("with an NVIDIA OpenCL session open", false, List.of());
        }
        child("after it closed", false, List.of());
        child("worker JVM flags", false, List.of(), List.of("-XX:TieredStopAtLevel=1", "-XX:ErrorFile=/tmp/x-%p.log", "-XX:-CreateCoredumpOnCrash"));
        child("TieredStopAtLevel=1 only", false, List.of(), List.of("-XX:TieredStopAtLevel=1"));
    }
}
