/*
 * `kernelscope ndrange`: seed 001's 32 x 16 grid in 8 x 4 groups drawn from the arithmetic, the same map from a
 * device (PoCL in CI) with every work-item's ids checked and a complete start order, a 3-D run, the check failing on
 * corrupted ids, and bad input as exit 2.
 */
package dev.kernelscope.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Devices;
import dev.kernelscope.device.WorkItemIds;
import dev.kernelscope.model.NdRange;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class NdRangeCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static void assumeOpenClDevice() {
        assumeTrue(!Devices.discover().devices(BackendKind.OPENCL).isEmpty(),
                () -> "no OpenCL device: " + Devices.discover().explanation());
    }

    @Test
    void seed001sGridIsDrawnWithSixteenGroups() {
        Cli run = Cli.run("ndrange", "--global", "32,16", "--local", "8,4");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("global 32 x 16 = 512 work-items, work-groups of 8 x 4 = 32 work-items")
                .contains("Groups: 4 x 4 = 16 (get_num_groups)").contains("id = gx + 4 x gy")
                .contains("  y=0    0  0  0  0  0  0  0  0 |  1  1  1  1  1  1  1  1 |  2  2  2  2  2  2  2  2 |  3  3")
                .contains("  y=15  12 12 12 12 12 12 12 12 | 13 13 13 13 13 13 13 13 | 14").doesNotContain("On ");
    }

    @Test
    void theDeviceReportsTheSameGroupsAndEveryGroupStartsOnce() throws Exception {
        assumeOpenClDevice();
        Cli run = Cli.run("ndrange", "--global", "30,10", "--local", "8,4", "--run", "--backend", "opencl",
                "--format", "json");
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode json = JSON.readTree(run.out());
        assertThat(json.get("groups").asLong()).isEqualTo(12);
        assertThat(json.get("launchedGlobal").toString()).isEqualTo("[32,12]");
        assertThat(json.get("run").get("idsAgree").asBoolean()).isTrue();
        NdRange range = new NdRange(new long[] {30, 10}, new long[] {8, 4});
        JsonNode map = json.get("groupMap").get(0);
        for (int y = 0; y < 12; y++) {
            for (int x = 0; x < 32; x++) {
                assertThat(map.get(y).get(x).asLong()).isEqualTo(range.groupOf(x, y, 0));
            }
        }
        List<Integer> order = new ArrayList<>();
        json.get("run").get("startOrder").forEach(n -> order.add(n.asInt()));
        assertThat(order).containsExactlyInAnyOrder(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11);

        Cli table = Cli.run("ndrange", "--global", "4,2,3", "--local", "2,2,2", "--run", "--backend", "opencl");
        assertThat(table.exitCode()).as(table.err()).isZero();
        assertThat(table.out()).contains("every one of the 32 work-items got the global, local and group ids above")
                .contains("z = 3:").contains("group z = 1:").contains("Order in which the groups started");
    }

    @Test
    void theCheckCatchesAWrongId() {
        NdRange range = new NdRange(new long[] {4, 2}, new long[] {2, 2});
        int[] ids = new int[8 * 9];
        for (int y = 0; y < 2; y++) {
            for (int x = 0; x < 4; x++) {
                int base = 9 * (y * 4 + x);
                int[] position = {x, y, 0};
                int[] size = {2, 2, 1};
                for (int d = 0; d < 3; d++) {
                    ids[base + d] = position[d];
                    ids[base + 3 + d] = position[d] % size[d];
                    ids[base + 6 + d] = position[d] / size[d];
                }
            }
        }
        WorkItemIds.Observation right = new WorkItemIds.Observation(range, ids.clone(), new int[] {1, 0});
        assertThat(right.check().passed()).isTrue();
        ids[9 * 3 + 6] = 0;   // work-item (3, 0) is in group 1
        WorkItemIds.Check wrong = new WorkItemIds.Observation(range, ids, new int[] {0, 0}).check();
        assertThat(wrong.passed()).isFalse();
        assertThat(wrong.wrongWorkItems()).isEqualTo(1);
        assertThat(wrong.firstWrong()).isEqualTo("work-item (3, 0, 0) got global [3, 0, 0], local [1, 0, 0], group "
                + "[0, 0, 0]");
        assertThat(wrong.startOrderComplete()).isFalse();
    }

    /** The dot after a cell past the range made that cell one character wider, so bars and numbers drifted. */
    @Test
    void aMapOfPartGroupsKeepsItsColumns() {
        Cli run = Cli.run("ndrange", "--global", "7,5,3", "--local", "2,2,2");
        assertThat(run.exitCode()).as(run.err()).isZero();
        List<String> rows = run.out().lines().filter(line -> line.startsWith("  y=")).toList();
        assertThat(rows).hasSize(6 * 4);
        for (String row : rows) {
            assertThat(row.stripTrailing()).as(row).hasSize(rows.getFirst().stripTrailing().length());
            assertThat(row.indexOf('|')).as(row).isEqualTo(rows.getFirst().indexOf('|'));
        }
        assertThat(run.out()).contains("  y=0    0   0  |  1   1  |  2   2  |  3   3.\n")
                .contains("  y=5    8.  8. |  9.  9. | 10. 10. | 11. 11.\n");
    }

    @Test
    void badInputIsExitTwo() {
        Cli mismatch = Cli.run("ndrange", "--global", "4,4", "--local", "2");
        assertThat(mismatch.exitCode()).isEqualTo(2);
        assertThat(mismatch.errorIsOneParagraph()).isTrue();
        Cli huge = Cli.run("ndrange", "--global", "4096,4096", "--local", "16,16", "--run");
        assertThat(huge.exitCode()).isEqualTo(2);
        assertThat(huge.err()).contains("--run launches at most 4,194,304 work-items");
        Cli noRun = Cli.run("ndrange", "--global", "4", "--local", "2", "--device", "0");
        assertThat(noRun.exitCode()).isEqualTo(2);
        assertThat(noRun.err()).contains("add --run");
        // a trailing comma leaves a size out: it was read as --global 8
        Cli trailing = Cli.run("ndrange", "--global", "8,", "--local", "4");
        assertThat(trailing.exitCode()).isEqualTo(2);
        assertThat(trailing.err()).contains("--global 8, is not X[,Y[,Z]] with positive integers.");
        Cli large = Cli.run("ndrange", "--global", "128,8", "--local", "16,8");
        assertThat(large.exitCode()).isZero();
        assertThat(large.out()).contains("Groups: 8 x 1 = 8").contains("(No map: it is drawn up to 64 x 64");
    }
}
