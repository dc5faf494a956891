/*
 * Property tests of the occupancy calculator over every preset (all vendors, every AMD wave size, mode and view):
 * occupancy and groups never rise when a per-thread or per-group resource grows, and advice's suggested value really
 * gains what it claims, is the largest value that does, and is offered whenever lowering a limiting resource gains.
 */
package dev.kernelscope.model.occupancy;

import dev.kernelscope.model.arch.AmdArch;
import dev.kernelscope.model.arch.AppleArch;
import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.model.arch.Architecture;
import dev.kernelscope.model.arch.NvidiaArch;
import dev.kernelscope.model.arch.RogueArch;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class OccupancyPropertyTest {

    /**
     * One way to ask an architecture (AMD: a supported wave size, mode and view) and the largest valid value of each
     * input there, read from the architecture's own bounds, so every generated query is valid input.
     */
    record Domain(Architecture arch, int waveSize, UnitMode mode, View view,
                  int maxThreads, int maxRegisters, int maxShared, int maxScalarRegisters) {

        OccupancyQuery query(int threads, int registers, int shared, int scalarRegisters) {
            return new OccupancyQuery(arch, threads, registers, shared, scalarRegisters, waveSize, mode, view);
        }

        int bound(Resource resource) {
            return switch (resource) {
                case REGISTERS -> maxRegisters;
                case SHARED -> maxShared;
                case SCALAR_REGISTERS -> maxScalarRegisters;
                case THREADS -> maxThreads;
            };
        }

        @Override
        public String toString() {
            return arch.id() + (waveSize != 0 ? " wave" + waveSize : "") + (mode != null ? " " + mode.key() : "")
                    + (view != View.HARDWARE ? " " + view.key() + " view" : "");
        }
    }

    /** The inputs a property varies; each maps to the limiter that advice about it names. */
    enum Resource {
        REGISTERS(Limiter.REGISTERS), SHARED(Limiter.SHARED), SCALAR_REGISTERS(Limiter.SCALAR_REGISTERS), THREADS(Limiter.WAVES);

        final Limiter limiter;

        Resource(Limiter limiter) {
            this.limiter = limiter;
        }

        static Resource advisedBy(Limiter limiter) {
            for (Resource resource : values()) {
                if (resource.limiter == limiter) {
                    return resource;
                }
            }
            throw new AssertionError("advice names a limiter no input controls: " + limiter);
        }

        int get(OccupancyQuery q) {
            return switch (this) {
                case REGISTERS -> q.registersPerThread();
                case SHARED -> q.sharedBytesPerGroup();
                case SCALAR_REGISTERS -> q.scalarRegisters();
                case THREADS -> q.threadsPerGroup();
            };
        }

        OccupancyQuery with(OccupancyQuery q, int value) {
            return switch (this) {
                case REGISTERS -> q.withRegisters(value);
                case SHARED -> q.withShared(value);
                case SCALAR_REGISTERS -> q.withScalarRegisters(value);
                case THREADS -> q.withThreads(value);
            };
        }
    }

    record Query(Domain domain, OccupancyQuery query) {
        @Override
        public String toString() {
            return domain + " threads=" + query.threadsPerGroup() + " registers=" + query.registersPerThread() + " shared="
                    + query.sharedBytesPerGroup() + (query.scalarRegisters() != 0 ? " sgprs=" + query.scalarRegisters() : "");
        }
    }

    record Growth(Query base, Resource resource, int grownValue) {
        OccupancyQuery grown() {
            return resource.with(base.query(), grownValue);
        }

        @Override
        public String toString() {
            return base + ", " + resource.name().toLowerCase() + " grown to " + grownValue;
        }
    }

    // ---- properties ----

    @Property(tries = 3000)
    void occupancyAndGroupsNeverRiseWhenAResourceGrows(@ForAll("growths") Growth growth) {
        OccupancyCore before = Occupancy.core(growth.base().query());
        OccupancyCore after = Occupancy.core(growth.grown());
        Statistics.label("resource").collect(growth.resource());
        Statistics.label("effect").collect(after.groupsPerUnit() < before.groupsPerUnit() ? "fewer groups" : "same groups");

        assertThat(after.groupsPerUnit()).as("groups per unit").isLessThanOrEqualTo(before.groupsPerUnit());
        assertThat(after.occupancy()).as("occupancy").isLessThanOrEqualTo(before.occupancy());
        assertThat(after.wavesPerUnit()).as("waves per unit").isLessThanOrEqualTo(before.wavesPerUnit());
        if (growth.base().domain().arch() instanceof AmdArch) {
            assertThat(after.compilerOccupancy()).as("LLVM's waves per SIMD").isLessThanOrEqualTo(before.compilerOccupancy());
        }
    }

    @Property(tries = 3000)
    void adviceGainsWhatItClaimsAndIsTheLargestValueThatDoes(@ForAll("queries") Query generated) {
        OccupancyQuery q = generated.query();
        OccupancyResult result = Occupancy.calculate(q);
        OccupancyCore now = Occupancy.core(q);
        Statistics.label("advice").collect(result.advice().isEmpty() ? "none" : "offered");

        for (Advice advice : result.advice()) {
            Resource resource = Resource.advisedBy(advice.resource());
            Statistics.label("advised resource").collect(resource);
            assertThat(result.limiters()).as("advice changes a limiting resource").contains(advice.resource());
            assertThat(advice.from()).as("from").isEqualTo(resource.get(q));
            assertThat(advice.groupsFrom()).as("groupsFrom").isEqualTo(result.groupsPerUnit());
            assertThat(advice.occupancyFrom()).as("occupancyFrom").isEqualTo(result.occupancy());
            assertThat(advice.to()).as("to").isBetween(1, advice.from() - 1);

            // Recomputed at the suggested value, everything else unchanged: exactly what the advice says, and a gain.
            OccupancyCore at = Occupancy.core(resource.with(q, advice.to()));
            assertThat(at.groupsPerUnit()).as("groups at " + advice.to()).isEqualTo(advice.groupsTo());
            assertThat(at.occupancy()).as("occupancy at " + advice.to()).isEqualTo(advice.occupancyTo());
            assertThat(rank(q, at)).as("gains the next group (compiler view: wave per SIMD)").isGreaterThan(rank(q, now));
            assertThat(advice.occupancyTo()).as("occupancy rises").isGreaterThan(advice.occupancyFrom());

            if (resource == Resource.THREADS) {
                // Thread advice moves in whole waves; no larger whole-wave size below the current one gains and raises
                // occupancy too.
                assertThat(advice.to() % now.waveSize()).as("whole waves").isZero();
                for (int larger = advice.to() + now.waveSize(); larger < advice.from(); larger += now.waveSize()) {
                    OccupancyCore above = Occupancy.core(resource.with(q, larger));
                    assertThat(rank(q, above) > rank(q, now) && above.occupancy() > now.occupancy())
                            .as("at " + larger + " threads (a larger whole-wave size than suggested)").isFalse();
                }
                continue;
            }
            // One more unit of the resource does not gain it: the suggestion is the largest value that does.
            int oneMore = advice.to() + 1;
            if (oneMore < advice.from()) {
                OccupancyCore above = Occupancy.core(resource.with(q, oneMore));
                assertThat(rank(q, above)).as("at " + oneMore + " (one more than suggested)").isLessThanOrEqualTo(rank(q, now));
            }
        }
    }

    @Property(tries = 3000)
    void adviceIsOfferedWheneverLoweringALimitingResourceGains(@ForAll("queries") Query generated) {
        OccupancyQuery q = generated.query();
        OccupancyResult result = Occupancy.calculate(q);
        OccupancyCore now = Occupancy.core(q);
        for (Resource resource : Resource.values()) {
            if (!result.limiters().contains(resource.limiter) || resource.get(q) <= 1) {
                continue;
            }
            if (resource == Resource.THREADS ? someSmallerGroupGainsAndRaisesOccupancy(q, now)
                    : rank(q, Occupancy.core(resource.with(q, 1))) > rank(q, now)) {
                Statistics.label("advice expected for").collect(resource);
                assertThat(result.advice()).as(resource + " limits and lowering it to 1 gains; advice should say how far")
                        .anyMatch(a -> a.resource() == resource.limiter);
            }
        }
    }

    /** Whether any whole-wave group size below the current one fits more groups at a higher occupancy. */
    private static boolean someSmallerGroupGainsAndRaisesOccupancy(OccupancyQuery q, OccupancyCore now) {
        for (int waves = now.wavesPerGroup() - 1; waves >= 1; waves--) {
            OccupancyCore smaller = Occupancy.core(q.withThreads(waves * now.waveSize()));
            if (rank(q, smaller) > rank(q, now) && smaller.occupancy() > now.occupancy()) {
                return true;
            }
        }
        return false;
    }

    /** What advice promises to raise by one: groups per unit, or in the AMD compiler view LLVM's waves per SIMD. */
    private static int rank(OccupancyQuery q, OccupancyCore core) {
        return q.view() == View.COMPILER ? core.compilerOccupancy() : core.groupsPerUnit();
    }

    // ---- generators ----

    /** Every preset, and on AMD every supported wave size x (RDNA) mode x view. */
    static List<Domain> domains() {
        List<Domain> domains = new ArrayList<>();
        for (Architecture arch : ArchRegistry.presets().all()) {
            switch (arch) {
                case NvidiaArch nvidia -> domains.add(new Domain(nvidia, 0, null, View.HARDWARE, nvidia.maxThreadsPerGroup(),
                        nvidia.maxRegistersPerThread(), nvidia.sharedPerGroupOptin(), 0));
                case AmdArch amd -> {
                    for (int waveSize : new int[] {32, 64}) {
                        if (!amd.supportsWaveSize(waveSize)) {
                            continue;
                        }
                        for (UnitMode mode : amd.hasWgpMode() ? new UnitMode[] {UnitMode.WGP, UnitMode.CU} : new UnitMode[] {null}) {
                            for (View view : View.values()) {
                                domains.add(new Domain(amd, waveSize, mode, view, amd.maxThreadsPerGroup(), amd.maxVgprsPerThread(),
                                        amd.maxLdsPerGroup(), amd.maxSgprsPerWave()));
                            }
                        }
                    }
                }
                case RogueArch rogue -> domains.add(new Domain(rogue, 0, null, View.HARDWARE, rogue.maxThreadsPerGroup(),
                        rogue.maxRegistersPerThread(), rogue.maxSharedPerGroup(), 0));
                // apple-a8 does not model registers (any count is accepted and ignored); 256 keeps the values plausible.
                case AppleArch apple -> domains.add(new Domain(apple, 0, null, View.HARDWARE, apple.maxThreadsPerGroup(),
                        apple.maxRegistersPerThread() == null ? 256 : apple.maxRegistersPerThread(), apple.maxSharedPerGroup(), 0));
            }
        }
        return domains;
    }

    /** Values in [lo, hi]: uniform, near the low end (where small kernels live), and jqwik's edge cases. */
    private static Arbitrary<Integer> valuesIn(int lo, int hi) {
        if (hi <= lo) {
            return Arbitraries.just(lo);
        }
        return Arbitraries.oneOf(Arbitraries.integers().between(lo, hi),
                Arbitraries.integers().between(lo, Math.min(hi, lo + Math.max(64, (hi - lo) / 16))));
    }

    /** Threads per group: any count, or a whole number of waves. */
    private static Arbitrary<Integer> threadsIn(Domain d) {
        int wave = d.waveSize() != 0 ? d.waveSize() : d.arch().defaultWaveSize();
        return Arbitraries.oneOf(Arbitraries.integers().between(1, d.maxThreads()),
                Arbitraries.integers().between(1, Math.max(1, d.maxThreads() / wave)).map(w -> w * wave));
    }

    private static Arbitrary<Query> queriesOf(Domain d) {
        return Combinators.combine(threadsIn(d), valuesIn(0, d.maxRegisters()), valuesIn(0, d.maxShared()),
                        valuesIn(0, d.maxScalarRegisters()))
                .as((threads, registers, shared, scalars) -> new Query(d, d.query(threads, registers, shared, scalars)));
    }

    @Provide
    Arbitrary<Query> queries() {
        return Arbitraries.of(domains()).flatMap(OccupancyPropertyTest::queriesOf);
    }

    @Provide
    Arbitrary<Growth> growths() {
        return queries().flatMap(base -> {
            List<Resource> grows = new ArrayList<>(List.of(Resource.REGISTERS, Resource.SHARED));
            if (base.domain().maxScalarRegisters() > 0) {
                grows.add(Resource.SCALAR_REGISTERS);
            }
            return Arbitraries.of(grows).flatMap(resource -> {
                int current = resource.get(base.query());
                return valuesIn(current, base.domain().bound(resource)).map(grown -> new Growth(base, resource, grown));
            });
        });
    }
}
