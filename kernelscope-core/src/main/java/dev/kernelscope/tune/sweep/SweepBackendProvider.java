/*
 * The service a sweep backend in another module offers (ServiceLoader): `kernelscope tune --spark URL` finds the
 * Spark backend of kernelscope-spark this way, so the core neither depends on Spark nor needs it on its path.
 */
package dev.kernelscope.tune.sweep;

import dev.kernelscope.model.InvalidInputException;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;

public interface SweepBackendProvider {

    /**
     * The setting every backend takes from the tuner (besides its own): --config-timeout in milliseconds, the least
     * time one configuration gets before it counts as hung.
     */
    String CONFIG_TIMEOUT_SETTING = "config-timeout-ms";

    /** The option that selects it, without dashes: "spark" for --spark. */
    String name();

    /**
     * Starts a backend running {@code job} on the cluster at {@code url} (e.g. spark://host:7077, local[2]);
     * {@code options} are its settings (name=value) from the command line. A bad URL or option is an
     * InvalidInputException with one paragraph.
     */
    SweepBackend open(String url, SweepJob job, Map<String, String> options);

    /** The providers on the module or class path. */
    static List<SweepBackendProvider> installed() {
        return ServiceLoader.load(SweepBackendProvider.class).stream().map(ServiceLoader.Provider::get).toList();
    }

    /** The provider named {@code name}, or a user error saying which module to add. */
    static SweepBackendProvider named(String name) {
        List<SweepBackendProvider> all = installed();
        return all.stream().filter(p -> p.name().equalsIgnoreCase(name)).findFirst()
                .orElseThrow(() -> new InvalidInputException("--" + name + " needs the kernelscope-" + name
                        + " module, which is not on this installation's path" + (all.isEmpty() ? ""
                        : " (backends found: " + String.join(", ", all.stream().map(SweepBackendProvider::name)
                                .toList()) + ")") + ". Build it with ./mvnw package and run kernelscope with its"
                        + " jars added (see docs/tuning.md, 'Sweeps'); sweeps on this host's GPUs need no module:"
                        + " use --devices."));
    }
}
