/*
 * Simulated against measured time of the stencil variants (box3, f32, 4096x4096) on the H100: each variant's program
 * from its sm_90 SASS (test resources kernels/stencil/sass), run for the groups the busiest SM gets (ceil(groups /
 * (132 SMs x resident groups))), converted at 1,980 MHz, beside the kernel time of
 * docs/results/h100/simulate/sass/stencil-box3-f32-4096.json. Run from the repository root after `./mvnw package`:
 *   java -cp "kernelscope-core/target/classes:kernelscope-core/target/test-classes:kernelscope-core/target/lib/*" bench/simulate/StencilSassComparison.java
 */
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.kernelscope.device.Geometry;
import dev.kernelscope.kernels.stencil.StencilSimulation;
import dev.kernelscope.kernels.stencil.StencilVariant;
import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.model.sim.ProgramParser;
import dev.kernelscope.model.sim.SimRequest;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.GZIPInputStream;

public class StencilSassComparison {
    public static void main(String[] args) throws Exception {
        int size = 4096, sms = 132;
        double mhz = 1980;
        JsonNode measured = new ObjectMapper().readTree(Path.of("docs/results/h100/simulate/sass/stencil-box3-f32-4096.json").toFile());
        System.out.println("variant               launches  groups/SM  groups on the busiest SM  simulated us  measured us  error");
        for (JsonNode r : measured.get("groups").get(0).get("filters").get(0).get("variants")) {
            StencilVariant v;
            try {
                v = StencilVariant.parse(r.get("variant").asText());
            } catch (RuntimeException notAVariant) {
                continue;     // "tuned" repeats a variant
            }
            String stem = "sass/" + v.file().replace(".cl", "");
            String listing;
            try (InputStream in = StencilSimulation.class.getResourceAsStream(stem + ".sass.gz")) {
                listing = new String(new GZIPInputStream(in).readAllBytes(), StandardCharsets.UTF_8);
            }
            Map<String, Long> p = new TreeMap<>();
            p.put("RADIUS", 1L);
            r.get("parameters").properties().forEach(e -> p.put(e.getKey(), e.getValue().asLong()));
            String text = StencilSimulation.fromSass(v, stem, listing, p);
            Geometry g = v.geometry(p, size, size);
            long groups = (g.global(0) / g.local(0)) * (g.global(1) / g.local(1));
            int resident = r.get("occupancy").get("groupsPerUnit").asInt();
            int rounds = (int) Math.ceil((double) groups / ((long) sms * resident));
            SimRequest request = SimRequest.of(ArchRegistry.presets().get("sm_90"), ProgramParser.parse(v.id(), text));
            request = new SimRequest(request.arch(), request.program(), 0, -1, -1, 0, rounds, 2_000_000_000L, 0, Map.of());
            double simulatedUs = request.run().cycles() / mhz;
            double measuredUs = r.get("timed").get("medianNs").asDouble() / 1e3;
            System.out.printf("%-22s %8d %10d %25d %13.1f %12.1f %+6.1f%%%n", v.label(), r.get("launches").asInt(), resident,
                    rounds, simulatedUs, measuredUs, 100 * (simulatedUs / measuredUs - 1));
        }
    }
}
