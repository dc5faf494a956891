#!/usr/bin/env bash
# gemv.cl's tile kernels (docs/results/h200/tile) on the GPU machine: tools/panel/PanelSweep's program shapes on a
# list of GEMM shapes against cuBLAS (each verified at sampled outputs, timed with device events), through CUDA or
# NVIDIA OpenCL, and optionally Nsight Compute on one launch of named shape:program pairs. Each step is killed at
# its limit, and a program that does not compile is reported and passed over.
# Usage (repository root, carry made by scripts/h100-gemm-carry.sh DIR):
#   GEMM_CARRY=DIR DIR/h200-gemm-tile.sh NAME SHAPES VARIANTS [cuda|opencl] [SHAPE:VARIANT ...]  -> $OUT/NAME.tar.gz
#   e.g. ... run4 4096x16x4096,2000x32x6000 t4x4x1x2x8,s4x4x1x2 cuda
#        ... ncu1 4096x16x4096 t4x4x1x2x8 cuda 4096x16x4096:t4x4x1x2x8 2000x32x6000:t4x4x1x2x8
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
carry="${GEMM_CARRY:-$here}"
name="${1:?NAME}"
shapes="${2:?SHAPES, comma-separated MxNxK[:TN]}"
variants="${3:?VARIANTS, comma-separated (tools/panel/PanelSweep.java says their form)}"
backend="${4:-cuda}"
shift $(( $# < 4 ? $# : 4 ))
top="${OUT:-$PWD/gemm-results}"
out="$top/$name"
mkdir -p "$out"
if [[ ! -x /tmp/ks-runtime/bin/java ]]; then
    mkdir -p /tmp/ks-runtime && tar -xJf "$carry/runtime.tar.xz" -C /tmp/ks-runtime --strip-components=1
fi
export LD_LIBRARY_PATH="/usr/local/cuda/lib64:/usr/local/cuda/targets/x86_64-linux/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
sweep=(/tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED
    -cp "$carry/kernelscope.jar:$carry/lib/*:$carry/tools-panel.jar" dev.kernelscope.kernels.gemm.PanelSweep)
device=()
[[ "$backend" == opencl ]] && device=(NVIDIA)
nvidia-smi --query-gpu=name,driver_version --format=csv > "$out/environment.txt" 2>&1
timeout -s KILL 300 "${sweep[@]}" "$shapes" "$variants" "$backend" "${device[@]}" \
    > "$out/$backend.txt" 2> "$out/$backend.progress"
echo "sweep: exit $?"
if (( $# > 0 )); then
    ncu=$(command -v ncu || ls /opt/nvidia/nsight-compute/*/ncu /usr/local/cuda/bin/ncu 2>/dev/null | head -n 1)
    stalls=barrier,long_scoreboard,short_scoreboard,mio_throttle,wait,math_pipe_throttle,not_selected,lg_throttle
    m=gpu__time_duration.sum,launch__grid_size,launch__registers_per_thread
    m+=,sm__warps_active.avg.pct_of_peak_sustained_active,smsp__issue_active.avg.pct_of_peak_sustained_active
    m+=,sm__pipe_fma_cycles_active.avg.pct_of_peak_sustained_active,l1tex__throughput.avg.pct_of_peak_sustained_active
    m+=,l1tex__t_sector_hit_rate.pct,lts__t_sector_hit_rate.pct,dram__bytes.sum,lts__t_bytes.sum
    m+=,dram__throughput.avg.pct_of_peak_sustained_elapsed,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum
    m+=,l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum
    m+=,smsp__inst_executed.sum,sm__cycles_active.avg
    for s in ${stalls//,/ }; do m+=",smsp__average_warps_issue_stalled_${s}_per_issue_active.ratio"; done
    mkdir -p "$out/ncu"
    for pair in "$@"; do
        shape="${pair%%:*}"; variant="${pair##*:}"
        timeout -s KILL 90 "$ncu" --clock-control none -k regex:panel_tile --launch-count 1 --metrics "$m" --csv \
            --page raw "${sweep[@]}" "$shape" "$variant" cuda > "$out/ncu/$shape-$variant.csv" 2> /dev/null
        echo "ncu $pair: exit $?"
    done
    gzip -f "$out"/ncu/*.csv
fi
cat "$out/$backend.txt"
tar -czf "$top/$name.tar.gz" -C "$top" "$name"
