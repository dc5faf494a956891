#!/usr/bin/env bash
# Prepares the carry for bench/simulate/run-sass-h100.sh in DEST (default .device-carry/issue-15c, gitignored): the
# product's JDK-less bundle (scripts/runtime-image.sh --bundle) with its runtime packed by xz, and the run script.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
dest="${1:-$root/.device-carry/issue-15c}"
rm -rf "$dest"
mkdir -p "$dest"
"$root/scripts/runtime-image.sh" --bundle "$dest/bundle"
tar -cJf "$dest/runtime.tar.xz" -C "$dest/bundle/build" runtime
rm -rf "$dest/bundle/build/runtime"
cp "$root/bench/simulate/run-sass-h100.sh" "$dest/"
du -sh "$dest"
