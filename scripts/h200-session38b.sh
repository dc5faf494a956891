#!/usr/bin/env bash
# Session 38's second H200 call (issue 13): the uchar Sobel magnitude finish on NVIDIA as MUFU.SQRT (sqrt.approx.ftz)
# and one saturating conversion (cvt.rni.u8.f32), its n as 2^23 + n in two IMADs less 2^23, against the build before
# session 38 (kernelscope-old.jar, main at 30ddbef0), in alternating processes: three through CUDA (NPP in the first),
# two through NVIDIA OpenCL; then the uchar quick conformance level through both, and the pipes of the new sobel.
# Usage (carry: as h200-session38.sh): OUT=/tmp/o DEST/h200-session38b.sh; then pack /tmp/o into the real OUT.
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session38b
r="$out/sobel"; PACK=$tag-sobel; mkdir -p "$r"
F=(--filter sobel,sobelx,sobely --type u8 --sizes 8192x8192,3840x2160 --warmups 3 --repetitions 30 --variants tuned)
files=()
for round in 1 2 3; do
    npp=(); (( round > 1 )) && npp=(--no-npp)
    for build in new old; do
        jar="$here/kernelscope.jar"; [[ $build == old ]] && jar="$here/kernelscope-old.jar"
        run $build-cuda$round 45 "$jar" stencil --backend cuda "${F[@]}" "${npp[@]}" --output "$r/$build-cuda$round.json"
        files+=("$r/$build-cuda$round.json")
    done
done
for round in 1 2; do
    for build in new old; do
        jar="$here/kernelscope.jar"; [[ $build == old ]] && jar="$here/kernelscope-old.jar"
        run $build-opencl$round 45 "$jar" stencil --backend opencl "${F[@]}" --output "$r/$build-opencl$round.json"
        files+=("$r/$build-opencl$round.json")
    done
done
python3 "$here/stencil-results-table.py" "${files[@]}" > "$r/table.md" 2>&1
cat "$r/table.md"
run check-cuda 60 "$here/kernelscope.jar" stencil --backend cuda --check --type u8
run check-opencl 60 "$here/kernelscope.jar" stencil --backend opencl --check --type u8
for b in cuda opencl; do echo "check $b: $(tail -n 1 "$r/check-$b.txt")"; done
ncu=$(command -v ncu || ls /opt/nvidia/nsight-compute/*/ncu /usr/local/cuda/bin/ncu 2>/dev/null | head -n 1)
for build in new old; do
    jar="$here/kernelscope.jar"; [[ $build == old ]] && jar="$here/kernelscope-old.jar"
    timeout 90 "$ncu" --clock-control none --metrics 'regex:^sm__inst_executed_pipe_[a-z0-9_]+\.avg\.pct_of_peak_sustained_active$,smsp__issue_active.avg.pct_of_peak_sustained_active,gpu__time_duration.sum' \
        --csv --page raw --kernel-name regex:'^stencil_' --launch-skip 1 --launch-count 1 /tmp/ks-runtime/bin/java \
        --enable-native-access=ALL-UNNAMED -Xmx16g -cp "$jar:$here/lib/*" dev.kernelscope.cli.KernelScope \
        stencil --backend cuda --filter sobel --type u8 --sizes 8192x8192 --variants tuned --warmups 1 --repetitions 1 \
        --no-npp > "$r/pipes-$build.csv" 2> "$r/pipes-$build.txt"
    echo "pipes $build: ncu exit $?"
done
pack
echo "call: $(( $(date +%s) - start )) s"
