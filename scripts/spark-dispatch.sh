#!/usr/bin/env bash
# Measures the Spark sweep backend's dispatch overhead on this host: a standalone Master and W Workers on 127.0.0.1
# (fake one-GPU discovery scripts; the OpenCL device behind them, e.g. PoCL) sweep 40 GEMM configurations, and the
# devices' idle gaps between configurations are written with every result as JSON (SparkDispatchBenchmark).
# Usage: scripts/spark-dispatch.sh OUT.json [WORKERS=2] [TASK_SECONDS=5] [GEMM_SIZE=128]     (needs JDK 25)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$(realpath -m "${1:?usage: spark-dispatch.sh OUT.json [WORKERS] [TASK_SECONDS] [GEMM_SIZE]}")"
shift
export JAVA_HOME="${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}"
cd "$root"
./mvnw -q -B -pl kernelscope-spark -am test-compile dependency:build-classpath -Dmdep.includeScope=test \
    -Dmdep.outputFile=target/test-classpath.txt >&2
cd kernelscope-spark
"$JAVA_HOME/bin/java" @spark-java-options -cp "target/test-classes:target/classes:$(cat target/test-classpath.txt)" \
    dev.kernelscope.spark.SparkDispatchBenchmark "$out" "$@"
