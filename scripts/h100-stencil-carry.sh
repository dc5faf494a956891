#!/usr/bin/env bash
# Prepares what scripts/h100-stencil.sh needs on a GPU machine without a JDK: a jlink'd Java runtime (xz-packed),
# the kernelscope jar and its library jars, and the script, in DEST (default: .device-carry/stencil, gitignored).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dest="${1:-$root/.device-carry/stencil}"
jdk="${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}"
(cd "$root" && JAVA_HOME="$jdk" ./mvnw -B -q -o -DskipTests -pl kernelscope-core -am package)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$dest/lib"
if [[ ! -f "$dest/runtime.tar.xz" ]]; then
"$jdk/bin/jlink" --add-modules java.base,java.desktop,java.sql,java.logging,java.xml,jdk.unsupported,java.management,java.naming \
    --strip-java-debug-attributes --no-man-pages --no-header-files --compress=zip-9 --output "$work/runtime"
find "$work/runtime/lib" -name '*.so' -exec chmod u+w {} + -exec strip --strip-unneeded {} +
tar -cJf "$dest/runtime.tar.xz" -C "$work" runtime
fi
rm -f "$dest"/lib/*.jar
cp "$root/kernelscope-core/target/kernelscope.jar" "$dest/"
cp "$root"/kernelscope-core/target/lib/*.jar "$dest/lib/"
cp "$root/scripts/h100-stencil.sh" "$dest/"
du -sh "$dest"
