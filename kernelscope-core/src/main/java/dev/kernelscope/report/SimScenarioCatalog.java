/*
 * Every built-in simulator scenario: the source documents' cases and the generic stencil (model.sim), one per SGEMM
 * rung and one per stencil-ladder variant whose SASS-derived program ships (built from their registries).
 * `simulate --list-scenarios` prints this list; --scenario looks up here and says why a variant has none.
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
        for (var missing : StencilSimulation.withoutProgram().entrySet()) {
            if (StencilSimulation.scenarioName(missing.getKey()).equalsIgnoreCase(name)) {
                throw new InvalidInputException("scenario '" + name + "' has no program: " + missing.getValue()
                        + ". Simulate the kernel's own listing with 'kernelscope simulate --sass FILE', or pick one of"
                        + " 'kernelscope simulate --list-scenarios'.");
            }
        }
        throw new InvalidInputException("unknown scenario '" + name + "'. Scenarios: "
                + all().stream().map(Scenario::name).collect(Collectors.joining(", "))
                // the command named in full: bench simulator, which also looks names up here, has no --list-scenarios
                + " (see 'kernelscope simulate --list-scenarios').");
    }
}
