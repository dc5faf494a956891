#!/usr/bin/env python3
# Launches one SGEMM kernel of a CUBIN (NvrtcCubin's output) a few times on a square problem through the CUDA driver
# API (ctypes, no JVM), so that Nsight Compute can profile it alone: under ncu the kernelscope process did not get past
# its first NVRTC kernel in 200 s on the H100. Inputs are all 0.5 (the timing does not depend on them), C is not
# checked (kernelscope gemm verifies). sgemm_tuned takes a 1-D grid of tiles, the other rungs a 2-D one.
# Usage (GPU machine): launch_gemm_cubin.py FILE.cubin KERNEL SIZE THREADS [LAUNCHES] [TILE_M TILE_N]
import ctypes
import struct
import sys

from cuda_driver import check, open_device0


def main():
    if len(sys.argv) < 5:
        sys.exit("usage: launch_gemm_cubin.py FILE.cubin KERNEL SIZE THREADS [LAUNCHES] [TILE_M TILE_N]")
    cubin, kernel, size, threads = sys.argv[1], sys.argv[2].encode(), int(sys.argv[3]), int(sys.argv[4])
    launches = int(sys.argv[5]) if len(sys.argv) > 5 else 3
    tile_m, tile_n = (int(sys.argv[6]), int(sys.argv[7])) if len(sys.argv) > 7 else (128, 128)
    cu = open_device0()
    module, function = ctypes.c_void_p(), ctypes.c_void_p()
    check(cu.cuModuleLoadData(ctypes.byref(module), open(cubin, "rb").read()), "cuModuleLoadData")
    check(cu.cuModuleGetFunction(ctypes.byref(function), module, kernel), "cuModuleGetFunction")
    floats = size * size
    values = struct.pack("f", 0.5) * floats
    buffers = []
    for _ in range(3):
        pointer = ctypes.c_uint64()
        check(cu.cuMemAlloc_v2(ctypes.byref(pointer), ctypes.c_size_t(4 * floats)), "cuMemAlloc")
        check(cu.cuMemcpyHtoD_v2(pointer, values, ctypes.c_size_t(4 * floats)), "cuMemcpyHtoD")
        buffers.append(pointer)
    a, b, c = buffers
    n, alpha, beta = ctypes.c_int(size), ctypes.c_float(1.0), ctypes.c_float(0.0)
    # sgemm(M, N, K, alpha, A, lda, B, ldb, beta, C, ldc): the signature of every KernelScope GEMM rung
    args = [n, n, n, alpha, a, n, b, n, beta, c, n]
    params = (ctypes.c_void_p * len(args))(*[ctypes.cast(ctypes.byref(x), ctypes.c_void_p) for x in args])
    grid = ((size // tile_m) * (size // tile_n), 1) if kernel == b"sgemm_tuned" else (size // tile_n, size // tile_m)
    for _ in range(launches):
        check(cu.cuLaunchKernel(function, grid[0], grid[1], 1, threads, 1, 1, 0, None, params, None), "cuLaunchKernel")
    check(cu.cuCtxSynchronize(), "cuCtxSynchronize")
    print(f"{kernel.decode()}: {launches} launches of {grid[0]} x {grid[1]} groups of {threads} threads at {size}^3")


if __name__ == "__main__":
    main()
