# The CUDA driver API through ctypes for the GPU-machine tools here (driver_jit.py, launch_gemm_cubin.py): libcuda,
# the failure check every call goes through, and device 0's primary context made current.
import ctypes
import sys


def check(rc, call):
    if rc != 0:
        sys.exit(f"{call} failed: CUresult {rc}")


def open_device0():
    """libcuda with device 0's primary context current, ready for module loads and launches."""
    cu = ctypes.CDLL("libcuda.so.1")
    check(cu.cuInit(0), "cuInit")
    device = ctypes.c_int()
    check(cu.cuDeviceGet(ctypes.byref(device), 0), "cuDeviceGet")
    context = ctypes.c_void_p()
    check(cu.cuDevicePrimaryCtxRetain(ctypes.byref(context), device), "cuDevicePrimaryCtxRetain")
    check(cu.cuCtxSetCurrent(context), "cuCtxSetCurrent")
    return cu
