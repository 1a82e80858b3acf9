#!/usr/bin/env python3
# The limit of a permutation-saving vectorizer on a whole program: the
# share of the program's CPU samples that fall on shuffle-class
# instructions (benching.x86.SHUF_X86).  Were every permute free, the
# program could run at most 1 / (1 - share) times faster; issue 20 measures
# NPB MG and FT this way (docs/performance.md).
# Usage: permute_share.py [--top N] -- PROGRAM [ARGS...]
#   runs PROGRAM under `perf record -e cpu-clock` and maps each sample's
#   symbol and offset to its instruction with objdump.
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

import argparse
import collections
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from benching.x86 import SHUF_X86  # noqa: E402


def instructions(binary):
    """{symbol: address}, {address: mnemonic} of BINARY's code."""
    syms, insns = {}, {}
    dis = subprocess.run(["objdump", "-d", "--no-show-raw-insn", binary],
                         capture_output=True, text=True, check=True).stdout
    for line in dis.splitlines():
        m = re.match(r"([0-9a-f]+) <(.+)>:", line)
        if m:
            syms[m.group(2)] = int(m.group(1), 16)
            continue
        m = re.match(r"\s*([0-9a-f]+):\s+(\S+)", line)
        if m:
            insns[int(m.group(1), 16)] = m.group(2)
    return syms, insns


def main():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--top", type=int, default=8)
    p.add_argument("program", nargs="+")
    a = p.parse_args()
    binary = a.program[0]
    with tempfile.TemporaryDirectory() as tmp:
        data = os.path.join(tmp, "perf.data")
        subprocess.run(["perf", "record", "-q", "-e", "cpu-clock", "-F", "10000",
                        "-o", data, "--"] + a.program, check=True,
                       stdout=subprocess.DEVNULL)
        samples = subprocess.run(["perf", "script", "-i", data, "-F", "ip,sym,symoff"],
                                 capture_output=True, text=True, check=True).stdout
    syms, insns = instructions(binary)
    total, shuf = collections.Counter(), collections.Counter()
    for line in samples.splitlines():
        m = re.search(r"\s(\S+)\+0x([0-9a-f]+)", line)
        if not m or m.group(1) not in syms:
            total["(elsewhere)"] += 1
            continue
        total[m.group(1)] += 1
        mnemonic = insns.get(syms[m.group(1)] + int(m.group(2), 16), "")
        shuf[m.group(1)] += bool(SHUF_X86.match(mnemonic))
    n, s = sum(total.values()), sum(shuf.values())
    print("%d samples, %d on shuffle-class instructions (%.1f%%): at most %.3fx "
          "with every permute free" % (n, s, 100.0 * s / max(n, 1), n / max(n - s, 1)))
    for sym, k in total.most_common(a.top):
        print("  %-28s %5.1f%% of samples, %5.1f%% of them shuffles"
              % (sym, 100.0 * k / n, 100.0 * shuf[sym] / k))


if __name__ == "__main__":
    main()
