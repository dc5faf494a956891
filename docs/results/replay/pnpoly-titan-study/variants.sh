#!/bin/bash
# Replays each variant of variants.list (name|system properties of the experiment build, experiment.patch) on
# pnpoly_RTX_Titan, seeds 1-40 and 41-80, two replays at once; run from a folder holding Harness.java
# (../session16/, with the pool shut down in a finally) compiled over the patched classes (run.sh: java -cp ...).
while IFS='|' read -r name opts; do
  [[ -z "$name" || "$name" == \#* ]] && continue
  JOPTS="-Dseeds=40 -Dfirst=1 $opts" ./run.sh pnpoly_RTX_Titan > va.txt &
  b=$(JOPTS="-Dseeds=40 -Dfirst=41 $opts" ./run.sh pnpoly_RTX_Titan)
  wait
  echo "== $name ($opts)"; echo "seeds 1-40:  $(cat va.txt)"; echo "seeds 41-80: $b"
done
