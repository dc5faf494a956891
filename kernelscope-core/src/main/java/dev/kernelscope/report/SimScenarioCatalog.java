/*
 * Every built-in simulator scenario: the source documents' cases and the generic stencil (model.sim), one per SGEMM
 * rung and one per stencil-ladder variant (built from their registries). `simulate --list-scenarios` prints this list; --scenario looks up here.
 */
package dev.kernelscope.report;

import dev.kernelscope.kernels.gemm.GemmSimulation;
import dev.kernelscope.kernels.stencil.StencilSimulation;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.sim.Scenario;
import dev.kernelscope.model.sim.SeedScenarios;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

public final class SimScenarioCatalog {
    private SimScenarioCatalog() {
    }

    public static List<Scenario> all() {
        List<Scenario> list = new ArrayList<>(SeedScenarios.all());
        list.addAll(GemmSimulation.scenarios());
        list.addAll(StencilSimulation.scenarios());
        return List.copyOf(list);
    }

    public static Scenario get(String name) {
        for (Scenario s : all()) {
            if (s.name().equalsIgnoreCase(name)) {
                return s;
            }
        }
        throw new InvalidInputException("unknown scenario '" + name + "'. Scenarios: "
                + all().stream().map(Scenario::name).collect(Collectors.joining(", ")) + " (see --list-scenarios).");
    }
}
