#!/usr/bin/env bash
# Session 41's seventh H200 call: skinny-n-small's new 128x128x16 tiles on the class's small calls (below 0.3 GFLOP,
# drawn with seeds 20261500-20261502), where call 6 saw 89x263x304 column-major TT slower: this build against main at
# the session's start, the next process.
# Usage (carry: as h200-session41d.sh): OUT=/tmp/o DEST/h200-session41g.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session41g
SHAPES=371x85x4725:row:TN,3645x69x469:row:NN,82x194x6261:col:NN,135x119x4758:row:NN,85x112x6685:col:NN
SHAPES=$SHAPES,1854x81x352:row:TT,708x99x573:row:NN,119x368x854:col:NN,120x597x343:col:NT,77x130x2103:col:NN
SHAPES=$SHAPES,72x566x400:col:NN,85x456x287:col:NN,89x263x304:col:TT
step after 90 gemm --backend cuda --rungs 10 --shapes "$SHAPES" --output "$out/after/after.json"
KS_JAR="$here/kernelscope-before.jar" step before 90 gemm --backend cuda --rungs 10 --shapes "$SHAPES" \
    --output "$out/before/before.json"
echo "call: $(( $(date +%s) - start )) s"
