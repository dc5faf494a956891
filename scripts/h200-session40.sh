#!/usr/bin/env bash
# Session 40's first H200 call (issue 13): stencil rung 10 (register-fused) with uchar passes summed and rounded in fp32
# (FMATH=1, new) against its int32 build, for iterated uchar boxes and a Gaussian at 8192^2 and 3840x2160, through
# CUDA and NVIDIA OpenCL, the tuned filter (one packed launch per pass) in the same process; first the rung's quick
# conformance (with the new FMATH=1 cases) through both.
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST plus this script, h200-call.sh, h200-stencil-lib.sh,
# h200-gemm-steps.sh, stencil-results-table.py): OUT=/tmp/o DEST/h200-session40.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session40
r="$out/fmath"; PACK=$tag-fmath; mkdir -p "$r"
E="GROUP_Y=1;AHEAD=4;ROWS=16;MIN_GROUPS=20;SHUFFLE=1"   # the f32 iterated box entry (sm_90)
V="tuned,register-fused:$E,register-fused:$E;FMATH=1"
V="$V,register-fused:GROUP_Y=1;AHEAD=4;ROWS=32;MIN_GROUPS=20;SHUFFLE=1;FMATH=1"
V="$V,register-fused:GROUP_Y=1;AHEAD=4;ROWS=16;MIN_GROUPS=16;SHUFFLE=1;FMATH=1"
V="$V,register-fused:GROUP_Y=1;AHEAD=4;ROWS=16;SHUFFLE=1;FMATH=1"
V="$V,register-fused:GROUP_Y=2;AHEAD=2;ROWS=16;MIN_GROUPS=10;SHUFFLE=1;FMATH=1"
V="$V,register-fused:GROUP_Y=1;AHEAD=2;ROWS=32;SHUFFLE=1;FMATH=1;COLS=8"
F=(--type u8 --warmups 3 --repetitions 30 --no-npp --variants "$V")
run check-cuda 60 "$here/kernelscope.jar" stencil --backend cuda --check --variants register-fused --quiet
run check-opencl 70 "$here/kernelscope.jar" stencil --backend opencl --check --variants register-fused --quiet
for b in cuda opencl; do echo "check $b: $(tail -n 1 "$r/check-$b.txt")"; grep FAIL "$r/check-$b.txt" | head -5; done
for b in cuda opencl; do
    run $b-8192 120 "$here/kernelscope.jar" stencil --backend $b "${F[@]}" --filter box3x4,box3x2,box3x3,box5x2,gauss5x2 \
        --sizes 8192x8192 --output "$r/$b-8192.json"
    run $b-3840 60 "$here/kernelscope.jar" stencil --backend $b "${F[@]}" --filter box3x4,box3x2,gauss5x2 \
        --sizes 3840x2160 --output "$r/$b-3840.json"
done
for f in cuda-8192 cuda-3840 opencl-8192 opencl-3840; do
    python3 "$here/stencil-results-table.py" "$r/$f.json" > "$r/$f.md" 2>&1; echo "== $f"; cat "$r/$f.md"
done
# the fused kernel's SASS, int32 and fp32 passes (nvcc 13 on the device; sass40/fused.cu is CudaDialect's translation
# of 10_register_fused.cl made on the build machine)
s="$out/sass"; mkdir -p "$s"
for fm in 0 1; do
    nvcc -cubin -arch=sm_90 -I "$here/sass40" -diag-suppress 177 -DTYPE=0 -DPASSES=4 -DRADIUS=1 -DSHUFFLE=1 -DGROUP_Y=1 \
        -DROWS=16 -DMIN_GROUPS=20 -DAHEAD=4 -DFMATH=$fm -o "$s/fmath$fm.cubin" "$here/sass40/fused.cu" \
        && cuobjdump -sass "$s/fmath$fm.cubin" > "$s/fmath$fm.sass"
    echo "FMATH=$fm: $(grep -cE '^\s+/\*[0-9a-f]{4}\*/' "$s/fmath$fm.sass") SASS instructions;" \
        "$(grep -oE '^\s+/\*[0-9a-f]{4}\*/\s+[@!A-Z0-9P]*\s*[A-Z0-9.]+' "$s/fmath$fm.sass" | awk '{print $NF}' | sort | uniq -c | sort -rn | head -12 | tr '\n' ' ')"
done | tee "$s/counts.txt"
tar -czf "$top/$tag-sass.tar.gz" -C "$out" sass
pack
echo "call: $(( $(date +%s) - start )) s"
