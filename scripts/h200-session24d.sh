#!/usr/bin/env bash
# Session 24's fourth H200 call: Nsight Compute (scripts/h200-gemm-ncu.sh) on skinny-bt B-transposed shapes, A in place
# (kernelscope-base.jar, both operands loading along K) against A packed transposed also where K has a tail
# (kernelscope-packall.jar, the rule without main's K-tail exception): 56x3000x3000 and 36x8000x1000 NT (K tails,
# where the packed TT twin ran no faster) beside 48x8192x2048 NT (no tail, 15% faster packed).
# Usage (repository root; carry: the two jars, lib/, runtime.tar.xz, tools-ncu.jar, h200-gemm-ncu.sh and this
# script): DEST/h200-session24d.sh
C="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; mkdir -p "$top"
for build in base packall; do
    g=/tmp/ks-ncu-$build; mkdir -p "$g"       # the layout h200-gemm-ncu.sh reads
    ln -sf "$C/kernelscope-$build.jar" "$g/kernelscope.jar"
    ln -sfn "$C/lib" "$g/lib"
    ln -sf "$C/tools-ncu.jar" "$g/tools-ncu.jar"
    ln -sf "$C/runtime.tar.xz" "$g/runtime.tar.xz"
    GEMM_CARRY="$g" OUT="$top" timeout -s KILL 85 bash "$C/h200-gemm-ncu.sh" "session24d-$build" \
        56x3000x3000:row:NT,36x8000x1000:row:NT,48x8192x2048:row:NT > "$top/session24d-$build.console" 2>&1
    echo "$build: exit $?"
done
grep -h "sgemm\|==" "$top"/session24d-*/table.txt | cut -c1-220
