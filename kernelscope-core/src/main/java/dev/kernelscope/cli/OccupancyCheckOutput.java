/*
 * `kernelscope devices --check-occupancy`: runs CudaOccupancyCheck on every CUDA device and prints, per compiled
 * kernel and register cap, how many configurations the occupancy model and the driver agree on, the preset next to
 * the device's own attributes, every disagreement in full, and "N of N agree". A disagreement exits with 1: it is a
 * bug in the model.
 */
package dev.kernelscope.cli;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceInventory;
import dev.kernelscope.device.cuda.CudaOccupancyCheck;
import dev.kernelscope.model.InvalidInputException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine;

final class OccupancyCheckOutput {
    private OccupancyCheckOutput() {}

    /** Runs the check on every CUDA device of {@code inventory}; returns the exit code. */
    static int run(DeviceInventory inventory, OutputFormat format, CommandLine.Model.CommandSpec spec) {
        List<Device> devices = inventory.devices(BackendKind.CUDA);
        if (devices.isEmpty()) {
            String reason = inventory.status(BackendKind.CUDA).available() ? "the CUDA driver lists no device"
                    : inventory.status(BackendKind.CUDA).reason();
            throw new InvalidInputException("--check-occupancy compares the occupancy model with the CUDA driver's"
                    + " cuOccupancyMaxActiveBlocksPerMultiprocessor, so it needs an NVIDIA GPU with the CUDA driver: "
                    + reason + ".");
        }
        PrintWriter out = spec.commandLine().getOut();
        boolean allAgree = true;
        List<Map<String, Object>> records = new ArrayList<>();
        for (Device device : devices) {
            CudaOccupancyCheck.Result result = CudaOccupancyCheck.run(device);
            allAgree &= result.allAgree();
            if (format == OutputFormat.JSON) {
                records.add(record(result, device, spec));
            } else {
                out.print(text(result));
            }
        }
        if (format == OutputFormat.JSON) {
            out.println(RunRecord.toJson(records.size() == 1 ? records.getFirst() : records));
        }
        out.flush();
        return allAgree ? 0 : 1;
    }

    static String text(CudaOccupancyCheck.Result result) {
        StringBuilder text = new StringBuilder();
        String nl = System.lineSeparator();
        text.append("Occupancy model (preset ").append(result.preset()).append(") vs the CUDA driver on ")
                .append(result.device()).append(", driver ").append(result.driverVersion()).append(nl);
        TextTable preset = new TextTable("PRESET FIELD", "MODEL", "DEVICE", "");
        for (CudaOccupancyCheck.PresetField field : result.presetFields()) {
            preset.row(field.field(), field.preset(), field.device(), field.agrees() ? "ok" : "DIFFERENT");
        }
        text.append(preset.render());
        TextTable kernels = new TextTable("KERNEL", "DEFINES", "REG CAP", "REGS", "STATIC SHARED", "LOCAL/THREAD",
                "CONFIGS", "AGREE");
        Map<String, List<CudaOccupancyCheck.Row>> groups = new LinkedHashMap<>();
        for (CudaOccupancyCheck.Row row : result.rows()) {
            groups.computeIfAbsent(row.kernel() + "\u0000" + row.defines() + "\u0000" + row.registerCap(),
                    key -> new ArrayList<>()).add(row);
        }
        for (List<CudaOccupancyCheck.Row> group : groups.values()) {
            CudaOccupancyCheck.Row first = group.getFirst();
            kernels.row(first.kernel(), first.defines().isEmpty() ? "-" : first.defines(),
                    first.registerCap() == 0 ? "none" : first.registerCap(), first.registersPerThread(),
                    first.staticSharedBytes() + " B", first.localBytesPerThread() + " B", group.size(),
                    group.stream().filter(CudaOccupancyCheck.Row::agrees).count());
        }
        text.append(kernels.render());
        List<CudaOccupancyCheck.Row> wrong = result.disagreements();
        if (!wrong.isEmpty()) {
            text.append("DISAGREEMENTS (each is a bug in the occupancy model):").append(nl);
            TextTable table = new TextTable("KERNEL", "DEFINES", "REG CAP", "REGS", "THREADS", "STATIC", "DYNAMIC",
                    "MODEL", "DRIVER", "MODEL LIMITERS");
            for (CudaOccupancyCheck.Row row : wrong) {
                table.row(row.kernel(), row.defines(), row.registerCap(), row.registersPerThread(),
                        row.threadsPerBlock(), row.staticSharedBytes(), row.dynamicSharedBytes(), row.modelBlocksPerSm(),
                        row.driverBlocksPerSm(), row.modelLimiters());
            }
            text.append(table.render());
        }
        text.append(String.format(Locale.ROOT, "%s%s%n", result.summary(),
                result.presetFields().stream().allMatch(CudaOccupancyCheck.PresetField::agrees)
                        ? "; the preset matches the device's attributes" : "; THE PRESET DIFFERS FROM THE DEVICE"));
        return text.toString();
    }

    private static Map<String, Object> record(CudaOccupancyCheck.Result result, Device device,
            CommandLine.Model.CommandSpec spec) {
        Map<String, Object> record = RunRecord.header("check-occupancy", spec, device);
        Map<String, Object> parameters = new LinkedHashMap<>();
        parameters.put("registerCaps", CudaOccupancyCheck.REGISTER_CAPS);
        parameters.put("pressureLevels", CudaOccupancyCheck.PRESSURE_LEVELS);
        parameters.put("blockSizes", CudaOccupancyCheck.BLOCK_SIZES);
        parameters.put("dynamicSharedBytes", CudaOccupancyCheck.DYNAMIC_SHARED);
        parameters.put("driverCall", "cuOccupancyMaxActiveBlocksPerMultiprocessor (after opting in to the largest "
                + "dynamic shared size with CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES)");
        parameters.put("model", "OccupancyModel " + result.preset() + ", shared = static + dynamic");
        record.put("parameters", parameters);
        Map<String, Object> results = new LinkedHashMap<>();
        results.put("configurations", result.rows().size());
        results.put("agreeing", result.agreeing());
        results.put("allAgree", result.allAgree());
        results.put("summary", result.summary());
        results.put("presetFields", result.presetFields().stream().map(field -> {
            Map<String, Object> map = new LinkedHashMap<>();
            map.put("field", field.field());
            map.put("preset", field.preset());
            map.put("device", field.device());
            map.put("agrees", field.agrees());
            return map;
        }).toList());
        results.put("disagreements", result.disagreements().stream().map(OccupancyCheckOutput::row).toList());
        record.put("results", results);
        record.put("rows", result.rows().stream().map(OccupancyCheckOutput::row).toList());
        return record;
    }

    private static Map<String, Object> row(CudaOccupancyCheck.Row row) {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("kernel", row.kernel());
        map.put("defines", row.defines());
        map.put("registerCap", row.registerCap());
        map.put("registersPerThread", row.registersPerThread());
        map.put("staticSharedBytes", row.staticSharedBytes());
        map.put("localBytesPerThread", row.localBytesPerThread());
        map.put("threadsPerBlock", row.threadsPerBlock());
        map.put("dynamicSharedBytes", row.dynamicSharedBytes());
        map.put("modelBlocksPerSm", row.modelBlocksPerSm());
        map.put("driverBlocksPerSm", row.driverBlocksPerSm());
        map.put("modelLimiters", row.modelLimiters());
        map.put("agrees", row.agrees());
        return map;
    }
}
