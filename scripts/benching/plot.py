# speedup.png: the speed of each configuration vs gcc -O3 per kernel, drawn
# by matplotlib in an interpreter that has it (scripts/bench.py
# --plot-from), or by a plain standard-library fallback (5x7 bitmap font,
# zlib PNG) when none has.
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""speedup.png with matplotlib or the plain fallback."""

import collections
import json
import math
import os
import subprocess

from benching.settings import MARCHES, SIZES, TOP
from benching.tables import kernel_cells
from benching.tools import matplotlib_python

BENCH_PY = os.path.join(TOP, "scripts", "bench.py")  # runs plot_main (--plot-from)


def plot_main(data_path, png):
    """speedup.png from results.json (run under an interpreter that has
    matplotlib)."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    with open(data_path) as f:
        data = json.load(f)
    panels = data["plot"]
    fig, axes = plt.subplots(len(panels), 1, figsize=(max(10, 0.75 * max(
        len(p["kernels"]) for p in panels) + 2), 4.6 * len(panels)), squeeze=False)
    colors = {"gcc -O3": "#9e9e9e", "hyperlane": "#d62728", "clang -O3": "#1f77b4",
              "hand-SoA": "#2ca02c", "hyperlane+layout": "#ff7f0e", "scalar": "#d9d9d9"}
    from matplotlib.ticker import FuncFormatter
    for ax, p in zip(axes[:, 0], panels):
        series = p["series"]
        nk = len(p["kernels"])
        width = 0.8 / len(series)
        for j, (name, vals) in enumerate(series):
            xs = [i - 0.4 + width * (j + 0.5) for i in range(nk)]
            ys = [v if v else float("nan") for v in vals]
            ax.bar(xs, ys, width, label=name, color=colors.get(name))
            if name == "hyperlane":
                for x, y in zip(xs, vals):
                    if y:
                        ax.annotate("%.2f" % y, (x, y), ha="center", va="bottom",
                                    fontsize=6, rotation=90, xytext=(0, 2),
                                    textcoords="offset points")
        ax.axhline(1.0, color="black", linewidth=0.8)
        ax.set_xticks(range(nk))
        ax.set_xticklabels(p["kernels"], rotation=45, ha="right", fontsize=8)
        ax.set_ylabel("speed vs gcc-12 -O3 (higher is faster)")
        ax.set_yscale("log", base=2)
        ax.yaxis.set_major_formatter(FuncFormatter(lambda v, _: "%g" % v))
        ax.set_xlim(-0.6, nk - 0.4)
        ax.set_title(p["title"])
        ax.grid(axis="y", alpha=0.3)
        ax.legend(fontsize=8, ncol=len(series))
    fig.tight_layout()
    fig.savefig(png, dpi=110)


# A stand-in for matplotlib: a plain bar chart written with the standard
# library (zlib), 5x7 bitmap font.  Used only when no interpreter here has
# matplotlib, so that speedup.png is always written.
FONT = {
    "A": "0E11111F111111", "B": "1E11111E11111E", "C": "0E11101010110E",
    "D": "1E11111111111E", "E": "1F10101E10101F", "F": "1F10101E101010",
    "G": "0E1110171111 0F", "H": "1111111F111111", "I": "0E04040404040E",
    "J": "0702020202120C", "K": "11121418141211", "L": "1010101010101F",
    "M": "111B1515111111", "N": "11111915131111", "O": "0E11111111110E",
    "P": "1E11111E101010", "Q": "0E111111151 20D", "R": "1E11111E141211",
    "S": "0F10100E01011E", "T": "1F040404040404", "U": "1111111111110E",
    "V": "1111111111 0A04", "W": "11111115151 50A", "X": "11110A040A1111",
    "Y": "1111110A040404", "Z": "1F01020408101F", "0": "0E111315 19110E",
    "1": "040C040404040E", "2": "0E110102 04081F", "3": "1F020402 01110E",
    "4": "02060A121F0202", "5": "1F101E0101110E", "6": "0608101E11110E",
    "7": "1F010204080808", "8": "0E11110E11110E", "9": "0E11110F01020C",
    "_": "0000000000001F", "-": "0000001F000000", ".": "00000000000C0C",
    "+": "0004041F040400", "%": "18190204081303", "=": "00001F001F0000",
    "(": "02040808080402", ")": "08040202020408", "/": "00010204081000",
    " ": "00000000000000", ",": "000000000C0408", ":": "000C0C000C0C00",
}


def glyph(ch):
    rows = FONT.get(ch.upper(), FONT[" "]).replace(" ", "")
    return [int(rows[i:i + 2], 16) for i in range(0, 14, 2)]


def plot_fallback(panels, png):
    import struct
    import zlib
    colors = {"gcc -O3": (158, 158, 158), "hyperlane": (214, 39, 40), "clang -O3": (31, 119, 180),
              "hand-SoA": (44, 160, 44), "hyperlane+layout": (255, 127, 14)}
    nk = max(len(p["kernels"]) for p in panels)
    nser = max(len(p["series"]) for p in panels)
    group = nser * 7 + 10
    left, ph, top, bottom = 46, 260, 34, 110
    W = max([left + nk * group + 20] +
            [left + 20 + 6 * len(p["title"]) for p in panels] +
            [left + 20 + sum(16 + 6 * len(n) for n, _ in p["series"]) for p in panels])
    H = len(panels) * (top + ph + bottom)
    img = bytearray(b"\xff" * (W * H * 3))

    def px(x, y, c):
        if 0 <= x < W and 0 <= y < H:
            i = (y * W + x) * 3
            img[i:i + 3] = bytes(c)

    def rect(x0, y0, x1, y1, c):
        for y in range(max(0, y0), min(H, y1)):
            for x in range(max(0, x0), min(W, x1)):
                px(x, y, c)

    def text(x, y, s, c=(0, 0, 0), vertical=False):
        for ch in s:
            g = glyph(ch)
            for r in range(7):
                for col in range(5):
                    if g[r] >> (4 - col) & 1:
                        if vertical:  # reads bottom to top, ending at y
                            px(x + r, y - col, c)
                        else:
                            px(x + col, y + r, c)
            if vertical:
                y -= 6
            else:
                x += 6
    for pi, p in enumerate(panels):
        y0 = pi * (top + ph + bottom) + top
        vals = [v for _, vs in p["series"] for v in vs if v]
        lo = min([0.25] + [v / 1.2 for v in vals])
        hi = max([4.0] + [v * 1.2 for v in vals])
        l2lo, l2hi = math.log2(lo), math.log2(hi)

        def ypos(v):
            return y0 + ph - int(round((math.log2(v) - l2lo) / (l2hi - l2lo) * ph))
        text(left, y0 - 26, p["title"])
        lx = left
        for name, _ in p["series"]:
            rect(lx, y0 - 14, lx + 7, y0 - 7, colors.get(name, (120, 120, 120)))
            text(lx + 10, y0 - 14, name)
            lx += 16 + 6 * len(name)
        e = math.floor(l2lo)
        while e <= l2hi:
            v = 2.0 ** e
            if lo <= v <= hi:
                y = ypos(v)
                rect(left, y, W - 20, y + 1, (0, 0, 0) if e == 0 else (225, 225, 225))
                label = ("%g" % v)[:5]
                text(left - 4 - 6 * len(label), y - 3, label)
            e += 1
        rect(left, y0, left + 1, y0 + ph, (0, 0, 0))
        for ki, name in enumerate(p["kernels"]):
            gx = left + 6 + ki * group
            for si, (sname, vs) in enumerate(p["series"]):
                v = vs[ki]
                if v:
                    y = ypos(v)
                    rect(gx + si * 7, y, gx + si * 7 + 6, y0 + ph, colors.get(sname, (120, 120, 120)))
            text(gx + group // 2 - 6, y0 + ph + 4 + 6 * len(name), name, vertical=True)
    raw = b"".join(b"\x00" + bytes(img[y * W * 3:(y + 1) * W * 3]) for y in range(H))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(
            ">I", zlib.crc32(kind + data) & 0xffffffff)
    with open(png, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", W, H, 8, 2, 0, 0, 0)) +
                chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def make_plot(R, kernels, args):
    os.makedirs(args.out, exist_ok=True)
    panels = []
    for march in ([m for m in ("haswell", "x86-64-v4") if m in R["marches"]] or R["marches"][:1]):
        size = R["sizes"][0]
        T = R["timing"].get(march, {}).get(size)
        if not T:
            continue
        names, series = [], collections.OrderedDict()
        keys = [("hyperlane", "hyperlane"), ("hyperlane-layout", "hyperlane+layout"),
                ("clang", "clang -O3"), ("soa", "hand-SoA")]
        keys = [kv for kv in keys if kv[0] == "soa" or kv[0] in R["configs"]]
        series["gcc -O3"] = []
        for _, t in keys:
            series[t] = []
        for k in kernels:
            t = T.get(k.name)
            if not t or "gcc" not in t:
                continue
            cell = kernel_cells(t, R["configs"])
            names.append(k.name)
            series["gcc -O3"].append(1.0)
            for c, title in keys:
                series[title].append(cell.get(c))
        panels.append({"title": "%s, %s working set: speed vs gcc-12 -O3 (AoS kernels)" % (
            MARCHES.get(march, {}).get("title", march), SIZES[size][0]),
            "kernels": names, "series": [[t, v] for t, v in series.items()]})
    if not panels:
        return "no timings to plot"
    R["json"]["plot"] = panels
    data = os.path.join(args.out, "results.json")
    with open(data, "w") as f:
        json.dump(R["json"], f, indent=1, sort_keys=True)
    png = os.path.join(args.out, "speedup.png")
    py = matplotlib_python()
    if not py:
        plot_fallback(panels, png)
        return ("matplotlib not found (python3-matplotlib): speedup.png drawn by the "
                "harness's plain fallback")
    r = subprocess.run([py, BENCH_PY, "--plot-from", data, png],
                       capture_output=True, text=True)
    if r.returncode != 0:
        return "plot failed: " + r.stderr.strip()[-500:]
    return None
