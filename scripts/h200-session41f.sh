#!/usr/bin/env bash
# Session 41's sixth H200 call: call 5's six calls below 90% end to end, main with the session's changes
# (kernelscope.jar) against main at the session's start (kernelscope-before.jar), the next process.
# Usage (carry: as h200-session41d.sh): OUT=/tmp/o DEST/h200-session41f.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session41f
SHAPES=90x890x110,89x263x304:col:TT,60x1136x436:col:NT,157x4504x197:col:TN,259x567x1040:col:TN,87x111x176
step after 60 gemm --backend cuda --rungs 10 --shapes "$SHAPES" --output "$out/after/after.json"
KS_JAR="$here/kernelscope-before.jar" step before 60 gemm --backend cuda --rungs 10 --shapes "$SHAPES" \
    --output "$out/before/before.json"
echo "call: $(( $(date +%s) - start )) s"
