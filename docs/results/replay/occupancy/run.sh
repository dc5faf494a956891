#!/bin/bash
# The occupancy replay of docs/tuning.md: docs/results/replay/occupancy/run.sh THRESHOLD FOLDER (run from the
# repository root after ./mvnw package): nine caches, surrogate, 20 seeds x 200 evaluations.
T=$1; L=$2
J=/usr/lib/jvm/temurin-25-jdk-amd64/bin/java
C=/work/shared/data/kernel-tuner-caches
O=docs/results/replay/occupancy/$L; mkdir -p $O
ks() { $J --enable-native-access=ALL-UNNAMED -p kernelscope-core/target/kernelscope.jar:kernelscope-core/target/lib -m dev.kernelscope/dev.kernelscope.cli.KernelScope "$@"; }
common="--strategy surrogate --seeds 20 --max-evals 200 --format json --quiet --force"
if [ "$T" = "0" ]; then occ=""; else occ="--min-occupancy $T"; fi
for dev in RTX_2080_Ti:sm_75 RTX_Titan:sm_75 RTX_3060_laptop:sm_86; do
  d=${dev%%:*}; a=${dev##*:}
  A=""; [ -n "$occ" ] && A="$occ --arch $a"
  ks tune --replay $C/pnpoly_$d.json.gz $common $A --output $O/pnpoly_$d.json > /dev/null
  ks tune --replay $C/convolution_$d.json.gz $common $A ${occ:+--local-memory "4 * (block_size_y * tile_size_y + filter_height - 1) * (block_size_x * tile_size_x + filter_width - 1)"} --output $O/convolution_$d.json > /dev/null
  ks tune --replay $C/gemm_$d.json.gz $common $A ${occ:+--group-size "MDIMC * NDIMC" --local-memory "(PRECISION / 8) * (SA * KWG * MWG + SB * KWG * NWG)"} --output $O/gemm_$d.json > /dev/null
done
echo done > $O/DONE
