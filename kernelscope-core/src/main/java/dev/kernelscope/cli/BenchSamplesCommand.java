/*
 * `kernelscope bench samples`: runs every sample kernel on the chosen device against a Java reference, then times
 * it and reports its compiled resources and occupancy. Exit code 1 when any check fails.
 */
package dev.kernelscope.cli;

import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.Devices;
import dev.kernelscope.device.SampleCheck;
import dev.kernelscope.model.InvalidInputException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "samples", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Verify every sample kernel against a Java reference (double precision), then time it.")
public final class BenchSamplesCommand implements Callable<Integer> {
    @Mixin
    DeviceSelection selection;

    @Option(names = "--repetitions", paramLabel = "N", defaultValue = "20", description = "Timed runs per kernel (default ${DEFAULT-VALUE}).")
    int repetitions;

    @Mixin
    RecordOutput recordOutput;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        OptionBounds.repetitions("--repetitions", repetitions);
        recordOutput.check();
        Device device = selection.select(Devices.discover());
        List<SampleCheck.Result> results;
        try (DeviceSession session = Devices.open(device)) {
            results = new SampleCheck(session, 2, repetitions, device.isGpu()).runAll();
        }
        long failed = results.stream().filter(r -> !r.passed()).count();

        Map<String, Object> record = RunRecord.header("samples", spec, device);
        record.put("checks", results.stream().map(BenchSamplesCommand::json).toList());
        record.put("failed", failed);
        recordOutput.emit(record, spec.commandLine().getOut(), out -> {
        out.printf(Locale.ROOT, "Sample kernels on %s (%s, driver %s):%n", device.label(), device.platform(),
                device.driverVersion());
        TextTable table = new TextTable("CHECK", "RESULT", "MEDIAN", "REGS", "LOCAL B", "MAX GROUP");
        for (SampleCheck.Result r : results) {
            table.row(r.check(), r.passed() ? "pass" : "FAIL: " + r.detail(),
                    r.timing() == null ? "-" : String.format(Locale.ROOT, "%.1f us", r.timing().medianNs() / 1e3),
                    r.resources().registersPerThread().isPresent() ? r.resources().registersPerThread().getAsInt() : "?",
                    r.resources().localMemBytes(), r.resources().maxGroupSize());
        }
        out.print(table.render());
        // Where no model applies (a CPU) every kernel gets the same note: say it once, not once per kernel.
        List<String> notes = results.stream().map(r -> r.occupancy().substring(r.occupancy().indexOf(": ") + 2))
                .distinct().toList();
        if (notes.size() == 1 && results.size() > 1 && !notes.getFirst().contains("groups per")) {
            out.println("Occupancy: not modelled for any of the " + results.size() + " kernels: " + notes.getFirst());
        } else {
            out.println("Occupancy (model, from the compiled kernels' resources):");
            for (SampleCheck.Result r : results) {
                out.println("  " + r.occupancy());
            }
        }
        out.println(failed == 0 ? "All " + results.size() + " checks passed." : failed + " check(s) FAILED.");
        });
        return failed == 0 ? 0 : 1;
    }

    private static Map<String, Object> json(SampleCheck.Result r) {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("check", r.check());
        map.put("kernel", r.kernel());
        map.put("elements", r.elements());
        map.put("geometry", r.geometry());
        map.put("passed", r.passed());
        map.put("error", r.error());
        map.put("detail", r.detail());
        map.put("resources", RunRecord.resources(r.resources()));
        map.put("occupancy", r.occupancy());
        map.put("timing", r.timing() == null ? null : RunRecord.timing(r.timing()));
        return map;
    }
}
