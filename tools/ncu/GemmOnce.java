/*
 * A GEMM shape run a few times through Gemm.tuned (or a variant of rung 10) and through the vendor's SGEMM, and nothing
 * else: the process scripts/h200-gemm-ncu.sh hands to Nsight Compute, so every kernel it profiles is one of these calls
 * (the benchmark's host warm-up launches thousands of small GEMMs first). Not a test and not timed here.
 * Run: java --enable-native-access=ALL-UNNAMED -cp kernelscope.jar:lib/*:tools-ncu.jar GemmOnce MxNxK[:row|col:NN|NT|TN|TT]
 * [NAME=V,...]
 */
import dev.kernelscope.device.*;
import dev.kernelscope.kernels.gemm.*;
import java.util.LinkedHashMap;
import java.util.Map;

public class GemmOnce {
    public static void main(String[] args) throws Exception {
        String[] parts = args[0].split(":");
        String[] mnk = parts[0].split("x");
        String trans = parts.length > 2 ? parts[2] : "NN";
        GemmShape shape = GemmShape.packed(parts.length > 1 && parts[1].equals("col") ? Layout.COLUMN_MAJOR
                        : Layout.ROW_MAJOR, trans.charAt(0) == 'T', trans.charAt(1) == 'T', Integer.parseInt(mnk[0]),
                Integer.parseInt(mnk[1]), Integer.parseInt(mnk[2]));
        Map<String, Long> overrides = new LinkedHashMap<>();
        if (args.length > 1) {
            for (String pair : args[1].split(",")) {
                String[] nv = pair.split("=");
                overrides.put(nv[0], Long.parseLong(nv[1]));
            }
        }
        try (DeviceSession session = Devices.open(Devices.select(Devices.discover(), "", BackendKind.CUDA));
             Buffer a = session.floats(shape.aElements()); Buffer b = session.floats(shape.bElements());
             Buffer c = session.floats(shape.cElements());
             Gemm gemm = overrides.isEmpty() ? Gemm.tuned(session) : Gemm.of(session, GemmRung.TUNED, overrides);
             VendorSgemm vendor = VendorSgemms.open(session).orElseThrow()) {
            a.fill(0.5f);
            b.fill(0.25f);
            for (int i = 0; i < 2; i++) {      // the first call of each: warm-up; the second: the one to read
                gemm.sgemm(shape, 1f, a, b, 0f, c);
                session.synchronize();
                vendor.sgemm(shape, 1f, a, b, 0f, c);
                session.synchronize();
            }
            System.out.println(args[0] + " " + overrides + ": " + gemm.choice(shape));
        }
    }
}
