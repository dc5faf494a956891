# Sourced by an H200 call script with its tag (from session 36 on): `source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh"
# TAG`. Sets what the call scripts before it set by hand: here and carry (the carried folder this file is in), top ($OUT
# or ./out), tag, out ($top/$tag), r and PACK (the environment step), CAP (570 s unless given); sources
# h200-stencil-lib.sh (the runtime, run, environment) and h200-gemm-steps.sh (step), and records the environment.
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="${OUT:-$PWD/out}"; tag=$1; out="$top/$tag"; mkdir -p "$out"
carry="$here"; r="$out/env"; PACK=$tag-env; CAP=${CAP:-570}
source "$here/h200-stencil-lib.sh"
source "$here/h200-gemm-steps.sh"
t0=$start
environment
