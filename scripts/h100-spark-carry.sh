#!/usr/bin/env bash
# Prepares the carry for scripts/h100-spark.sh in DEST (default /work/main/.device-carry/16b): a JDK-less bundle of the
# launcher, the core and kernelscope-spark with Spark's jars, and a jlink runtime with the JDK modules Spark uses
# (java.se, jdk.unsupported, jdk.management, jdk.incubator.vector, ...; packed with xz), as one tar split into chunks
# c1, c2, ... of at most CHUNK_MIB (default 40: the device tool carries 64 MiB per call, the tracked tree about 22 of
# them): each call copies one chunk to /tmp/16b of the warm machine, the last one also brings h100-spark.sh and
# h200x2-sweep.sh, which then run from /tmp/16b. Needs JDK 25 and xz.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dest="${1:-/work/main/.device-carry/16b}"
jdk="${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
(cd "$root" && JAVA_HOME="$jdk" ./mvnw -q -B -o -DskipTests -pl kernelscope-spark -am package)
b="$work/bundle"
mkdir -p "$b/kernelscope-core/target" "$b/kernelscope-spark/target" "$b/build"
cp "$root/kernelscope" "$b/"
cp -a "$root/kernelscope-core/target/kernelscope.jar" "$root/kernelscope-core/target/lib" "$b/kernelscope-core/target/"
cp -a "$root/kernelscope-spark/target/kernelscope-spark.jar" "$root/kernelscope-spark/target/lib" "$b/kernelscope-spark/target/"
# netty's TLS natives for other platforms are never loaded on the x86-64 Linux device (4.8 MB fewer to carry)
find "$b/kernelscope-spark/target/lib" -name 'netty-tcnative-boringssl-static-*' ! -name '*linux-x86_64*' -delete
cp "$root/kernelscope-spark/spark-java-options" "$b/kernelscope-spark/"
"$jdk/bin/jlink" --add-modules java.se,jdk.unsupported,jdk.management,jdk.incubator.vector,jdk.zipfs,jdk.naming.dns,jdk.security.auth,jdk.net \
    --output "$b/build/runtime" --strip-debug --no-header-files --no-man-pages --compress zip-9
rm -rf "$dest"
mkdir -p "$dest"
# Jars are compressed already (xz took minutes for 3%); only the runtime is packed with xz (66 -> ~25 MiB).
tar -C "$b/build" -cf - runtime | xz -T2 -1 > "$work/runtime.tar.xz"
rm -rf "$b/build/runtime"
tar -C "$work" -cf "$work/all.tar" bundle runtime.tar.xz
split -b "${CHUNK_MIB:-40}m" -d "$work/all.tar" "$work/part."
i=0
for part in "$work"/part.*; do
    i=$((i + 1))
    mkdir -p "$dest/c$i"
    mv "$part" "$dest/c$i/"
done
cp "$root/scripts/h100-spark.sh" "$root/scripts/h200x2-sweep.sh" "$dest/c$i/"
du -sh "$dest"/*
