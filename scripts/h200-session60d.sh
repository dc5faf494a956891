#!/usr/bin/env bash
# Session 60's fourth H200 call: the PTX NVIDIA's OpenCL builds from gemv.cl and the packed rung before (oldg.cl,
# oldp.cl) and after (newg.cl, newp.cl) the session's warning mends, compared program by program (tools/sass/
# opencl_ptx.py). The four files sit beside this script in the carry: gemv.cl at 31707e07 and at 18ab7e81, and the
# packed rung's whole source (StencilVariant.PACKED.source()) at 18ab7e81 and with the skew test's || put back.
# Usage: OUT=/tmp/o DEST/h200-session60d.sh
cd "$(dirname "$0")"
G="-DGROUP=256 -DKC=128 -DKU=8 -DLANES=32 -DMAT_VEC=0 -DSTAGE=0 -DTILE=1 -DTO=4 -DTV=4"
P="-DBORDER=0 -DBORDER_VALUE=0 -DDOT_ROWS=0 -DFILTER=0 -DGROUP_X=32 -DGROUP_Y=8 -DMIN_GROUPS=0 -DNORM=9 -DRADIUS=1 -DROWS=4 -DSHARED_HALO=0 -DSTREAM=0 -DTYPE=0 -DW0=1 -DW1=1"
i=0
while read -r file defs; do
    i=$((i + 1))
    for v in old new; do
        f=$v$file.cl
        python3 ../../tools/sass/opencl_ptx.py "$OUT/$v-$i" "$f" -DKERNELSCOPE_NV_PTX=90 $defs > "$OUT/$v-$i.out" 2>&1
    done
    echo "case $i ($file $defs): old $(wc -l < "$OUT/old-$i.ptx") new $(wc -l < "$OUT/new-$i.ptx") lines, diff $(diff <(grep -v '^//' "$OUT/old-$i.ptx") <(grep -v '^//' "$OUT/new-$i.ptx") | wc -l)"
done <<LIST
g $G -DNV=16 -DWK=4 -DLAST_SUMS=0
g $G -DNV=32 -DWK=1 -DLAST_SUMS=1 -DMAT_VEC=1
g -DGROUP=256 -DKC=128 -DKU=8 -DLANES=32 -DMAT_VEC=1 -DSTAGE=1 -DTILE=1 -DTO=8 -DTV=4 -DNV=32 -DWK=1 -DLAST_SUMS=0
g -DNV=4 -DROWS=4 -DOUTS=1
p $P -DVEC=8 -DPITCH_ALIGN=4
p $P -DVEC=16 -DPITCH_ALIGN=8
p $P -DVEC=8 -DPITCH_ALIGN=1
LIST
