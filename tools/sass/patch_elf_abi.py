#!/usr/bin/env python3
# Rewrites a CUDA 12.8+/13 CUBIN's ELF header (OS/ABI 0x41, ABI version 8, sm in e_flags bits 8-15) into the older
# layout (OS/ABI 0x33, ABI version 7, e_flags = sm | sm << 16 | 0x500) so that an older nvdisasm (e.g. Debian's CUDA
# 11.8, which knows sm_90 instructions) can disassemble it. Only the header changes; the code is untouched.
import struct
import sys

data = bytearray(open(sys.argv[1], "rb").read())
flags = struct.unpack_from("<I", data, 0x30)[0]
if data[7] == 0x41:
    sm = (flags >> 8) & 0xFF
    data[7], data[8] = 0x33, 7
    struct.pack_into("<I", data, 0x30, sm | sm << 16 | 0x500)
open(sys.argv[2], "wb").write(data)
