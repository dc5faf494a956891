// The Spark backend's settings and master URL are checked before any Spark context exists: a bad one is one
// paragraph naming what is accepted (exit 2 in the CLI), never a Spark stack trace.
package dev.kernelscope.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.kernels.gemm.GemmRung;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.tune.SearchSpace;
import dev.kernelscope.tune.TuneParameter;
import dev.kernelscope.tune.sweep.SweepBackendProvider;
import dev.kernelscope.tune.sweep.SweepJob;
import dev.kernelscope.tune.sweep.TuneExecution;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SparkSweepSettingsTest {

    @Test
    void defaultsAskForOneGpuPerTaskAddressedAsGpuN() {
        SparkSweepSettings defaults = SparkSweepSettings.parse(Map.of());
        assertThat(defaults.deviceFor("3")).isEqualTo("gpu:3");
        assertThat(defaults.taskSeconds()).isEqualTo(5.0);
        assertThat(defaults.slots()).isZero();
        assertThat(defaults.executorWait()).isEqualTo(Duration.ofMinutes(5));
    }

    @Test
    void ownSettingsAndSparkPropertiesAreParsed() {
        SparkSweepSettings s = SparkSweepSettings.parse(Map.of("device", "opencl:{gpu}.0", "task-seconds", "0.5",
                "slots", "4", "executor-wait", "30", "spark.executor.memory", "4g"));
        assertThat(s.deviceFor("1")).isEqualTo("opencl:1.0");
        assertThat(s.taskSeconds()).isEqualTo(0.5);
        assertThat(s.slots()).isEqualTo(4);
        assertThat(s.executorWait()).isEqualTo(Duration.ofSeconds(30));
        assertThat(s.sparkConf()).containsExactly(Map.entry("spark.executor.memory", "4g"));
    }

    @Test
    void theTunersHangBoundIsASettingOfTheBackend() {
        // `tune --spark` passes --config-timeout this way; the backend once refused it (exit 2 before any sweep)
        SparkSweepSettings s = SparkSweepSettings.parse(TuneExecution.clusterSettings(Duration.ofSeconds(90)));
        assertThat(s.configTimeout()).isEqualTo(Duration.ofSeconds(90));
        assertThat(SparkSweepSettings.parse(TuneExecution.clusterSettings(null)).configTimeout()).isNull();
    }

    @Test
    void badSettingsAreOneParagraph() {
        assertThatThrownBy(() -> SparkSweepSettings.parse(Map.of("executors", "2")))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("'executors' is not a setting")
                .hasMessageContaining("spark.*");
        assertThatThrownBy(() -> SparkSweepSettings.parse(Map.of("task-seconds", "0")))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("from 0.01 to 3600");
        assertThatThrownBy(() -> SparkSweepSettings.parse(Map.of("slots", "two")))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("slots='two'");
        assertThatThrownBy(() -> SparkSweepSettings.parse(Map.of("device", " ")))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("device= is empty");
    }

    @Test
    void theProviderIsFoundByNameAndRefusesAMasterUrlSparkWouldNotTake() {
        SweepBackendProvider spark = SweepBackendProvider.named("spark");
        assertThat(spark).isInstanceOf(SparkSweepProvider.class);
        SearchSpace space = new SearchSpace(List.of(new TuneParameter("GROUP_X", List.of(8L, 16L))), Map.of(),
                List.of());
        SweepJob job = SweepJob.of(new SweepJob.GemmJob(GemmRung.COALESCED, 64, 64, 64), space, BackendKind.OPENCL,
                0, 1);
        // local[0], a spark:// URL without a port and Spark's test master once reached Spark: a stack trace, exit 1
        for (String url : List.of("localhost:7077", "spark:/host:7077", "local[two]", "", "local[0]",
                "local[99999999999]", "spark://head-node", "spark://head-node:7077,other", "local-cluster[2,1,1024]")) {
            assertThatThrownBy(() -> spark.open(url, job, Map.of()))
                    .isInstanceOf(InvalidInputException.class).hasMessageContaining("is not a Spark master URL");
        }
    }

    @Test
    void theMasterUrlsSparkTakesPassTheCheck() {
        for (String url : List.of("local", "local[2]", "local[*]", "local[4,3]", "spark://head-node:7077",
                "spark://a:7077,b:7077", "spark://[::1]:7077", "yarn", "k8s://https://10.0.0.1:6443")) {
            assertThat(SparkSweepBackend.isMasterUrl(url)).as(url).isTrue();
        }
    }
}
