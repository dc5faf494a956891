#!/usr/bin/env bash
# Nsight Compute's warp stall reasons for one launch of a GEMM kernel, side by side for several builds or settings
# (session 63 had the issue rates of its SCALAR_LOADS=2 twin but not why its warps waited). Each argument is
# LABEL=JAR[:JAVA OPTIONS] (JAR relative to the carry); SHAPE (default 4097x4097x4097) and KERNEL (a regular
# expression, default ^sgemm_tuned$) choose the launch, the third matching one of the process. Writes
# $top/ncu-LABEL.txt (top-level files come back from the device) and prints each one's stalls above 0.05 cycles.
# Usage (carry: scripts/h200-carry.sh DEST [REVISION], plus this script), e.g. for session 63's forms:
#   OUT=/tmp/o DEST/h200-ncu-stalls.sh packs=kernelscope-before.jar \
#       scalar=kernelscope-before.jar:-Dkernelscope.gemm.scalarLoads=always \
#       shifted="kernelscope-before.jar:-Dkernelscope.gemm.scalarLoads=always -Dkernelscope.gemm.shiftedLoads=on"
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" ncu-stalls
shape=${SHAPE:-4097x4097x4097}
kernel=${KERNEL:-^sgemm_tuned$}
for spec in "$@"; do
    label=${spec%%=*}; rest=${spec#*=}; jar=${rest%%:*}; opts=""; [[ $rest == *:* ]] && opts=${rest#*:}
    t1=$(date +%s)
    timeout -k 5 "$(limit_for 100)" ncu --target-processes all --kernel-name regex:"$kernel" --launch-skip 2 \
        --launch-count 1 --section SpeedOfLight --section WarpStateStats --section SchedulerStats \
        --metrics 'regex:smsp__average_warps_issue_stalled_.*_per_issue_active' \
        /tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED $opts -cp "$carry/$jar:$carry/lib/*" \
        dev.kernelscope.cli.KernelScope gemm --backend cuda --rungs 10 --shapes "$shape" --repetitions 3 \
        --warmups 1 --no-verify --quiet > "$top/ncu-$label.txt" 2>&1
    echo "== $label: exit $? after $(( $(date +%s) - t1 )) s"
    grep -E "Duration|Issue Slots Busy|Warp Cycles Per Issued" "$top/ncu-$label.txt" | sed 's/  */ /g'
    grep -E "issue_stalled_" "$top/ncu-$label.txt" | awk '$NF + 0 > 0.05 {print $1, $NF}' | sort -k2 -rn | head -8
done
echo "call: $(( $(date +%s) - start )) s"
