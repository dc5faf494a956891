/*
 * The OpenCL constants KernelScope queries (values from the Khronos cl.h and cl_ext.h headers), including the
 * NVIDIA and AMD device-info extensions that identify an architecture.
 */
package dev.kernelscope.device.opencl.internal;

public final class ClConstants {
    private ClConstants() {}

    // cl_platform_info
    public static final int CL_PLATFORM_VERSION = 0x0901;
    public static final int CL_PLATFORM_NAME = 0x0902;
    public static final int CL_PLATFORM_VENDOR = 0x0903;

    // cl_device_type
    public static final long CL_DEVICE_TYPE_CPU = 1L << 1;
    public static final long CL_DEVICE_TYPE_GPU = 1L << 2;
    public static final long CL_DEVICE_TYPE_ACCELERATOR = 1L << 3;
    public static final long CL_DEVICE_TYPE_ALL = 0xFFFFFFFFL;

    // cl_device_info
    public static final int CL_DEVICE_TYPE = 0x1000;
    public static final int CL_DEVICE_MAX_COMPUTE_UNITS = 0x1002;
    public static final int CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS = 0x1003;
    public static final int CL_DEVICE_MAX_WORK_GROUP_SIZE = 0x1004;
    public static final int CL_DEVICE_MAX_WORK_ITEM_SIZES = 0x1005;
    public static final int CL_DEVICE_MAX_CLOCK_FREQUENCY = 0x100C;
    public static final int CL_DEVICE_MAX_MEM_ALLOC_SIZE = 0x1010;
    public static final int CL_DEVICE_IMAGE2D_MAX_WIDTH = 0x1011;
    public static final int CL_DEVICE_IMAGE2D_MAX_HEIGHT = 0x1012;
    public static final int CL_DEVICE_IMAGE_SUPPORT = 0x1016;
    public static final int CL_DEVICE_GLOBAL_MEM_CACHE_SIZE = 0x101E;
    public static final int CL_DEVICE_GLOBAL_MEM_SIZE = 0x101F;
    public static final int CL_DEVICE_LOCAL_MEM_SIZE = 0x1023;
    public static final int CL_DEVICE_NAME = 0x102B;
    public static final int CL_DEVICE_VENDOR = 0x102C;
    public static final int CL_DRIVER_VERSION = 0x102D;
    public static final int CL_DEVICE_VERSION = 0x102F;
    public static final int CL_DEVICE_EXTENSIONS = 0x1030;
    /** OpenCL 3.0; optional, absent on older platforms. */
    public static final int CL_DEVICE_PREFERRED_WORK_GROUP_SIZE_MULTIPLE = 0x1067;
    /** cl_nv_device_attribute_query. */
    public static final int CL_DEVICE_COMPUTE_CAPABILITY_MAJOR_NV = 0x4000;
    public static final int CL_DEVICE_COMPUTE_CAPABILITY_MINOR_NV = 0x4001;
    public static final int CL_DEVICE_WARP_SIZE_NV = 0x4003;
    /** cl_amd_device_attribute_query. */
    public static final int CL_DEVICE_WAVEFRONT_WIDTH_AMD = 0x4043;

    // cl_command_queue_properties
    public static final long CL_QUEUE_PROFILING_ENABLE = 1L << 1;

    // cl_mem_flags
    public static final long CL_MEM_READ_WRITE = 1L;
    public static final long CL_MEM_READ_ONLY = 1L << 2;

    // cl_mem_object_type
    public static final int CL_MEM_OBJECT_IMAGE2D = 0x10F1;

    // cl_channel_order and cl_channel_type (the ones ImageFormat names)
    public static final int CL_R = 0x10B0;
    public static final int CL_RGBA = 0x10B5;
    public static final int CL_UNORM_INT8 = 0x10D2;
    public static final int CL_UNSIGNED_INT8 = 0x10DA;
    public static final int CL_UNSIGNED_INT16 = 0x10DB;
    public static final int CL_HALF_FLOAT = 0x10DD;
    public static final int CL_FLOAT = 0x10DE;

    // cl_program_build_info
    public static final int CL_PROGRAM_BUILD_STATUS = 0x1181;
    public static final int CL_PROGRAM_BUILD_LOG = 0x1183;

    // cl_kernel_info
    public static final int CL_KERNEL_NUM_ARGS = 0x1191;

    // cl_kernel_work_group_info
    public static final int CL_KERNEL_WORK_GROUP_SIZE = 0x11B0;
    public static final int CL_KERNEL_COMPILE_WORK_GROUP_SIZE = 0x11B1;
    public static final int CL_KERNEL_LOCAL_MEM_SIZE = 0x11B2;
    public static final int CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE = 0x11B3;
    public static final int CL_KERNEL_PRIVATE_MEM_SIZE = 0x11B4;

    // cl_profiling_info
    public static final int CL_PROFILING_COMMAND_START = 0x1282;
    public static final int CL_PROFILING_COMMAND_END = 0x1283;

    public static final int CL_TRUE = 1;
    public static final int CL_FALSE = 0;
}
