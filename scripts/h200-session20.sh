#!/usr/bin/env bash
# Session 20's first H200 call: a transposed B read in place where C is one row of tiles, and a long K's tail read in
# place (K_TAIL for both operands, the entry's slice depth kept), measured against the build before them (kernelscope-
# old.jar, commit 53f5b4f) in the same call; the 16-deep 32x64 and 64x32 tiles (--variant) on shapes whose classes
# take only a K that is a multiple of 16; the conformance suite through CUDA and NVIDIA OpenCL.
# Usage (repository root; carry: SLIM=1 scripts/h100-gemm-carry.sh DEST plus the old jar): DEST/h200-session20.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${OUT:-$PWD/out}/session20"; mkdir -p "$out"
[[ -x /tmp/ks-runtime/bin/java ]] || { mkdir -p /tmp/ks-runtime && tar -xJf "$here/runtime.tar.xz" -C /tmp/ks-runtime --strip-components=1; }
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$LD_LIBRARY_PATH PATH=/usr/local/cuda/bin:$PATH
for jar in kernelscope kernelscope-old; do
    printf '#!/usr/bin/env bash\nexec /tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED -Xmx48g -cp "%s/%s.jar:%s/lib/*" dev.kernelscope.cli.KernelScope "$@"\n' "$here" "$jar" "$here" > /tmp/$jar; chmod +x /tmp/$jar
done
t0=$(date +%s)
step() { local name=$1 limit=$2 ks=$3; shift 3; echo "\$ kernelscope $*" > $out/$name.txt; timeout $limit /tmp/$ks "$@" >> $out/$name.txt 2> $out/$name.progress; echo "$name: exit $? after $(( $(date +%s) - t0 )) s"; }
{ date -u +"%Y-%m-%dT%H:%M:%SZ"; nvidia-smi --query-gpu=name,driver_version --format=csv; /tmp/kernelscope --version; } > $out/environment.txt 2>&1
TAIL=32x2000x3000,48x2000x3000,60x3000x2004,3000x48x3000,128x128x10004,64x64x8196,96x96x6004
TAIL=$TAIL,2000x1500x700:col:NN,2000x3000x500,1000x1000x1004,2048x2048x2052,4096x32x4100:row:TN
NT=32x2000x6000:row:NT,30x1100x4096:row:NT,64x4096x4096:row:NT,100x5000x3000:row:NT,127x4096x4096:row:NT
NT=$NT,40x6000x3000:row:NT,48x8192x2048:row:NT,64x4096x4096,1024x1024x1024
step new 150 kernelscope gemm --backend cuda --rungs 10 --shapes $TAIL,$NT --output $out/new.json
step old 150 kernelscope-old gemm --backend cuda --rungs 10 --shapes $TAIL,$NT --output $out/old.json
RELAX=48x2000x3000,60x3000x2004,3000x48x3000,128x128x10004,64x64x8196,96x96x6004,6000x28x3000,3000x24x2004
step tiles16 120 kernelscope gemm --backend cuda --rungs 10 --variant 10:BM=32,BN=64,BK=16,WM=32,WN=32 \
    --variant 10:BM=64,BN=32,BK=16,WM=32,WN=32 --shapes $RELAX --output $out/tiles16.json
step check-cuda 80 kernelscope gemm --check --backend cuda --rungs 10
(export OCL_ICD_FILENAMES=libnvidia-opencl.so.1; step check-opencl 80 kernelscope gemm --check --backend opencl --device NVIDIA --rungs 10)
for f in $out/*.json; do gzip -f $f; done
tar -czf ${OUT:-$PWD/out}/session20.tar.gz -C ${OUT:-$PWD/out} session20
grep -h "passed" $out/check-*.txt
for f in new old tiles16; do echo "== $f"; python3 "$here/gemm-e2e-tables.py" --candidates $out/$f.json.gz 2>&1 | cut -c1-150 | head -60; done
