#!/usr/bin/env python3
# Prints every OpenCL device's name and extensions through the ICD loader (ctypes, no pyopencl), and whether the
# command-buffer extensions are there: what `clinfo` would say, on a machine that has no clinfo (the H200 host).
# Usage: [OCL_ICD_FILENAMES=libnvidia-opencl.so.1] python3 cl_extensions.py
import ctypes

cl = ctypes.CDLL("libOpenCL.so.1")
CL_DEVICE_TYPE_ALL = 0xFFFFFFFF
CL_DEVICE_NAME, CL_DEVICE_VERSION, CL_DRIVER_VERSION, CL_DEVICE_EXTENSIONS = 0x102B, 0x102F, 0x102D, 0x1030


def info(device, what):
    size = ctypes.c_size_t()
    cl.clGetDeviceInfo(device, what, 0, None, ctypes.byref(size))
    buf = ctypes.create_string_buffer(size.value)
    cl.clGetDeviceInfo(device, what, size, buf, None)
    return buf.value.decode(errors="replace")


count = ctypes.c_uint()
cl.clGetPlatformIDs(0, None, ctypes.byref(count))
platforms = (ctypes.c_void_p * count.value)()
cl.clGetPlatformIDs(count, platforms, None)
for platform in platforms:
    n = ctypes.c_uint()
    cl.clGetDeviceIDs(ctypes.c_void_p(platform), CL_DEVICE_TYPE_ALL, 0, None, ctypes.byref(n))
    devices = (ctypes.c_void_p * n.value)()
    cl.clGetDeviceIDs(ctypes.c_void_p(platform), CL_DEVICE_TYPE_ALL, n, devices, None)
    for device in devices:
        extensions = info(ctypes.c_void_p(device), CL_DEVICE_EXTENSIONS).split()
        print(info(ctypes.c_void_p(device), CL_DEVICE_NAME), "|", info(ctypes.c_void_p(device), CL_DEVICE_VERSION),
              "|", info(ctypes.c_void_p(device), CL_DRIVER_VERSION))
        print("  command buffers:", [e for e in extensions if "command_buffer" in e] or "none")
        print("  extensions:", " ".join(extensions))
