# The example kernels: examples/kernels.txt read into Kernel objects (name,
# language, group, record stride and type, sizes, sources, layout spec),
# the AoS and SoA kernel functions found in their sources, and the elements
# one timed run processes.
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""examples/kernels.txt and the Kernel model."""

import os
import re

from benching.settings import KERNELS_TXT, LAYOUT_DIR, TOP


# 3-D kernels count interior points of hl_grid3 (examples/README.md).
GRID3_KERNELS = {"mg_resid", "mg_rprj3", "sp_tzetar", "sp_tzetar_f", "sp_tzetar_npb"}


class Kernel:
    def __init__(self, cols, layout_dir=LAYOUT_DIR):
        (self.name, self.lang, self.group, stride, self.type, soa, flags,
         n1, n2, n3, sources) = cols
        self.stride = int(stride)
        self.soa = soa == "yes"
        self.flags = [] if flags == "-" else flags.split(",")
        self.n = {"l1": int(n1), "l2": int(n2), "dram": int(n3)}
        self.sources = sources.split(",")
        self.common = [s for s in self.sources if "/common/" in s]
        self.own = [s for s in self.sources if "/common/" not in s]
        self.tsize = {"f32": 4, "f64": 8, "i32": 4, "u8": 1}.get(self.type, 4)
        self.record = self.stride * self.tsize
        self.aos_fn, self.soa_fn, self.aos_lines = kernel_functions(self)
        layout = os.path.join(layout_dir, self.name + ".layout")
        self.layout = layout if os.path.exists(layout) else None

    def work(self, n):
        """Elements one run processes (what `time` divides by)."""
        if self.name in GRID3_KERNELS:
            d = 1
            while 4 * (d + 1) ** 3 <= n:
                d += 1
            return (n // (d * d)) * d * d
        if self.name.startswith("ft_"):
            return 16 * (n // 16)
        return n

    @property
    def grp(self):
        return {"fig3-1": "3-1", "variant": "var"}.get(self.group, self.group)


def kernel_functions(k):
    """The AoS and SoA kernel function names and the AoS function's source
    line range.  C: the HL_KERNEL functions; Fortran: the module
    subroutines named *_aos / *_soa."""
    path = os.path.join(TOP, k.own[0])
    with open(path) as f:
        lines = f.read().split("\n")
    names = []  # (name, first line, last line), 1-based
    if k.lang == "fortran":
        for i, line in enumerate(lines):
            m = re.match(r"\s*subroutine\s+(\w+_(aos|soa))\s*\(", line, re.I)
            if m:
                end = next((j for j in range(i, len(lines)) if re.match(
                    r"\s*end\s+subroutine\s+" + m.group(1), lines[j], re.I)),
                    len(lines) - 1)
                names.append((m.group(1).lower(), i + 1, end + 1))
    else:
        for i, line in enumerate(lines):
            if line.startswith("HL_KERNEL"):
                m = re.search(r"(\w+)\s*\(", lines[i + 1]) or re.search(
                    r"(\w+)\s*\(", line[len("HL_KERNEL"):])
                if m:
                    end = next((j for j in range(i, len(lines))
                                if lines[j].startswith("}")), len(lines) - 1)
                    names.append((m.group(1), i + 1, end + 1))
    aos = [n for n in names if n[0].endswith("_aos")] or \
        [n for n in names if not n[0].endswith("_soa")]
    soa = [n for n in names if n[0].endswith("_soa")]
    if not aos:
        raise SystemExit("bench: no kernel function found in %s" % path)
    return aos[0][0], (soa[0][0] if soa else None), (aos[0][1], aos[0][2])


def read_kernels(layout_dir=LAYOUT_DIR):
    ks = []
    with open(KERNELS_TXT) as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            cols = line.split()
            if len(cols) != 11:
                raise SystemExit("bench: bad line in kernels.txt: " + line)
            ks.append(Kernel(cols, layout_dir))
    return ks
