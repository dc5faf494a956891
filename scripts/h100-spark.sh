#!/usr/bin/env bash
# On a GPU host without a JDK (carry: scripts/h100-spark-carry.sh, its chunks copied to /tmp/16b by earlier calls):
# starts a Spark standalone Master and one Worker per GPU from plain java on 127.0.0.1 (a discovery script naming
# that GPU each), then sweeps the same fixed subset of GEMM rung 10 (random strategy, one seed, N configurations,
# 4096^3, CUDA) twice: on this host's local pool (--devices, one worker per GPU) and through Spark (--spark); stops
# every process it started. Records, caches, logs and a table go to $OUT.  Usage: h100-spark.sh [N=40] [SEED=7]
set -uo pipefail
T=/tmp/16b
OUT="${OUT:-/tmp/16b-out}"
N="${1:-40}"
SEED="${2:-7}"
mkdir -p "$OUT"
if [[ ! -d "$T/bundle" ]]; then
    cat "$T"/part.* | tar -C "$T" -xf - && mkdir -p "$T/bundle/build" && xz -dc "$T/runtime.tar.xz" | tar -C "$T/bundle/build" -xf - \
        || { echo "unpacking failed"; exit 1; }
fi
for dir in /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib; do
    [[ -d "$dir" ]] && export LD_LIBRARY_PATH="$dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
done
B="$T/bundle"; K="$B/kernelscope"; J="$B/build/runtime/bin/java"
GPUS=$(nvidia-smi -L | wc -l)
{
    date -u +%Y-%m-%dT%H:%M:%SZ
    nvidia-smi --query-gpu=index,name,driver_version,clocks.max.sm,power.limit --format=csv
    nproc
    "$K" --version
} > "$OUT/environment.txt" 2>&1
cat "$OUT/environment.txt"

H="$T/spark-home"; mkdir -p "$H"; ln -sfn "$B/kernelscope-spark/target/lib" "$H/jars"; echo "Spark 4.2.0" > "$H/RELEASE"
export SPARK_HOME="$H" SPARK_SCALA_VERSION=2.13 SPARK_LOCAL_IP=127.0.0.1 JAVA_HOME="$B/build/runtime"
opts="@$B/kernelscope-spark/spark-java-options"
pids=()
cleanup() { for p in "${pids[@]}"; do pkill -KILL -P "$p" 2>/dev/null; kill -KILL "$p" 2>/dev/null; done; }
trap cleanup EXIT
"$J" "$opts" -Xmx1g -cp "$H/jars/*" org.apache.spark.deploy.master.Master --host 127.0.0.1 --port 7077 \
    --webui-port 18080 > "$OUT/master.log" 2>&1 &
pids+=($!)
for g in $(seq 0 $((GPUS - 1))); do
    printf '#!/bin/sh\necho "{\\"name\\": \\"gpu\\", \\"addresses\\": [\\"%s\\"]}"\n' "$g" > "$T/gpu$g.sh"
    chmod +x "$T/gpu$g.sh"
    "$J" "$opts" -Xmx1g -cp "$H/jars/*" -Dspark.worker.resource.gpu.amount=1 \
        -Dspark.worker.resource.gpu.discoveryScript="$T/gpu$g.sh" org.apache.spark.deploy.worker.Worker \
        spark://127.0.0.1:7077 --host 127.0.0.1 --cores 4 --memory 16g --work-dir "$T/worker$g" \
        --webui-port $((18081 + g)) > "$OUT/worker$g.log" 2>&1 &
    pids+=($!)
done
for _ in $(seq 1 120); do
    alive=$(python3 -c "import json,urllib.request;print(json.load(urllib.request.urlopen('http://127.0.0.1:18080/json/'))['aliveworkers'])" 2>/dev/null)
    [[ "$alive" == "$GPUS" ]] && break
    sleep 0.5
done
echo "cluster: $alive of $GPUS workers alive after $SECONDS s"

common=(tune --backend cuda --rung 10 --shape 4096x4096x4096 --strategy random --seed "$SEED" --max-evals "$N"
        --warmups 3 --repetitions 10 --quiet)
run() {   # name timeout args...
    local name="$1" limit="$2"; shift 2
    local started=$SECONDS
    echo "$K ${common[*]} $*" > "$OUT/command-$name.txt"
    timeout "$limit" "$K" "${common[@]}" "$@" --output "$OUT/sweep-$name.json" --cache "$OUT/cache-$name.json" \
        > "$OUT/stdout-$name.txt" 2> "$OUT/stderr-$name.txt"
    echo "== $name: exit $? in $((SECONDS - started)) s"
    grep -E '^(sweep|per device|outcomes)' "$OUT/stdout-$name.txt"
    tail -n 3 "$OUT/stderr-$name.txt"
}
run local 200 --devices all
export JDK_JAVA_OPTIONS="-Dspark.driver.host=127.0.0.1 -Dspark.driver.bindAddress=127.0.0.1 -Dspark.executor.memory=8g"
run spark 240 --spark spark://127.0.0.1:7077
unset JDK_JAVA_OPTIONS
cp "$T"/worker0/*/*/stderr "$OUT/executor-stderr.txt" 2>/dev/null
cleanup
python3 - "$OUT" <<'PY' || true
import json, sys, os
out = sys.argv[1]
for name in ("local", "spark"):
    try:
        r = json.load(open(os.path.join(out, f"sweep-{name}.json")))
    except Exception as e:
        print(f"{name}: no record ({e})"); continue
    s = r.get("sweep") or {}
    print(f"{name:5} evals {r['evaluations']:3} outcomes {r['outcomes']} wall {s.get('wallSeconds', 0):7.1f} s"
          f" {s.get('configurationsPerSecond', 0):6.3f} config/s dispatch median {s.get('medianDispatchMs', 0):.3f}"
          f" mean {s.get('meanDispatchMs', 0):.3f} max {s.get('maxDispatchMs', 0):.3f} ms {s.get('backendCounts')}")
PY
