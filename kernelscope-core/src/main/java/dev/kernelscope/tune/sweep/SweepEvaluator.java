/*
 * A sweep job open on one device: a warm context, the program cache and the target's inputs, kept between
 * configurations. Measures one configuration, given by its parameter values, into a Kernel Tuner record; failures
 * are records with a marker and the reason, never exceptions (a device error that poisons the context excepted).
 */
package dev.kernelscope.tune.sweep;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.device.Device;
import dev.kernelscope.tune.Configuration;
import dev.kernelscope.tune.TuneSession;
import java.util.Map;
import java.util.function.Consumer;

public interface SweepEvaluator extends TuneSession.Evaluator, AutoCloseable {

    /** Measures the configuration with these values (the job's parameter names). */
    ObjectNode evaluate(Map<String, Long> values);

    /**
     * As {@link #evaluate(Map)}, telling {@code stages} of each step as it begins ("the compile of variant B ..."),
     * for a parent that bounds each step and names the one a crash or hang stopped (IsolatedCell). Only evaluators
     * with steps worth naming tell them.
     */
    default ObjectNode evaluate(Map<String, Long> values, Consumer<String> stages) {
        return evaluate(values);
    }

    @Override
    default ObjectNode evaluate(Configuration configuration) {
        return evaluate(configuration.values());
    }

    /** The device it measures on. */
    Device device();

    @Override
    void close();
}
