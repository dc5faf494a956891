#!/usr/bin/env bash
# Session 63's first H200 call: the SCALAR_LOADS=2 twin (each float4 of an unaligned operand from the aligned 16-byte
# loads around it, shifted into place) against the packs and against SCALAR_LOADS=1 (4-byte loads). First its memory
# safety under compute-sanitizer's memcheck on short odd calls and the conformance suite through CUDA with it forced,
# then the general entry's three forms in SASS (registers, where the loads are issued), then session 62's call-2
# shapes plus short calls in alternating processes: packs, shifted, scalar, shifted, packs.
# Ran an earlier, uncommitted form of the SCALAR_LOADS=2 twin whose last form is commit 4ff1748e (SCALAR_LOADS=2 and
# -Dkernelscope.gemm.shiftedLoads exist only there; docs/results/h200/session63/README.md describes each form).
# Usage (carry: scripts/h200-carry.sh DEST, plus this script): OUT=/tmp/o DEST/h200-session63.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" call1
shifted="-Dkernelscope.gemm.scalarLoads=always -Dkernelscope.gemm.shiftedLoads=on"
small=37x199x1086:col:NT,301x203x97,146x557x152,163x256x87,138x256x136:row:TN,138x201x133:row:TT,1111x333x999:col:NN
r="$out/check"; PACK=$tag-check; mkdir -p "$r"
t1=$(date +%s)
timeout -k 5 "$(limit_for 100)" compute-sanitizer --tool memcheck --print-limit 20 \
    /tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED -Xmx8g $shifted -cp "$here/kernelscope.jar:$here/lib/*" \
    dev.kernelscope.cli.KernelScope gemm --backend cuda --rungs 10 --shapes "$small" --repetitions 2 --warmups 1 \
    --quiet > "$r/memcheck.txt" 2>&1
echo "memcheck: exit $? after $(( $(date +%s) - t1 )) s"; grep -E "ERROR SUMMARY|Invalid" "$r/memcheck.txt" | head -4
pack
KS_JAVA_OPTS="$shifted" conformance shifted-cuda 110 --backend cuda
general="-DBM=128 -DBN=256 -DBK=8 -DWM=64 -DWN=64 -DLANES_M=4 -DWAVE=32 -DPAD_A=4 -DGROUP_M=8 -DSTAGES=1
 -DOVERLAP_BARRIER=1 -DASYNC_COPY=0 -DMIN_GROUPS=0 -DMAX_REGISTERS=0 -DSPLIT_REDUCE=1 -DPART_SLICES=8 -DCLAMP_EDGES=1
 -DK_TAIL=1"
sass packed 10_tuned $general -DA_PACKED=1 -DB_PACKED=1
sass scalar 10_tuned $general -DSCALAR_LOADS=1
sass shifted 10_tuned $general -DSCALAR_LOADS=2
sass_report
shapes=1111x1111x9999:col:NN,717x1542x10451:col:NN,3001x3001x3001,5000x5001x700,4097x4097x4097
shapes+=,1250x999x12001:col:NT,311x6055x6859:col:TT,2222x3333x4447,1999x1001x7777:row:NT,6000x2500x4001:col:NT
shapes+=,685x1175x21,1825x37x53,5222x164x786:col:NN,333x4444x555,1181x145x67:col:NN,4096x4096x4096
args=(gemm --backend cuda --rungs 10 --shapes "$shapes" --repetitions 20 --quiet)
step packs 75 "${args[@]}" --output "$out/packs/packs.json"
KS_JAVA_OPTS="$shifted" step shifted 75 "${args[@]}" --output "$out/shifted/shifted.json"
KS_JAVA_OPTS=-Dkernelscope.gemm.scalarLoads=always step scalar 75 "${args[@]}" --output "$out/scalar/scalar.json"
KS_JAVA_OPTS="$shifted" step shifted2 75 "${args[@]}" --output "$out/shifted2/shifted2.json"
step packs2 75 "${args[@]}" --output "$out/packs2/packs2.json"
cols=(); for s in packs shifted scalar shifted2 packs2; do cols+=("$s=$out/$s/$s.json.gz"); done
python3 "$here/../../tools/results/gemm_ab.py" "${cols[@]}" > "$out/ab.md" 2>&1
python3 "$here/../../tools/results/gemm_ab.py" --times "${cols[@]}" > "$out/ab-times.md" 2>&1
tar -czf "$top/$tag-ab.tar.gz" -C "$out" ab.md ab-times.md
cat "$out/ab.md"
echo "call: $(( $(date +%s) - start )) s"
