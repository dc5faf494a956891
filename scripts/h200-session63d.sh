#!/usr/bin/env bash
# Session 63's fourth H200 call: why the SCALAR_LOADS=2 twin runs 25-35% slower than the packed call when its SASS
# differs by 9% of the loop's instructions and by nothing else visible (calls 2-3). Nsight Compute on one launch of
# the whole-tile kernel of 4097^3 (general entry, 128x256x8) packed and shifted: warp states, scheduler and memory.
# Ran the build of commit 4ff1748e (SCALAR_LOADS=2 and -Dkernelscope.gemm.shiftedLoads exist only there; see
# docs/results/h200/session63/README.md).
# Usage (carry: scripts/h200-carry.sh DEST, plus this script): OUT=/tmp/o DEST/h200-session63d.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" call4
for form in packs shifted; do
    opts=""; [[ $form == shifted ]] && opts="-Dkernelscope.gemm.scalarLoads=always -Dkernelscope.gemm.shiftedLoads=on"
    t1=$(date +%s)
    timeout -k 5 "$(limit_for 100)" ncu --target-processes all --kernel-name regex:'^sgemm_tuned$' --launch-skip 2 \
        --launch-count 1 --section SpeedOfLight --section WarpStateStats --section SchedulerStats \
        --section MemoryWorkloadAnalysis --section Occupancy --section LaunchStats --section ComputeWorkloadAnalysis \
        /tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED $opts -cp "$carry/kernelscope.jar:$carry/lib/*" \
        dev.kernelscope.cli.KernelScope gemm --backend cuda --rungs 10 --shapes 4097x4097x4097 --repetitions 3 \
        --warmups 1 --no-verify --quiet > "$top/ncu-$form.txt" 2>&1
    echo "$form: exit $? after $(( $(date +%s) - t1 )) s"
    grep -E "Duration|Registers Per|Achieved Occupancy|Stall|Issue Slots Busy|Warp Cycles Per Issued|L1/TEX Hit|Mem Busy|Max Bandwidth|No Eligible" "$top/ncu-$form.txt" | head -24
done
echo "call: $(( $(date +%s) - start )) s"
