#!/usr/bin/env bash
# session 19 probe: compute mode, OpenCL device visibility in a second process while one holds an NVIDIA OpenCL
# context, and Gemm.sgemm's host time by phase (tools/hostcost/GemmHostPhases)
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
[[ -x /tmp/ks-runtime/bin/java ]] || { mkdir -p /tmp/ks-runtime && tar -xJf "$here/runtime.tar.xz" -C /tmp/ks-runtime --strip-components=1; }
for dir in /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib; do
    [[ -d "$dir" ]] && export LD_LIBRARY_PATH="$dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
done
J=(/tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED -cp "$here/kernelscope.jar:$here/lib/*")
nvidia-smi --query-gpu=name,compute_mode,driver_version --format=csv
echo "== devices alone"; "${J[@]}" dev.kernelscope.cli.KernelScope devices 2>&1 | grep -E "opencl:|cuda:" | cut -c1-100
echo "== devices while another process holds an NVIDIA OpenCL context"
user=docs/results/h200/session19/user
"${J[@]}" dev.kernelscope.cli.KernelScope bench ab $user/transpose.cl $user/transpose.cl -D TILE=32 -D ROWS=8 --define-a PAD=0 --define-b PAD=1 --backend opencl --device NVIDIA --global 8192,516 --local 32,4 --arg buf:float:33558527:random --arg buf:float:33558527:zeros --arg int:8191 --arg int:4097 --rounds 200 > /tmp/ab.txt 2>&1 &
sleep 4; "${J[@]}" dev.kernelscope.cli.KernelScope devices 2>&1 | grep -E "opencl:|cuda:|ould not" | cut -c1-160
wait; tail -2 /tmp/ab.txt | cut -c1-200
echo "== host phases"
timeout 120 "${J[@]}":"$here/tools-hostcost.jar" GemmHostPhases cuda 256x256x256 1024x1024x1024 4096x1x4096 2048x1x2048:col:NN 8192x1024x4096 4096x4096x4096 2>&1 | tail -40
