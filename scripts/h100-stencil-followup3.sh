#!/usr/bin/env bash
# The third follow-up run of the stencil ladder on the H100 (docs/results/h100/stencil/followup3): the access-pattern
# roofs of the vector variant (PATTERN=1/2: the same words without arithmetic) for uchar against float, a uchar group
# and word sweep with its roofs, half with the hardware conversion, one Nsight Compute try, and
# `stencil --check --level full` split over nine processes (per variant; the vector variant per pixel type), last.
# Usage (carry made by scripts/h100-stencil-carry.sh, plus this script): CARRY=.device-carry/issue-13b scripts/h100-stencil-followup3.sh
set -uo pipefail
carry="${CARRY:?CARRY=the carried folder}"
out="${OUT:-$PWD/stencil-results}"
r=/tmp/stencil-followup3   # everything here, packed into ONE file under $OUT after every step: a call brings back a
mkdir -p "$out" "$r"       # limited count of files (the first run wrote ~40 under $OUT and got 8 back)
start=$(date +%s)
if [[ ! -x /tmp/ks-runtime/bin/java ]]; then
    mkdir -p /tmp/ks-runtime && tar -xJf "$carry/runtime.tar.xz" -C /tmp/ks-runtime --strip-components=1
fi
export PATH="/usr/local/cuda/bin:$PATH"
for dir in /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib; do
    [[ -d "$dir" ]] && export LD_LIBRARY_PATH="$dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
done
ks=(/tmp/ks-runtime/bin/java --enable-native-access=dev.kernelscope -Xmx24g -p "$carry/kernelscope.jar:$carry/lib"
    -m dev.kernelscope/dev.kernelscope.cli.KernelScope)
CAP=${CAP:-190}   # seconds for the whole script: a step gets min(its limit, what is left), never under 8 (timeout 0 = none)
limit_for() { local left=$(( CAP - ($(date +%s) - start) )); (( left < $1 )) && echo "$left" || echo "$1"; }
pack() { tar -czf "$out/stencil-followup3.tar.gz" -C "$r" . 2> /dev/null; }
run() {   # name limit args...   (packed as soon as the step ends: a cut call still brings back what finished)
    local name=$1 limit; limit=$(limit_for "$2"); shift 2
    if (( limit < 8 )); then echo "$name: skipped, no time left" | tee -a "$r/steps.txt"; return; fi
    local t0=$(date +%s)
    echo "\$ kernelscope $*" > "$r/$name.txt"
    timeout -k 5 "$limit" "${ks[@]}" "$@" >> "$r/$name.txt" 2> "$r/$name.progress"
    echo "$name: exit $? after $(( $(date +%s) - t0 )) s (at $(( $(date +%s) - start )) s)" | tee -a "$r/steps.txt"
    pack
}
{
    date -u +"%Y-%m-%dT%H:%M:%SZ"
    nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv
    ls -l /usr/local/cuda/lib64/libnppif.so.* /usr/local/cuda/lib64/libnvrtc.so.* 2>&1
    ncu --version 2>&1 | tail -1
    "${ks[@]}" --version
} > "$r/environment.txt" 2>&1
S=(--backend cuda --sizes 8192x8192 --no-npp --warmups 3 --repetitions 30)
run u8-box3-sweep 45 stencil "${S[@]}" --filter box3 --type u8 \
    --variants "tuned,vector:VEC=16,vector:VEC=4,vector:VEC=8;GROUP_X=64;GROUP_Y=4,vector:VEC=8;GROUP_X=128;GROUP_Y=2,vector:VEC=8;ROWS=8,vector:VEC=8;ROWS=2,vector:VEC=16;GROUP_X=16;GROUP_Y=16" \
    --output "$r/u8-box3-sweep.json"
run u8-filters 35 stencil "${S[@]}" --filter box5,box7,gauss5,sobel --type u8 --variants "tuned,vector:VEC=16" \
    --output "$r/u8-filters.json"
run f32-filters 20 stencil "${S[@]}" --filter box3,gauss5,sobel --type f32 --variants tuned --output "$r/f32-filters.json"
run f16-filters 30 stencil "${S[@]}" --filter box3,box5,gauss5,sobel --type f16 --variants "tuned,vector:VEC=8" \
    --output "$r/f16-filters.json"
# Nsight Compute, one launch, clocks left alone (followup2's default run failed: "Failed to prepare kernel for profiling")
if command -v ncu > /dev/null && (( $(limit_for 15) >= 8 )); then
    t0=$(date +%s)
    timeout -k 3 "$(limit_for 15)" ncu --clock-control none -k regex:stencil_vector -c 1 --metrics \
        gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,smsp__inst_executed.sum,smsp__issue_active.avg.pct_of_peak_sustained_active,sm__inst_executed_pipe_alu.avg.pct_of_peak_sustained_active,sm__inst_executed_pipe_lsu.avg.pct_of_peak_sustained_active,l1tex__t_sectors.sum \
        --csv "${ks[@]}" stencil --backend cuda --filter box3 --type u8 --sizes 8192x8192 --no-npp --no-verify \
        --warmups 0 --repetitions 1 --quiet --variants tuned > "$r/ncu-box3.csv" 2> "$r/ncu-box3.progress"
    echo "ncu: exit $? after $(( $(date +%s) - t0 )) s (at $(( $(date +%s) - start )) s)" | tee -a "$r/steps.txt"
    pack
fi
# the full conformance level, nine processes in parallel, without --quiet: every case prints pass/FAIL as it ends,
# so a cut run still counts what finished
t0=$(date +%s)
full=$(limit_for 100)
if (( full >= 8 )); then
    for job in naive: local-tile: register-column: separable-local: separable-two-pass: multipass-fused: vector:u8 vector:f16 vector:f32; do
        v=${job%%:*}; t=${job#*:}; name="check-full-$v${t:+-$t}"
        (echo "\$ kernelscope stencil --check --level full --backend cuda --variants $v${t:+ --type $t}" > "$r/$name.txt"
         timeout -k 5 "$full" "${ks[@]}" stencil --check --level full --backend cuda --variants "$v" ${t:+--type "$t"} \
             >> "$r/$name.txt" 2> "$r/$name.progress"
         echo "exit $?" >> "$r/$name.txt") &
    done
    wait
    echo "check-full: after $(( $(date +%s) - t0 )) s (at $(( $(date +%s) - start )) s)" | tee -a "$r/steps.txt"
else
    echo "check-full: skipped, no time left" | tee -a "$r/steps.txt"
fi
echo "== summary (us, % of copy; pattern roof / lanes roof per vector row)"
for f in u8-box3-sweep u8-filters f32-filters f16-filters; do
    echo "== $f"; grep -E "copy:|^    [a-z0-9]|pattern roof" "$r/$f.progress" | awk '{$1=$1; print}' | cut -c1-150
done
echo "== ncu"; grep -E "gpu__time|dram__bytes|inst_executed|issue_active|l1tex|ERR|rror" "$r/ncu-box3.csv" "$r/ncu-box3.progress" 2>/dev/null | cut -c1-200 | head -20
echo "== check-full"
for v in "$r"/check-full-*.progress; do
    echo "$(basename "$v" .progress): $(grep -c '^pass' "$v") passed, $(grep -c '^FAIL' "$v") failed; $(grep -h 'conformance' "${v%.progress}.txt" | cut -c1-160) $(tail -1 "${v%.progress}.txt")"
done
grep -h "^FAIL" "$r"/check-full-*.progress | cut -c1-160 | head -8
cat "$r/steps.txt"
pack
