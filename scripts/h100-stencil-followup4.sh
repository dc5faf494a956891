#!/usr/bin/env bash
# The fourth follow-up run of the stencil ladder on the H100 (docs/results/h100/stencil/followup4): variant 8, packed
# (SWAR) uchar arithmetic, against the tuned vector variant and NPP at 8192x8192 and 3840x2160, its word widths, rows
# and group shapes, radius 7, through NVIDIA OpenCL, then the conformance suite: the packed variant's full level and the
# two slices followup3's full level did not finish (register-column per pixel type, vector u8), in parallel, last.
# STAGE=2: the second call, after the tuning database took run 1's winners: register caps (MIN_GROUPS), group shapes,
# and the tuned filters again (CUDA at both sizes, NVIDIA OpenCL). STAGE=3: the tuned database as run 2 left it.
# Usage (carry made by scripts/h100-stencil-carry.sh, plus this script): CARRY=.device-carry/issue-13c [STAGE=2] scripts/h100-stencil-followup4.sh
set -uo pipefail
carry="${CARRY:?CARRY=the carried folder}"
out="${OUT:-$PWD/stencil-results}"
r=/tmp/stencil-followup4   # everything here, packed into ONE file under $OUT after every step
mkdir -p "$out" "$r"
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
CAP=${CAP:-300}   # seconds for the whole script: a step gets min(its limit, what is left), never under 8
limit_for() { local left=$(( CAP - ($(date +%s) - start) )); (( left < $1 )) && echo "$left" || echo "$1"; }
pack() { tar -czf "$out/stencil-followup4.tar.gz" -C "$r" . 2> /dev/null; }
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
    "${ks[@]}" --version
} > "$r/environment.txt" 2>&1
S=(--sizes 8192x8192 --warmups 3 --repetitions 30)
if [[ "${STAGE:-1}" == 3 ]]; then   # run 3: the tuned database as run 2 left it, both sizes, CUDA with NPP and OpenCL
    run tuned-8192 30 stencil --backend cuda "${S[@]}" --filter box3,box5,box7,gauss5,box15,gauss15,box3x4 --type u8 \
        --variants tuned --output "$r/tuned-8192.json"
    run box3-rows 15 stencil --backend cuda "${S[@]}" --no-npp --filter box3,box5 --type u8 \
        --variants "packed:VEC=16;ROWS=1,packed:VEC=16;ROWS=2;GROUP_Y=4,packed:VEC=16;ROWS=2;MIN_GROUPS=6" \
        --output "$r/box3-rows.json"
    run tuned-3840 15 stencil --backend cuda --sizes 3840x2160 --warmups 3 --repetitions 30 --no-npp \
        --filter box3,box5,box7,gauss5 --type u8 --variants "tuned,vector:VEC=8" --output "$r/tuned-3840.json"
    run opencl-tuned 15 stencil --backend opencl "${S[@]}" --no-npp --filter box3,box5,box7,gauss5 --type u8 \
        --variants tuned --output "$r/opencl-tuned.json"
    echo "== summary (us, % of copy)"
    for f in tuned-8192 box3-rows tuned-3840 opencl-tuned; do
        echo "== $f"; grep -E "copy:|NPP|^    [a-z0-9]" "$r/$f.progress" | awk '{$1=$1; print}' | cut -c1-150
    done
    cat "$r/steps.txt"
    pack
    exit 0
fi
if [[ "${STAGE:-1}" == 2 ]]; then   # run 2: the register caps and group shapes, then the tuned database as updated
    Q="tuned,packed:VEC=16;MIN_GROUPS=4,packed:VEC=16;GROUP_Y=4,packed:VEC=16;ROWS=2,packed:VEC=8;MIN_GROUPS=5,packed:VEC=8;ROWS=8;MIN_GROUPS=5"
    run u8-8192-b 45 stencil --backend cuda "${S[@]}" --filter box3,box5,box7,gauss5,box3x4 --type u8 --variants "$Q" \
        --output "$r/u8-8192-b.json"
    run u8-r7-b 30 stencil --backend cuda "${S[@]}" --no-npp --filter box15,gauss15 --type u8 \
        --variants "tuned,packed:ROWS=8;MIN_GROUPS=5,packed:VEC=16;ROWS=8;MIN_GROUPS=3" --output "$r/u8-r7-b.json"
    run u8-3840-b 25 stencil --backend cuda --sizes 3840x2160 --warmups 3 --repetitions 30 --no-npp \
        --filter box3,box5,box7,gauss5 --type u8 --variants "tuned,vector:VEC=8,packed,packed:VEC=16;GROUP_Y=4" \
        --output "$r/u8-3840-b.json"
    run opencl-u8-b 20 stencil --backend opencl "${S[@]}" --no-npp --filter box3,box5,box7,gauss5,box15 --type u8 \
        --variants tuned --output "$r/opencl-u8-b.json"
    # the vector variant's uchar slice of the full level, which followup3 and run 1 cut at 100-110 s: split by filter
    full=$(limit_for 90)
    if (( full >= 8 )); then
        t0=$(date +%s)
        for job in box:box3,box5,box7,box9,box11,box13,box15 gauss:gauss3,gauss5,gauss7,gauss9,gauss11,gauss13,gauss15 \
                rest:sobel,sobelx,sobely,box3x4,gauss5x2; do
            name="check-full-cuda-vector-u8-${job%%:*}"
            (echo "\$ kernelscope stencil --check --level full --backend cuda --variants vector --type u8 --filter ${job#*:}" > "$r/$name.txt"
             timeout -k 5 "$full" "${ks[@]}" stencil --check --level full --backend cuda --variants vector --type u8 \
                 --filter "${job#*:}" >> "$r/$name.txt" 2> "$r/$name.progress"
             echo "exit $?" >> "$r/$name.txt") &
        done
        wait
        echo "check-full-vector-u8: after $(( $(date +%s) - t0 )) s (at $(( $(date +%s) - start )) s)" | tee -a "$r/steps.txt"
        for v in "$r"/check-full-*.progress; do
            echo "$(basename "$v" .progress): $(grep -c '^pass' "$v") passed, $(grep -c '^FAIL' "$v") failed; $(tail -2 "${v%.progress}.txt" | tr '\n' ' ' | cut -c1-200)"
        done
        pack
    fi
    echo "== summary (us, % of copy)"
    for f in u8-8192-b u8-r7-b u8-3840-b opencl-u8-b; do
        echo "== $f"; grep -E "copy:|NPP|^    [a-z0-9]" "$r/$f.progress" | awk '{$1=$1; print}' | cut -c1-150
    done
    cat "$r/steps.txt"
    pack
    exit 0
fi
P="tuned,packed,packed:VEC=16,packed:ROWS=8,packed:VEC=16;ROWS=8,packed:VEC=8;GROUP_X=64;GROUP_Y=4,packed:VEC=4"
run u8-8192 60 stencil --backend cuda "${S[@]}" --filter box3,box5,box7,gauss5 --type u8 --variants "$P" \
    --output "$r/u8-8192.json"
run u8-r7 40 stencil --backend cuda "${S[@]}" --no-npp --filter box15,gauss15,box11 --type u8 \
    --variants "tuned,packed:ROWS=16,packed:VEC=16;ROWS=16,packed:ROWS=8,packed:VEC=16;ROWS=8,packed:ROWS=32" \
    --output "$r/u8-r7.json"
run u8-3840 25 stencil --backend cuda --sizes 3840x2160 --warmups 3 --repetitions 30 --no-npp \
    --filter box3,box5,box7,gauss5 --type u8 --variants "tuned,packed,packed:VEC=16,packed:ROWS=8" \
    --output "$r/u8-3840.json"
run opencl-u8 30 stencil --backend opencl "${S[@]}" --no-npp --filter box3,box5,box7,gauss5 --type u8 \
    --variants "tuned,packed,packed:VEC=16" --output "$r/opencl-u8.json"
# the conformance suite, five processes in parallel, without --quiet (a cut run still counts what finished)
t0=$(date +%s)
full=$(limit_for 110)
if (( full >= 8 )); then
    for job in cuda:packed:u8 opencl:packed:u8 cuda:register-column:u8 cuda:register-column:f16 cuda:register-column:f32 cuda:vector:u8; do
        b=${job%%:*}; rest=${job#*:}; v=${rest%%:*}; t=${rest#*:}; name="check-full-$b-$v-$t"
        (echo "\$ kernelscope stencil --check --level full --backend $b --variants $v --type $t" > "$r/$name.txt"
         timeout -k 5 "$full" "${ks[@]}" stencil --check --level full --backend "$b" --variants "$v" --type "$t" \
             >> "$r/$name.txt" 2> "$r/$name.progress"
         echo "exit $?" >> "$r/$name.txt") &
    done
    wait
    echo "check-full: after $(( $(date +%s) - t0 )) s (at $(( $(date +%s) - start )) s)" | tee -a "$r/steps.txt"
else
    echo "check-full: skipped, no time left" | tee -a "$r/steps.txt"
fi
echo "== summary (us, % of copy)"
for f in u8-8192 u8-r7 u8-3840 opencl-u8; do
    echo "== $f"; grep -E "copy:|NPP|^    [a-z0-9]" "$r/$f.progress" | awk '{$1=$1; print}' | cut -c1-150
done
echo "== check-full"
for v in "$r"/check-full-*.progress; do
    echo "$(basename "$v" .progress): $(grep -c '^pass' "$v") passed, $(grep -c '^FAIL' "$v") failed; $(grep -h 'conformance' "${v%.progress}.txt" | cut -c1-160) $(tail -1 "${v%.progress}.txt")"
done
grep -h "^FAIL" "$r"/check-full-*.progress | cut -c1-160 | head -8
cat "$r/steps.txt"
pack
