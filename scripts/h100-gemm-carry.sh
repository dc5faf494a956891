#!/usr/bin/env bash
# Prepares what scripts/h100-gemm.sh needs on a GPU machine that has no JDK: a jlink'd Java runtime (packed with xz,
# native libraries stripped, to fit the device tool's 64 MiB carry limit), the kernelscope jar and its library jars,
# in DEST (default: .device-carry/gemm of the repository, which .gitignore keeps out of git), plus what
# scripts/h100-gemm-perf.sh needs (tools-sass.jar, the GEMM kernel sources, the script itself).
# SLIM=1: a runtime of java.base, java.logging and jdk.unsupported only (12 MB packed against 20: the repository passed
# 40 MB in session 15, and with the full carry the two passed the 64 MiB), which runs the CLI on the class path
# (h100-gemm-e2e.sh chooses) and PanelSweep, but not --chart or the SASS tools' module-path runs.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dest="${1:-$root/.device-carry/gemm}"
jdk="${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}"
(cd "$root" && JAVA_HOME="$jdk" ./mvnw -B -q -DskipTests -pl kernelscope-core -am package)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$dest/lib"
modules=java.base,java.desktop,java.sql,java.logging,java.xml,jdk.unsupported,java.management,java.naming
[[ -n "${SLIM:-}" ]] && modules=java.base,java.logging,java.management,jdk.unsupported
# the runtime changes only with the JDK and the module set (runtime.modules says which it holds)
if [[ ! -f "$dest/runtime.tar.xz" || -n "${REBUILD_RUNTIME:-}" || "$(cat "$dest/runtime.modules" 2>/dev/null)" != "$modules" ]]; then
"$jdk/bin/jlink" --add-modules "$modules" \
    --strip-java-debug-attributes --no-man-pages --no-header-files --compress=zip-0 --output "$work/runtime"
find "$work/runtime/lib" -name '*.so' -exec chmod u+w {} + -exec strip --strip-unneeded {} +
# the modules left uncompressed for xz -9 to take whole: 20 MB against 34 MB with jlink's zip-9 inside (2026-11-28),
# which with the repository's 26 MB of tracked files went over the device tool's 64 MiB
XZ_OPT=-9 tar -cJf "$dest/runtime.tar.xz" -C "$work" runtime
echo "$modules" > "$dest/runtime.modules"
fi
rm -f "$dest"/lib/*.jar
cp "$root/kernelscope-core/target/kernelscope.jar" "$dest/"
cp "$root"/kernelscope-core/target/lib/*.jar "$dest/lib/"
# for scripts/h100-gemm-perf.sh: NVRTC's CUBINs of the kernel files and NVIDIA OpenCL's SASS (tools/sass), the script
mkdir -p "$work/tools" "$dest/kernels"
# (and StencilSource, a stencil variant's source and defines: the slim runtime has no jdk.compiler to run a .java file)
"$jdk/bin/javac" -d "$work/tools" -cp "$root/kernelscope-core/target/classes" "$root/tools/sass/NvrtcCubin.java" \
    "$root/tools/sass/StencilSource.java"
"$jdk/bin/jar" cf "$dest/tools-sass.jar" -C "$work/tools" .
# for scripts/h100-gemm-e2e-sweep3.sh: tools/hostcost/GemmHostPhases (host time of a Gemm call by phase), and
# GemmHostWarmUp (how a new shape's host time settles)
mkdir -p "$work/hostcost"
"$jdk/bin/javac" -d "$work/hostcost" -cp "$root/kernelscope-core/target/kernelscope.jar:$root/kernelscope-core/target/lib/*" \
    "$root/tools/hostcost/GemmHostPhases.java" "$root/tools/hostcost/GemmHostWarmUp.java"
"$jdk/bin/jar" cf "$dest/tools-hostcost.jar" -C "$work/hostcost" .
# for scripts/h200-gemm-ncu.sh: tools/ncu/GemmOnce (a shape's calls alone, for Nsight Compute)
mkdir -p "$work/ncu"
"$jdk/bin/javac" -d "$work/ncu" -cp "$root/kernelscope-core/target/kernelscope.jar:$root/kernelscope-core/target/lib/*" \
    "$root/tools/ncu/GemmOnce.java"
"$jdk/bin/jar" cf "$dest/tools-ncu.jar" -C "$work/ncu" .
# for scripts/h200-gemm-panel.sh: tools/panel/PanelSweep (the matrix-panel kernels' program shapes, verified and timed)
mkdir -p "$work/panel"
"$jdk/bin/javac" -d "$work/panel" -cp "$root/kernelscope-core/target/kernelscope.jar:$root/kernelscope-core/target/lib/*" \
    "$root/tools/panel/PanelSweep.java"
"$jdk/bin/jar" cf "$dest/tools-panel.jar" -C "$work/panel" .
cp "$root"/kernelscope-core/src/main/resources/dev/kernelscope/kernels/gemm/*.cl "$dest/kernels/"
cp "$root/scripts/h100-gemm-perf.sh" "$root/tools/sass/opencl_sass.sh" "$root/tools/sass/opencl_ptx.py" \
    "$root/tools/sass/launch_gemm_cubin.py" "$root/tools/sass/cuda_driver.py" "$root/scripts/h100-gemm-e2e.sh" \
    "$root/scripts/h100-gemm-e2e-sweep2.sh" "$root/scripts/h100-gemm-e2e-sweep2-run3.sh" \
    "$root/scripts/h100-gemm-e2e-sweep3.sh" "$root/scripts/h100-gemm-e2e-sweep3-run2.sh" \
    "$root/tools/yardstick/torch_mm.py" "$root"/scripts/h200-gemm-*.sh "$root/scripts/gemm-e2e-tables.py" \
    "$root/tools/ncu/ncu_table.py" "$dest/"
# CLBlast (optional): Debian's libclblast1, unpacked without installing, for the OpenCL steps of h100-gemm-e2e.sh;
# packed with xz (4.5 MB -> 0.7 MB: with the library as it is, the carry and the repository passed the device tool's
# 64 MiB in session 13), unpacked by h100-gemm-e2e.sh on the GPU machine
if [[ -n "${CLBLAST_DEB:-}" ]]; then
    mkdir -p "$work/deb" "$dest/clblast-xz"
    rm -rf "$dest/clblast"
    dpkg -x "$CLBLAST_DEB" "$work/deb"
    xz -9 -c "$work"/deb/usr/lib/x86_64-linux-gnu/libclblast.so.1 > "$dest/clblast-xz/libclblast.so.1.xz"
fi
du -sh "$dest"
