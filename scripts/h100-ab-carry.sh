#!/usr/bin/env bash
# Prepares the carry for scripts/h100-ab.sh in DEST (default .device-carry/ab): a jlink Java runtime packed with xz,
# the application jars, docs/examples' variant pairs and the runner. The GPU machine has no JDK.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dest="${1:-$root/.device-carry/ab}"
jdk="${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}"
(cd "$root" && JAVA_HOME="$jdk" ./mvnw -B -q -o -DskipTests -pl kernelscope-core -am package)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$dest/lib" "$dest/examples"
if [[ ! -f "$dest/runtime.tar.xz" ]]; then   # the runtime changes only with the JDK
    "$jdk/bin/jlink" --add-modules java.base,java.desktop,java.logging,java.xml,jdk.unsupported,java.management,java.naming \
        --strip-java-debug-attributes --no-man-pages --no-header-files --compress=zip-0 --output "$work/runtime"
    find "$work/runtime/lib" -name '*.so' -exec chmod u+w {} + -exec strip --strip-unneeded {} +
    XZ_OPT=-9 tar -cJf "$dest/runtime.tar.xz" -C "$work" runtime
fi
rm -f "$dest"/lib/*.jar
cp "$root/kernelscope-core/target/kernelscope.jar" "$dest/"
cp "$root"/kernelscope-core/target/lib/*.jar "$dest/lib/"
cp "$root"/docs/examples/*.cl "$dest/examples/"
cp "$root/scripts/h100-ab.sh" "$dest/"
du -sh "$dest"
