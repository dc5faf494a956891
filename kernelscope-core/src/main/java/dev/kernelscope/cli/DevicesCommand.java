/*
 * `kernelscope devices`: every device of every backend with its key limits and architecture preset, each backend's
 * status (why it is unavailable), and hints such as how to register NVIDIA's OpenCL driver. Finding no device is
 * not an error: the command says what to install.
 */
package dev.kernelscope.cli;

import dev.kernelscope.device.BackendStatus;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceInventory;
import dev.kernelscope.device.Devices;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "devices", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"List every compute device KernelScope can run kernels on (OpenCL platforms, CUDA), with its "
                + "limits and the occupancy-model preset it matches, and say why a backend is unavailable."})
public final class DevicesCommand implements Callable<Integer> {
    @Option(names = "--format", converter = OutputFormat.TableOrJson.class,
            paramLabel = "FORMAT", defaultValue = "table",
            description = "table (default) or json.")
    OutputFormat format;

    @Option(names = "--check-occupancy",
            description = "On every CUDA device: compile the sample kernels at several register caps and compare the "
                    + "occupancy model with the driver's cuOccupancyMaxActiveBlocksPerMultiprocessor over block sizes "
                    + "and dynamic shared memory sizes; prints N of N agree (exit 1 on any disagreement).")
    boolean checkOccupancy;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        DeviceInventory inventory = Devices.discover();
        if (checkOccupancy) {
            return OccupancyCheckOutput.run(inventory, format, spec);
        }
        PrintWriter out = spec.commandLine().getOut();
        if (format == OutputFormat.JSON) {
            Map<String, Object> record = new LinkedHashMap<>();
            record.put("devices", inventory.devices().stream().map(RunRecord::device).toList());
            record.put("backends", inventory.backends().stream().map(RunRecord::status).toList());
            record.put("best", inventory.best().map(Device::id).orElse(null));
            record.put("cuda", CudaDeviceDetails.json(inventory));
            record.put("explanation", inventory.explanation());
            out.println(RunRecord.toJson(record));
        } else {
            out.print(table(inventory));
        }
        out.flush();
        return 0;
    }

    static String table(DeviceInventory inventory) {
        StringBuilder text = new StringBuilder();
        if (inventory.isEmpty()) {
            text.append(inventory.explanation()).append(System.lineSeparator());
        } else {
            TextTable table = new TextTable("#", "ID", "TYPE", "NAME", "UNITS", "CLOCK", "GLOBAL", "LOCAL", "MAX ALLOC",
                    "MAX GROUP", "MULTIPLE", "ARCH PRESET", "DRIVER");
            List<Device> devices = inventory.devices();
            for (int i = 0; i < devices.size(); i++) {
                Device d = devices.get(i);
                table.row(i, d.id(), d.type(), d.name(), d.computeUnits(), d.clockMhz() + " MHz",
                        mib(d.globalMemBytes()), kib(d.localMemBytes()), mib(d.maxAllocBytes()),
                        d.maxGroupSize() + " " + d.maxGroupSizes(),
                        d.preferredGroupMultiple() == 0 ? "?" : d.preferredGroupMultiple(),
                        d.archPreset() + (d.architecture().isEmpty() || d.architecture().equals(d.archPreset()) ? ""
                                : " (" + d.architecture() + ")"),
                        d.driverVersion());
            }
            text.append(table.render());
            text.append(CudaDeviceDetails.text(inventory));
            inventory.best().ifPresent(best -> text.append("Default device: ").append(best.label())
                    .append(System.lineSeparator()));
        }
        text.append(System.lineSeparator()).append("Backends:").append(System.lineSeparator());
        for (BackendStatus status : inventory.backends()) {
            text.append("  ").append(status.backend().cliName()).append(": ");
            if (status.available()) {
                text.append(status.library()).append(", platforms: ").append(String.join("; ", status.platforms()));
            } else {
                text.append("unavailable: ").append(status.reason());
            }
            text.append(System.lineSeparator());
        }
        for (String hint : inventory.isEmpty() ? List.<String>of() : inventory.hints()) { // explanation() has them
            text.append("Hint: ").append(hint).append(System.lineSeparator());
        }
        return text.toString();
    }

    private static String mib(long bytes) {
        return bytes >= (10L << 30) ? (bytes >> 30) + " GiB" : (bytes >> 20) + " MiB";
    }

    private static String kib(long bytes) {
        return (bytes >> 10) + " KiB";
    }
}
