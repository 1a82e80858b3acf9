# Instructions executed per element of the AoS kernel, counted by
# valgrind's callgrind (noise-free, where valgrind can run the code).
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""callgrind instruction counts."""

import os
import subprocess
import tempfile


def callgrind(b, n):
    sym = b.static.get("aos", {}).get("symbol") if b.static else None
    if not sym:
        return None
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "cg.out")
        r = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out,
                            "--toggle-collect=" + sym, b.bin, "time", str(n), "1"],
                           capture_output=True, text=True, timeout=900)
        if r.returncode != 0 or not os.path.exists(out):
            return None
        with open(out) as f:
            for line in f:
                if line.startswith(("summary:", "totals:")):
                    ir = int(line.split()[1])
                    # `time n 1`: one warm-up run and one timed run.
                    return ir / (2.0 * b.k.work(n))
    return None
