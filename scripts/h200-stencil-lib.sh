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
