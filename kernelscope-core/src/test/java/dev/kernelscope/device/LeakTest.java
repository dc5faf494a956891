/*
 * Native memory stays flat across 10,000 launches, 10,000 device-timed launches (events created and released) and
 * 2,000 buffer allocate/fill/free cycles of 1 MiB, checked two ways after a warm-up of the same work:
 *  - the backend's count of live native objects (buffers, programs, kernels, events) returns to where it was;
 *    this catches a forgotten clReleaseEvent, which PoCL's object pools hide from RSS (measured: 40,000 leaked
 *    events moved VmRSS by less than 1 MiB);
 *  - the resident set (VmRSS) minus the heap's committed growth stays under 24 MiB, which catches leaks inside the
 *    driver: a leaked 1 MiB buffer per cycle would add 2 GiB. VmRSS moves by about +-15 MiB between runs here
 *    (measured), so small leaks of our own objects are left to the object count (20 leaked buffers: RSS -14 MiB).
 * Each buffer cycle waits for its fill: PoCL frees a released buffer only after its commands finish, so 2,000
 * queued fills would hold 2 GiB until the queue drains (measured) and look like a leak.
 */
package dev.kernelscope.device;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

// The shared device session is driven by one thread at a time (DeviceSession): its users never run together.
@org.junit.jupiter.api.parallel.ResourceLock(dev.kernelscope.device.TestDevice.SHARED_SESSION)
// Isolated: it counts the shared session's native objects and reads the process's resident memory, which
// tests running beside it would move.
@org.junit.jupiter.api.parallel.Isolated
class LeakTest {
    private static final long TOLERANCE_BYTES = 24L << 20;

    @Test
    void launchesTimedLaunchesAndBufferCyclesKeepNativeMemoryFlat() throws IOException {
        assumeTrue(Files.isReadable(Path.of("/proc/self/status")), "needs Linux /proc/self/status for VmRSS");
        DeviceSession session = TestDevice.session();
        int openBefore = session.openObjectCount();
        try (Kernel add = SampleKernel.VECTOR_ADD.compile(session).kernel("vector_add");
                Buffer a = session.floats(TestDevice.randomFloats(256, 11)); Buffer c = session.floats(256)) {
            add.args(a, a, c, 256);
            Geometry geometry = Geometry.of(256, 64);

            work(session, add, geometry, 4_000, 1_000); // warm-up: JIT, driver pools, heap sizing
            long objectsBefore = session.liveNativeObjects();
            long rssBefore = rssBytes();
            long heapBefore = committedHeapBytes();

            work(session, add, geometry, 10_000, 2_000);
            long rssGrowth = rssBytes() - rssBefore;
            long heapGrowth = Math.max(0, committedHeapBytes() - heapBefore);
            assertThat(session.liveNativeObjects()).as("live native objects").isEqualTo(objectsBefore);
            assertThat(rssGrowth - heapGrowth)
                    .as("native growth after 10,000 launches, 10,000 timed launches and 2,000 x 1 MiB buffers "
                            + "(RSS +%d KiB, heap committed +%d KiB)", rssGrowth >> 10, heapGrowth >> 10)
                    .isLessThan(TOLERANCE_BYTES);
            assertThat(c.readFloats()[3]).isEqualTo(2 * a.readFloats()[3]);
        }
        assertThat(session.openObjectCount()).isEqualTo(openBefore);
    }

    @Test
    void liveObjectCountFollowsEveryCreateAndRelease() {
        DeviceSession session = TestDevice.session();
        Program program = SampleKernel.EMPTY.compile(session); // cached programs live as long as the session
        long before = session.liveNativeObjects();
        Buffer buffer = session.floats(4);
        Kernel kernel = program.kernel("empty");
        assertThat(session.liveNativeObjects()).isEqualTo(before + 2);
        kernel.time(Geometry.of(1, 1), 1, 5);
        assertThat(session.liveNativeObjects()).as("timing events are released").isEqualTo(before + 2);
        buffer.close();
        kernel.close();
        assertThat(session.liveNativeObjects()).isEqualTo(before);
    }

    private static void work(DeviceSession session, Kernel add, Geometry geometry, int launches, int bufferCycles) {
        for (int i = 0; i < launches; i++) {
            add.launch(geometry);
            if (i % 1000 == 999) {
                session.synchronize();
            }
        }
        session.synchronize();
        add.time(geometry, 0, launches);
        for (int i = 0; i < bufferCycles; i++) {
            try (Buffer buffer = session.bytes(1 << 20)) {
                buffer.fill((byte) i); // touch the pages, so a leaked buffer would be resident
                session.synchronize();
            }
        }
    }

    private static long rssBytes() throws IOException {
        System.gc();
        for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (line.startsWith("VmRSS:")) {
                return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024;
            }
        }
        throw new IllegalStateException("no VmRSS line in /proc/self/status");
    }

    private static long committedHeapBytes() {
        return Runtime.getRuntime().totalMemory(); // java.management is not read by the module, so no MXBeans
    }
}
