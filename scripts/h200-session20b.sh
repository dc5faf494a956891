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
N=3000x32x4096,2000x28x4096,64x64x8192,48x1024x4096,128x128x16384,256x256x16384,32x2000x6000:row:NT
N=$N,2560x40x4096,1024x56x2048,48x768x1024,2048x36x2048:row:TN,32x2000x3000,4096x32x4096:row:TN,6000x28x3000
# session 20: K tails (K a multiple of 4, not of 16) and transposed B in one row of tiles
X=48x2000x3000,60x3000x2004,3000x48x3000,128x128x10004,64x64x8196,96x96x6004,1000x1000x1004,2048x2048x2052
X=$X,4096x32x4100:row:TN,30x1100x4096:row:NT,64x4096x4096:row:NT,100x5000x3000:row:NT,127x4096x4096:row:NT
X=$X,40x6000x3000:row:NT,48x8192x2048:row:NT,48x1024x4100,200x160x4004,80x300x4100:col:NN
step sweep 420 gemm --backend cuda --rungs 10 --shapes $V,$T,$B,$S,$N,$X --output $out/sweep.json
step check-cuda 70 gemm --check --backend cuda --rungs 10
step nt 75 gemm --backend cuda --rungs 10 --variant 10:BM=128,BN=128,BK=16,WM=32,WN=64 \
    --variant 10:BM=128,BN=64,BK=16,WM=32,WN=32 \
    --shapes 100x5000x3000:row:NT,127x4096x4096:row:NT,128x8192x2048:row:NT,100x5000x3000 --output $out/nt.json
for f in $out/*.json; do gzip -f $f; done
tar -czf ${OUT:-$PWD/out}/session20b.tar.gz -C ${OUT:-$PWD/out} session20b
grep -h "passed" $out/check-*.txt
python3 "$here/gemm-e2e-tables.py" $out/sweep.json.gz 2>&1 | grep -v "^| ---" | awk -F'|' 'NR<3 || $6+0 < 90 || /geometric|shapes/' | cut -c1-150
echo "== nt"; python3 "$here/gemm-e2e-tables.py" --candidates $out/nt.json.gz 2>&1 | cut -c1-150
