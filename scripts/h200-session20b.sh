#!/usr/bin/env bash
# Session 20's second H200 call, after the first (h200-session20.sh) moved deep-k and skinny-few to any K that is a
# multiple of 4 from 256 (the tail read in place): the twelfth sweep's 83 shapes plus session 20's 29 through CUDA with
# the conformance suite, and two 16-deep tiles (--variant) on the transposed-B calls of the skinny-m class.
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST plus this script): DEST/h200-session20b.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${OUT:-$PWD/out}/session20b"; mkdir -p "$out"
[[ -x /tmp/ks-runtime/bin/java ]] || { mkdir -p /tmp/ks-runtime && tar -xJf "$here/runtime.tar.xz" -C /tmp/ks-runtime --strip-components=1; }
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$LD_LIBRARY_PATH PATH=/usr/local/cuda/bin:$PATH
printf '#!/usr/bin/env bash\nexec /tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED -Xmx48g -cp "%s/kernelscope.jar:%s/lib/*" dev.kernelscope.cli.KernelScope "$@"\n' "$here" "$here" > /tmp/kernelscope; chmod +x /tmp/kernelscope
t0=$(date +%s)
step() { local name=$1 limit=$2; shift 2; echo "\$ kernelscope $*" > $out/$name.txt; timeout $limit /tmp/kernelscope "$@" >> $out/$name.txt 2> $out/$name.progress; echo "$name: exit $? after $(( $(date +%s) - t0 )) s"; }
{ date -u +"%Y-%m-%dT%H:%M:%SZ"; nvidia-smi --query-gpu=name,driver_version --format=csv; /tmp/kernelscope --version; } > $out/environment.txt 2>&1
source "$here/h200-gemm-sweep-shapes.sh"
step sweep 420 gemm --backend cuda --rungs 10 --shapes $V,$T,$B,$S,$N16,$X20 --output $out/sweep.json
step check-cuda 70 gemm --check --backend cuda --rungs 10
step nt 75 gemm --backend cuda --rungs 10 --variant 10:BM=128,BN=128,BK=16,WM=32,WN=64 \
    --variant 10:BM=128,BN=64,BK=16,WM=32,WN=32 \
    --shapes 100x5000x3000:row:NT,127x4096x4096:row:NT,128x8192x2048:row:NT,100x5000x3000 --output $out/nt.json
for f in $out/*.json; do gzip -f $f; done
tar -czf ${OUT:-$PWD/out}/session20b.tar.gz -C ${OUT:-$PWD/out} session20b
grep -h "passed" $out/check-*.txt
python3 "$here/gemm-e2e-tables.py" $out/sweep.json.gz 2>&1 | grep -v "^| ---" | awk -F'|' 'NR<3 || $6+0 < 90 || /geometric|shapes/' | cut -c1-150
echo "== nt"; python3 "$here/gemm-e2e-tables.py" --candidates $out/nt.json.gz 2>&1 | cut -c1-150
