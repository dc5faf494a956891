#!/usr/bin/env bash
# The SGEMM performance study on an NVIDIA GPU machine in one call: variants of rungs 8-10 against cuBLAS, one process
# per group of variants (a long CUDA process that compiles many programs crashed twice); the SM clock and power logged
# every 200 ms meanwhile; NVRTC's CUBINs of the studied kernels with their SASS (cuobjdump); and Nsight Compute's view
# of cuBLAS and the best rungs (clock, issue activity, stall reasons, FFMA share), with the card's clocks left alone.
# Usage, with the carry made by scripts/h100-gemm-carry.sh plus this script, tools-sass.jar and the kernels/*.cl:
#   h100-gemm-perf.sh CARRY_DIR STAGE...   STAGE: sweep=SIZES:ITEM;ITEM;...  sass=NAME:FILE.cl:DEFINES
#   check=RUNG:-DNAME=V,...  ladder=SIZES  ncu=SIZE:ITEM;...   ITEM: a rung number or a variant RUNG:NAME=V,...
#   opencl=SIZES:ITEM;...  (a sweep through NVIDIA's OpenCL instead of CUDA, recorded as opencl-N.json)
#   oclsass=NAME:FILE.cl:DEFINES  (the SASS NVIDIA's OpenCL driver made of one kernel, tools/sass/opencl_sass.sh)
#   ncucubin=NAME:KERNEL[:THREADS:BM:BN]  (Nsight Compute on the CUBIN of an earlier sass=NAME stage at 4096, launched
#   without the JVM by tools/sass/launch_gemm_cubin.py; default 256 threads, 128x128 tiles)
# Results go to $OUT (the device tool's folder) or ./gemm-perf-results.
set -uo pipefail
carry="$(cd "$1" && pwd)"; shift
out="${OUT:-$PWD/gemm-perf-results}"
logs=/tmp/gemm-perf-logs
mkdir -p "$out" "$logs/sass"

if [[ ! -x /tmp/ks-runtime/bin/java ]]; then
    mkdir -p /tmp/ks-runtime && tar -xJf "$carry/runtime.tar.xz" -C /tmp/ks-runtime --strip-components=1
fi
java=/tmp/ks-runtime/bin/java
for dir in /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib; do
    [[ -d "$dir" ]] && export LD_LIBRARY_PATH="$dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
done
ks=("$java" --enable-native-access=dev.kernelscope -Xmx48g "-XX:ErrorFile=$out/hs_err_%p.log"
    -p "$carry/kernelscope.jar:$carry/lib" -m dev.kernelscope/dev.kernelscope.cli.KernelScope)

{
    date -u +"%Y-%m-%dT%H:%M:%SZ"
    nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.sm,power.limit,temperature.gpu --format=csv
    ls /usr/local/cuda/lib64 | grep -E 'nvrtc|cublas' | head
} > "$logs/environment.txt" 2>&1
nvidia-smi --query-gpu=timestamp,clocks.sm,clocks.mem,power.draw,temperature.gpu,clocks_event_reasons.active \
    --format=csv,noheader -lms 200 > "$out/clocks.csv" 2>&1 &
smi=$!

n=0
for stage in "$@"; do
    kind="${stage%%=*}"; spec="${stage#*=}"
    case "$kind" in
    sweep|opencl)   # sweep=4096,8192:8;10:STAGES=3,ASYNC_COPY=1;...  (a bare number is a rung with its own parameters)
        n=$((n + 1)); sizes="${spec%%:*}"; IFS=';' read -r -a items <<< "${spec#*:}"
        rungs=(); variants=()
        for item in "${items[@]}"; do
            if [[ "$item" == *:* ]]; then variants+=(--variant "$item"); else rungs+=("$item"); fi
        done
        rungList=$( ((${#rungs[@]})) && printf '%s\n' "${rungs[@]}" | paste -sd, || echo none)
        echo "== sweep $n: sizes $sizes, ${items[*]}"
        date -u +"   start %H:%M:%S" >> "$out/clocks-marks.txt"; echo "   sweep $n ${items[*]}" >> "$out/clocks-marks.txt"
        if [[ "$kind" == opencl ]]; then
            backend=(--backend opencl --device NVIDIA); env=(env OCL_ICD_FILENAMES=libnvidia-opencl.so.1)
        else
            backend=(--backend cuda); env=()
        fi
        timeout 300 "${env[@]}" "${ks[@]}" gemm "${backend[@]}" --sizes "$sizes" --rungs "$rungList" "${variants[@]}" \
            --repetitions 30 --output "$out/$kind-$n.json" --force > "$logs/$kind-$n.txt" 2> "$logs/$kind-$n.progress"
        echo "   exit $?"; grep -E 'cuBLAS|GFLOP|failed|WRONG' "$logs/$kind-$n.progress" | sed 's/^/   /'
        ;;
    sass)    # sass=NAME:FILE.cl:-DA=1 -DB=2
        name="${spec%%:*}"; rest="${spec#*:}"; file="${rest%%:*}"; defines="${rest#*:}"
        # shellcheck disable=SC2086
        "$java" --enable-native-access=ALL-UNNAMED -cp "$carry/kernelscope.jar:$carry/lib/*:$carry/tools-sass.jar" \
            NvrtcCubin "$logs/sass/$name.cubin" "$carry/kernels/$file" sm_90 $defines > /dev/null 2>> "$logs/sass/errors.txt" \
            && cuobjdump -sass "$logs/sass/$name.cubin" > "$logs/sass/$name.sass" 2>&1
        grep -E 'registers|spill' "$logs/sass/$name.log" | head -2 | sed "s/^/   $name: /"
        ;;
    oclsass) # oclsass=NAME:FILE.cl:-DA=1 -DB=2
        name="${spec%%:*}"; rest="${spec#*:}"; file="${rest%%:*}"; defines="${rest#*:}"
        # shellcheck disable=SC2086
        OCL_ICD_FILENAMES=libnvidia-opencl.so.1 bash "$carry/opencl_sass.sh" "$logs/sass/ocl-$name" "$carry/kernels/$file" \
            $defines 2>> "$logs/sass/errors.txt" | sed "s/^/   ocl-$name: /"
        echo "   ocl-$name: $(grep -oE 'LDS(\.[0-9A-Z]+)*' "$logs/sass/ocl-$name.sass" | sort | uniq -c | tr -s ' \n' ' ')"
        ;;
    ncucubin) # ncucubin=NAME:KERNEL[:THREADS:BM:BN]
        IFS=':' read -r name kernel threads tileM tileN <<< "$spec"
        ncu=$(command -v ncu || ls /opt/nvidia/nsight-compute/*/ncu 2>/dev/null | head -n 1)
        timeout 120 "$ncu" --clock-control none -k "$kernel" --launch-skip 1 --launch-count 1 \
            --section SpeedOfLight --section LaunchStats --section Occupancy --section SchedulerStats \
            --section WarpStateStats --section ComputeWorkloadAnalysis --section MemoryWorkloadAnalysis \
            --metrics sm__cycles_elapsed.avg.per_second,smsp__inst_executed.sum,smsp__inst_executed_pipe_fma.sum,regex:smsp__average_warps_issue_stalled_.*_per_issue_active\.ratio \
            --csv --page details python3 "$carry/launch_gemm_cubin.py" "$logs/sass/$name.cubin" "$kernel" 4096 \
            "${threads:-256}" 3 "${tileM:-128}" "${tileN:-128}" \
            > "$out/ncu-$name.csv" 2> "$logs/ncu-$name.txt"
        echo "== ncu $name ($kernel): exit $?"; tail -n 2 "$logs/ncu-$name.txt" | sed 's/^/   /'
        ;;
    check)   # check=RUNG:-DNAME=VALUE,...  (the conformance suite on CUDA for one configuration)
        n=$((n + 1)); rung="${spec%%:*}"; IFS=',' read -r -a defines <<< "${spec#*:}"
        timeout 120 "${ks[@]}" gemm --check --backend cuda --rungs "$rung" "${defines[@]}" > "$logs/check-$n.txt" 2>&1
        echo "== check $rung ${defines[*]}: exit $?, $(tail -n 1 "$logs/check-$n.txt")"
        ;;
    ladder)  # ladder=SIZES  (every rung with its own parameters)
        timeout 300 "${ks[@]}" gemm --backend cuda --sizes "$spec" --repetitions 20 --output "$out/ladder.json" --force \
            > "$logs/ladder.txt" 2> "$logs/ladder.progress"
        echo "== ladder at $spec: exit $?"
        ;;
    ncu)     # ncu=SIZE:VARIANT;VARIANT  (profiles cuBLAS and each kernel once, after one warm-up)
        size="${spec%%:*}"; IFS=';' read -r -a items <<< "${spec#*:}"
        rungs=(); variants=()
        for item in "${items[@]}"; do
            if [[ "$item" == *:* ]]; then variants+=(--variant "$item"); else rungs+=("$item"); fi
        done
        rungList=$( ((${#rungs[@]})) && printf '%s\n' "${rungs[@]}" | paste -sd, || echo none)
        ncu=$(command -v ncu || ls /opt/nvidia/nsight-compute/*/ncu 2>/dev/null | head -n 1)
        echo "== ncu ($ncu) at $size: cuBLAS, ${items[*]}"
        # no SASS-patching metrics (InstructionStats, sass_thread_inst counts): with them ncu failed on the NVRTC
        # kernels of run 1 ("Failed to profile") while it profiled cuBLAS; NCU_KERNELS picks the kernels (regex);
        # the stall reasons are hardware counters (warps stalled per issued instruction, by reason), no PC sampling
        timeout "${NCU_TIMEOUT:-120}" "$ncu" --clock-control none --target-processes all -k "regex:${NCU_KERNELS:-gemm}" \
            --launch-count 12 --section SpeedOfLight --section LaunchStats --section Occupancy --section SchedulerStats \
            --section WarpStateStats --section ComputeWorkloadAnalysis --section MemoryWorkloadAnalysis \
            --metrics sm__cycles_elapsed.avg.per_second,smsp__inst_executed.sum,smsp__inst_executed_pipe_fma.sum,regex:smsp__average_warps_issue_stalled_.*_per_issue_active\.ratio \
            --csv --page details "${ks[@]}" gemm --backend cuda --sizes "$size" --rungs "$rungList" "${variants[@]}" \
            --warmups 1 --repetitions 1 --no-verify --quiet > "$out/ncu-$size.csv" 2> "$logs/ncu-$size.txt"
        echo "   exit $?"; tail -n 3 "$logs/ncu-$size.txt" | sed 's/^/   /'
        ;;
    esac
done
kill "$smi" 2>/dev/null
tar -czf "$out/logs.tar.gz" -C /tmp gemm-perf-logs

# the short table, read from the JSON records: every kernel against the cuBLAS of its own process
python3 - "$out" <<'PY'
import glob, json, os, sys
out = sys.argv[1]
print(f"\n{'file':<9} {'size':>5} {'kernel':<58} {'ms':>7} {'GFLOP/s':>8} {'cuBLAS':>7} {'%':>6} {'reg':>4} {'g/SM':>4} {'ok':>3}")
for path in sorted(glob.glob(os.path.join(out, "*.json"))):
    report = json.load(open(path))
    for size in report["sizes"]:
        vendor = size.get("vendor")
        vg = vendor["gflops"] if vendor else float("nan")
        print(f"{os.path.basename(path)[:-5]:<9} {size['m']:>5} {'(vendor BLAS: ' + report["vendor"]["name"] + ')':<58} {'':>7} {vg:>8.0f}")
        for r in size["rungs"]:
            if r.get("error"):
                print(f"{os.path.basename(path)[:-5]:<9} {size['m']:>5} {r['label'][:58]:<58} failed: {r['error'][:70]}")
                continue
            ok = "yes" if r.get("verification") is None or r["verification"]["passed"] else "NO"
            reg = (r.get("resources") or {}).get("registersPerThread")
            groups = (r.get("occupancy") or {}).get("driverGroupsPerUnit")
            print(f"{os.path.basename(path)[:-5]:<9} {size['m']:>5} {r['label'][:58]:<58} {r['totalMedianNs']/1e6:>7.3f} "
                  f"{r['gflops']:>8.0f} {vg:>7.0f} {100*r['gflops']/vg:>6.1f} {reg!s:>4} {groups!s:>4} {ok:>3}")
PY
