#!/usr/bin/env bash
# session 19's last call: main after the merges (worker environment, reduce lanes, bench ab in a worker) on the H200
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${OUT:-$PWD/out}/final"; mkdir -p "$out"
[[ -x /tmp/ks-runtime/bin/java ]] || { mkdir -p /tmp/ks-runtime && tar -xJf "$here/runtime.tar.xz" -C /tmp/ks-runtime --strip-components=1; }
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$LD_LIBRARY_PATH PATH=/usr/local/cuda/bin:$PATH
printf '#!/usr/bin/env bash\nexec /tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED -Xmx48g -cp "%s/kernelscope.jar:%s/lib/*" dev.kernelscope.cli.KernelScope "$@"\n' "$here" "$here" > /tmp/ks; chmod +x /tmp/ks
t0=$(date +%s); step() { local name=$1 limit=$2; shift 2; echo "\$ kernelscope $*" > $out/$name.txt; timeout $limit /tmp/ks "$@" >> $out/$name.txt 2>&1; echo "$name: exit $? after $(( $(date +%s) - t0 )) s"; }
u=docs/results/h200/session19/user
A="--global 8192,516 --local 32,4 --arg buf:float:33558527:random --arg buf:float:33558527:zeros --arg int:8191 --arg int:4097"
step tune-space-opencl 40 tune --space $u/transpose-space.json --backend opencl --device NVIDIA --strategy brute-force --time-limit 25s --cache $out/transpose-cache-opencl.json
step analyze-opencl 25 analyze $u/transpose.cl -D TILE=32 -D ROWS=8 -D PAD=0 --backend opencl --device NVIDIA --run $A
step bench-ab-opencl 40 bench ab $u/transpose.cl $u/transpose.cl -D TILE=32 -D ROWS=8 --define-a PAD=0 --define-b PAD=1 --backend opencl --device NVIDIA $A --output $out/bench-ab-opencl.json
step bench-ab-cuda 40 bench ab $u/transpose.cl $u/transpose.cl -D TILE=32 -D ROWS=8 --define-a PAD=0 --define-b PAD=1 --backend cuda $A --output $out/bench-ab-cuda.json
S=128x128x16384,64x64x8192,96x96x8192,100x100x12288,128x256x8192,200x160x4096,1024x1024x1024,64x8192x2048,48x1024x4096,256x256x16384
step gemm-split 70 gemm --backend cuda --rungs 10 --shapes $S --output $out/gemm-split.json
step gemm-check 70 gemm --check --backend cuda --rungs 10
for f in $out/*.json; do gzip -f $f; done
tar -czf ${OUT:-$PWD/out}/final.tar.gz -C ${OUT:-$PWD/out} final
grep -h "passed\|At 95%\|run on\|evaluations" $out/*.txt | cut -c1-160
