#!/usr/bin/env bash
# Prepares the carry for scripts/h200x2-sweep.sh in DEST (default .device-carry/16a, gitignored): the product's own
# JDK-less bundle (scripts/runtime-image.sh --bundle: launcher, jlink runtime packed with xz, jars) and the script.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dest="${1:-$root/.device-carry/16a}"
rm -rf "$dest"
mkdir -p "$dest"
KERNELSCOPE_JLINK_COMPRESS=zip-0 "$root/scripts/runtime-image.sh" --bundle "$dest/bundle"   # xz packs stored modules better
tar -cJf "$dest/runtime.tar.xz" -C "$dest/bundle/build" runtime
rm -rf "$dest/bundle/build/runtime"
cp "$root/scripts/h200x2-sweep.sh" "$dest/"
du -sh "$dest"
