# Baseline for the cuBLAS yardstick (not part of the product): PyTorch's FP32 matmul with TF32 disabled, timed with
# CUDA events like `kernelscope bench cublas`: N^3 (default 4096), 10 warm-ups, median of 50. Prints one JSON object.
# Usage: python3 bench/native/torch_sgemm.py [N]
import json
import statistics
import sys

import torch

torch.backends.cuda.matmul.allow_tf32 = False
torch.backends.cudnn.allow_tf32 = False
n = int(sys.argv[1]) if len(sys.argv) > 1 else 4096
g = torch.Generator(device="cuda").manual_seed(1)
a = torch.rand(n, n, device="cuda", generator=g) * 2 - 1
b = torch.rand(n, n, device="cuda", generator=g) * 2 - 1
for _ in range(10):
    c = a @ b
torch.cuda.synchronize()
times = []
for _ in range(50):
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    start.record()
    c = a @ b
    end.record()
    end.synchronize()
    times.append(start.elapsed_time(end))
median = statistics.median(times)
print(json.dumps({"benchmark": "torch-matmul-fp32-no-tf32", "n": n, "torch": torch.__version__,
                  "cuda": torch.version.cuda, "allow_tf32": torch.backends.cuda.matmul.allow_tf32,
                  "medianMs": round(median, 4), "minMs": round(min(times), 4),
                  "tflops": round(2 * n ** 3 / (median * 1e-3) / 1e12, 2)}))
