#!/usr/bin/env bash
# The step runner the H200 GEMM call scripts source (from session 28 on): `step NAME LIMIT GEMM-ARGS...` runs
# `kernelscope GEMM-ARGS` through h100-gemm-e2e.sh under a hard time limit, gzips its JSON, writes its tables and packs
# the step into $top/$tag-NAME.tar.gz as it ends, so a call the device tool cuts off still returns every finished step
# (session 27's second call lost all of its own). Needs: here (the carry), out (the call's folder), top, tag, t0.
step() {
    local name=$1 limit=$2; shift 2
    GEMM_CARRY="$here" OUT="$out/$name" timeout -s KILL "$limit" bash "$here/h100-gemm-e2e.sh" "$name=$*" \
        > "$out/$name-console.txt" 2>&1
    echo "$name: exit $? after $(( $(date +%s) - t0 )) s"
    find "$out/$name" -name '*.json' -exec gzip -f {} +
    local records
    records=$(ls "$out/$name/"*.json.gz 2>/dev/null | paste -sd, -)
    [[ -z "$records" ]] && records=$(ls "$out/$name/"*.partial.jsonl 2>/dev/null | paste -sd, -)
    [[ -n "$records" ]] && python3 "$here/gemm-e2e-tables.py" "$records" > "$out/$name/tables.md" 2>&1
    tar -czf "$top/$tag-$name.tar.gz" -C "$out" "$name" "$name-console.txt"
}
# `ab NAME LIMIT GEMM-ARGS...` (from session 45 on): the A/B of sessions 42-44's call scripts in one line. GEMM-ARGS
# (no --output) through the carry's kernelscope.jar (step NAME-after), then through kernelscope-before.jar in the next
# process (step NAME-before), each under LIMIT s, and gemm_ab.py's table of the two in $out/NAME-ab.md, packed as
# $top/$tag-NAME-ab.tar.gz. AB_TIMES=1: the table in us per call (gemm_ab.py --times) rather than % of the vendor.
# A NAME starting with "opencl" runs through NVIDIA's OpenCL ICD (h100-gemm-e2e.sh).
ab() {
    local name=$1 limit=$2; shift 2
    step "$name-after" "$limit" "$@" --output "$out/$name-after/after.json"
    KS_JAR="$here/kernelscope-before.jar" step "$name-before" "$limit" "$@" --output "$out/$name-before/before.json"
    python3 "$here/../../tools/results/gemm_ab.py" ${AB_TIMES:+--times} "before=$out/$name-before/before.json.gz" \
        "after=$out/$name-after/after.json.gz" > "$out/$name-ab.md" 2>&1
    tail -n 30 "$out/$name-ab.md"
    tar -czf "$top/$tag-$name-ab.tar.gz" -C "$out" "$name-ab.md"
}
# `sass NAME FILE DEFINES...` (from session 45 on): the carry's kernels/FILE.cl compiled for sm_90 as the CUDA backend
# compiles it (NvrtcCubin from tools-sass.jar) and disassembled by cuobjdump into $out/sass/NAME.sass, beside NVRTC's
# NAME.log (options), with each function's registers and spills (cuobjdump -res-usage) in NAME.res; errors in
# $out/sass/errors.txt. FILE may name a folder beside kernels/ (../kernels-s45/10_tuned): NVRTC is given the file's
# own name, as the product gives it. Needs the runtime h200-stencil-lib.sh unpacks.
sass() {
    local name=$1 file=$2; shift 2
    mkdir -p "$out/sass"
    timeout 60 /tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED \
        -cp "$here/kernelscope.jar:$here/lib/*:$here/tools-sass.jar" NvrtcCubin "$out/sass/$name.cubin" \
        "$here/kernels/$file.cl" sm_90 "$@" > /dev/null 2>> "$out/sass/errors.txt" \
        && cuobjdump -sass "$out/sass/$name.cubin" > "$out/sass/$name.sass" 2>&1 \
        && cuobjdump -res-usage "$out/sass/$name.cubin" > "$out/sass/$name.res" 2>&1
    rm -f "$out/sass/$name.cubin"
}
# `sass_report` (from session 49 on): after `sass` steps, tools/sass/ldg_positions.py over every listing in
# $out/sass into ldg-positions.txt, printed without the LDG address lists, each listing's GEMM functions' registers
# (its NAME.res), and $out/sass packed as $top/$tag-sass.tar.gz.
sass_report() {
    python3 "$here/ldg_positions.py" "$out"/sass/*.sass > "$out/sass/ldg-positions.txt" 2>&1
    sed -E 's/; [0-9]+ LDG at [^;]*;/;/' "$out/sass/ldg-positions.txt"
    for f in "$out"/sass/*.res; do
        echo "$(basename "$f" .res): $(grep -A1 "sgemm_tuned\b\|sgemm_tuned_split" "$f" | grep -o "REG:[0-9]*" | paste -sd' ')"
    done
    tar -czf "$top/$tag-sass.tar.gz" -C "$out" sass
}
# `conformance NAME LIMIT GEMM-ARGS...` (from session 46 on): `kernelscope gemm GEMM-ARGS --check --rungs 10` through
# the carry's jar into $out/check/NAME.txt under LIMIT s (run, h200-stencil-lib.sh, caps it to the call's time left and
# packs $tag-check as it ends), then its last line and its first failures.
conformance() {
    local name=$1 limit=$2; shift 2
    r="$out/check"; PACK=$tag-check; mkdir -p "$r"
    run "$name" "$limit" "$here/kernelscope.jar" gemm "$@" --check --rungs 10
    echo "$name: $(tail -n 1 "$r/$name.txt")"; grep FAIL "$r/$name.txt" | head -3
}
# `candidates NAME LIMIT GEMM-ARGS...` (from session 47 on): step NAME with GEMM-ARGS (no --output; their --variant
# configurations run beside the tuned rung in one process) into $out/NAME/NAME.json, then gemm-e2e-tables.py's
# --candidates table of it in $out/NAME/candidates.md and on the console, rows cut to 130 characters.
candidates() {
    local name=$1 limit=$2; shift 2
    step "$name" "$limit" "$@" --output "$out/$name/$name.json"
    python3 "$here/gemm-e2e-tables.py" --candidates "$out/$name/"*.json.gz | cut -c1-130 | tee "$out/$name/candidates.md"
}
