/*
 * The simulated unit's share of device bandwidth: the parameters state it per CU on AMD, and an RDNA WGP (WGP mode,
 * two CUs) gets two shares; CU mode, GCN and NVIDIA one.
 */
package dev.kernelscope.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kernelscope.model.arch.Architecture;
import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.model.occupancy.OccupancyQuery;
import dev.kernelscope.model.occupancy.UnitMode;
import org.junit.jupiter.api.Test;

class UnitSetupTest {
    private static UnitSetup unit(String id, UnitMode mode) {
        Architecture arch = ArchRegistry.presets().get(id);
        OccupancyQuery query = OccupancyQuery.of(arch, 256, 32, 0);
        return UnitSetup.of(mode == null ? query : query.withMode(mode), 0, SimParameters.forArch(arch));
    }

    @Test
    void anRdnaWgpGetsTheBandwidthOfItsTwoCus() {
        SimParameters rdna = SimParameters.forArch(ArchRegistry.presets().get("gfx1100"));
        UnitSetup wgp = unit("gfx1100", null);
        UnitSetup cu = unit("gfx1100", UnitMode.CU);
        assertThat(wgp.unitName()).isEqualTo("WGP");
        assertThat(cu.unitName()).isEqualTo("CU");
        assertThat(wgp.memoryBytesPerCycle(rdna)).isEqualTo(2 * rdna.memoryBytesPerCycle());
        assertThat(cu.memoryBytesPerCycle(rdna)).isEqualTo(rdna.memoryBytesPerCycle());
    }

    @Test
    void otherUnitsGetOneShare() {
        for (String id : new String[] {"gcn", "sm_90"}) {
            SimParameters p = SimParameters.forArch(ArchRegistry.presets().get(id));
            assertThat(unit(id, null).memoryBytesPerCycle(p)).as(id).isEqualTo(p.memoryBytesPerCycle());
        }
    }
}
