/*
 * One kernel argument as the backend receives it: a device buffer or image, a scalar, or a size of local memory.
 * Kernel builds these from typed setters after checking the buffer is alive and belongs to the same session.
 */
package dev.kernelscope.device;

public sealed interface KernelArg {
    /** The number of bytes the argument occupies in the kernel's parameter block. */
    long size();

    record BufferArg(Backend.BufferHandle buffer) implements KernelArg {
        @Override
        public long size() {
            return Long.BYTES; // a device pointer (cl_mem, CUdeviceptr) on every 64-bit platform we support
        }
    }

    /** A read-only 2D image (image2d_t); OpenCL only. */
    record ImageArg(Backend.ImageHandle image) implements KernelArg {
        @Override
        public long size() {
            return Long.BYTES; // a cl_mem
        }
    }

    record IntArg(int value) implements KernelArg {
        @Override
        public long size() {
            return Integer.BYTES;
        }
    }

    record LongArg(long value) implements KernelArg {
        @Override
        public long size() {
            return Long.BYTES;
        }
    }

    record FloatArg(float value) implements KernelArg {
        @Override
        public long size() {
            return Float.BYTES;
        }
    }

    /** A short, ushort or half (as its IEEE 754 binary16 bits). */
    record ShortArg(short value) implements KernelArg {
        @Override
        public long size() {
            return Short.BYTES;
        }
    }

    /** A __local pointer parameter: the backend reserves {@code bytes} of local memory per work-group. */
    record LocalArg(long bytes) implements KernelArg {
        @Override
        public long size() {
            return bytes;
        }
    }
}
