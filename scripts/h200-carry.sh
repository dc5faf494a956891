#!/usr/bin/env bash
# Assembles the carry of an H200 call script (h200-sessionNN*.sh) in DEST (e.g. .device-carry/s51, gitignored): the
# jlink runtime packed with xz, the jars, this tree's build as kernelscope.jar, optionally a build of BEFORE (a git
# revision, built in a temporary worktree) as kernelscope-before.jar, the kernel sources for `sass`, the SASS tools
# (tools-sass.jar: NvrtcCubin, StencilSource) and the scripts the call scripts source. Usage: DEST [BEFORE]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dest="${1:?usage: h200-carry.sh DEST [BEFORE-REVISION]}"
before="${2:-}"
export JAVA_HOME="${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}"
rm -rf "$dest"
mkdir -p "$dest/lib" "$dest/kernels"
# the runtime as h100-verify-carry.sh packs it (modules stored, then xz: the device tool carries 64 MiB at most)
KERNELSCOPE_JLINK_COMPRESS=zip-0 "$root/scripts/runtime-image.sh" --bundle "$dest/bundle" > /dev/null
tar -cJf "$dest/runtime.tar.xz" -C "$dest/bundle/build" runtime
rm -rf "$dest/bundle"
cp "$root/kernelscope-core/target/kernelscope.jar" "$dest/"
cp "$root/kernelscope-core/target/lib/"*.jar "$dest/lib/"
if [[ -n "$before" ]]; then
    tree="$(mktemp -d)/before"
    git -C "$root" worktree add -q --detach "$tree" "$before"
    (cd "$tree" && ./mvnw -B -q -o -pl kernelscope-core -am package -DskipTests > /dev/null)
    cp "$tree/kernelscope-core/target/kernelscope.jar" "$dest/kernelscope-before.jar"
    git -C "$root" worktree remove --force "$tree"
fi
cp "$root"/kernelscope-core/src/main/resources/dev/kernelscope/kernels/gemm/*.cl "$dest/kernels/"
mkdir -p "$dest/kernels/stencil"
cp "$root"/kernelscope-core/src/main/resources/dev/kernelscope/kernels/stencil/*.cl "$dest/kernels/stencil/"
classes="$(mktemp -d)"
"$JAVA_HOME/bin/javac" -d "$classes" -cp "$dest/kernelscope.jar:$dest/lib/*" \
    "$root/tools/sass/NvrtcCubin.java" "$root/tools/sass/StencilSource.java"
"$JAVA_HOME/bin/jar" cf "$dest/tools-sass.jar" -C "$classes" .
rm -rf "$classes"
cp "$root"/scripts/{h200-call.sh,h200-stencil-lib.sh,h200-gemm-steps.sh,h100-gemm-e2e.sh,gemm-e2e-tables.py} "$dest/"
cp "$root"/scripts/stencil-results-table.py "$root"/tools/results/stencil_variants_table.py "$dest/"
cp "$root"/tools/sass/{ldg_positions.py,loop_mix.py} "$dest/"
du -sh "$dest"
