#!/usr/bin/env bash
# Session 29's first H200 call for issue 12: the two calls session 28 prepared and could not run, in one device call
# (one cold start): h200-gemm-candidates29.sh (the vector class's 17-32-wide calls, gemv against tiles), then
# h200-session28d.sh (the JIT-aware warm-up against the build before it; the OpenCL conformance suite, last, so a cut
# loses only it). Usage (repository root; carry as both scripts say): DEST/h200-session29.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
bash "$here/h200-gemm-candidates29.sh"
bash "$here/h200-session28d.sh"
