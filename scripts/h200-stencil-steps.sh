#!/usr/bin/env bash
# Any list of kernelscope commands on the H200, one process each under a time limit, packed into ONE tar under $OUT
# (the device tool brings few files back). A step is 'NAME|SECONDS|kernelscope arguments' (split on spaces); the
# arguments may write @R@/NAME.json for an --output that travels in the tar (@R@ is the packed folder).
# Usage (carry: SLIM=1 scripts/h100-gemm-carry.sh DEST plus this script and h200-stencil-lib.sh):
#   CARRY=DEST [CAP=seconds] DEST/h200-stencil-steps.sh PACK 'cuda|150|stencil --backend cuda ...' ...
set -uo pipefail
carry="${CARRY:?CARRY=the carried folder}"
PACK="${1:?PACK: the name of the tar}"
shift
out="${OUT:-$PWD/stencil-results}"
r=/tmp/stencil-$PACK
CAP=${CAP:-560}
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$here/h200-stencil-lib.sh"
environment
for step in "$@"; do
    IFS='|' read -r name seconds arguments <<< "$step"
    arguments="${arguments//@R@/$r}"
    read -r -a words <<< "$arguments"
    # a step named before-*: the folder $carry/before-res (older kernel sources) ahead of the jar on the class path
    jar="$carry/kernelscope.jar"
    [[ "$name" == before-* ]] && jar="$carry/before-res:$jar"
    run "$name" "$seconds" "$jar" "${words[@]}"
done
echo "== summary"
for f in "$r"/*.txt; do
    case "$f" in */steps.txt|*/environment.txt) continue ;; esac
    echo "== $(basename "$f" .txt)"
    grep -E "passed|copy |^  [a-z]|^    (tuned|0[0-9]|1[0-9])|kern .* e2e" "$f" | cut -c1-150 | head -60
done
cat "$r/steps.txt"
pack
