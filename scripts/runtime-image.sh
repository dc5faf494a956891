#!/usr/bin/env bash
# Builds a self-contained Linux x86-64 runtime for machines without a JDK (GPU servers often have none):
# build/runtime = a jlink image of only the JDK modules KernelScope and its libraries use (found with jdeps), linked
# from the running JDK 25 itself (no jmods needed), stripped and compressed; the application jars stay in
# kernelscope-core/target/ (the optional kernelscope-spark module and Spark's jars are not part of the image).
# ./kernelscope prefers build/runtime/bin/java. Fails if the image plus the jars exceed 60 MB (60,000,000 bytes).
# Usage: scripts/runtime-image.sh            (needs JDK 25: JAVA_HOME or /usr/lib/jvm/*)
#        scripts/runtime-image.sh --bundle DIR  also copy launcher + runtime + jars into DIR, ready to copy to a GPU host
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
limit_mb=60
limit_bytes=60000000   # 60 MB, decimal: the stricter reading of the limit
jar=kernelscope-core/target/kernelscope.jar
lib=kernelscope-core/target/lib

jdk=""
for home in "${JAVA_HOME:-}" /usr/lib/jvm/*; do
    if [[ -n "$home" && -x "$home/bin/jlink" && -x "$home/bin/jdeps" ]] \
        && "$home/bin/java" -version 2>&1 | grep -Eq 'version "(2[5-9]|[3-9][0-9])'; then jdk="$home"; break; fi
done
[[ -n "$jdk" ]] || { echo "runtime-image: needs a JDK 25+ with jlink (set JAVA_HOME)" >&2; exit 1; }

echo "runtime-image: building the jar with $jdk" >&2
JAVA_HOME="$jdk" ./mvnw -q -B -DskipTests -pl kernelscope-core -am package >&2

# JDK modules used by the application module and by every library jar (jfreechart is an automatic module, so the
# application itself cannot be linked into the image; it runs from the module path).
modules="$( { "$jdk/bin/jdeps" --multi-release 25 --ignore-missing-deps --print-module-deps \
                  --module-path "$lib:$jar" --add-modules ALL-MODULE-PATH;
              "$jdk/bin/jdeps" --multi-release 25 --ignore-missing-deps --print-module-deps "$lib"/*.jar; } \
            | tr ',' '\n' | grep -E '^(java|jdk)\.' | grep -vx 'java.sql' | sort -u | paste -sd, -)"
# java.sql is left out: only jackson-databind names it, as `requires static` (optional; it handles java.sql types
# only when they exist), and it would cost the image its JDBC classes for nothing.
# KERNELSCOPE_JLINK_EXTRA_MODULES (device carries only): modules the product never uses but its GPU tests do, e.g.
# jdk.management for GemmPlanCacheTest's per-thread allocation counter (scripts/h100-verify-carry.sh).
[[ -n "${KERNELSCOPE_JLINK_EXTRA_MODULES:-}" ]] && modules="$modules,$KERNELSCOPE_JLINK_EXTRA_MODULES"
echo "runtime-image: JDK modules: $modules" >&2

# No --generate-cds-archive: its two archives add 28 MB (measured), which the 60 MB budget cannot hold; startup
# without them is ~0.1 s slower.
rm -rf build/runtime
mkdir -p build
# Left out, measured against the limit (image 56.6 MB -> 55.5 MB): localized message bundles of the JDK modules
# (English remains), the sound and splash-screen libraries, and classlist/jrt-fs.jar (only for CDS dumps and for
# other JDKs reading this image); then the X11 toolkit, JAWT, JPEG and colour-management (LCMS) libraries, which
# headless sRGB PNG/SVG charts never load; the AVX-512 sort library (HotSpot falls back to its Java sort without it);
# and the TLS trust store and public-suffix list (KernelScope opens no network connection): -2.0 MB in all.
# java.desktop itself stays: charts render headless through it. libmlib_image.so (0.6 MB) goes too: only
# sun.awt.image.ImagingLib loads it, lazily, for ConvolveOp/AffineTransformOp/LookupOp, and falls back to Java code
# when it is absent; the jars of the analyze/tune/stencil/simulate commands had grown the total to 60,437,800 bytes.
# java.desktop parts no headless PNG/SVG chart ever loads: the sound engine (com.sun.media.sound), printing (sun.print),
# and the Nimbus, GTK and Motif look-and-feels: 60,018,011 -> 58,931,663 bytes in all (measured 2026-11-24, once the
# SASS reader and the image and packed stencil rungs had pushed the total past 60 MB again; charts checked after). jlink refuses an image where a package of the module descriptor is empty or a declared
# service provider is missing, so each package keeps its look-and-feel class and every class java.desktop names in a
# `provides` clause (read from the JDK at hand, so a JDK update cannot break the link). One --exclude-resources
# with a comma-separated list: jlink keeps only the last of several.
keep="$("$jdk/bin/java" --describe-module java.desktop | tr ' ' '\n' \
        | grep -E '^(com\.sun\.media\.sound|sun\.print)\.[A-Za-z0-9]+$' | sed 's/.*\.//' | sort -u | paste -sd'|' -)"
desktop_unused="regex:/java\.desktop/((com/sun/media/sound|sun/print)/(?!($keep)\.class)[^/]+\.class"
desktop_unused+="|javax/swing/plaf/nimbus/(?!NimbusLookAndFeel\.class)[^/]+\.class"
desktop_unused+="|com/sun/java/swing/plaf/(gtk|motif)/(?!(GTK|Motif)LookAndFeel\.class)[^/]+\.class)"
# KERNELSCOPE_JLINK_COMPRESS=zip-0 is for device carries only: they pack the runtime with xz, which shrinks stored
# modules far more than zip-9's (the limit below is the product image's, so it is not checked then).
compress="${KERNELSCOPE_JLINK_COMPRESS:-zip-9}"
"$jdk/bin/jlink" --add-modules "$modules" --output build/runtime \
    --strip-debug --no-header-files --no-man-pages --compress "$compress" \
    --exclude-resources "regex:.*_(de|es|fr|it|ja|ko|pt_BR|sv|zh_CN|zh_HK|zh_TW)\\.(class|properties),$desktop_unused" \
    --exclude-files '**/libjsound.so,**/libsplashscreen.so,**/libawt_xawt.so,**/libjawt.so,**/libjavajpeg.so,**/libmlib_image.so,**/liblcms.so,**/libsimdsort.so,**/cacerts,**/public_suffix_list.dat,**/classlist,**/jrt-fs.jar'
# jlink's --strip-native-debug-symbols does not apply when linking from a run-time image without jmods (measured:
# libjvm.so kept its symbols), so strip the shared libraries directly where binutils exist: libjvm.so 29.8 -> 24.8 MB.
if command -v strip >/dev/null 2>&1; then
    find build/runtime/lib -name '*.so' -exec strip --strip-unneeded {} +
fi

# Sizes in MiB (what du -sh shows); the byte count is printed too.
runtime_bytes=$(du -sb build/runtime | cut -f1)
jars_bytes=$(cat "$jar" "$lib"/*.jar | wc -c)
total_bytes=$((runtime_bytes + jars_bytes))
total_mb=$(( (total_bytes + 1048575) / 1048576 ))
echo "runtime-image: build/runtime $((runtime_bytes >> 20)) MiB + jars $((jars_bytes >> 20)) MiB = ${total_bytes} bytes" \
     "(${total_mb} MiB; limit ${limit_bytes} bytes)" >&2
build/runtime/bin/java --enable-native-access=dev.kernelscope -p "$jar:$lib" \
    -m dev.kernelscope/dev.kernelscope.cli.KernelScope --version >&2
if [[ "$compress" == zip-9 ]] && (( total_bytes > limit_bytes )); then
    echo "runtime-image: ${total_bytes} bytes exceed the ${limit_bytes}-byte (60 MB) limit" >&2
    exit 1
fi

if [[ "${1:-}" == "--bundle" ]]; then
    dest="${2:?--bundle needs a directory}"
    rm -rf "$dest"
    mkdir -p "$dest/kernelscope-core/target/lib" "$dest/build"
    cp kernelscope "$dest/"
    cp -a build/runtime "$dest/build/"
    cp "$jar" "$dest/kernelscope-core/target/"
    cp "$lib"/*.jar "$dest/kernelscope-core/target/lib/"
    echo "runtime-image: bundle in $dest (run $dest/kernelscope; no JDK needed)" >&2
fi
