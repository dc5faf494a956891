#!/usr/bin/env bash
# Nsight Compute's view of stencil variants, one process per item, to check the simulator's scenarios of rungs 10 and
# 11 (docs/simulator.md: both at the memory roof in the model; the H200 measured rung 11's box3 f32 at 90% of the copy
# and rung 10's box3x4 at 58%): issue activity, stall reasons, L2 and DRAM bytes of the variant's kernel, its second
# launch (the first is the verified run). Metrics and table: tools/ncu/ncu_table.py.
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST, plus this script and h200-stencil-lib.sh):
#   DEST/h200-stencil-ncu.sh NAME [ITEM ...]   ITEM = VARIANT/FILTER/TYPE/SIZE (default: the two scenarios' kernels)
#   -> $OUT/NAME.tar.gz holding ncu-ITEM.csv per item and table.txt (also printed)
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
name="${1:?NAME}"; shift
items=("$@")
(( ${#items[@]} )) || items=(register-fused/box3x4/f32/8192x8192 separable-registers/box3/f32/8192x8192
                             separable-registers/box15/f32/8192x8192 vector/box3/f32/8192x8192)
top="${OUT:-$PWD/stencil-results}"
# h200-stencil-lib.sh: the carried runtime, CUDA's libraries on the path, environment and pack (of $r into $PACK.tar.gz)
carry="$here"; out="$top"; r="$top/$name"; PACK=$name; CAP=${CAP:-560}
source "$here/h200-stencil-lib.sh"
environment
ncu=$(command -v ncu || ls /opt/nvidia/nsight-compute/*/ncu /usr/local/cuda/bin/ncu 2>/dev/null | head -n 1)
"$ncu" --version | tail -n 1 >> "$r/environment.txt" 2>&1
metrics=$(python3 "$here/ncu_table.py" metrics)
for item in "${items[@]}"; do
    IFS=/ read -r variant filter type size <<< "$item"
    file="$r/ncu-${item//\//-}"
    # the variant's own kernels (stencil_*), not the copy the benchmark measures beside them; launch 2: after the check
    timeout 200 "$ncu" --clock-control none --metrics "$metrics" --csv --page raw --kernel-name regex:'^stencil_' \
        --launch-skip 1 --launch-count 1 /tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED -Xmx16g \
        -cp "$here/kernelscope.jar:$here/lib/*" dev.kernelscope.cli.KernelScope stencil --backend cuda \
        --filter "$filter" --type "$type" --sizes "$size" --variants "$variant" --warmups 1 --repetitions 1 --no-npp \
        > "$file.csv" 2> "$file.txt"
    echo "$item: ncu exit $?"
done
python3 "$here/ncu_table.py" table "$r" > "$r/table.txt"
cat "$r/table.txt"
pack
