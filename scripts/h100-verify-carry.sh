#!/usr/bin/env bash
# Prepares the carry for scripts/h100-verify.sh in DEST (default .device-carry/verify, gitignored): the product's own
# JDK-less bundle (scripts/runtime-image.sh --bundle: launcher, jlink runtime, jars), the test classes, and JUnit's
# console launcher with AssertJ, so the GPU-only tests run on a machine that has no JDK and no network.
# Needs xz (tar -J).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dest="${1:-$root/.device-carry/verify}"
m2="${M2_REPO:-$HOME/.m2/repository}"
rm -rf "$dest"
mkdir -p "$dest/test"
# The device tool carries at most 64 MiB with the working tree: ship the runtime packed with xz, its modules stored
# uncompressed (zip-0) because xz packs those far better (2026-11-24: 18.2 MB, against 29.6 MB from the product's
# zip-9 image, which took the carry over the limit); h100-verify.sh unpacks it in place.
# jdk.management: GemmPlanCacheTest counts the heap bytes a Gemm call allocates through its per-thread counter (the
# product's image leaves the module out; without it the test is skipped, session 23).
KERNELSCOPE_JLINK_EXTRA_MODULES=jdk.management KERNELSCOPE_JLINK_COMPRESS=zip-0 "$root/scripts/runtime-image.sh" --bundle "$dest/bundle"
tar -cJf "$dest/runtime.tar.xz" -C "$dest/bundle/build" runtime
rm -rf "$dest/bundle/build/runtime"
(cd "$root" && ./mvnw -B -q -pl kernelscope-core -am test-compile dependency:get -Dartifact=org.junit.platform:junit-platform-console-standalone:1.13.4)
# The test classes without the replay caches and ISA listings among their resources: no GPU test reads them, and
# their 2 MB took this carry and the tree past the device tool's 64 MiB (session 12); tune-replay gets its one cache
# below.
stage="$(mktemp -d)"
cp -r "$root/kernelscope-core/target/test-classes/." "$stage/"
rm -rf "$stage/dev/kernelscope/tune/caches" "$stage/dev/kernelscope/isa"
"${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}/bin/jar" cf "$dest/test/test-classes.jar" -C "$stage" .
rm -rf "$stage"
# The GPU-only test classes, listed here (the GPU machine has no unzip).
"${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}/bin/jar" tf "$dest/test/test-classes.jar" \
    | grep -E '(GpuTest|NvidiaOpenClTest|CudaCommandsTest|DemoCommandTest|GemmLadderTest|GemmVectorTest)\.class$' | sed 's/\.class$//; s#/#.#g' \
    > "$dest/test/gpu-test-classes.txt"
# JUnit's console launcher re-stored without compression and packed with xz (3.2 MB -> 1.3 MB; with the tree's
# growth the carry passed the device tool's 64 MiB again in session 14); h100-verify.sh unpacks it
unpacked="$(mktemp -d)"
(cd "$unpacked" && "${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}/bin/jar" xf \
    "$m2/org/junit/platform/junit-platform-console-standalone/1.13.4/junit-platform-console-standalone-1.13.4.jar")
"${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}/bin/jar" --create --no-compress --file "$dest/test/junit-console.jar" \
    -C "$unpacked" .
rm -rf "$unpacked"
xz -9 "$dest/test/junit-console.jar"
cp "$m2/org/assertj/assertj-core/3.27.6/assertj-core-3.27.6.jar" "$dest/test/assertj.jar"
mkdir -p "$dest/test/analyze"
cp "$root/kernelscope-core/src/test/resources/dev/kernelscope/advise/analyze/mem004_scalar_loads.cl" "$dest/test/analyze/"
cp "$root/scripts/h100-verify.sh" "$dest/"
du -sh "$dest"
