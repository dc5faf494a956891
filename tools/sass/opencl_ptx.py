#!/usr/bin/env python3
# Builds one KernelScope kernel file with NVIDIA's OpenCL compiler (through libOpenCL, ctypes only) and writes the PTX
# that the driver returns as the program binary, plus the -cl-nv-verbose build log (registers, spills). With ptxas and
# nvdisasm on another machine the PTX becomes the SASS that NVIDIA's OpenCL ran, to compare with NVRTC's.
# Usage: opencl_ptx.py OUT_PREFIX FILE.cl [-DNAME=VALUE ...]   (writes OUT_PREFIX.ptx and OUT_PREFIX.log)
import ctypes
import sys

CL_DEVICE_TYPE_GPU = 1 << 2
CL_PLATFORM_NAME = 0x0902
CL_PROGRAM_BUILD_LOG = 0x1183
CL_PROGRAM_BINARY_SIZES = 0x1165
CL_PROGRAM_BINARIES = 0x1166


def check(rc, call):
    if rc != 0:
        sys.exit(f"{call} failed: OpenCL error {rc}")


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: opencl_ptx.py OUT_PREFIX FILE.cl [-DNAME=VALUE ...]")
    prefix, source_file, defines = sys.argv[1], sys.argv[2], sys.argv[3:]
    cl = ctypes.CDLL("libOpenCL.so.1")
    count = ctypes.c_uint()
    check(cl.clGetPlatformIDs(0, None, ctypes.byref(count)), "clGetPlatformIDs")
    platforms = (ctypes.c_void_p * count.value)()
    check(cl.clGetPlatformIDs(count, platforms, None), "clGetPlatformIDs")
    platform = None
    for candidate in platforms:
        name = ctypes.create_string_buffer(256)
        cl.clGetPlatformInfo(ctypes.c_void_p(candidate), CL_PLATFORM_NAME, 256, name, None)
        if b"NVIDIA" in name.value:
            platform = ctypes.c_void_p(candidate)
    if platform is None:
        sys.exit("no NVIDIA OpenCL platform")
    device = ctypes.c_void_p()
    check(cl.clGetDeviceIDs(platform, CL_DEVICE_TYPE_GPU, 1, ctypes.byref(device), None), "clGetDeviceIDs")
    rc = ctypes.c_int()
    cl.clCreateContext.restype = ctypes.c_void_p
    context = cl.clCreateContext(None, 1, ctypes.byref(device), None, None, ctypes.byref(rc))
    check(rc.value, "clCreateContext")
    source = open(source_file, "rb").read()
    source_ptr = ctypes.c_char_p(source)
    cl.clCreateProgramWithSource.restype = ctypes.c_void_p
    program = ctypes.c_void_p(cl.clCreateProgramWithSource(ctypes.c_void_p(context), 1, ctypes.byref(source_ptr),
                                                           None, ctypes.byref(rc)))
    check(rc.value, "clCreateProgramWithSource")
    options = " ".join(defines + ["-cl-nv-verbose"]).encode()
    build_rc = cl.clBuildProgram(program, 1, ctypes.byref(device), options, None, None)
    size = ctypes.c_size_t()
    cl.clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, 0, None, ctypes.byref(size))
    log = ctypes.create_string_buffer(size.value + 1)
    cl.clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, size, log, None)
    with open(prefix + ".log", "w") as out:
        out.write(options.decode() + "\n" + log.value.decode(errors="replace"))
    check(build_rc, "clBuildProgram")
    binary_size = ctypes.c_size_t()
    check(cl.clGetProgramInfo(program, CL_PROGRAM_BINARY_SIZES, ctypes.sizeof(binary_size), ctypes.byref(binary_size),
                              None), "clGetProgramInfo(CL_PROGRAM_BINARY_SIZES)")
    binary = ctypes.create_string_buffer(binary_size.value)
    pointer = ctypes.c_char_p(ctypes.addressof(binary))
    check(cl.clGetProgramInfo(program, CL_PROGRAM_BINARIES, ctypes.sizeof(pointer), ctypes.byref(pointer), None),
          "clGetProgramInfo(CL_PROGRAM_BINARIES)")
    with open(prefix + ".ptx", "wb") as out:
        out.write(binary.raw.rstrip(b"\0"))
    print(f"{prefix}.ptx: {binary_size.value} bytes; log: {log.value.decode(errors='replace').strip()[:300]}")


if __name__ == "__main__":
    main()
