import dev.kernelscope.device.*;
import java.util.*;
public class EnvDiff {
    static Map<String,String> childEnv() throws Exception {
        Process p = new ProcessBuilder("env", "-0").start();
        String out = new String(p.getInputStream().readAllBytes()); p.waitFor();
        Map<String,String> m = new TreeMap<>();
        for (String kv : out.split("\0")) { int i = kv.indexOf('='); if (i > 0) m.put(kv.substring(0, i), kv.substring(i + 1)); }
        return m;
    }
    static void diff(String label) throws Exception {
        Map<String,String> now = childEnv(), start = System.getenv();
        System.out.println("== " + label);
        for (var e : now.entrySet()) if (!Objects.equals(start.get(e.getKey()), e.getValue())) System.out.println("   + " + e.getKey() + "=" + e.getValue());
        for (var k : start.keySet()) if (!now.containsKey(k)) System.out.println("   - " + k);
    }
    public static void main(String[] a) throws Exception {
        diff("start");
        DeviceInventory inv = Devices.discover();
        diff("after discovery");
        try (DeviceSession s = Devices.open(Devices.select(inv, a.length > 0 ? a[0] : "NVIDIA", BackendKind.OPENCL))) { diff("session open"); }
    }
}
