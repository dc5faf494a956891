#!/usr/bin/env bash
# session 19: sgemm_tuned_reduce with lanes per float4 (kernelscope-new.jar) against the committed one (kernelscope.jar)
# on the split shapes, two processes each, interleaved (old, new, old, new); conformance through CUDA and NVIDIA OpenCL
# with the new jar; ncu on the deep-k pair; the OpenCL user-kernel steps again (worker environment fix)
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${OUT:-$PWD/out}/reduce"; mkdir -p "$out"
[[ -x /tmp/ks-runtime/bin/java ]] || { mkdir -p /tmp/ks-runtime && tar -xJf "$here/runtime.tar.xz" -C /tmp/ks-runtime --strip-components=1; }
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$LD_LIBRARY_PATH PATH=/usr/local/cuda/bin:$PATH
printf '#!/usr/bin/env bash\njar=$1; shift\nexec /tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED -Xmx48g -cp "%s/$jar:%s/lib/*" dev.kernelscope.cli.KernelScope "$@"\n' "$here" "$here" > /tmp/ks
chmod +x /tmp/ks
ks() { /tmp/ks "$@"; }
S=128x128x16384,64x64x8192,96x96x8192,128x256x8192,256x128x32768,100x100x12288,200x160x4096,40x40x4096
S=$S,256x256x16384,48x1024x4096,32x2000x6000:row:NT,32x2000x3000,2048x36x2048:row:TN,3000x32x4096,2560x40x4096
S=$S,1024x1024x1024,2000x1500x700:col:NN,4096x127x4096,127x4096x4096,64x8192x2048,512x512x512,1000x1000x200
S=$S,333x4444x555,8192x200x8192,4096x4096x4096,3000x60x2000,60x3000x2000,64x4096x4096
t0=$(date +%s)
for run in 1 2; do
  for v in old new; do
    jar=kernelscope.jar; [[ $v == new ]] && jar=kernelscope-new.jar
    timeout 120 /tmp/ks $jar gemm --backend cuda --rungs 10 --shapes $S --output $out/$v-$run.json > $out/$v-$run.txt 2> $out/$v-$run.progress
    echo "$v run $run: exit $? at $(( $(date +%s) - t0 )) s"
  done
done
timeout 90 /tmp/ks kernelscope-new.jar gemm --check --backend cuda --rungs 10 > $out/check-cuda.txt 2>&1; echo "check cuda: $? $(tail -1 $out/check-cuda.txt)"
timeout 90 /tmp/ks kernelscope-new.jar gemm --check --backend opencl --device NVIDIA --rungs 10 > $out/check-opencl.txt 2>&1; echo "check opencl: $? $(tail -1 $out/check-opencl.txt)"
user=docs/results/h200/session19/user
timeout 45 /tmp/ks kernelscope-new.jar tune --space $user/transpose-space.json --backend opencl --device NVIDIA --strategy brute-force --time-limit 30s --cache $out/transpose-cache-opencl.json --output $out/tune-space-opencl.json > $out/tune-space-opencl.txt 2>&1; echo "tune opencl: $?"
timeout 30 /tmp/ks kernelscope-new.jar analyze $user/transpose.cl -D TILE=32 -D ROWS=8 -D PAD=1 --backend opencl --device NVIDIA --run --global 8192,516 --local 32,4 --arg buf:float:33558527:random --arg buf:float:33558527:zeros --arg int:8191 --arg int:4097 > $out/analyze-opencl.txt 2>&1; echo "analyze opencl: $?"
sed 's#$carry/kernelscope.jar#$carry/kernelscope-new.jar#' "$here/h200-gemm-ncu.sh" > /tmp/ncu-new.sh
# GEMM_CARRY=$here OUT=$out timeout 100 bash /tmp/ncu-new.sh ncu-new 128x128x16384,64x64x8192 > $out/ncu-console.txt 2>&1; echo "ncu: $?"
for f in $out/*.json; do gzip -f $f; done
tar -czf ${OUT:-$PWD/out}/reduce.tar.gz -C ${OUT:-$PWD/out} reduce
echo "all $(( $(date +%s) - t0 )) s"
