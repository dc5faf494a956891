#!/usr/bin/env bash
# Prepares the carry for scripts/h100-crash.sh (the SIGSEGV diagnosis of docs/results/h100/cuda-crash.md) in DEST
# (default .device-carry/crash): the jlink runtime of h100-gemm-carry.sh, the jar before the fix (old, commit 759dbb0)
# and of this checkout (new, with its test classes), the probe of scripts/crash-probe, JUnit's console and AssertJ.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dest="${1:-$root/.device-carry/crash}"
jdk="${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}"
before_fix="${BEFORE_FIX:-759dbb0}"
m2="${M2_REPO:-$HOME/.m2/repository}"
mkdir -p "$dest/old" "$dest/new" "$dest/lib"
"$root/scripts/h100-gemm-carry.sh" "$dest" >/dev/null            # runtime.tar.xz, kernelscope.jar, lib/
mv "$dest/kernelscope.jar" "$dest/new/kernelscope.jar"
(cd "$root" && JAVA_HOME="$jdk" ./mvnw -B -q -pl kernelscope-core -am test-compile)
(cd "$root/kernelscope-core/target" && "$jdk/bin/jar" cf "$dest/new/test-classes.jar" -C test-classes .)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
git -C "$root" archive "$before_fix" | tar -x -C "$work"
(cd "$work" && JAVA_HOME="$jdk" ./mvnw -B -q -DskipTests package)
# the commit before the fix predates the multi-module layout: its jar is in target/
cp "$work/target/kernelscope.jar" "$dest/old/kernelscope.jar"
mkdir -p "$work/probe"
"$jdk/bin/javac" -cp "$dest/old/kernelscope.jar:$dest/lib/*" -d "$work/probe" "$root/scripts/crash-probe/CrashProbe.java"
"$jdk/bin/jar" cf "$dest/probe.jar" -C "$work/probe" .
cp "$m2/org/junit/platform/junit-platform-console-standalone/1.13.4/junit-platform-console-standalone-1.13.4.jar" \
    "$dest/junit-console.jar"
cp "$m2/org/assertj/assertj-core/3.27.6/assertj-core-3.27.6.jar" "$dest/assertj.jar"
cp "$root/scripts/h100-crash.sh" "$dest/run.sh"
du -sh "$dest"
