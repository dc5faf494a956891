/*
 * Buffer round trips for every element type (float, int, half bits, bytes), ranged copies, fills and device-to-device
 * copies, and the checks that keep every index inside the buffer and the host array.
 */
package dev.kernelscope.device;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.model.InvalidInputException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import org.junit.jupiter.api.Test;

// The shared device session is driven by one thread at a time (DeviceSession): its users never run together.
@org.junit.jupiter.api.parallel.ResourceLock(dev.kernelscope.device.TestDevice.SHARED_SESSION)
class BufferTest {

    @Test
    void everyElementTypeRoundTrips() {
        DeviceSession session = TestDevice.session();
        float[] floats = TestDevice.randomFloats(1001, 7);
        int[] ints = {Integer.MIN_VALUE, -1, 0, 1, Integer.MAX_VALUE};
        short[] halfs = {Float.floatToFloat16(1.5f), Float.floatToFloat16(-0.25f), Float.floatToFloat16(65504f)};
        byte[] bytes = {-128, 0, 127, 42};
        try (Buffer f = session.floats(floats); Buffer i = session.ints(ints); Buffer h = session.halfs(3);
                Buffer b = session.bytes(4)) {
            h.writeHalf(halfs);
            b.write(bytes);
            assertThat(f.readFloats()).containsExactly(floats);
            assertThat(i.readInts()).containsExactly(ints);
            assertThat(h.readHalfs()).containsExactly(halfs);
            assertThat(Float.float16ToFloat(h.readHalfs()[2])).isEqualTo(65504f);
            assertThat(b.readBytes()).containsExactly(bytes);
            assertThat(f.bytes()).isEqualTo(1001L * 4);
            assertThat(h.bytes()).isEqualTo(6);
        }
    }

    @Test
    void rangedWritesAndReadsTouchOnlyTheirRange() {
        DeviceSession session = TestDevice.session();
        try (Buffer buffer = session.floats(10)) {
            buffer.fill(-1f);
            buffer.write(new float[] {9, 1, 2, 3, 9}, 1, 4, 3);
            assertThat(buffer.readFloats()).containsExactly(-1, -1, -1, -1, 1, 2, 3, -1, -1, -1);
            float[] window = new float[5];
            buffer.read(3, window, 1, 3);
            assertThat(window).containsExactly(0, -1, 1, 2, 0);
        }
    }

    @Test
    void nativeSegmentsCopyRawBytes() {
        DeviceSession session = TestDevice.session();
        try (Buffer buffer = session.ints(4); Arena arena = Arena.ofConfined()) {
            MemorySegment host = arena.allocateFrom(ValueLayout.JAVA_INT, 5, 6, 7, 8);
            buffer.write(host, 0);
            MemorySegment back = arena.allocate(8);
            buffer.read(8, back);
            assertThat(back.toArray(ValueLayout.JAVA_INT)).containsExactly(7, 8);
        }
    }

    @Test
    void fillsAndDeviceCopies() {
        DeviceSession session = TestDevice.session();
        try (Buffer a = session.ints(6); Buffer b = session.ints(6); Buffer h = session.halfs(4)) {
            a.fill(7);
            b.fill(0);
            b.copyFrom(a, 1, 2, 3);
            assertThat(b.readInts()).containsExactly(0, 0, 7, 7, 7, 0);
            a.fill(3);
            b.copyFrom(a);
            assertThat(b.readInts()).containsExactly(3, 3, 3, 3, 3, 3);
            h.fillHalf(Float.floatToFloat16(2.0f));
            assertThat(h.readHalfs()).containsOnly(Float.floatToFloat16(2.0f));
        }
    }

    @Test
    void sizesTypesAndRangesAreChecked() {
        DeviceSession session = TestDevice.session();
        try (Buffer f = session.floats(4); Buffer i = session.ints(4); Buffer small = session.floats(2)) {
            assertThatThrownBy(() -> f.write(new float[5])).isInstanceOf(InvalidInputException.class)
                    .hasMessageContaining("lengths must match");
            assertThatThrownBy(() -> f.write(new int[4])).isInstanceOf(InvalidInputException.class)
                    .hasMessageContaining("holds FLOAT elements");
            assertThatThrownBy(() -> f.write(new float[4], 0, 2, 3)).isInstanceOf(InvalidInputException.class)
                    .hasMessageContaining("[2, 5) lies outside the buffer");
            assertThatThrownBy(() -> f.read(0, new float[2], 1, 2)).isInstanceOf(InvalidInputException.class)
                    .hasMessageContaining("outside the array of 2");
            assertThatThrownBy(() -> f.copyFrom(i)).isInstanceOf(InvalidInputException.class);
            assertThatThrownBy(() -> f.copyFrom(small)).isInstanceOf(InvalidInputException.class);
            assertThatThrownBy(() -> f.copyFrom(small, 0, 3, 2)).isInstanceOf(InvalidInputException.class)
                    .hasMessageContaining("[3, 5)");
        }
    }
}
