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
