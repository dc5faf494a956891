#!/usr/bin/env bash
# Session 38's first H200 call (issue 13): the uchar Sobel magnitude without F2I/I2FP on the XU pipe, against the build
# before it, and what holds the other uchar filters now.
#  1. The tuned uchar sobel (and sobelx, sobely, unchanged: their row in the same process is the control), 8192^2 and
#     3840x2160, through CUDA (NPP in the same process) and NVIDIA OpenCL: this build (kernelscope.jar) and the one
#     before it (kernelscope-old.jar, main at 30ddbef0) in alternating processes, twice through CUDA.
#  2. The uchar quick conformance level through CUDA and NVIDIA OpenCL (every variant's Sobel magnitude among it).
#  3. Nsight Compute on the tuned uchar box3, gauss5 and sobel at 8192^2 (tools/ncu/ncu_table.py's metrics), and the
#     issue share of each pipe (sm__inst_executed_pipe_*) for box3 and sobel.
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST plus kernelscope-old.jar, this script, h200-call.sh,
# h200-stencil-lib.sh, h200-stencil-ncu.sh, stencil-results-table.py): OUT=/tmp/o DEST/h200-session38.sh; then pack
# /tmp/o into the real OUT (8 files at most).
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session38
r="$out/sobel"; PACK=$tag-sobel; mkdir -p "$r"
F=(--filter sobel,sobelx,sobely --type u8 --sizes 8192x8192,3840x2160 --warmups 3 --repetitions 30 --variants tuned)
run new-cuda 45 "$here/kernelscope.jar" stencil --backend cuda "${F[@]}" --output "$r/new-cuda.json"
run old-cuda 45 "$here/kernelscope-old.jar" stencil --backend cuda "${F[@]}" --output "$r/old-cuda.json"
run new-cuda2 45 "$here/kernelscope.jar" stencil --backend cuda "${F[@]}" --no-npp --output "$r/new-cuda2.json"
run old-cuda2 45 "$here/kernelscope-old.jar" stencil --backend cuda "${F[@]}" --no-npp --output "$r/old-cuda2.json"
run new-opencl 45 "$here/kernelscope.jar" stencil --backend opencl "${F[@]}" --output "$r/new-opencl.json"
run old-opencl 45 "$here/kernelscope-old.jar" stencil --backend opencl "${F[@]}" --output "$r/old-opencl.json"
python3 "$here/stencil-results-table.py" "$r"/old-cuda.json "$r"/new-cuda.json "$r"/old-cuda2.json "$r"/new-cuda2.json \
    "$r"/old-opencl.json "$r"/new-opencl.json > "$r/table.md" 2>&1
cat "$r/table.md"
run check-cuda 60 "$here/kernelscope.jar" stencil --backend cuda --check --type u8
run check-opencl 60 "$here/kernelscope.jar" stencil --backend opencl --check --type u8
for b in cuda opencl; do echo "check $b: $(tail -n 2 "$r/check-$b.txt" | tr '\n' ' ')"; done
CAP=$(( CAP - ($(date +%s) - start) )) OUT="$out" "$here/h200-stencil-ncu.sh" ncu tuned/box3/u8/8192x8192 \
    tuned/gauss5/u8/8192x8192 tuned/sobel/u8/8192x8192
# each pipe's share of the issued instructions, box3 and sobel (a separate pass: the regex picks what GH100 names)
n="$out/ncu"; ncu=$(command -v ncu || ls /opt/nvidia/nsight-compute/*/ncu /usr/local/cuda/bin/ncu 2>/dev/null | head -n 1)
for f in box3 sobel; do
    timeout 90 "$ncu" --clock-control none --metrics 'regex:^sm__inst_executed_pipe_[a-z0-9_]+\.avg\.pct_of_peak_sustained_active$' \
        --csv --page raw --kernel-name regex:'^stencil_' --launch-skip 1 --launch-count 1 /tmp/ks-runtime/bin/java \
        --enable-native-access=ALL-UNNAMED -Xmx16g -cp "$here/kernelscope.jar:$here/lib/*" dev.kernelscope.cli.KernelScope \
        stencil --backend cuda --filter $f --type u8 --sizes 8192x8192 --variants tuned --warmups 1 --repetitions 1 \
        --no-npp > "$n/pipes-$f.csv" 2> "$n/pipes-$f.txt"
    echo "pipes $f: ncu exit $?"
done
tar -czf "$out/ncu.tar.gz" -C "$n" . 2> /dev/null
echo "call: $(( $(date +%s) - start )) s"
