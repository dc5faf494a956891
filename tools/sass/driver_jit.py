#!/usr/bin/env python3
# Compiles a PTX file with the CUDA driver's own JIT compiler (cuLinkAddData + cuLinkComplete) and writes the CUBIN:
# the SASS the driver makes of it, which differs from the toolkit ptxas's (see README.md). ctypes only.
# Usage (GPU machine): driver_jit.py IN.ptx OUT.cubin
import ctypes
import sys

from cuda_driver import check, open_device0

CU_JIT_INPUT_PTX = 1


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: driver_jit.py IN.ptx OUT.cubin")
    cu = open_device0()
    state = ctypes.c_void_p()
    check(cu.cuLinkCreate_v2(0, None, None, ctypes.byref(state)), "cuLinkCreate")
    ptx = open(sys.argv[1], "rb").read() + b"\0"
    check(cu.cuLinkAddData_v2(state, CU_JIT_INPUT_PTX, ptx, len(ptx), b"input.ptx", 0, None, None), "cuLinkAddData")
    cubin, size = ctypes.c_void_p(), ctypes.c_size_t()
    check(cu.cuLinkComplete(state, ctypes.byref(cubin), ctypes.byref(size)), "cuLinkComplete")
    with open(sys.argv[2], "wb") as out:
        out.write(ctypes.string_at(cubin, size.value))
    cu.cuLinkDestroy(state)
    print(f"{sys.argv[2]}: {size.value} bytes")


if __name__ == "__main__":
    main()
