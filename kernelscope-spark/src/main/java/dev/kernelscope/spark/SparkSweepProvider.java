// The service that makes `kernelscope tune ... --spark MASTER_URL` find this backend (ServiceLoader, through
// META-INF/services: this module runs on the class path, beside Spark).
package dev.kernelscope.spark;

import dev.kernelscope.tune.sweep.SweepBackend;
import dev.kernelscope.tune.sweep.SweepBackendProvider;
import dev.kernelscope.tune.sweep.SweepJob;
import java.util.Map;

public final class SparkSweepProvider implements SweepBackendProvider {
    @Override
    public String name() {
        return "spark";
    }

    @Override
    public SweepBackend open(String url, SweepJob job, Map<String, String> options) {
        return SparkSweepBackend.start(url, job, SparkSweepSettings.parse(options));
    }
}
