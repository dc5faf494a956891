# Sourced by session 34's H200 scripts (after h200-stencil-lib.sh): register_fused_ab CHECK_LIMIT LIMIT VARIANT...
# runs stencil rung 10's quick conformance through CUDA and NVIDIA OpenCL, then box3 x2 and x4 in u8 and f32 at 8192^2
# and 3840x2160 through both, the tuned filter and each given variant of the rung (its parameters ';'-separated) in
# one process per backend. ENTRY is the database's f32 iterated-box entry before session 34, for the variants to name.
ENTRY="GROUP_Y=1;AHEAD=4;ROWS=16;MIN_GROUPS=20"

register_fused_ab() {
    local check_limit=$1 limit=$2; shift 2
    local variants="tuned" v
    for v in "$@"; do variants="$variants,register-fused:$v"; done
    local filters=(--filter box3x4,box3x2 --type u8,f32 --sizes 8192x8192,3840x2160 --warmups 3 --repetitions 30 --no-npp)
    run check-cuda "$check_limit" "$here/kernelscope.jar" stencil --backend cuda --check --variants register-fused
    run check-opencl "$check_limit" "$here/kernelscope.jar" stencil --backend opencl --check --variants register-fused
    run cuda "$limit" "$here/kernelscope.jar" stencil --backend cuda "${filters[@]}" --variants "$variants" \
        --output "$r/cuda.json"
    run opencl "$limit" "$here/kernelscope.jar" stencil --backend opencl "${filters[@]}" --variants "$variants" \
        --output "$r/opencl.json"
    for v in check-cuda check-opencl; do echo "== $v"; tail -n 3 "$r/$v.txt" | cut -c1-200; done
}
