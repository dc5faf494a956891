/*
 * Every way a device call can be refused: a source that does not compile (GpuException with the compiler's log),
 * geometry beyond a device or kernel limit (InvalidInputException naming the limit), a buffer beyond the device's
 * allocation limit, wrong or missing arguments, an unknown kernel name, and use after close.
 */
package dev.kernelscope.device;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.model.InvalidInputException;
import java.util.Map;
import org.junit.jupiter.api.Test;

// The shared device session is driven by one thread at a time (DeviceSession): its users never run together.
@org.junit.jupiter.api.parallel.ResourceLock(dev.kernelscope.device.TestDevice.SHARED_SESSION)
class ErrorPathTest {

    @Test
    void badSourceFailsWithTheBuildLog() {
        DeviceSession session = TestDevice.session();
        String source = "__kernel void broken(__global float* x) { x[0] = undeclared_variable; }";
        assertThatThrownBy(() -> session.compile(source))
                .isInstanceOfSatisfying(GpuException.class, failure -> {
                    assertThat(failure.errorName()).isEqualTo("CL_BUILD_PROGRAM_FAILURE");
                    assertThat(failure.call()).isEqualTo("clBuildProgram");
                    assertThat(failure.nativeCode()).isEqualTo(-11);
                    assertThat(failure.buildLog()).hasValueSatisfying(log -> assertThat(log).contains("undeclared_variable"));
                });
        assertThat(session.cachedProgramCount()).as("a failed build is not cached").isLessThan(100);
    }

    @Test
    void unknownKernelNameIsADriverError() {
        DeviceSession session = TestDevice.session();
        Program program = SampleKernel.VECTOR_ADD.compile(session);
        assertThatThrownBy(() -> program.kernel("no_such_kernel"))
                .isInstanceOfSatisfying(GpuException.class, failure -> {
                    assertThat(failure.errorName()).isEqualTo("CL_INVALID_KERNEL_NAME");
                    assertThat(failure.call()).isEqualTo("clCreateKernel");
                });
    }

    @Test
    void groupLargerThanTheDeviceAllowsNamesTheLimit() {
        DeviceSession session = TestDevice.session();
        long max = session.device().maxGroupSize();
        try (Kernel add = SampleKernel.VECTOR_ADD.compile(session).kernel("vector_add");
                Buffer a = session.floats(16)) {
            add.args(a, a, a, 16);
            long tooBig = max * 2;
            assertThatThrownBy(() -> add.launch(Geometry.of(tooBig, tooBig)))
                    .isInstanceOf(InvalidInputException.class)
                    .hasMessageContaining("CL_DEVICE_MAX_WORK_ITEM_SIZES[0] = " + session.device().maxGroupSizes().getFirst());
            // Within every per-dimension limit but over the total: 2-D group of max x 2.
            long x = Math.min(max, session.device().maxGroupSizes().get(0));
            if (x * 2 > max && session.device().maxGroupSizes().get(1) >= 2) {
                assertThatThrownBy(() -> add.launch(Geometry.of(x, 2, x, 2)))
                        .isInstanceOf(InvalidInputException.class)
                        .hasMessageContaining("CL_DEVICE_MAX_WORK_GROUP_SIZE = " + max);
            }
        }
    }

    @Test
    void globalSizeThatIsNotAMultipleOfTheLocalSizeIsRejected() {
        DeviceSession session = TestDevice.session();
        try (Kernel add = SampleKernel.VECTOR_ADD.compile(session).kernel("vector_add"); Buffer a = session.floats(100)) {
            add.args(a, a, a, 100);
            assertThatThrownBy(() -> add.launch(Geometry.of(100, 64)))
                    .isInstanceOf(InvalidInputException.class)
                    .hasMessageContaining("not a multiple of the local size 64");
        }
    }

    @Test
    void localSizeOtherThanReqdWorkGroupSizeIsRejected() {
        DeviceSession session = TestDevice.session();
        try (Kernel reduce = session.compile(SampleKernel.REDUCE_SUM.source(), Map.of("GROUP_SIZE", 128L))
                .kernel("reduce_sum"); Buffer a = session.floats(256)) {
            reduce.args(a, a, 256);
            assertThatThrownBy(() -> reduce.launch(Geometry.of(256, 64)))
                    .isInstanceOf(InvalidInputException.class)
                    .hasMessageContaining("reqd_work_group_size[128, 1, 1]");
        }
    }

    @Test
    void tooMuchLocalMemoryNamesTheLimit() {
        DeviceSession session = TestDevice.session();
        long limit = session.device().localMemBytes();
        try (Kernel reduce = SampleKernel.REDUCE_SUM.compile(session).kernel("reduce_sum_local_arg");
                Buffer a = session.floats(64)) {
            reduce.args(a, a, new Kernel.LocalMemory(limit + 4), 64);
            assertThatThrownBy(() -> reduce.launch(Geometry.of(64, 64)))
                    .isInstanceOf(InvalidInputException.class)
                    .hasMessageContaining("CL_DEVICE_LOCAL_MEM_SIZE = " + limit);
        }
    }

    @Test
    void aRepeatedLaunchIsRecheckedWhenArgumentsChangeOrABufferCloses() {
        DeviceSession session = TestDevice.session();
        long limit = session.device().localMemBytes();
        try (Kernel reduce = SampleKernel.REDUCE_SUM.compile(session).kernel("reduce_sum_local_arg");
                Buffer partial = session.floats(1)) {
            Buffer input = session.floats(TestDevice.randomFloats(64, 12));
            Geometry geometry = Geometry.of(64, 64);
            reduce.args(input, partial, new Kernel.LocalMemory(256), 64);
            reduce.launch(geometry);
            reduce.launch(geometry); // the checked launch is reused
            reduce.setLocal(2, limit + 4);
            assertThatThrownBy(() -> reduce.launch(geometry)).isInstanceOf(InvalidInputException.class)
                    .hasMessageContaining("CL_DEVICE_LOCAL_MEM_SIZE");
            reduce.setLocal(2, 256);
            reduce.launch(geometry);
            session.synchronize();
            input.close();
            assertThatThrownBy(() -> reduce.launch(geometry)).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("closed");
        }
    }

    @Test
    void missingAndMisnumberedArgumentsAreRejectedBeforeTheDriver() {
        DeviceSession session = TestDevice.session();
        try (Kernel add = SampleKernel.VECTOR_ADD.compile(session).kernel("vector_add"); Buffer a = session.floats(64)) {
            add.set(0, a).set(1, a);
            assertThatThrownBy(() -> add.launch(Geometry.of(64, 64)))
                    .isInstanceOf(InvalidInputException.class)
                    .hasMessageContaining("Argument 2 of kernel 'vector_add' was never set");
            assertThatThrownBy(() -> add.set(4, 1))
                    .isInstanceOf(InvalidInputException.class)
                    .hasMessageContaining("there is no argument 4");
            assertThatThrownBy(() -> add.args(a, a))
                    .isInstanceOf(InvalidInputException.class)
                    .hasMessageContaining("takes 4 arguments; 2 were given");
        }
    }

    @Test
    void scalarOfTheWrongSizeIsADriverErrorNamingTheArgument() {
        DeviceSession session = TestDevice.session();
        try (Kernel add = SampleKernel.VECTOR_ADD.compile(session).kernel("vector_add"); Buffer a = session.floats(64)) {
            add.args(a, a, a, 64L); // the kernel declares int n, this passes 8 bytes
            assertThatThrownBy(() -> add.launch(Geometry.of(64, 64)))
                    .isInstanceOfSatisfying(GpuException.class, failure -> {
                        assertThat(failure.call()).isEqualTo("clSetKernelArg");
                        assertThat(failure.errorName()).isEqualTo("CL_INVALID_ARG_SIZE");
                        assertThat(failure.getMessage()).contains("argument 3");
                    });
        }
    }

    @Test
    void bufferBeyondTheAllocationLimitNamesTheLimit() {
        DeviceSession session = TestDevice.session();
        long limit = session.device().maxAllocBytes();
        assertThatThrownBy(() -> session.bytes(limit + 1))
                .isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("CL_DEVICE_MAX_MEM_ALLOC_SIZE = " + limit);
        assertThatThrownBy(() -> session.floats(0)).isInstanceOf(InvalidInputException.class);
        assertThatThrownBy(() -> session.floats(Long.MAX_VALUE / 2)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("overflows");
    }

    @Test
    void useAfterCloseFailsClearlyAndCloseIsIdempotent() {
        DeviceSession session = TestDevice.session();
        Buffer buffer = session.floats(8);
        Kernel kernel = SampleKernel.VECTOR_ADD.compile(session).kernel("vector_add");
        buffer.close();
        buffer.close();
        assertThatThrownBy(buffer::readFloats).isInstanceOf(IllegalStateException.class).hasMessageContaining("closed");
        assertThatThrownBy(() -> kernel.set(0, buffer)).isInstanceOf(IllegalStateException.class);
        kernel.close();
        kernel.close();
        assertThatThrownBy(() -> kernel.launch(Geometry.of(8, 8))).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("Kernel 'vector_add' was closed");
    }

    @Test
    void closingTheSessionClosesEverythingItOwns() {
        Device device = TestDevice.session().device();
        DeviceSession own = Devices.open(device);
        Buffer buffer = own.floats(new float[] {1, 2, 3});
        Program program = own.compile(SampleKernel.EMPTY.source());
        Kernel kernel = program.kernel("empty");
        assertThat(own.openObjectCount()).isEqualTo(2);
        own.close();
        own.close();
        assertThat(buffer.isClosed()).isTrue();
        assertThat(kernel.isClosed()).isTrue();
        assertThatThrownBy(buffer::readFloats).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> program.kernel("empty")).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> own.floats(4)).isInstanceOf(IllegalStateException.class);
        buffer.close(); // after the session: still a no-op, not a crash
        kernel.close();
    }

    @Test
    void buffersCannotCrossSessions() {
        DeviceSession shared = TestDevice.session();
        try (DeviceSession other = Devices.open(shared.device()); Buffer foreign = other.floats(4);
                Kernel add = SampleKernel.VECTOR_ADD.compile(shared).kernel("vector_add")) {
            assertThatThrownBy(() -> add.set(0, foreign)).isInstanceOf(InvalidInputException.class)
                    .hasMessageContaining("belongs to another DeviceSession");
        }
    }

    @Test
    void deviceTimingNeedsAProfilingSession() {
        Device device = TestDevice.session().device();
        try (DeviceSession plain = Devices.open(device, SessionOptions.NO_PROFILING);
                Kernel empty = plain.compile(SampleKernel.EMPTY.source()).kernel("empty")) {
            empty.launch(Geometry.of(1, 1));
            plain.synchronize();
            assertThatThrownBy(() -> empty.time(Geometry.of(1, 1), 0, 1)).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("without profiling");
        }
    }
}
