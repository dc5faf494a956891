/*
 * Device timing returns every repetition (device timestamps) and summarizes them; copies can be timed too.
 * Only structure is checked here: timings themselves are measured by the bench commands, never asserted.
 */
package dev.kernelscope.device;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

// The shared device session is driven by one thread at a time (DeviceSession): its users never run together.
@org.junit.jupiter.api.parallel.ResourceLock(dev.kernelscope.device.TestDevice.SHARED_SESSION)
class TimingTest {

    @Test
    void kernelTimingKeepsEverySample() {
        DeviceSession session = TestDevice.session();
        int n = 1 << 16;
        try (Buffer a = session.floats(TestDevice.randomFloats(n, 9)); Buffer c = session.floats(n);
                Kernel add = SampleKernel.VECTOR_ADD.compile(session).kernel("vector_add")) {
            add.args(a, a, c, n);
            Timing timing = add.time(Geometry.of(n, 64), 2, 7);
            assertThat(timing.samplesNs()).hasSize(7).allSatisfy(ns -> assertThat(ns).isPositive());
            assertThat(timing.warmups()).isEqualTo(2);
            assertThat(timing.medianNs()).isBetween((double) timing.minNs(), (double) timing.maxNs());
            assertThat(c.readFloats()[5]).isEqualTo(2 * TestDevice.randomFloats(n, 9)[5]);
        }
    }

    @Test
    void copyTimingMeasuresDeviceCopies() {
        DeviceSession session = TestDevice.session();
        try (Buffer a = session.ints(1024); Buffer b = session.ints(1024)) {
            a.fill(5);
            Timing timing = session.timeCopy(a, b, 1024, 1, 3);
            assertThat(timing.samplesNs()).hasSize(3);
            assertThat(b.readInts()).containsOnly(5);
        }
    }

    @Test
    void medianOfEvenAndOddCounts() {
        assertThat(Timing.median(new long[] {5, 1, 3})).isEqualTo(3.0);
        assertThat(Timing.median(new long[] {4, 1, 3, 2})).isEqualTo(2.5);
        assertThat(Timing.of(new long[] {7, 9, 8}, 0).minNs()).isEqualTo(7);
    }
}
