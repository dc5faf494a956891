/*
 * `kernelscope ndrange --global X[,Y[,Z]] --local X[,Y[,Z]] [--run]`: seed 001's picture of an NDRange: how many
 * work-groups a launch makes and which group each work-item belongs to; with --run, the same map as a device reports
 * it (every work-item's ids checked) and the order in which its groups started. Exit 1 when a device's ids differ.
 */
package dev.kernelscope.cli;

import dev.kernelscope.advise.KernelAnalysis;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.Devices;
import dev.kernelscope.device.WorkItemIds;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.NdRange;
import dev.kernelscope.report.Formats;
import dev.kernelscope.report.NdRangeReport;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "ndrange", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Show an NDRange: the work-groups a launch makes (per dimension and in all) and which group "
                + "each work-item belongs to; with --run, ask a device: every work-item's get_global_id, get_local_id "
                + "and get_group_id are checked and the order in which the groups started is shown.",
                "Example (seed 001): ndrange --global 32,16 --local 8,4 gives 4 x 4 = 16 groups."})
public final class NdRangeCommand implements Callable<Integer> {
    /** Work-items --run launches at most: nine ints are read back per work-item (151 MiB at this bound). */
    static final long MAX_RUN_WORK_ITEMS = 1L << 22;

    @Option(names = "--global", paramLabel = "X[,Y[,Z]]", required = true, description = "Global size.")
    String global;

    @Option(names = "--local", paramLabel = "X[,Y[,Z]]", required = true, description = "Work-group size.")
    String local;

    @Option(names = "--run", description = "Launch it on a device and draw what the device reports.")
    boolean run;

    @Mixin
    DeviceSelection selection;

    @Mixin
    RecordOutput recordOutput;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        NdRange range = new NdRange(KernelAnalysis.sizes(global, "--global"), KernelAnalysis.sizes(local, "--local"));
        recordOutput.check();
        if ((selection.device != null || selection.backend != null) && !run) {
            throw new InvalidInputException("--device and --backend choose where --run launches; add --run.");
        }
        if (!run) {
            Map<String, Object> record = new LinkedHashMap<>();
            record.put("benchmark", "ndrange");
            record.put("command", RunRecord.commandLine(spec));
            record.putAll(json(range, NdRangeReport.drawable(range) ? range::groupOf : null));
            recordOutput.emit(record, spec.commandLine().getOut(), out -> table(out, range, null, null, null));
            return 0;
        }
        if (range.launchedWorkItems() > MAX_RUN_WORK_ITEMS) {
            throw new InvalidInputException("--run launches at most " + Formats.count(MAX_RUN_WORK_ITEMS)
                    + " work-items (nine ids are read back for each); this NDRange launches "
                    + Formats.count(range.launchedWorkItems()) + ".");
        }
        Device device = selection.select(Devices.discover());
        WorkItemIds.Observation observation;
        try (DeviceSession session = Devices.open(device)) {
            observation = WorkItemIds.observe(session, range);
        }
        WorkItemIds.Check check = observation.check();
        Map<String, Object> record = RunRecord.header("ndrange", spec, device);
        record.putAll(json(range, NdRangeReport.drawable(range) ? observation::groupOf : null));
        Map<String, Object> deviceRun = new LinkedHashMap<>();
        deviceRun.put("idsAgree", check.wrongWorkItems() == 0);
        deviceRun.put("wrongWorkItems", check.wrongWorkItems());
        deviceRun.put("firstWrong", check.firstWrong());
        deviceRun.put("startOrderComplete", check.startOrderComplete());
        deviceRun.put("startOrder", observation.startOrder());
        record.put("run", deviceRun);
        recordOutput.emit(record, spec.commandLine().getOut(), out -> table(out, range, device, observation, check));
        return check.passed() ? 0 : 1;
    }

    private static void table(PrintWriter out, NdRange range, Device device, WorkItemIds.Observation observation,
            WorkItemIds.Check check) {
        out.print(NdRangeReport.summary(range));
        if (device != null) {
            out.println(check.wrongWorkItems() == 0
                    ? "On " + device.label() + ": every one of the " + Formats.count(range.launchedWorkItems())
                            + " work-items got the global, local and group ids above."
                    : "On " + device.label() + ": " + Formats.count(check.wrongWorkItems()) + " work-items got other "
                            + "ids than the arithmetic gives; the first: " + check.firstWrong() + ".");
        }
        if (!NdRangeReport.drawable(range)) {
            out.println("(No map: it is drawn up to " + NdRangeReport.MAX_MAP_EDGE + " x " + NdRangeReport.MAX_MAP_EDGE
                    + " work-items, " + NdRangeReport.MAX_MAP_SLICES + " in z.)");
            return;
        }
        out.println(observation == null
                ? "Which group each work-item belongs to (columns x = get_global_id(0), rows y = get_global_id(1); "
                        + "'.' = past the range):"
                : "Which group each work-item belongs to, as the device reported it (get_group_id; '.' = past the "
                        + "range):");
        out.print(NdRangeReport.groupMap(range, observation == null ? range::groupOf : observation::groupOf));
        if (observation != null) {
            out.println(check.startOrderComplete()
                    ? "Order in which the groups started (work-item 0 of each took a ticket from an atomic counter; "
                            + "OpenCL promises no order, and groups that run at the same time race for tickets):"
                    : "The start order is incomplete: a group took no ticket or two.");
            out.print(NdRangeReport.startOrderMap(range, observation.startOrder()));
        }
    }

    private static Map<String, Object> json(NdRange range, NdRangeReport.GroupOf groupOf) {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("global", range.global());
        map.put("local", range.local());
        List<Long> groups = new ArrayList<>();
        for (int d = 0; d < range.dimensions(); d++) {
            groups.add(range.groups(d));
        }
        map.put("groupsPerDimension", groups);
        map.put("groups", range.groupCount());
        map.put("groupSize", range.groupSize());
        map.put("workItems", range.workItems());
        map.put("launchedGlobal", range.launchedGlobal());
        map.put("launchedWorkItems", range.launchedWorkItems());
        if (groupOf != null) {   // [z][y][x] group ids of the launched grid
            List<List<List<Long>>> slices = new ArrayList<>();
            for (long z = 0; z < range.launched(2); z++) {
                List<List<Long>> rows = new ArrayList<>();
                for (long y = 0; y < range.launched(1); y++) {
                    List<Long> row = new ArrayList<>();
                    for (long x = 0; x < range.launched(0); x++) {
                        row.add(groupOf.at(x, y, z));
                    }
                    rows.add(row);
                }
                slices.add(rows);
            }
            map.put("groupMap", slices);
        }
        return map;
    }
}
