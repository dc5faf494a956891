#!/usr/bin/env bash
# Session 63's third H200 call: the SCALAR_LOADS=2 twin with its pick as 9 selects on the skew's two bits (call 2's
# chained tests became branches between the slice's barriers). Its SASS in the general and general-fine entries'
# tiles, then call 1's shapes in alternating processes: shifted, packs, shifted. (Call 2's memcheck of the same loads
# found no invalid access.)
# Ran the build of commit 4ff1748e (SCALAR_LOADS=2 and -Dkernelscope.gemm.shiftedLoads exist only there; see
# docs/results/h200/session63/README.md).
# Usage (carry: scripts/h200-carry.sh DEST, plus this script): OUT=/tmp/o DEST/h200-session63c.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" call3
shifted="-Dkernelscope.gemm.scalarLoads=always -Dkernelscope.gemm.shiftedLoads=on"
common="-DLANES_M=4 -DWAVE=32 -DPAD_A=4 -DGROUP_M=8 -DSTAGES=1 -DOVERLAP_BARRIER=1 -DASYNC_COPY=0 -DMIN_GROUPS=0
 -DMAX_REGISTERS=0 -DSPLIT_REDUCE=1 -DPART_SLICES=8 -DCLAMP_EDGES=1 -DK_TAIL=1"
general="-DBM=128 -DBN=256 -DBK=8 -DWM=64 -DWN=64 $common"
fine="-DBM=64 -DBN=128 -DBK=16 -DWM=32 -DWN=64 -DLOADS_BEFORE_MATH=1 $common"
sass general-shifted 10_tuned $general -DSCALAR_LOADS=2
sass fine-shifted 10_tuned $fine -DSCALAR_LOADS=2
sass_report
shapes=1111x1111x9999:col:NN,717x1542x10451:col:NN,3001x3001x3001,5000x5001x700,4097x4097x4097
shapes+=,1250x999x12001:col:NT,311x6055x6859:col:TT,2222x3333x4447,1999x1001x7777:row:NT,6000x2500x4001:col:NT
shapes+=,685x1175x21,1825x37x53,5222x164x786:col:NN,333x4444x555,1181x145x67:col:NN,4096x4096x4096
args=(gemm --backend cuda --rungs 10 --shapes "$shapes" --repetitions 20 --quiet)
KS_JAVA_OPTS="$shifted" step shifted 85 "${args[@]}" --output "$out/shifted/shifted.json"
step packs 85 "${args[@]}" --output "$out/packs/packs.json"
KS_JAVA_OPTS="$shifted" step shifted2 85 "${args[@]}" --output "$out/shifted2/shifted2.json"
cols=()
for s in packs shifted shifted2; do
    f=$(ls "$out/$s/$s.json.gz" "$out/$s/$s.json.partial.jsonl"* 2>/dev/null | head -1); [[ -n "$f" ]] && cols+=("$s=$f")
done
python3 "$here/../../tools/results/gemm_ab.py" "${cols[@]}" > "$top/ab.md" 2>&1
python3 "$here/../../tools/results/gemm_ab.py" --times "${cols[@]}" > "$top/ab-times.md" 2>&1
cat "$top/ab.md"
echo "call: $(( $(date +%s) - start )) s"
