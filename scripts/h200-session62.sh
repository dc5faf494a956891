#!/usr/bin/env bash
# Session 62's first H200 call: what the device runs for each call of the GEMM losers (session 50's sweep below 90% end
# to end and session 61's general calls of few tiles), beside cuBLAS: `gemm --explain`, then one process per shape
# under Nsight Compute (every kernel of the first 200, in order, with its time; the device has no Nsight Systems).
# Usage (carry: scripts/h200-carry.sh DEST, plus this script): OUT=/tmp/o DEST/h200-session62.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" call1
shapes=(6296x123x1170 1512x82x771:row:TN 127x7837x72 19x919x127:row:TN 684x894x204:col:NT 37x199x1086:row:NT
    1111x1111x9999:col:NN 69x3189x3791:row:TT 5222x164x786:col:NN 1163x717x95:row:TN 507x10x5744:col:NN
    8000x115x648:row:TN 1250x1000x12000:col:TT 717x1542x10451:col:NN
    746x557x152)
all=$(IFS=,; echo "${shapes[*]}")
run explain 60 "$carry/kernelscope.jar" gemm --backend cuda --explain "$all"
{ ls -d /opt/nvidia/nsight-systems* /usr/local/cuda/nsight-systems* /usr/local/cuda/bin/nsys; command -v ncu; ncu --version; } \
    > "$r/tools.txt" 2>&1
mkdir -p "$r/trace"
for s in "${shapes[@]}"; do
    (( $(date +%s) - start > CAP - 40 )) && { echo "$s: no time left" >> "$r/steps.txt"; break; }
    name=${s//:/-}
    # ncu serializes the kernels, so this gives each call's kernels and their times in order, not the gaps between
    timeout 45 ncu --csv --metrics gpu__time_duration.sum --cache-control none --clock-control none \
        --launch-count 200 /tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED \
        -cp "$carry/kernelscope.jar:$carry/lib/*" dev.kernelscope.cli.KernelScope gemm --backend cuda --rungs 10 \
        --shapes "$s" --repetitions 5 --warmups 1 --quiet > "$r/trace/$name.raw" 2>&1
    grep '^"' "$r/trace/$name.raw" | gzip -c > "$r/trace/$name.csv.gz"
    tail -n 30 "$r/trace/$name.raw" | grep -v '^"' > "$r/trace/$name.txt"; rm -f "$r/trace/$name.raw"
    echo "$s: $(zcat "$r/trace/$name.csv.gz" 2> /dev/null | wc -l) rows at $(( $(date +%s) - start )) s" | tee -a "$r/steps.txt"
    pack
done
pack
tail -n 25 "$r/explain.txt" | cut -c1-220
