#!/usr/bin/env bash
# The SASS that NVIDIA's OpenCL driver runs for one kernel file: builds it through opencl_ptx.py with an empty
# compute cache (CUDA_CACHE_PATH), takes the CUBIN the driver's JIT left there and disassembles it with cuobjdump.
# Usage (on a machine with an NVIDIA GPU, its OpenCL ICD and cuobjdump): opencl_sass.sh OUT_PREFIX FILE.cl [-DNAME=VALUE ...]
# Writes OUT_PREFIX.ptx, OUT_PREFIX.log (-cl-nv-verbose), OUT_PREFIX.cubin and OUT_PREFIX.sass.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
prefix="$1"; shift
cache="$(mktemp -d)"
trap 'rm -rf "$cache"' EXIT
CUDA_CACHE_PATH="$cache" python3 "$here/opencl_ptx.py" "$prefix" "$@" > /dev/null
# each cache entry is a small header, the PTX, then the ELF CUBIN; the driver adds entries of its own (a kernel
# named "buffer"), so keep the CUBIN that holds the program's first entry point
python3 - "$cache" "$prefix.cubin" "$prefix.ptx" <<'PY'
import pathlib, re, sys
entry = re.search(rb"\.entry\s+(\w+)", pathlib.Path(sys.argv[3]).read_bytes()).group(1)
cubins = [d[d.find(b"\x7fELF"):] for d in (p.read_bytes() for p in pathlib.Path(sys.argv[1]).rglob("*") if p.is_file())
          if b"\x7fELF" in d]
cubins = [c for c in cubins if b".text." + entry + b"\0" in c]
if len(cubins) != 1:
    sys.exit(f"expected one CUBIN with {entry.decode()} in the compute cache, found {len(cubins)}")
pathlib.Path(sys.argv[2]).write_bytes(cubins[0])
PY
cuobjdump -sass "$prefix.cubin" > "$prefix.sass"
grep -h "Used" "$prefix.log" || true
