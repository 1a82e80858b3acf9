# Running the built programs: the thread pool and the progress lines of
# the build, check and callgrind phases, `<bin> check` against the scalar
# reference (under qemu for aarch64), and the timing: kernel by kernel, the
# configurations round-robin, each run sized to a minimum time, the samples
# summarised by their median and interquartile spread.
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""The thread pool, checks and timing."""

import collections
import concurrent.futures
import math
import statistics
import subprocess
import threading
import time

from benching.settings import MARCHES, SIZES, fmt_secs, log


def parallel(fn, items, jobs, done=None):
    """Run FN over ITEMS on JOBS threads; DONE(item, result) as each ends."""
    results = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as ex:
        futs = {ex.submit(fn, it): it for it in items}
        for fut in concurrent.futures.as_completed(futs):
            res = fut.result()
            if done:
                done(futs[fut], res)
            results.append(res)
    return results


class GroupProgress:
    """One progress line per (phase, -march, configuration) when its last
    kernel is done."""

    def __init__(self, phase, items, keyfn, describe):
        self.phase, self.keyfn, self.describe = phase, keyfn, describe
        self.left = collections.Counter(keyfn(i) for i in items)
        self.members = collections.defaultdict(list)
        self.t0 = time.time()
        self.lock = threading.Lock()

    def __call__(self, item, result):
        key = self.keyfn(item)
        with self.lock:
            self.left[key] -= 1
            self.members[key].append(result)
            if self.left[key] == 0:
                log("%-6s %-18s %-17s %s  [%s]" % (
                    self.phase, key[0], key[1], self.describe(self.members[key]),
                    fmt_secs(time.time() - self.t0)))


# ------------------------------------------------------------------ checks

def run_check(b, args):
    if b.arch == "aarch64":
        cmd = ["qemu-aarch64", "-L", "/usr/aarch64-linux-gnu", b.bin, "check"]
    else:
        cmd = [b.bin, "check"]
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    except subprocess.TimeoutExpired:
        b.check = "FAIL: check timed out"
        return b
    out = r.stdout.strip()
    if r.returncode == -4 or "Illegal instruction" in r.stderr:
        b.check = "unsupported"
    elif r.returncode == 0 and out == "%s: ok" % b.k.name:
        b.check = "ok"
    else:
        detail = (out or "(no output)") + " exit %d" % r.returncode
        err = r.stderr.strip().splitlines()
        if err:
            detail += "; " + " | ".join(err[-3:])
        b.check = "FAIL: " + detail
    return b


# ------------------------------------------------------------------ timing

def time_once(b, n, reps, pin):
    cmd = (pin or []) + [b.bin, "time", str(n), str(reps)]
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=900)
    res = {}
    for line in r.stdout.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[0] == b.k.name and parts[1] in ("aos", "soa"):
            res[parts[1]] = float(parts[2])
    if r.returncode != 0 or "aos" not in res:
        raise RuntimeError("%s time %d %d failed (exit %d): %s %s" % (
            b.bin, n, reps, r.returncode, r.stdout.strip(), r.stderr.strip()))
    return res


def time_matrix(march, size, builds, args, pin):
    """ns/element samples per build and variant.  Kernel by kernel, the
    configurations run round-robin (the order rotating each round),
    args.reps rounds, each run sized to >= args.min_time per variant: runs
    compared with each other are seconds apart at most, so slow phases of
    the machine hit them alike, and ratios are taken within a round."""
    units = [b for b in builds if b.check == "ok"]
    if not units:
        return {}
    label = SIZES[size][0]
    title = MARCHES.get(march, {}).get("title", march)
    by_kernel = collections.OrderedDict()
    for b in units:
        by_kernel.setdefault(b.k.name, []).append(b)
    samples = {b: {"aos": [], "soa": []} for b in units}
    t0 = time.time()
    for i, (name, bs) in enumerate(by_kernel.items()):
        t1 = time.time()
        reps = {}
        for b in bs:
            n = b.k.n[size]
            w = max(1, b.k.work(n))
            res = time_once(b, n, max(1, int(2e5 // w)), pin)
            fast = min([v for v in res.values() if v > 0] or [1e3 / w])
            reps[b] = max(1, min(10 ** 7, int(math.ceil(args.min_time / (fast * 1e-9 * w)))))
        for rnd in range(args.reps):
            shift = rnd % len(bs)
            for b in bs[shift:] + bs[:shift]:
                res = time_once(b, b.k.n[size], reps[b], pin)
                for v, ns in res.items():
                    samples[b][v].append(ns)
        done = time.time() - t0
        log("time   %-18s %-4s %-15s %d configs x %d rounds  [%s, ~%s left]" % (
            title, label, name, len(bs), args.reps, fmt_secs(time.time() - t1),
            fmt_secs(done / (i + 1) * (len(by_kernel) - i - 1))))
    return samples


def summarize(vals):
    if not vals:
        return None
    med = statistics.median(vals)
    if len(vals) >= 4:
        q = statistics.quantiles(vals, n=4)
        spread = (q[2] - q[0]) / med if med else 0
    else:
        spread = (max(vals) - min(vals)) / med if med else 0
    return {"median": med, "spread": spread, "samples": vals}
