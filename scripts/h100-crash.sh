#!/usr/bin/env bash
# The SIGSEGV diagnosis and its confirmation on a GPU machine (docs/results/h100/cuda-crash.md), from the carry made by
# scripts/h100-crash-carry.sh (run it there as .device-carry/crash/run.sh): signal handlers by phase and the safepoint
# race, before (old) and after (new) the fix; then, fixed: gemm --check over all rungs, the tuned-rung sweep at 4096 and
# 8192, the whole ladder 1024..8192 (each one process), the GPU tests, compute-sanitizer. Output: $OUT/console.txt, logs.tar.gz.
set -uo pipefail
C="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
OUT="${OUT:-/tmp/out}"; mkdir -p "$OUT"
L=/tmp/crash-logs; mkdir -p "$L"
ulimit -c 0
mkdir -p /tmp/rt && tar -xJf "$C/runtime.tar.xz" -C /tmp/rt --strip-components=1
J=/tmp/rt/bin/java
for dir in /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib; do
    [[ -d "$dir" ]] && export LD_LIBRARY_PATH="$dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
done
export PATH="/usr/local/cuda/bin:$PATH"
cd "$L"   # a JVM that writes hs_err without -XX:ErrorFile writes it here
EF="-XX:ErrorFile=$L/hs_err_%p.log"
MOD_NEW=(-p "$C/new/kernelscope.jar:$C/lib" -m dev.kernelscope/dev.kernelscope.cli.KernelScope)
t0=$SECONDS
stamp() { echo "== [$((SECONDS - t0)) s] $*"; }
{
stamp environment
date -u; nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; nproc
"$J" -version 2>&1 | head -2

for v in old new; do
  stamp "signal handlers by phase ($v): signal=library holding its handler (DFL omitted)"
  timeout 90 "$J" --enable-native-access=ALL-UNNAMED -Xmx8g $EF -cp "$C/$v/kernelscope.jar:$C/lib/*:$C/probe.jar" probe.CrashProbe signals 2>&1; echo "exit $?"
done
for v in old new; do
  stamp "race ($v): 16 threads in compiled loops + 200 System.gc() after discovery; 4 processes, then 2 after a CUDA compile"
  for i in 1 2 3 4; do
    timeout 60 "$J" --enable-native-access=ALL-UNNAMED -Xmx8g $EF -cp "$C/$v/kernelscope.jar:$C/lib/*:$C/probe.jar" probe.CrashProbe race 16 > "$L/race-$v-$i.txt" 2>&1
    echo "race $v $i: exit $? $(tail -c 60 "$L/race-$v-$i.txt" | tr '\n' ' ')"
  done
  for i in 1 2; do
    timeout 60 "$J" --enable-native-access=ALL-UNNAMED -Xmx8g $EF -cp "$C/$v/kernelscope.jar:$C/lib/*:$C/probe.jar" probe.CrashProbe race 16 cuda > "$L/racecuda-$v-$i.txt" 2>&1
    echo "race+cuda $v $i: exit $? $(tail -c 60 "$L/racecuda-$v-$i.txt" | tr '\n' ' ')"
  done
done
ls "$L"/hs_err* 2>/dev/null && echo "(hs_err files above)" || echo "no hs_err file written by any race process"

stamp "new: kernelscope gemm --check --backend cuda (all rungs, one process)"
timeout 150 "$J" --enable-native-access=dev.kernelscope -Xmx48g $EF "${MOD_NEW[@]}" gemm --check --backend cuda > "$L/check-new.txt" 2>&1
echo "exit $?"; tail -n 3 "$L/check-new.txt"

stamp "new: the sweep that crashed in H100 run 2 (rung 10 + 17 variants, 4096 and 8192, verified, one process)"
timeout 200 "$J" --enable-native-access=dev.kernelscope -Xmx48g $EF "${MOD_NEW[@]}" gemm --backend cuda --sizes 4096,8192 --rungs 10 --repetitions 20 \
        --variant 10:STAGES=1,MAX_REGISTERS=0,GROUP_M=1 --variant 10:STAGES=1,MAX_REGISTERS=0 \
        --variant 10:STAGES=1,MAX_REGISTERS=0,GROUP_M=16 --variant 10:GROUP_M=1 --variant 10:GROUP_M=16 \
        --variant 10:MAX_REGISTERS=0 --variant 10:PAD_A=0 --variant 10:PAD_A=0,MAX_REGISTERS=0 \
        --variant 10:STAGES=1,MAX_REGISTERS=0,PAD_A=0 --variant 10:BK=16 --variant 10:STAGES=1,MAX_REGISTERS=0,BK=16 \
        --variant 10:BN=256,WM=64,WN=64,MAX_REGISTERS=0 --variant 10:BN=256,WM=64,WN=64,STAGES=1,MAX_REGISTERS=0 \
        --variant 10:BN=256,WM=64,WN=32,BK=16,STAGES=1 --variant 10:BM=256,WM=32,WN=64,BK=16,STAGES=1 \
        --variant 10:LANES_M=8,WM=64,WN=32 --variant 10:LANES_M=2 \
        --output "$L/sweep-new.json" --force > "$L/sweep-new.txt" 2> "$L/sweep-new.progress"
echo "exit $?"; grep -c verified "$L/sweep-new.progress"; grep -E "^size|cuBLAS:|failed|WRONG" "$L/sweep-new.progress"

stamp "new: the whole ladder, all rungs, 1024..8192, one process"
timeout 200 "$J" --enable-native-access=dev.kernelscope -Xmx48g $EF "${MOD_NEW[@]}" gemm --backend cuda --sizes 1024,2048,4096,8192 \
        --output "$L/ladder-new.json" --force > "$L/ladder-new.txt" 2> "$L/ladder-new.progress"
echo "exit $?"; grep -c verified "$L/ladder-new.progress"; grep -E "^size|cuBLAS:|failed|WRONG" "$L/ladder-new.progress"; tail -n 14 "$L/ladder-new.txt"

stamp "new: GPU tests (JUnit console on the class path)"
timeout 180 "$J" --enable-native-access=ALL-UNNAMED $EF -cp "$C/junit-console.jar:$C/new/test-classes.jar:$C/new/kernelscope.jar:$C/lib/*:$C/assertj.jar" \
    org.junit.platform.console.ConsoleLauncher execute --disable-banner --disable-ansi-colors --details=tree \
    --select-class dev.kernelscope.kernels.gemm.ManyProgramsOneSessionGpuTest \
    --select-class dev.kernelscope.device.JvmHandlersAfterDiscoveryTest \
    --select-class dev.kernelscope.device.internal.JvmSignalHandlersTest > "$L/junit.txt" 2>&1
echo "exit $?"; grep -E "✔|✘|↷|tests (successful|failed|skipped)" "$L/junit.txt" | head -20

stamp "new: compute-sanitizer memcheck, gemm --check rungs 1,3,8,10"
if command -v compute-sanitizer >/dev/null; then
  timeout 150 compute-sanitizer --tool memcheck --print-limit 20 "$J" --enable-native-access=dev.kernelscope $EF "${MOD_NEW[@]}" gemm --check --backend cuda --rungs 1,3,8,10 --quiet > "$L/memcheck.txt" 2>&1
  echo "exit $?"; tail -n 6 "$L/memcheck.txt"
else echo "compute-sanitizer not found"; fi
stamp done
ls -la "$L"
} 2>&1 | tee "$OUT/console.txt"
tar -czf "$OUT/logs.tar.gz" -C /tmp crash-logs
