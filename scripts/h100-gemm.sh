#!/usr/bin/env bash
# The whole SGEMM benchmark on an NVIDIA GPU machine in one call (GPU leases are short): unpacks the carried Java
# runtime, runs the conformance suite on CUDA, the ladder against cuBLAS (all rungs at 1024-4096, rungs 4-10 at 8192),
# a sweep of the tuned rung's parameters at 4096 and 8192, the ladder through NVIDIA's OpenCL, and prints a short table last.
# Usage (from the repository root, with the carry made by scripts/h100-gemm-carry.sh): scripts/h100-gemm.sh [STAGES]
# STAGES: any of check,cuda,big,sweep,opencl (default: all). Results go to $OUT (the device tool's folder) or ./gemm-results.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
carry="${GEMM_CARRY:-$root/.device-carry/gemm}"
out="${OUT:-$root/gemm-results}"
stages="${1:-check,cuda,big,sweep,opencl}"
mkdir -p "$out" /tmp/gemm-logs
logs=/tmp/gemm-logs

# the Java runtime (jlink image, no JDK on GPU machines) and the application jars
if [[ ! -x /tmp/ks-runtime/bin/java ]]; then
    mkdir -p /tmp/ks-runtime && tar -xJf "$carry/runtime.tar.xz" -C /tmp/ks-runtime --strip-components=1
fi
java=/tmp/ks-runtime/bin/java
# NVRTC, cuBLAS and the OpenCL ICD loader live in the CUDA toolkit's lib64 on these images
for dir in /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib; do
    [[ -d "$dir" ]] && export LD_LIBRARY_PATH="$dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
done
# the kernelscope command as an array, so that `timeout` can run it (timeout cannot run a shell function)
ks=("$java" --enable-native-access=dev.kernelscope -Xmx48g -XX:ErrorFile=$logs/hs_err_%p.log -p "$carry/kernelscope.jar:$carry/lib"
    -m dev.kernelscope/dev.kernelscope.cli.KernelScope)
stage() { [[ ",$stages," == *",$1,"* ]]; }

{
    date -u +"%Y-%m-%dT%H:%M:%SZ"
    nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.sm,power.limit,temperature.gpu --format=csv
    "${ks[@]}" --version
    "${ks[@]}" devices 2>&1 || true
} > "$out/environment.txt" 2>&1
cat "$out/environment.txt"

if stage check; then
    echo "== conformance suite on CUDA, one process per rung"
    for rung in 1 2 3 4 5 6 7 8 9 10; do
        timeout 40 "${ks[@]}" gemm --check --backend cuda --rungs $rung > "$logs/check-cuda-$rung.txt" 2>&1
        echo "rung $rung: exit $? $(tail -n 1 "$logs/check-cuda-$rung.txt")"
    done
fi
if stage cuda; then
    echo "== ladder on CUDA, 1024-4096"
    timeout 200 "${ks[@]}" gemm --backend cuda --sizes 1024,2048,4096 --output "$out/gemm-cuda.json" --force \
        --chart "$out/ladder-cuda-4096.png" > "$logs/gemm-cuda.txt" 2> "$logs/gemm-cuda.progress"
    echo "exit $?"
    echo "== rung 3 with TILE=16 on CUDA, 4096 (the tile NVIDIA's OpenCL runs it with, for the OpenCL/CUDA ratio)"
    timeout 60 "${ks[@]}" gemm --backend cuda --sizes 4096 --rungs none --variant 3:TILE=16 \
        --output "$out/gemm-cuda-rung3-tile16.json" --force > "$logs/gemm-cuda-r3.txt" 2> "$logs/gemm-cuda-r3.progress"
    echo "exit $?"
fi
if stage big; then
    echo "== fast rungs on CUDA, 8192"
    timeout 120 "${ks[@]}" gemm --backend cuda --sizes 8192 --rungs 4,5,6,7,8,9,10 --output "$out/gemm-cuda-8192.json" --force \
        > "$logs/gemm-cuda-8192.txt" 2> "$logs/gemm-cuda-8192.progress"
    echo "exit $?"
fi
if stage big; then
    echo "== edge path: 4095 (packs A and B into padded copies) against 4096, rung 10 on CUDA"
    timeout 60 "${ks[@]}" gemm --backend cuda --sizes 4095,4096 --rungs 10 --output "$logs/gemm-edge.json" --force \
        > "$logs/gemm-edge.txt" 2> "$logs/gemm-edge.progress"
    echo "exit $?"; tail -n 4 "$logs/gemm-edge.progress"
fi
if stage sweep; then
    echo "== tuned-rung sweep on CUDA, 4096 and 8192"
    timeout 240 "${ks[@]}" gemm --backend cuda --sizes 4096,8192 --rungs 10 --repetitions 20 \
        --variant 10:STAGES=1,MAX_REGISTERS=0,GROUP_M=1 --variant 10:STAGES=1,MAX_REGISTERS=0 \
        --variant 10:STAGES=1,MAX_REGISTERS=0,GROUP_M=16 --variant 10:GROUP_M=1 --variant 10:GROUP_M=16 \
        --variant 10:MAX_REGISTERS=0 --variant 10:PAD_A=0 --variant 10:PAD_A=0,MAX_REGISTERS=0 \
        --variant 10:STAGES=1,MAX_REGISTERS=0,PAD_A=0 --variant 10:BK=16 --variant 10:STAGES=1,MAX_REGISTERS=0,BK=16 \
        --variant 10:BN=256,WM=64,WN=64,MAX_REGISTERS=0 --variant 10:BN=256,WM=64,WN=64,STAGES=1,MAX_REGISTERS=0 \
        --variant 10:BN=256,WM=64,WN=32,BK=16,STAGES=1 --variant 10:BM=256,WM=32,WN=64,BK=16,STAGES=1 \
        --variant 10:LANES_M=8,WM=64,WN=32 --variant 10:LANES_M=2 \
        --output "$out/gemm-sweep.json" --force > "$logs/gemm-sweep.txt" 2> "$logs/gemm-sweep.progress"
    echo "exit $?"
fi
if stage opencl; then
    echo "== ladder through NVIDIA's OpenCL, 4096 (TILE=16 for rung 3: NVIDIA's OpenCL allows its kernel only 256 work-items)"
    export OCL_ICD_FILENAMES="${OCL_ICD_FILENAMES:-libnvidia-opencl.so.1}"
    timeout 200 "${ks[@]}" gemm --backend opencl --device NVIDIA --sizes 4096 --rungs 1,2,3,4,5,6,7,8,9,10 -D TILE=16 \
        --output "$out/gemm-opencl.json" --force > "$logs/gemm-opencl.txt" 2> "$logs/gemm-opencl.progress"
    echo "exit $?"
fi
tar -czf "$out/logs.tar.gz" -C /tmp gemm-logs

# the short table, read from the JSON records
python3 - "$out" <<'PY'
import json, os, sys
out = sys.argv[1]
print()
print(f"{'run':<14} {'size':>5} {'kernel':<44} {'ms':>8} {'GFLOP/s':>9} {'vendor':>9} {'%':>6} {'ok':>3}")
for name in ("gemm-cuda.json", "gemm-cuda-8192.json", "gemm-sweep.json", "gemm-opencl.json"):
    path = os.path.join(out, name)
    if not os.path.exists(path):
        continue
    report = json.load(open(path))
    for size in report["sizes"]:
        vendor = size.get("vendor")
        vg = vendor["gflops"] if vendor else float("nan")
        rows = [r for r in size["rungs"] if r.get("error") is None]
        best = sorted(rows, key=lambda r: -r["gflops"])[:3]
        for r in best:
            ok = "yes" if r.get("verification") is None or r["verification"]["passed"] else "NO"
            print(f"{name[5:-5]:<14} {size['m']:>5} {r['label'][:44]:<44} {r['totalMedianNs']/1e6:>8.3f} "
                  f"{r['gflops']:>9.0f} {vg:>9.0f} {100*r['gflops']/vg:>6.1f} {ok:>3}")
        for r in size["rungs"]:
            if r.get("error"):
                print(f"{name[5:-5]:<14} {size['m']:>5} {r['label'][:44]:<44} failed: {r['error'][:60]}")

# the same kernels through NVIDIA's OpenCL against CUDA at 4096, rung by rung (rung 3 with TILE=16 on both)
def at4096(name):
    path = os.path.join(out, name)
    if not os.path.exists(path):
        return {}
    return {(r["rung"], r["label"].replace("[TILE=16]", "").strip()): r["gflops"]
            for size in json.load(open(path))["sizes"] if size["m"] == 4096
            for r in size["rungs"] if r.get("error") is None}
opencl = at4096("gemm-opencl.json")
cuda = {**at4096("gemm-cuda.json"), **at4096("gemm-cuda-rung3-tile16.json")}
if opencl and cuda:
    print(f"\n{'rung at 4096':<30} {'OpenCL':>9} {'CUDA':>9} {'OpenCL/CUDA':>12}")
    for key, gflops in sorted(opencl.items()):
        if key in cuda:
            print(f"{key[1][:30]:<30} {gflops:>9.0f} {cuda[key]:>9.0f} {100 * gflops / cuda[key]:>11.1f}%")
PY
