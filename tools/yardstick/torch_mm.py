#!/usr/bin/env python3
# PyTorch's torch.mm in FP32 (TF32 off) on the GPU, timed three ways for the cuBLAS yardstick study (issue 12):
# triton.testing.do_bench (L2 flushed before each call, CUDA events), CUDA events around each call behind a busy
# stream over rotating input sets (as kernelscope gemm times kernels), and the host clock around back-to-back calls.
# Usage: torch_mm.py OUT.json [N ...]   (default sizes 1024 2048 4096 8192)
import json
import math
import statistics
import sys
import time

import torch

torch.backends.cuda.matmul.allow_tf32 = False
torch.backends.cudnn.allow_tf32 = False
torch.set_float32_matmul_precision("highest")


def rotating_sets(n, l2_bytes):
    per_set = 3 * n * n * 4
    count = max(2, math.ceil(2 * l2_bytes / per_set))
    sets = []
    for _ in range(count):
        a = torch.rand(n, n, device="cuda") * 2 - 1
        b = torch.rand(n, n, device="cuda") * 2 - 1
        c = torch.empty(n, n, device="cuda")
        sets.append((a, b, c))
    return sets


def events_behind_busy_stream(sets, reps):
    # a long dummy kernel first keeps the stream busy, so each event pair brackets the GEMM, not the host's launch
    samples = []
    spin = torch.empty(64 * 1024 * 1024, device="cuda")
    for i in range(reps):
        a, b, c = sets[i % len(sets)]
        spin.zero_()
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        torch.mm(a, b, out=c)
        end.record()
        torch.cuda.synchronize()
        samples.append(start.elapsed_time(end) * 1e6)
    return samples


def end_to_end(sets, n, reps):
    flops = 2.0 * n ** 3
    kernel_ns = flops / 40e12 * 1e9
    batch = int(min(200, max(3, math.ceil(5e6 / kernel_ns))))
    samples = []
    for _ in range(reps):
        torch.cuda.synchronize()
        t0 = time.perf_counter_ns()
        for i in range(batch):
            a, b, c = sets[i % len(sets)]
            torch.mm(a, b, out=c)
        torch.cuda.synchronize()
        samples.append((time.perf_counter_ns() - t0) / batch)
    return samples, batch


def main():
    out = sys.argv[1]
    sizes = [int(s) for s in sys.argv[2:]] or [1024, 2048, 4096, 8192]
    props = torch.cuda.get_device_properties(0)
    l2 = getattr(props, "L2_cache_size", 50 * 1024 * 1024)
    try:
        from triton.testing import do_bench
    except Exception as missing:  # noqa: BLE001 - report why, time the other ways
        do_bench = None
        why = repr(missing)
    record = {"tool": "tools/yardstick/torch_mm.py", "torch": torch.__version__, "cuda": torch.version.cuda,
              "cublas_via": "torch.mm (cuBLAS), allow_tf32=False, float32_matmul_precision=highest",
              "device": props.name, "l2Bytes": l2, "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
              "sizes": []}
    for n in sizes:
        sets = rotating_sets(n, l2)
        for a, b, c in sets[:2]:
            torch.mm(a, b, out=c)
        torch.cuda.synchronize()
        entry = {"n": n, "rotationSets": len(sets)}
        if do_bench is not None:
            a, b, c = sets[0]
            ms = do_bench(lambda: torch.mm(a, b, out=c), warmup=25, rep=200, return_mode="median")
            entry["doBenchMedianNs"] = ms * 1e6
        else:
            entry["doBenchMissing"] = why
        events = events_behind_busy_stream(sets, 30)
        entry["eventsBehindBusyStreamNs"] = events
        entry["eventsBehindBusyStreamMedianNs"] = statistics.median(events)
        e2e, batch = end_to_end(sets, n, 10)
        entry["endToEndPerCallNs"] = e2e
        entry["endToEndMedianNs"] = statistics.median(e2e)
        entry["endToEndCallsPerSample"] = batch
        record["sizes"].append(entry)
        print(f"torch.mm {n}: do_bench {entry.get('doBenchMedianNs', float('nan')) / 1e6:.4f} ms, events "
              f"{entry['eventsBehindBusyStreamMedianNs'] / 1e6:.4f} ms, end to end {entry['endToEndMedianNs'] / 1e6:.4f} ms",
              flush=True)
        del sets
        torch.cuda.empty_cache()
    with open(out, "w") as f:
        json.dump(record, f, indent=1)


if __name__ == "__main__":
    main()
