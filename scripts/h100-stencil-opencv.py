#!/usr/bin/env python3
# The OpenCV cross-check of the stencil ladder (run on a machine with opencv-python-headless; no JDK needed beyond the
# carried runtime): `kernelscope stencil --image IN --save OUT` for box, Gaussian and Sobel filters and three borders
# on an odd-sized 8-bit picture, compared pixel by pixel with cv2.blur / GaussianBlur / Sobel (the issue: within 1
# grey level), then OpenCV's own CPU time on 8192x8192 for scale. Usage: KS="java ... KernelScope" h100-stencil-opencv.py DIR
import json
import os
import shlex
import subprocess
import sys
import time

import cv2
import numpy as np

out_dir = sys.argv[1]
os.makedirs(out_dir, exist_ok=True)
ks = shlex.split(os.environ["KS"])

# an odd-sized picture with smooth ramps, noise, hard edges and saturated areas (both 0 and 255 reach the borders)
h, w = 767, 1031
yy, xx = np.mgrid[0:h, 0:w]
img = (0.5 * xx * 255 / w + 0.3 * yy * 255 / h + np.random.default_rng(13).normal(0, 25, (h, w)))
img[100:300, 200:260] = 255
img[500:767, 0:90] = 0
img[:, w - 7:] = 250
img = np.clip(np.rint(img), 0, 255).astype(np.uint8)
src = os.path.join(out_dir, "in.png")
cv2.imwrite(src, img)

borders = {"replicate": cv2.BORDER_REPLICATE, "reflect-101": cv2.BORDER_REFLECT_101, "constant": cv2.BORDER_CONSTANT}


def opencv(name, border):
    b = borders[border]
    if name.startswith("box"):
        k = int(name[3:])
        return cv2.blur(img, (k, k), borderType=b)
    if name.startswith("gauss"):
        k = int(name[5:])
        sigma = 0.3 * ((k - 1) * 0.5 - 1) + 0.8          # OpenCV's default for ksize k, given explicitly
        return cv2.GaussianBlur(img, (k, k), sigmaX=sigma, sigmaY=sigma, borderType=b)
    gx = cv2.Sobel(img, cv2.CV_32F, 1, 0, ksize=3, borderType=b)
    gy = cv2.Sobel(img, cv2.CV_32F, 0, 1, ksize=3, borderType=b)
    if name == "sobelx":
        return np.minimum(np.abs(gx), 255).astype(np.uint8)
    if name == "sobely":
        return np.minimum(np.abs(gy), 255).astype(np.uint8)
    return np.minimum(np.floor(np.sqrt(gx * gx + gy * gy) + 0.5), 255).astype(np.uint8)


cases = [("box3", "replicate"), ("box7", "reflect-101"), ("box15", "constant"), ("gauss5", "replicate"),
         ("gauss5", "reflect-101"), ("gauss15", "replicate"), ("sobel", "replicate"), ("sobelx", "reflect-101"),
         ("sobely", "constant")]
rows = []
for name, border in cases:
    dst = os.path.join(out_dir, f"{name}-{border}.png")
    cmd = ks + ["stencil", "--backend", os.environ.get("KS_BACKEND", "cuda"), "--filter", name, "--image", src, "--save", dst, "--border", border]
    p = subprocess.run(cmd, capture_output=True, text=True)
    row = {"filter": name, "border": border, "exit": p.returncode, "said": p.stdout.strip()[:300]}
    if p.returncode == 0:
        ours = cv2.imread(dst, cv2.IMREAD_UNCHANGED)
        ref = opencv(name, border)
        d = np.abs(ours.astype(np.int32) - ref.astype(np.int32))
        row.update(max_diff=int(d.max()), pixels=int(d.size), equal=int((d == 0).sum()), off_by_one=int((d == 1).sum()),
                   over_one=int((d > 1).sum()), shape_ok=ours.shape == ref.shape)
    else:
        row["stderr"] = p.stderr.strip()[-500:]
    rows.append(row)
    print(f"{name:8s} {border:12s} exit {row['exit']}  max |ours - OpenCV| {row.get('max_diff')}  equal "
          f"{row.get('equal')}/{row.get('pixels')}  off by 1: {row.get('off_by_one')}  > 1: {row.get('over_one')}",
          flush=True)

# OpenCV's CPU time at 8192x8192 (all host cores), median of 10 after 2 warm-ups, for scale against the GPU rows
timing = []
rng = np.random.default_rng(1)
for dtype, depth in ((np.uint8, "u8"), (np.float32, "f32")):
    big = (rng.integers(0, 256, (8192, 8192)).astype(dtype))
    for name, fn in (("box3", lambda a: cv2.blur(a, (3, 3), borderType=cv2.BORDER_REPLICATE)),
                     ("box7", lambda a: cv2.blur(a, (7, 7), borderType=cv2.BORDER_REPLICATE)),
                     ("gauss5", lambda a: cv2.GaussianBlur(a, (5, 5), 1.1, borderType=cv2.BORDER_REPLICATE)),
                     ("sobelx", lambda a: cv2.Sobel(a, -1 if depth == "f32" else cv2.CV_16S, 1, 0, ksize=3,
                                                    borderType=cv2.BORDER_REPLICATE))):
        for _ in range(2):
            fn(big)
        ts = []
        for _ in range(10):
            t = time.perf_counter()
            fn(big)
            ts.append(time.perf_counter() - t)
        med = sorted(ts)[len(ts) // 2]
        gbs = 2 * big.nbytes / med / 1e9
        timing.append({"filter": name, "type": depth, "median_us": med * 1e6, "GBps": gbs})
        print(f"OpenCV CPU {name:7s} {depth:4s} 8192x8192: {med * 1e6:10.1f} us = {gbs:7.1f} GB/s", flush=True)

record = {"opencv": cv2.__version__, "threads": cv2.getNumThreads(), "image": [w, h], "crosscheck": rows,
          "cpu_timing_8192": timing}
with open(os.path.join(out_dir, "opencv.json"), "w") as f:
    json.dump(record, f, indent=1)
bad = [r for r in rows if r.get("over_one", 1) != 0 or r["exit"] != 0]
print("OpenCV cross-check:", "all within 1 grey level" if not bad else f"{len(bad)} case(s) off by more than 1 or failed")
