# Sourced by the H200 stencil scripts (h200-stencil-ab.sh, h200-stencil-steps.sh): unpacks the carry's Java runtime,
# puts CUDA's libraries on the path, and defines run NAME LIMIT CLASSPATH-JAR ARGS... (one kernelscope command under a
# time limit, its output in $r/NAME.txt and .progress, everything packed into $out/$PACK.tar.gz after each step).
# Needs: carry (the carried folder), r (a work folder), out (where the tar goes), PACK (its name), CAP (seconds).
mkdir -p "$out" "$r"
start=$(date +%s)
if [[ ! -x /tmp/ks-runtime/bin/java ]]; then
    mkdir -p /tmp/ks-runtime && tar -xJf "$carry/runtime.tar.xz" -C /tmp/ks-runtime --strip-components=1
fi
export PATH="/usr/local/cuda/bin:$PATH"
for dir in /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib; do
    [[ -d "$dir" ]] && export LD_LIBRARY_PATH="$dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
done
limit_for() { local left=$(( CAP - ($(date +%s) - start) )); (( left < $1 )) && echo "$left" || echo "$1"; }
pack() { tar -czf "$out/$PACK.tar.gz" -C "$r" . 2> /dev/null; }
run() {   # name limit jar args...   (packed as soon as the step ends: a cut call still brings back what finished)
    local name=$1 limit jar=$3; limit=$(limit_for "$2"); shift 3
    if (( limit < 8 )); then echo "$name: skipped, no time left" | tee -a "$r/steps.txt"; return; fi
    local t0=$(date +%s)
    echo "\$ kernelscope $*" > "$r/$name.txt"
    # the slim runtime runs the CLI on the class path; the jar (or a folder ahead of it) comes first
    # KS_JAVA_OPTS: system properties for this step (e.g. -Dkernelscope.opencl.inlinePtx=false)
    timeout -k 5 "$limit" /tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED -Xmx48g ${KS_JAVA_OPTS:-} \
        -cp "$jar:$carry/lib/*" dev.kernelscope.cli.KernelScope "$@" >> "$r/$name.txt" 2> "$r/$name.progress"
    echo "$name: exit $? after $(( $(date +%s) - t0 )) s (at $(( $(date +%s) - start )) s)" | tee -a "$r/steps.txt"
    pack
}
environment() {
    { date -u +"%Y-%m-%dT%H:%M:%SZ"
      nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv
      ls -l /usr/local/cuda/lib64/libnvrtc.so.* /usr/local/cuda/lib64/libnppif.so.* 2>&1
      /tmp/ks-runtime/bin/java -cp "$carry/kernelscope.jar:$carry/lib/*" dev.kernelscope.cli.KernelScope --version
    } > "$r/environment.txt" 2>&1
}
# `stencil_report LINES` (from session 51 on): gzips the JSON records in $r, writes each one's table
# (stencil_variants_table.py) beside it as .md, packs $r and prints each table's last LINES lines.
stencil_report() {
    gzip -f "$r"/*.json 2> /dev/null
    for f in "$r"/*.json.gz; do python3 "$carry/stencil_variants_table.py" "$f" > "${f%.json.gz}.md" 2>&1; done
    pack
    for f in "$r"/*.md; do echo "== $(basename "$f")"; tail -n "$1" "$f" | cut -c1-200; done
}
# `stencil_sass NAME` (from session 51 on): the carry's stencil-src/NAME.cl (tools/sass/StencilSource.java's source
# and defines) through NVRTC (NvrtcCubin) and through NVIDIA OpenCL's JIT (tools/sass/opencl_sass.sh), disassembled
# into $out/sass/NAME-cuda.sass and NAME-ocl.sass with their registers (.res); prints each one's size.
stencil_sass() {
    local k=$1 defs b
    defs=$(cat "$carry/stencil-src/$k.defines")
    mkdir -p "$out/sass"
    # shellcheck disable=SC2086 # the defines are words
    timeout 60 /tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED \
        -cp "$carry/kernelscope.jar:$carry/lib/*:$carry/tools-sass.jar" NvrtcCubin "$out/sass/$k-cuda.cubin" \
        "$carry/stencil-src/$k.cl" sm_90 $defs > "$out/sass/$k-cuda.txt" 2>&1
    cuobjdump -sass "$out/sass/$k-cuda.cubin" > "$out/sass/$k-cuda.sass" 2>&1
    cuobjdump -res-usage "$out/sass/$k-cuda.cubin" > "$out/sass/$k-cuda.res" 2>&1
    # shellcheck disable=SC2086
    bash "$carry/../../tools/sass/opencl_sass.sh" "$out/sass/$k-ocl" "$carry/stencil-src/$k.cl" $defs \
        -DKERNELSCOPE_NV_PTX=90 > "$out/sass/$k-ocl.txt" 2>&1
    cuobjdump -res-usage "$out/sass/$k-ocl.cubin" > "$out/sass/$k-ocl.res" 2>&1
    rm -f "$out/sass/"*.cubin
    for b in cuda ocl; do
        echo "$k-$b: $(grep -c '^ */\*[0-9a-f]*\*/' "$out/sass/$k-$b.sass") instructions," \
            "$(grep -o 'REG:[0-9]*' "$out/sass/$k-$b.res" | head -1)"
    done
}
# `backend_rounds ROUNDS LIMIT STENCIL-ARGS...` (from session 51 on): ROUNDS rounds of `kernelscope stencil
# STENCIL-ARGS` through CUDA (step cuda-N) then NVIDIA OpenCL (opencl-N), each under LIMIT s, records in $r.
backend_rounds() {
    local rounds=$1 limit=$2 round; shift 2
    for (( round = 1; round <= rounds; round++ )); do
        run "cuda-$round" "$limit" "$carry/kernelscope.jar" stencil --backend cuda "$@" --output "$r/cuda-$round.json"
        run "opencl-$round" "$limit" "$carry/kernelscope.jar" stencil --backend opencl --device NVIDIA "$@" \
            --output "$r/opencl-$round.json"
    done
}
