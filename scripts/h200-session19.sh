#!/usr/bin/env bash
# Session 19's device calls on the H200, one backend per call: main as committed, measured whole after sessions 17-18
# (the gemm sweep of gemm-e2e-12 with its conformance suite, the stencil ladder's tuned filters with NPP and the
# stencil conformance suite), Nsight Compute on cuBLAS and the library for the shapes still furthest behind (cuda), and
# a user's kernel (docs/results/h200/session19/user) through tune --space (worker process), analyze --run, bench ab.
# Usage (repository root; carry: SLIM=1 CLBLAST_DEB=... scripts/h100-gemm-carry.sh DEST plus h200-stencil-*.sh):
#   CARRY=DEST DEST/h200-session19.sh cuda|opencl
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
backend="${1:?cuda or opencl}"
top="${OUT:-$PWD/session19}"
user=docs/results/h200/session19/user
t0=$(date +%s)
GEMM_CARRY="$here" OUT="$top/gemm" timeout -s KILL 330 bash "$here/h200-gemm-sweep12.sh" "$backend" \
    > "$top/gemm-console.txt" 2>&1
echo "gemm sweep $backend: exit $? after $(( $(date +%s) - t0 )) s"
if [[ "$backend" == cuda ]]; then
    GEMM_CARRY="$here" OUT="$top" timeout -s KILL 100 bash "$here/h200-gemm-ncu.sh" ncu19 \
        1x4096x4096,128x128x16384,64x64x8192 > "$top/ncu-console.txt" 2>&1
    echo "ncu: exit $? after $(( $(date +%s) - t0 )) s"
    device="--backend cuda"; npp=""
else
    device="--backend opencl --device NVIDIA"; npp="--no-npp"
fi
space="$user/transpose-space.json"
defines="-D TILE=32 -D ROWS=8"
arguments="--global 8192,516 --local 32,4 --arg buf:float:33558527:random --arg buf:float:33558527:zeros --arg int:8191 --arg int:4097"
CARRY="$here" OUT="$top" CAP=$(( 560 - ($(date +%s) - t0) )) bash "$here/h200-stencil-steps.sh" "steps-$backend" \
    "stencil|90|stencil $device --sizes 8192x8192,3840x2160 --warmups 3 --repetitions 30 --filter box3,box5,box7,gauss5,sobel,box3x4 --type f32,f16,u8 --variants tuned $npp --output @R@/stencil.json" \
    "stencil-check|45|stencil --check $device" \
    "tune-space|45|tune --space $space $device --strategy brute-force --time-limit 35s --cache @R@/transpose-cache.json --output @R@/tune-space.json" \
    "analyze-pad0|20|analyze $user/transpose.cl $defines -D PAD=0 $device --run $arguments" \
    "analyze-pad1|20|analyze $user/transpose.cl $defines -D PAD=1 $device --run $arguments" \
    "bench-ab|40|bench ab $user/transpose.cl $user/transpose.cl $defines --define-a PAD=0 --define-b PAD=1 $device $arguments --output @R@/bench-ab.json"
echo "all: $(( $(date +%s) - t0 )) s"
