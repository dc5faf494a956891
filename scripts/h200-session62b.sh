#!/usr/bin/env bash
# Session 62's second H200 call: calls that pack an operand only for its alignment (K or a leading dimension no
# multiple of 4 floats), large enough that the packs cost 5-10% of the call. Session 27 priced the SCALAR_LOADS twin
# (4-byte loads in place) at 10-13% of the kernel there, before LOADS_BEFORE_MATH existed (session 48): does the
# barrier take that price down? The same shapes, one process each: main as it is (packs), the twin wherever an operand
# can be read in place, the twin with the barrier, and the barrier alone.
# Usage (carry: scripts/h200-carry.sh DEST, plus this script): OUT=/tmp/o DEST/h200-session62b.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" call2
shapes=1111x1111x9999:col:NN,717x1542x10451:col:NN,3001x3001x3001,5000x5001x700,4097x4097x4097
shapes+=,1250x999x12001:col:NT,311x6055x6859:col:TT,2222x3333x4447,1999x1001x7777:row:NT,6000x2500x4001:col:NT
shapes+=,4096x4096x4096
args=(gemm --backend cuda --rungs 10 --shapes "$shapes" --repetitions 20 --quiet)
step packs 130 "${args[@]}" --output "$out/packs/packs.json"
KS_JAVA_OPTS=-Dkernelscope.gemm.scalarLoads=always step scalar 130 "${args[@]}" --output "$out/scalar/scalar.json"
KS_JAVA_OPTS=-Dkernelscope.gemm.scalarLoads=always step scalar-lbm 130 "${args[@]}" -D LOADS_BEFORE_MATH=1 \
    --output "$out/scalar-lbm/scalar-lbm.json"
step lbm 130 "${args[@]}" -D LOADS_BEFORE_MATH=1 --output "$out/lbm/lbm.json"
for s in packs scalar scalar-lbm lbm; do echo "== $s"; grep -E '^\| [0-9]' "$out/$s/tables.md" | cut -d'|' -f2-7; done
