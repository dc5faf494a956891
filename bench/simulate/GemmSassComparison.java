/*
 * Simulated against measured time of the SGEMM rungs at 4096^3 on the H100: each rung's program from its sm_90 SASS
 * (test resources kernels/gemm/sass) at K = 4096, run for the tiles the busiest SM gets (ceil(tiles / (132 SMs x
 * resident groups))), converted to milliseconds at the 1,980 MHz the SM held during GEMM runs, beside the kernel time
 * of docs/results/h100/simulate/sass/gemm-4096.json. Run from the repository root after `./mvnw package`:
 *   java -cp "kernelscope-core/target/classes:kernelscope-core/target/test-classes:kernelscope-core/target/lib/*" bench/simulate/GemmSassComparison.java
 */
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.kernelscope.kernels.gemm.GemmRung;
import dev.kernelscope.kernels.gemm.GemmSimulation;
import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.model.sim.ProgramParser;
import dev.kernelscope.model.sim.SimRequest;
import dev.kernelscope.model.sim.SimResult;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.GZIPInputStream;

public class GemmSassComparison {
    public static void main(String[] args) throws Exception {
        int n = 4096, sms = 132;
        double mhz = 1980;
        JsonNode measured = new ObjectMapper().readTree(Path.of("docs/results/h100/simulate/sass/gemm-4096.json").toFile());
        System.out.println("rung                 groups/SM  tiles/SM  simulated ms  measured ms  error");
        for (JsonNode r : measured.get("sizes").get(0).get("rungs")) {
            GemmRung rung = GemmRung.parse(r.get("id").asText());
            String stem = "sass/" + rung.file().replace(".cl", "");
            String listing;
            try (InputStream in = GemmSimulation.class.getResourceAsStream(stem + ".sass.gz")) {
                listing = new String(new GZIPInputStream(in).readAllBytes(), StandardCharsets.UTF_8);
            }
            Map<String, Long> p = new TreeMap<>();
            r.get("parameters").properties().forEach(e -> p.put(e.getKey(), e.getValue().asLong()));
            String text = GemmSimulation.fromSass(rung, stem, listing, p, n);
            int groups = r.get("occupancy").get("modelGroupsPerUnit").asInt();
            long outputsPerGroup = rung.tiling().outputsPerThread(p) * rung.tiling().threads(p);
            long tiles = (long) n * n / outputsPerGroup;
            int rounds = (int) Math.ceil((double) tiles / ((long) sms * groups));
            SimRequest request = SimRequest.of(ArchRegistry.presets().get("sm_90"), ProgramParser.parse(rung.id(), text));
            request = new SimRequest(request.arch(), request.program(), 0, -1, -1, 0, rounds, 2_000_000_000L, 0, Map.of());
            SimResult result = request.run();
            double simulatedMs = result.cycles() / (mhz * 1e3);
            double measuredMs = r.get("kernel").get("medianNs").asDouble() / 1e6;
            System.out.printf("%-20s %9d %9d %13.3f %12.3f %+6.1f%%%n", rung.label(), groups, rounds, simulatedMs, measuredMs,
                    100 * (simulatedMs / measuredMs - 1));
        }
    }
}
