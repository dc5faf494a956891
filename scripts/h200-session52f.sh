#!/usr/bin/env bash
# Session 52's sixth H200 call, issue 13: call 5's memcheck again without the API errors (the CUDA backend probes
# cuFuncGetParamInfo one parameter past the last, which compute-sanitizer counts), so that only memory errors count:
# the packed conformance cases of box3, gauss5 and sobel (both of the kernel's forms) through CUDA.
# Usage (carry: .device-carry/s52e): OUT=/tmp/o DEST/h200-session52f.sh
source "$(dirname "${BASH_SOURCE[0]}")/h200-call.sh" session52f
r="$out/stencil"; mkdir -p "$r"; t1=$(date +%s)
timeout -k 5 100 compute-sanitizer --tool memcheck --report-api-errors no --target-processes all --print-limit 50 \
    /tmp/ks-runtime/bin/java --enable-native-access=ALL-UNNAMED -Xmx8g -cp "$here/kernelscope.jar:$here/lib/*" \
    dev.kernelscope.cli.KernelScope stencil --check --backend cuda --variants packed --type u8 \
    --filter box3,gauss5,sobel > "$r/memcheck.txt" 2>&1
echo "memcheck: exit $? after $(( $(date +%s) - t1 )) s"; grep -v "^pass" "$r/memcheck.txt" | head -30
