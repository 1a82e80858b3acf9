#!/usr/bin/env python3
# hyperlane benchmark harness: build every example kernel
# (examples/kernels.txt) under scalar, gcc-12 -O3, gcc-12 -O3 + hyperlane,
# clang-14 -O3 (and the hand-written SoA variant the programs carry), check
# every build against its scalar reference, time them interleaved, count
# shuffle-class instructions in each hot loop, and write
# bench-results/results.md, results.json and speedup.png.
#
#   scripts/bench.py            full run (make bench): haswell, x86-64-v4,
#                               sse4.2; L1, L2 and DRAM working sets
#   scripts/bench.py --quick    make demo: haswell (+ x86-64-v4 when the CPU
#                               has AVX-512), L1 only, no aarch64/callgrind
#   scripts/bench.py --help     every option
#
# Python 3 standard library; matplotlib for the PNG (found in this
# interpreter or in /usr/bin/python3).  Missing optional tools (clang-14,
# llvm-mca, valgrind, the aarch64 cross compilers, matplotlib, CPU
# features) only drop their columns, with a note.  Exit status: 0, or 1 when
# a build or a check failed (named in the output), 2 for bad usage.
# docs/performance.md explains the method and holds the latest full run.
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

import argparse
import collections
import concurrent.futures
import datetime
import hashlib
import json
import math
import os
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(TOP, "scripts"))
from suites.toolchain import cpu_flags  # noqa: E402
KERNELS_TXT = os.path.join(TOP, "examples", "kernels.txt")
LAYOUT_DIR = os.path.join(TOP, "examples", "layouts")
PLUGIN = os.path.join(TOP, "plugin", "hyperlane.so")
CROSS_PLUGIN = os.path.join(TOP, "plugin", "aarch64-linux-gnu", "hyperlane.so")
BUILD = os.path.join(TOP, "build", "bench")

CC, FC, CLANG = "gcc-12", "gfortran-12", "clang-14"
CROSS_CC, CROSS_FC = "aarch64-linux-gnu-gcc-12", "aarch64-linux-gnu-gfortran-12"
COMMON_FLAGS = ["-O3", "-ffp-contract=off"]

# -march settings: compiler flags, the /proc/cpuinfo flags needed to run
# the code, whether valgrind can run it (no AVX-512 in valgrind).
MARCHES = {
    "haswell": {"flags": ["-march=haswell"], "title": "-march=haswell",
                "cpu": ["avx2", "fma", "bmi2", "f16c", "movbe"], "valgrind": True},
    "x86-64-v4": {"flags": ["-march=x86-64-v4"], "title": "-march=x86-64-v4",
                  "cpu": ["avx512f", "avx512bw", "avx512cd", "avx512dq", "avx512vl"],
                  "valgrind": False},
    "sse4.2": {"flags": ["-msse4.2"], "title": "-msse4.2",
               "cpu": ["sse4_2"], "valgrind": True},
}
SIZES = {"l1": ("L1", "n_l1", "~24 KiB"), "l2": ("L2", "n_l2", "~512 KiB"),
         "dram": ("DRAM", "n_dram", "~128 MiB")}

# Configurations, in table order.  The hand-SoA time is the "soa" line of
# the gcc build, so it has no build of its own.
CONFIG_TITLES = collections.OrderedDict([
    ("scalar", "scalar"), ("gcc", "gcc -O3"), ("hyperlane", "hyperlane"),
    ("hyperlane-layout", "hyperlane+layout"), ("clang", "clang -O3"),
])
# 3-D kernels count interior points of hl_grid3 (examples/README.md).
GRID3_KERNELS = {"mg_resid", "mg_rprj3", "sp_tzetar", "sp_tzetar_f", "sp_tzetar_npb"}

# Shuffle-class instructions.  x86: permutes, shuffles, blends, 128/256-bit
# and lane inserts/extracts, unpacks, packs, aligns, dup-moves, compress and
# expand, with or without the VEX/EVEX "v".  Not counted: broadcasts,
# zero/sign extensions (vpmovzx/sx), truncations (vpmov*), movhps/movlps.
SHUF_X86 = re.compile(
    r"^v?(perm|shuf|pshuf|blend|pblend|insert|extract|unpck|punpck|pack|"
    r"palignr|align[dq]|movsldup|movshdup|movddup|movlhps|movhlps|pinsr|"
    r"pextr|compress|expand|pcompress|pexpand)")
# aarch64: zip/uzp/trn/ext/tbl/tbx/ins, lane dup/mov, vector rev; the
# ld2-4/st2-4 structure accesses are counted apart.
SHUF_A64 = re.compile(r"^(zip[12]|uzp[12]|trn[12]|ext|tbl|tbx|ins|rev(16|32|64)?)$")
STRUCT_A64 = re.compile(r"^(ld[234]|st[234])$")

_print_lock = threading.Lock()


def log(msg):
    with _print_lock:
        print(msg, file=sys.stderr, flush=True)


def fmt_secs(s):
    return "%d:%02d" % (s // 60, s % 60) if s >= 60 else "%.1f s" % s


# ----------------------------------------------------------------- kernels

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


# ------------------------------------------------------------------- tools

def have(tool):
    return shutil.which(tool) is not None


def matplotlib_python():
    """An interpreter that can import matplotlib: this one or the system's."""
    import importlib.util
    if importlib.util.find_spec("matplotlib"):
        return sys.executable
    for py in ("/usr/bin/python3",):
        if os.path.exists(py) and os.path.realpath(py) != os.path.realpath(sys.executable):
            if subprocess.run([py, "-c", "import matplotlib"], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL).returncode == 0:
                return py
    return None


def lscpu_summary():
    info = {}
    try:
        out = subprocess.run(["lscpu"], capture_output=True, text=True).stdout
        for line in out.splitlines():
            if ":" in line:
                key, val = line.split(":", 1)
                info[key.strip()] = val.strip()
    except OSError:
        pass
    keys = ["Model name", "CPU family", "Model", "CPU(s)", "Thread(s) per core",
            "Hypervisor vendor", "L1d cache", "L2 cache", "L3 cache"]
    return "; ".join("%s: %s" % (k, info[k]) for k in keys if k in info)


def tool_version(tool):
    try:
        out = subprocess.run([tool, "--version"], capture_output=True, text=True).stdout
        return out.splitlines()[0].strip() if out else "?"
    except OSError:
        return None


def find_llvm_mca():
    for t in ("llvm-mca-14", "llvm-mca"):
        if have(t):
            return t
    return None


def ensure_deps(no_install):
    """Install the bench packages as root (scripts/setup-deps.sh bench), or
    say what is missing."""
    missing = [t for t in (CLANG,) if not have(t)]
    if not find_llvm_mca():
        missing.append("llvm-mca")
    if not matplotlib_python():
        missing.append("matplotlib")
    if not missing:
        return
    if os.geteuid() == 0 and not no_install:
        log("bench: missing %s; running scripts/setup-deps.sh bench" % ", ".join(missing))
        subprocess.run([os.path.join(TOP, "scripts", "setup-deps.sh"), "bench"])
    else:
        log("bench: missing %s (their columns are skipped); as root, "
            "scripts/setup-deps.sh bench installs them" % ", ".join(missing))
        subprocess.run([os.path.join(TOP, "scripts", "setup-deps.sh"), "bench"],
                       stdout=subprocess.DEVNULL)


def build_plugin(target, path, tries=4, wait=30):
    """make the plugin; others may be editing it, so retry a broken build a
    few times before giving up (an existing .so is then used, with a note)."""
    for attempt in range(tries):
        r = subprocess.run(["make", "-C", TOP, "--no-print-directory"] +
                           ([target] if target else []),
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if r.returncode == 0 and os.path.exists(path):
            return True, None
        tail = "\n".join(r.stdout.splitlines()[-8:])
        if attempt + 1 < tries:
            log("bench: `make %s` failed (try %d/%d), retrying in %d s:\n%s"
                % (target or "", attempt + 1, tries, wait, tail))
            time.sleep(wait)
    if os.path.exists(path):
        return True, "`make %s` failed; used the existing %s" % (target or "", os.path.relpath(path, TOP))
    return False, "`make %s` failed:\n%s" % (target or "", tail)


def snapshot(src, dst):
    """Copy the plugin so that a rebuild by someone else during the run does
    not mix two plugin versions in one run.  Returns its sha256."""
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    with open(src, "rb") as f:
        data = f.read()
    digest = hashlib.sha256(data).hexdigest()
    old = None
    if os.path.exists(dst):
        with open(dst, "rb") as f:
            old = hashlib.sha256(f.read()).hexdigest()
    if old != digest:
        tmp = dst + ".tmp"
        with open(tmp, "wb") as f:
            f.write(data)
        os.replace(tmp, dst)
    return digest


def git_state():
    def git(*a):
        r = subprocess.run(["git", "-C", TOP] + list(a), capture_output=True, text=True)
        return r.stdout.strip() if r.returncode == 0 else None
    head = git("rev-parse", "--short", "HEAD") or "unknown"
    dirty = git("status", "--porcelain", "--untracked-files=no", "--", "plugin")
    return head + (" + uncommitted plugin changes" if dirty else "")


# ------------------------------------------------------------------ builds

class Build:
    """One program: kernel x -march x configuration."""

    def __init__(self, kernel, march, config, arch="x86"):
        self.k, self.march, self.config, self.arch = kernel, march, config, arch
        self.dir = os.path.join(BUILD, march if arch == "x86" else "aarch64", config)
        self.bin = os.path.join(self.dir, kernel.name)
        self.remarks = self.bin + ".remarks"
        self.asm = self.bin + ".s"
        self.ok = None
        self.error = None
        self.check = None      # "ok", "FAIL: ...", "unsupported", None
        self.static = None
        self.ir = None
        self.mca = {}


def compilers(config, lang, arch):
    if config == "clang":
        return CLANG if lang == "c" else None
    if arch == "aarch64":
        return CROSS_CC if lang == "c" else CROSS_FC
    return CC if lang == "c" else FC


def config_flags(config, kernel, args, arch):
    plugin = args.plugin_snap if arch == "x86" else args.cross_plugin_snap
    if config == "scalar":
        return ["-fno-tree-vectorize"]
    if config in ("hyperlane", "hyperlane-layout"):
        f = ["-fplugin=" + plugin]
        if args.cost != "model":
            f.append("-fplugin-arg-hyperlane-cost=" + args.cost)
        if config == "hyperlane-layout":
            f.append("-fplugin-arg-hyperlane-layout-file=" + kernel.layout)
        return f
    if config == "clang" and arch == "aarch64":
        return ["--target=aarch64-linux-gnu"]
    return []


def march_flags(march, arch):
    if arch == "aarch64":
        return []
    return MARCHES[march]["flags"] if march in MARCHES else ["-march=" + march]


def newest_mtime(paths):
    t = 0
    for p in paths:
        try:
            t = max(t, os.path.getmtime(p))
        except OSError:
            pass
    return t


def up_to_date(cmd, output, inputs):
    """OUTPUT exists, is newer than INPUTS and was made by CMD."""
    stamp = output + ".cmd"
    if not (os.path.exists(output) and os.path.exists(stamp)):
        return False
    with open(stamp) as f:
        if f.read() != " ".join(shlex.quote(c) for c in cmd):
            return False
    return os.path.getmtime(output) >= newest_mtime(inputs)


def run_cached(cmd, output, inputs, before=None):
    """Run a compile unless OUTPUT is up to date (BEFORE() runs first when it
    is not).  Returns (ok, log text)."""
    if up_to_date(cmd, output, inputs):
        return True, ""
    stamp = output + ".cmd"
    if os.path.exists(stamp):
        os.remove(stamp)
    if before:
        before()
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if r.returncode == 0 and os.path.exists(output):
        with open(stamp, "w") as f:
            f.write(" ".join(shlex.quote(c) for c in cmd))
        return True, r.stdout
    return False, "$ %s\n%s" % (" ".join(shlex.quote(c) for c in cmd), r.stdout)


_common_locks = collections.defaultdict(threading.Lock)
_common_done = {}


def build_common(b, cc, flags, args):
    """The shared driver objects (harness.c, harness_mod.f90), once per
    compiler, -march, configuration and kernel flags."""
    k = b.k
    key = hashlib.sha1(" ".join([cc] + flags + k.common).encode()).hexdigest()[:12]
    cdir = os.path.join(b.dir, "common-" + key)
    with _common_locks[cdir]:
        if cdir in _common_done:
            return _common_done[cdir]
        os.makedirs(cdir, exist_ok=True)
        objs, ok, text = [], True, ""
        headers = [os.path.join(TOP, "examples", "common", h)
                   for h in os.listdir(os.path.join(TOP, "examples", "common"))]
        plug = [p for p in (args.plugin_snap, args.cross_plugin_snap) if p]
        for src in k.common:
            obj = os.path.join(cdir, os.path.basename(src) + ".o")
            cmd = [cc] + flags + (["-J", cdir] if src.endswith(".f90") else
                                  ["-I" + os.path.join(TOP, "examples", "common")])
            cmd += ["-c", os.path.join(TOP, src), "-o", obj]
            ok, text = run_cached(cmd, obj, [os.path.join(TOP, src)] + headers + plug)
            if not ok:
                break
            objs.append(obj)
        _common_done[cdir] = (ok, objs, cdir, text)
        return _common_done[cdir]


def do_build(b, args):
    """Compile and link B; for aarch64 also -S for llvm-mca."""
    k = b.k
    cc = compilers(b.config, k.lang, b.arch)
    os.makedirs(b.dir, exist_ok=True)
    flags = COMMON_FLAGS + march_flags(b.march, b.arch) + k.flags + \
        config_flags(b.config, k, args, b.arch)
    ok, objs, cdir, text = build_common(b, cc, flags, args)
    if not ok:
        b.ok, b.error = False, text
        return b
    inputs = [os.path.join(TOP, s) for s in k.sources] + \
        [os.path.join(TOP, "examples", "common", h)
         for h in os.listdir(os.path.join(TOP, "examples", "common"))]
    if b.config.startswith("hyperlane"):
        inputs.append(args.plugin_snap if b.arch == "x86" else args.cross_plugin_snap)
    if k.layout:
        inputs.append(k.layout)
    kobjs = []
    logtext = ""
    for src in k.own:
        obj = os.path.join(b.dir, k.name + "." + os.path.basename(src) + ".o")
        extra = []
        if k.lang == "fortran":
            mdir = b.bin + ".mod"
            os.makedirs(mdir, exist_ok=True)
            extra = ["-J", mdir, "-I", cdir]
        else:
            extra = ["-I" + os.path.join(TOP, "examples", "common")]
        info = []
        if b.config.startswith("hyperlane"):
            # GCC appends to the remarks file: start it afresh per compile.
            info = ["-fopt-info-vec-all=" + b.remarks]
            if not os.path.exists(b.remarks) and os.path.exists(obj + ".cmd"):
                os.remove(obj + ".cmd")
        cmd = [cc] + flags + extra + info + ["-c", os.path.join(TOP, src), "-o", obj]

        def fresh():
            if info and os.path.exists(b.remarks):
                os.remove(b.remarks)
        ok, text = run_cached(cmd, obj, inputs, fresh)
        logtext += text
        if not ok:
            b.ok, b.error = False, text
            return b
        kobjs.append(obj)
        if b.arch == "aarch64":
            cmd_s = [cc] + flags + extra + ["-S", os.path.join(TOP, src), "-o", b.asm]
            ok, text = run_cached(cmd_s, b.asm, inputs)
            if not ok:
                b.ok, b.error = False, text
                return b
    link = [cc] + ([] if b.config != "clang" or b.arch == "x86" else ["--target=aarch64-linux-gnu"])
    link += kobjs + objs + ["-o", b.bin] + (["-lm"] if k.lang == "c" else [])
    ok, text = run_cached(link, b.bin, kobjs + objs)
    if not ok:
        b.ok, b.error = False, text
        return b
    with open(b.bin + ".log", "w") as f:
        f.write(logtext)
    b.ok = True
    return b


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


# ------------------------------------------------------ static analysis x86

X86_REG64 = {}
for _r in "abcd":
    for _n in ("r%sx" % _r, "e%sx" % _r, "%sx" % _r, "%sl" % _r, "%sh" % _r):
        X86_REG64[_n] = "r%sx" % _r
for _r in ("si", "di", "bp", "sp"):
    for _n in ("r" + _r, "e" + _r, _r, _r + "l"):
        X86_REG64[_n] = "r" + _r
for _i in range(8, 16):
    for _s in ("", "d", "w", "b"):
        X86_REG64["r%d%s" % (_i, _s)] = "r%d" % _i

X86_FUNC = re.compile(r"^([0-9a-f]+) <([^>]+)>:$")
X86_INSN = re.compile(r"^\s*([0-9a-f]+):\s+(.*)$")
X86_PREFIX = {"rep", "repz", "repe", "repnz", "repne", "lock", "notrack", "bnd",
              "data16", "addr32", "cs", "ds", "es", "ss", "fs", "gs"}
X86_MEM = re.compile(r"(-?0x[0-9a-f]+|-?\d+)?\((%\w+)?(?:,(%\w+)(?:,(\d))?)?\)")


def objdump_functions(path, objdump="objdump"):
    out = subprocess.run([objdump, "-d", "--no-show-raw-insn", path],
                         capture_output=True, text=True).stdout
    funcs, cur = {}, None
    for line in out.splitlines():
        m = X86_FUNC.match(line)
        if m:
            cur = []
            funcs[m.group(2)] = cur
            continue
        if cur is None:
            continue
        m = X86_INSN.match(line)
        if not m:
            continue
        text = m.group(2).split("#", 1)[0].strip()
        toks = text.split(None, 1)
        while toks and toks[0] in X86_PREFIX:
            toks = toks[1].split(None, 1) if len(toks) > 1 else []
        if not toks or toks[0].startswith("("):
            continue
        cur.append((int(m.group(1), 16), toks[0], toks[1] if len(toks) > 1 else ""))
    return funcs


def find_function(funcs, name):
    """The symbol for kernel function NAME: NAME, a Fortran module procedure
    __m_MOD_NAME, or a GCC clone NAME.isra.0 etc.; the largest if several."""
    pat = re.compile(r"^(?:.*_MOD_)?%s(?:\.\w+)*$" % re.escape(name))
    cands = [(len(v), s) for s, v in funcs.items() if pat.match(s)]
    return max(cands)[1] if cands else None


def is_vector_x86(mn, ops):
    if not re.search(r"%[xyz]mm", ops):
        return False
    if re.search(r"(ss|sd)$|^v?cvt\w*s[sd]2|^v?u?comis", mn):
        return False
    return True


def innermost_loops(insns, is_branch, target_of):
    """[(first index, last index)] of innermost loops: ranges closed by a
    backward branch, merged per loop head."""
    index = {a: i for i, (a, _, _) in enumerate(insns)}
    heads = {}
    for i, (a, mn, ops) in enumerate(insns):
        if is_branch(mn):
            t = target_of(mn, ops)
            if t is not None and t in index and index[t] <= i:
                heads[index[t]] = max(heads.get(index[t], -1), i)
    loops = sorted(heads.items())
    return [(h, l) for h, l in loops
            if not any((h2, l2) != (h, l) and h <= h2 and l2 <= l for h2, l2 in loops)]


def x86_target(mn, ops):
    m = re.match(r"([0-9a-f]+)\s+<", ops)
    return int(m.group(1), 16) if m else None


def signed_imm(text, reg):
    """objdump prints negative immediates as two's complement hex."""
    v = int(text, 0)
    bits = 32 if reg.startswith("e") or re.match(r"r\d+d$", reg) else 64
    return v - (1 << bits) if v >= 1 << (bits - 1) else v


def x86_increments(body):
    inc = collections.Counter()
    for _, mn, ops in body:
        m = re.match(r"\$(-?0x[0-9a-f]+|-?\d+),%(\w+)$", ops)
        if m and mn in ("add", "sub"):
            v = signed_imm(m.group(1), m.group(2))
            r = X86_REG64.get(m.group(2))
            if r:
                inc[r] += v if mn == "add" else -v
            continue
        m = re.match(r"(-?0x[0-9a-f]+|-?\d+)\(%(\w+)\),%(\w+)$", ops)
        if m and mn == "lea" and X86_REG64.get(m.group(2)) == X86_REG64.get(m.group(3)):
            inc[X86_REG64[m.group(2)]] += signed_imm(m.group(1), "r")
            continue
        m = re.match(r"%(\w+)$", ops)
        if m and mn in ("inc", "dec"):
            r = X86_REG64.get(m.group(1))
            if r:
                inc[r] += 1 if mn == "inc" else -1
    return inc


def x86_advances(body, inc):
    adv = []
    for _, mn, ops in body:
        for m in X86_MEM.finditer(ops):
            base, index, scale = m.group(2), m.group(3), m.group(4)
            if base == "%rip":
                continue
            a = 0
            if base:
                a += inc.get(X86_REG64.get(base[1:], ""), 0)
            if index:
                a += inc.get(X86_REG64.get(index[1:], ""), 0) * int(scale or 1)
            adv.append(abs(a))
    return adv


def elems_per_iter(advances, k):
    """Elements per loop iteration from the byte advance of the memory
    operands: the most common advance that is a whole number of AoS records
    (the largest on a tie), else of scalar elements."""
    for unit in (k.record, k.tsize):
        c = collections.Counter(a // unit for a in advances if a > 0 and a % unit == 0)
        if c:
            best = max(c.values())
            return max(v for v, cnt in c.items() if cnt == best)
    return None


def vector_weight(ops):
    return 4 if "%zmm" in ops else 2 if "%ymm" in ops else 1


def analyse_loop(insns, loops, vector_pred, shuf_pred, k, inc_fn, adv_fn, struct_pred=None):
    """The hot loop: the innermost loop with the most vector work
    (instructions weighted by vector width), then the most instructions."""
    best = None
    for h, l in loops:
        body = insns[h:l + 1]
        vec = sum(1 for _, mn, ops in body if vector_pred(mn, ops))
        work = sum(vector_weight(ops) for _, mn, ops in body if vector_pred(mn, ops))
        key = (work, vec, len(body))
        if best is None or key > best[0]:
            best = (key, body)
    if best is None:
        return None
    body = best[1]
    shuf = sum(1 for _, mn, ops in body if shuf_pred(mn, ops))
    struct = sum(1 for _, mn, ops in body if struct_pred and struct_pred(mn, ops))
    vec = best[0][1]
    width = None
    if any(True for _, mn, ops in body if "%zmm" in ops):
        width = 512
    elif any(True for _, mn, ops in body if "%ymm" in ops):
        width = 256
    elif vec:
        width = 128
    epi = elems_per_iter(adv_fn(body, inc_fn(body)), k)
    return {"insns": len(body), "vector": vec, "shuf": shuf, "struct": struct,
            "elem_per_iter": epi, "width": width, "body": body}


def static_x86(b):
    funcs = objdump_functions(b.bin)
    res = {}
    for var, name in (("aos", b.k.aos_fn), ("soa", b.k.soa_fn)):
        if not name:
            continue
        # gfortran inlines module procedures into the run_aos/run_soa
        # callbacks (and drops them): analyse the callback then.
        sym = find_function(funcs, name) or find_function(funcs, "run_" + var)
        if not sym:
            res[var] = {"error": "function %s not found" % name}
            continue
        insns = funcs[sym]
        # Loops close with a conditional backward branch at -O3; a backward
        # jmp is usually a jump into shared code.
        loops = innermost_loops(insns, lambda mn: mn.startswith(("j", "loop")) and mn != "jmp",
                                x86_target) or \
            innermost_loops(insns, lambda mn: mn.startswith(("j", "loop")), x86_target)
        a = analyse_loop(insns, loops, is_vector_x86,
                         lambda mn, ops: bool(SHUF_X86.match(mn)), b.k,
                         x86_increments, x86_advances)
        if a is None:
            res[var] = {"error": "no loop in %s" % sym}
            continue
        a["symbol"] = sym
        a["fn_shuf"] = sum(1 for _, mn, _ in insns if SHUF_X86.match(mn))
        del a["body"]
        res[var] = a
    return res


# -------------------------------------------------- static analysis aarch64

A64_CONDS = "eq|ne|cs|hs|cc|lo|mi|pl|vs|vc|hi|ls|ge|lt|gt|le|al|nv"
A64_BRANCH = re.compile(r"^(b|b\.?(%s)|cbz|cbnz|tbz|tbnz)$" % A64_CONDS)


def parse_asm_function(path, name):
    """Instructions of NAME (or its Fortran/clone spelling) in a GCC/clang .s
    file: [(index, mnemonic, operands, label-or-None)]."""
    with open(path) as f:
        lines = f.read().split("\n")
    pat = re.compile(r"^((?:.*_MOD_)?%s(?:\.\w+)*):" % re.escape(name))
    start = None
    for i, line in enumerate(lines):
        m = pat.match(line)
        if m:
            start, sym = i, m.group(1)
            break
    if start is None:
        return None, None
    items = []
    for line in lines[start + 1:]:
        if re.match(r"^\s*\.size\s", line) or re.match(r"^\s*\.cfi_endproc", line):
            break
        s = line.split("//", 1)[0].strip()
        if not s:
            continue
        m = re.match(r"^([.\w$]+):$", s)
        if m:
            items.append(("label", m.group(1), ""))
            continue
        if s.startswith("."):
            continue
        toks = s.split(None, 1)
        items.append(("insn", toks[0].lower(), toks[1] if len(toks) > 1 else ""))
    return sym, items


def a64_reg(r):
    m = re.match(r"^[xw](\d+)$", r.strip())
    return "r" + m.group(1) if m else ("sp" if r.strip() in ("sp", "wsp") else None)


def a64_increments(body):
    inc = collections.Counter()
    for _, mn, ops in body:
        o = [x.strip() for x in ops.split(",")]
        if mn in ("add", "sub") and len(o) == 3 and a64_reg(o[0]) and a64_reg(o[0]) == a64_reg(o[1]):
            m = re.match(r"^#?(-?(?:0x[0-9a-f]+|\d+))$", o[2])
            if m:
                v = int(m.group(1), 0)
                inc[a64_reg(o[0])] += v if mn == "add" else -v
        for m in re.finditer(r"\[(\w+)\],\s*#?(-?(?:0x[0-9a-f]+|\d+))", ops):  # post-index
            if a64_reg(m.group(1)):
                inc[a64_reg(m.group(1))] += int(m.group(2), 0)
        for m in re.finditer(r"\[(\w+),\s*#?(-?(?:0x[0-9a-f]+|\d+))\]!", ops):  # pre-index
            if a64_reg(m.group(1)):
                inc[a64_reg(m.group(1))] += int(m.group(2), 0)
    return inc


def a64_advances(body, inc):
    adv = []
    for _, mn, ops in body:
        for m in re.finditer(r"\[([^\]]+)\]", ops):
            parts = [p.strip() for p in m.group(1).split(",")]
            a = inc.get(a64_reg(parts[0]) or "", 0)
            if len(parts) >= 2 and a64_reg(parts[1]):
                shift = 0
                if len(parts) >= 3:
                    sm = re.search(r"#?(\d+)", parts[2])
                    shift = int(sm.group(1)) if sm else 0
                a += inc.get(a64_reg(parts[1]), 0) << shift
            adv.append(abs(a))
    return adv


def is_vector_a64(mn, ops):
    return bool(re.search(r"\bv\d+\.\d*[bhsd]\b|\bq\d+\b|\{\s*v\d+", ops))


def is_shuf_a64(mn, ops):
    if SHUF_A64.match(mn):
        return mn.startswith(("zip", "uzp", "trn", "tbl", "tbx", "ins")) or \
            bool(re.search(r"\bv\d+\.", ops))
    if mn in ("dup", "mov") and re.search(r"v\d+\.\w+\[\d+\]", ops):
        return True
    return False


def static_a64(b, mca_tool):
    sym, items = parse_asm_function(b.asm, b.k.aos_fn)
    if items is None:
        sym, items = parse_asm_function(b.asm, "run_aos")
    if items is None:
        return {"error": "function %s not found in %s" % (b.k.aos_fn, b.asm)}
    # Give instructions addresses = positions; labels map to the next one.
    insns, labels, pending = [], {}, []
    for kind, a, c in items:
        if kind == "label":
            pending.append(a)
        else:
            for lab in pending:
                labels[lab] = len(insns)
            pending = []
            insns.append((len(insns), a, c))

    def target(mn, ops):
        lab = ops.split(",")[-1].strip()
        return labels.get(lab)
    loops = innermost_loops(insns, lambda mn: bool(A64_BRANCH.match(mn)) and mn != "b", target) \
        or innermost_loops(insns, lambda mn: bool(A64_BRANCH.match(mn)), target)
    a = analyse_loop(insns, loops, is_vector_a64, is_shuf_a64, b.k, a64_increments,
                     a64_advances, lambda mn, ops: bool(STRUCT_A64.match(mn)))
    if a is None:
        return {"error": "no loop in " + sym}
    a["symbol"] = sym
    body = a.pop("body")
    a["width"] = 128 if a["vector"] else None
    if mca_tool:
        text = ["hl_loop:"]
        for _, mn, ops in body:
            if A64_BRANCH.match(mn):
                parts = ops.split(",")
                parts[-1] = " hl_loop"
                ops = ",".join(parts)
            text.append("\t%s\t%s" % (mn, ops))
        src = b.bin + ".loop.s"
        with open(src, "w") as f:
            f.write("\n".join(text) + "\n")
        a["mca"] = {}
        for cpu in ("cortex-a72", "neoverse-n1"):
            r = subprocess.run([mca_tool, "-mtriple=aarch64-linux-gnu", "-mcpu=" + cpu,
                                "-iterations=200", src], capture_output=True, text=True)
            m1 = re.search(r"^Iterations:\s+(\d+)", r.stdout, re.M)
            m2 = re.search(r"^Total Cycles:\s+(\d+)", r.stdout, re.M)
            if r.returncode == 0 and m1 and m2:
                a["mca"][cpu] = int(m2.group(1)) / int(m1.group(1))
            else:
                a["mca"][cpu] = None
                a.setdefault("mca_error", (r.stderr or r.stdout).strip().splitlines()[:2])
    return a


# --------------------------------------------------------------- callgrind

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


# ----------------------------------------------------------------- remarks

def hyperlane_remark(b):
    """What hyperlane said about the AoS kernel's loops."""
    if not os.path.exists(b.remarks):
        return None
    lo, hi = b.k.aos_lines
    src = os.path.basename(b.k.own[0])
    found, helper = [], []
    with open(b.remarks) as f:
        for line in f:
            m = re.match(r"^(.*?):(\d+):(\d+): (optimized|missed|note): (.*hyperlane: .*)$", line.strip())
            if not m or os.path.basename(m.group(1)) != src:
                continue
            if m.group(4) == "note" and "vectorized by hyperlane" not in m.group(5):
                continue
            if lo <= int(m.group(2)) <= hi:
                found.append((m.group(4), m.group(5)))
            elif int(m.group(2)) < lo:
                # GCC puts the remark at the statement's location, which is
                # in the static inline helper when the loop body is one.
                helper.append((m.group(4), m.group(5)))
    found = found or helper
    if not found:
        return None
    # Transformed loops first, then the decisions, then the other notes.
    found.sort(key=lambda x: 0 if x[0] == "optimized" else
               1 if "left to GCC" in x[1] or "not analysed" in x[1] else 2)
    seen, out = set(), []
    for kind, text in found:
        if text not in seen:
            seen.add(text)
            out.append(text)
    return out


def vf_fallback(static, remarks):
    """Where the loop's addressing hides its step, take hyperlane's VF."""
    if static and not static.get("error") and not static.get("elem_per_iter"):
        vf = remark_vf(remarks)
        if vf:
            static["elem_per_iter"] = vf
            static["elem_from_remark"] = True


def remark_vf(remarks):
    for r in remarks or []:
        m = re.search(r"vectorized by hyperlane: VF (\d+)", r)
        if m:
            return int(m.group(1))
    return None


# ----------------------------------------------------------------- reports

def geomean(xs):
    xs = [x for x in xs if x and x > 0]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else None


def f2(x, suffix=""):
    return "n/a" if x is None else "%.2f%s" % (x, suffix)


def pct(x):
    return "n/a" if x is None else "%.0f%%" % (100 * x)


def md_table(header, rows, align=None):
    align = align or ["l"] + ["r"] * (len(header) - 1)
    sep = ["---:" if a == "r" else "---" for a in align]
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join(sep) + "|"]
    for r in rows:
        lines.append("| " + " | ".join(str(c) for c in r) + " |")
    return "\n".join(lines)


def paired(t, num, den):
    """Median over rounds of time(NUM) / time(DEN), each a (config, variant)
    of one kernel's timing T; with the interquartile range relative to it."""
    a = t.get(num[0], {}).get(num[1])
    b = t.get(den[0], {}).get(den[1])
    if not a or not b:
        return None, None
    rs = [x / y for x, y in zip(a["samples"], b["samples"]) if y > 0]
    if not rs:
        return None, None
    med = statistics.median(rs)
    if len(rs) >= 4:
        q = statistics.quantiles(rs, n=4)
        return med, (q[2] - q[0]) / med
    return med, (max(rs) - min(rs)) / med


def soa_fraction(frac, lfrac):
    """The "hyperlane % of SoA" cell: hyperlane's fraction of hand-SoA and,
    with a layout spec, the transformed program's."""
    text = pct(frac)
    if lfrac is not None:
        text += " (+layout %s)" % pct(lfrac)
    return text


def kernel_cells(t, configs):
    """Speed vs gcc -O3 (gcc time / config time) per configuration, the
    hand-SoA's, hyperlane's fraction of hand-SoA, and the spread of the
    hyperlane / gcc ratio."""
    cell = {}
    for c in configs:
        cell[c], sp = paired(t, ("gcc", "aos"), (c, "aos"))
        if c == "hyperlane":
            cell["spread"] = sp
    cell["soa"], _ = paired(t, ("gcc", "aos"), ("gcc", "soa"))
    cell["frac"], _ = paired(t, ("gcc", "soa"), ("hyperlane", "aos"))
    # With a layout spec the transformed AoS program is the one to set
    # against the hand-written SoA.
    cell["lfrac"], _ = paired(t, ("gcc", "soa"), ("hyperlane-layout", "aos"))
    cell.setdefault("spread", None)
    return cell


def timing_rows(R, march, size, kernels, configs):
    """Ratios vs gcc -O3 per kernel, plus data for the geomean lines."""
    T = R["timing"].get(march, {}).get(size, {})
    S = R["static"].get(march, {})
    rows, per = [], []
    for k in kernels:
        t = T.get(k.name)
        if not t or "gcc" not in t:
            failed = [c for c in configs if R["failed_cfg"].get((march, c, k.name))]
            if failed:  # no ratios without the gcc -O3 time: say what failed
                rows.append([k.name, k.grp] + ["FAIL" if c in failed else "-" for c in configs] +
                            ["-"] * 7)
            continue
        g = t["gcc"]["aos"]["median"]
        cell = kernel_cells(t, configs)
        sg = S.get("gcc", {}).get(k.name, {}).get("aos", {})
        sh = S.get("hyperlane", {}).get(k.name, {}).get("aos", {})
        vf = remark_vf(R["remarks"].get(march, {}).get(k.name))
        per.append((k, cell))
        row = [k.name, k.grp]
        for c in configs:
            row.append(f2(cell.get(c)) if c in t else ("FAIL" if R["failed_cfg"].get(
                (march, c, k.name)) else "n/a"))
        row += [f2(cell["soa"]), soa_fraction(cell["frac"], cell["lfrac"]),
                f2(shuf_per_elem(sg)), f2(shuf_per_elem(sh)),
                ("VF %d" % vf) if vf else "no",
                "%.3f" % g, pct(cell["spread"])]
        rows.append(row)
    for title, sel in (("geomean I+II", lambda k: k.group in ("I", "II")),
                       ("geomean layout", lambda k: k.layout is not None),
                       ("geomean all", lambda k: True)):
        sub = [(k, c) for k, c in per if sel(k)]
        if not sub:
            continue
        row = ["**%s**" % title, ""]
        for c in configs:
            gm = geomean([cell.get(c) for _, cell in sub])
            row.append("**%s**" % f2(gm) if gm else "n/a")
        row.append("**%s**" % f2(geomean([cell["soa"] for _, cell in sub])))
        row.append("**%s**" % soa_fraction(
            geomean([cell["frac"] for _, cell in sub]),
            geomean([cell["lfrac"] for _, cell in sub])))
        row += ["", "", "", "", ""]
        rows.append(row)
    return rows, per


def shuf_per_elem(s):
    if not s or s.get("error") or not s.get("elem_per_iter"):
        return None
    return s["shuf"] / s["elem_per_iter"]


def render(R, kernels, args):
    configs = [c for c in CONFIG_TITLES if c in R["configs"]]
    header = ["kernel", "grp"] + [CONFIG_TITLES[c] for c in configs] + [
        "hand-SoA", "hyperlane % of SoA", "shuf/elem gcc", "shuf/elem hyperlane",
        "hyperlane", "gcc ns/elem", "spread"]
    out = []
    main_tables = []
    summary = []
    for march in R["marches"]:
        title = MARCHES.get(march, {}).get("title", "-march=" + march)
        for size in R["sizes"]:
            if not R["timing"].get(march, {}).get(size):
                continue
            label, ncol, ws = SIZES[size]
            rows, per = timing_rows(R, march, size, kernels, configs)
            t = "### %s, %s working set (%s, `n` = %s column)\n\n" % (title, label, ws, ncol)
            t += md_table(header, rows) + "\n"
            out.append(t)
            if size == R["sizes"][0]:
                main_tables.append(t)
            gm = {}
            for grpname, sel in (("I+II", lambda k: k.group in ("I", "II")), ("all", lambda k: True)):
                sub = [c for k, c in per if sel(k)]
                gm[grpname] = {c: geomean([x.get(c) for x in sub]) for c in configs + ["soa", "frac"]}
            summary.append((title, label, gm))
    srows = []
    for title, label, gm in summary:
        for grpname in ("I+II", "all"):
            g = gm[grpname]
            srows.append([title, label, grpname] + [f2(g.get(c)) for c in configs if c != "gcc"] +
                         [f2(g["soa"]), pct(g["frac"])])
    sheader = ["-march", "size", "kernels"] + [CONFIG_TITLES[c] for c in configs if c != "gcc"] + [
        "hand-SoA", "hyperlane % of SoA"]
    summary_md = md_table(sheader, srows, ["l", "l", "l"] + ["r"] * (len(sheader) - 3)) if srows else ""
    return out, main_tables, summary_md


def render_static(R, kernels):
    parts = []
    for march in R["marches"]:
        S = R["static"].get(march)
        if not S:
            continue
        title = MARCHES.get(march, {}).get("title", "-march=" + march)
        header = ["kernel"]
        for c in ("gcc", "hyperlane"):
            header += ["%s shuf/iter" % CONFIG_TITLES[c], "elem/iter", "shuf/elem"]
        header += ["clang shuf/elem", "hand-SoA shuf/elem", "gcc vec/iter", "hyperlane vec/iter",
                   "hyperlane remark"]
        rows = []
        for k in kernels:
            row = [k.name]
            for c in ("gcc", "hyperlane"):
                s = S.get(c, {}).get(k.name, {}).get("aos")
                if not s or s.get("error"):
                    row += ["n/a", "n/a", "n/a"]
                else:
                    row += [s["shuf"], s["elem_per_iter"] or "?", f2(shuf_per_elem(s))]
            cl = S.get("clang", {}).get(k.name, {}).get("aos")
            row.append(f2(shuf_per_elem(cl)) if cl else "n/a")
            so = S.get("gcc", {}).get(k.name, {}).get("soa")
            row.append(f2(shuf_per_elem(so)) if so else "n/a")
            for c in ("gcc", "hyperlane"):
                s = S.get(c, {}).get(k.name, {}).get("aos")
                row.append(s["vector"] if s and not s.get("error") else "n/a")
            rem = R["remarks"].get(march, {}).get(k.name)
            row.append(short_remark(rem))
            rows.append(row)
        part = "### %s: static shuffle-class instructions in the AoS kernel's hot loop\n\n" % title
        part += md_table(header, rows, ["l"] + ["r"] * (len(header) - 2) + ["l"]) + "\n"
        parts.append(part)
    return parts


def short_remark(rem):
    if not rem:
        return "(no remark)"
    r = rem[0]
    if r.startswith("hyperlane: "):
        r = r[len("hyperlane: "):]
    r = r.replace("|", "/")
    if len(rem) > 1:
        r += " (+%d more)" % (len(rem) - 1)
    return r


def render_callgrind(R, kernels):
    parts = []
    for march in R["marches"]:
        C = R["callgrind"].get(march)
        if not C:
            continue
        cfgs = [c for c in CONFIG_TITLES if c in C]
        header = ["kernel"] + ["%s Ir/elem" % CONFIG_TITLES[c] for c in cfgs] + ["gcc / hyperlane"]
        rows = []
        for k in kernels:
            row = [k.name] + [f2(C[c].get(k.name)) for c in cfgs]
            g, h = C.get("gcc", {}).get(k.name), C.get("hyperlane", {}).get(k.name)
            row.append(f2(g / h) if g and h else "n/a")
            rows.append(row)
        title = MARCHES.get(march, {}).get("title", "-march=" + march)
        parts.append("### %s: instructions executed per element, AoS kernel (callgrind, L1 size)\n\n"
                     % title + md_table(header, rows) + "\n")
    return parts


def render_a64(R, kernels):
    A = R.get("aarch64")
    if not A:
        return []
    cfgs = [c for c in ("gcc", "hyperlane", "clang") if c in A]
    header = ["kernel"]
    for c in cfgs:
        header += ["%s elem/iter" % CONFIG_TITLES[c], "shuf+ldN/stN per elem",
                   "A72 cyc/elem", "N1 cyc/elem"]
    header += ["gcc / hyperlane (A72)", "gcc / hyperlane (N1)", "hyperlane", "check (qemu)"]
    rows = []
    for k in kernels:
        row = [k.name]
        cyc = {}
        for c in cfgs:
            s = A[c].get(k.name)
            if not s or s.get("error"):
                row += ["n/a"] * 4
                continue
            e = s.get("elem_per_iter")
            row.append(e or "?")
            row.append(f2((s["shuf"] + s["struct"]) / e) if e else "n/a")
            for cpu in ("cortex-a72", "neoverse-n1"):
                v = s.get("mca", {}).get(cpu)
                cyc[(c, cpu)] = v / e if v and e else None
                row.append(f2(cyc[(c, cpu)]))
        for cpu in ("cortex-a72", "neoverse-n1"):
            g, h = cyc.get(("gcc", cpu)), cyc.get(("hyperlane", cpu))
            row.append(f2(g / h) if g and h else "n/a")
        vf = remark_vf(R["remarks"].get("aarch64", {}).get(k.name))
        row.append(("VF %d" % vf) if vf else "no")
        checks = R["aarch64_check"].get(k.name, {})
        row.append(", ".join("%s %s" % (c, v) for c, v in sorted(checks.items())) or "not run")
        rows.append(row)
    return ["### aarch64 (cross, `-O3`, NEON): llvm-mca cycles per element of the AoS hot loop\n\n" +
            md_table(header, rows, ["l"] + ["r"] * (len(header) - 2) + ["l"]) + "\n"]


def write_results(R, kernels, args, elapsed):
    os.makedirs(args.out, exist_ok=True)
    tables, main_tables, summary_md = render(R, kernels, args)
    static = render_static(R, kernels)
    cg = render_callgrind(R, kernels)
    a64 = render_a64(R, kernels)
    md = ["# hyperlane benchmark results", ""]
    md.append("Generated by `%s` on %s in %s." % (
        " ".join(["scripts/bench.py"] + args.argv), R["date"], fmt_secs(elapsed)))
    md.append("")
    md.append("- Machine: %s" % R["machine"])
    md.append("- Compilers: %s" % "; ".join(v for v in R["compilers"].values() if v))
    md.append("- hyperlane: %s (plugin sha256 %s), cost=%s" % (R["git"], R["plugin_sha"][:12], args.cost))
    md.append("- Timing: kernel by kernel, the configurations' programs run round-robin "
              "(`<bin> time <n> <reps>`, <reps> sized so that each variant runs >= %.0f ms), "
              "%d rounds; a ratio is the median over the rounds of the ratio within a round; %s." % (
                  args.min_time * 1000, args.reps,
                  "each run as `%s <bin> time <n> <reps>`" % " ".join(R["pin"]) if R["pin"]
                  else "not pinned"))
    md.append("- Arrays: %s." % (
        "every array %d bytes past a 64-byte boundary (`--offset %d`)" % (args.offset, args.offset)
        if getattr(args, "offset", 0) else "aligned on 64 bytes (Fortran: as gfortran's allocate "
        "aligns them)"))
    if R.get("load"):
        md.append("- Load average (1 min) on the machine while timing: %s." % ", ".join(
            "%.2f" % x for x in R["load"]))
    md.append("- Cells: speed relative to gcc-12 -O3 on the same AoS program (>1 = faster). "
              "hand-SoA = the program's SoA variant built by gcc-12 -O3; "
              "\"hyperlane % of SoA\" = hand-SoA time / hyperlane time. "
              "shuf/elem = static shuffle-class instructions per element in the AoS kernel's hot "
              "loop (method: docs/performance.md). \"hyperlane\" = VF when hyperlane vectorized "
              "the AoS loop, \"no\" when it left it to GCC. spread = the interquartile range, "
              "relative to the median, of the per-round hyperlane / gcc -O3 ratios (noise).")
    md.append("- Every program passed `<bin> check` (bitwise vs the scalar reference) before it was "
              "timed." if not R["failures"] else
              "- **FAILED CHECKS/BUILDS** (not timed): " + "; ".join(R["failures"]))
    for note in R["notes"]:
        md.append("- Note: " + note)
    md.append("")
    if summary_md:
        md.append("## Geometric means\n")
        md.append(summary_md + "\n")
    md.append("## Timings\n")
    md += tables
    if static:
        md.append("## Static shuffle counts\n")
        md += static
    if cg:
        md.append("## Instruction counts (callgrind)\n")
        md += cg
    if a64:
        md.append("## aarch64 static analysis\n")
        md += a64
    path = os.path.join(args.out, "results.md")
    with open(path, "w") as f:
        f.write("\n".join(md) + "\n")
    with open(os.path.join(args.out, "results.json"), "w") as f:
        json.dump(R["json"], f, indent=1, sort_keys=True)
    return path, main_tables, summary_md


# -------------------------------------------------------------------- plot

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
    r = subprocess.run([py, os.path.abspath(__file__), "--plot-from", data, png],
                       capture_output=True, text=True)
    if r.returncode != 0:
        return "plot failed: " + r.stderr.strip()[-500:]
    return None


# -------------------------------------------------------------------- main

def parse_args(argv):
    p = argparse.ArgumentParser(
        prog="scripts/bench.py",
        description="hyperlane benchmark harness: build, check, time and analyse the example "
                    "kernels under scalar, gcc-12 -O3, hyperlane, clang-14 -O3 and hand-SoA.")
    p.add_argument("--quick", action="store_true",
                   help="the make demo variant: haswell (+ x86-64-v4 if the CPU has AVX-512), "
                        "L1 only, 5 rounds of >= 15 ms, no aarch64 or callgrind")
    p.add_argument("--march", help="comma-separated: haswell, x86-64-v4, sse4.2 (default all; "
                                   "other names are passed as -march=NAME)")
    p.add_argument("--sizes", help="comma-separated of l1, l2, dram (default all)")
    p.add_argument("--kernels", help="comma-separated kernel names (default all in kernels.txt)")
    p.add_argument("--reps", type=int, help="timing rounds, median taken (default 7; quick 5)")
    p.add_argument("--min-time", type=float,
                   help="seconds each timed run lasts at least, per variant (default 0.05; quick 0.015)")
    p.add_argument("--out", default=os.path.join(TOP, "bench-results"), help="output directory")
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="parallel builds/checks")
    p.add_argument("--cost", choices=("model", "always"), default="model",
                   help="hyperlane's cost model (default model; always forces the transformation)")
    p.add_argument("--layout-dir", default=LAYOUT_DIR,
                   help="where <kernel>.layout layout specs are looked for (default examples/layouts): "
                        "a kernel with one gets a hyperlane+layout column")
    p.add_argument("--cpu", default="1", help="CPU to pin timing runs to with taskset (default 1; "
                                             "'none' to not pin)")
    p.add_argument("--no-rt", action="store_true",
                   help="do not run timed programs at real-time priority (chrt -f 1)")
    p.add_argument("--offset", type=int, default=0,
                   help="place every array this many bytes past a 64-byte boundary "
                        "(HL_OFFSET of examples/common/harness.c; malloc's alignment is 16; "
                        "default 0)")
    p.add_argument("--no-aarch64", action="store_true", help="skip the aarch64 llvm-mca analysis")
    p.add_argument("--no-callgrind", action="store_true", help="skip the callgrind column")
    p.add_argument("--no-install", action="store_true",
                   help="never run scripts/setup-deps.sh bench, even as root")
    p.add_argument("--report-only", action="store_true",
                   help="only re-render results.md and speedup.png from OUT/results.json")
    p.add_argument("--plot-from", nargs=2, metavar=("JSON", "PNG"), help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    args.argv = argv
    args.plugin_snap = args.cross_plugin_snap = None
    if args.plot_from:
        return args
    if args.reps is None:
        args.reps = 5 if args.quick else 7
    if args.reps < 1:
        p.error("--reps must be >= 1")
    if args.min_time is None:
        args.min_time = 0.015 if args.quick else 0.05
    flags = cpu_flags()
    if args.march:
        args.marches = [m.strip() for m in args.march.split(",") if m.strip()]
    elif args.quick:
        args.marches = ["haswell"]
        if flags and all(f in flags for f in MARCHES["x86-64-v4"]["cpu"]):
            args.marches.append("x86-64-v4")
    else:
        args.marches = ["haswell", "x86-64-v4", "sse4.2"]
    if args.sizes:
        args.size_list = [s.strip().lower() for s in args.sizes.split(",") if s.strip()]
        bad = [s for s in args.size_list if s not in SIZES]
        if bad:
            p.error("unknown size %s (l1, l2, dram)" % ",".join(bad))
    else:
        args.size_list = ["l1"] if args.quick else ["l1", "l2", "dram"]
    if args.quick:
        args.no_aarch64 = True
        args.no_callgrind = True
    args.out = os.path.abspath(args.out)
    if not 0 <= args.offset < 64:
        p.error("--offset must be in 0..63")
    # Read by every harness program (examples/common/harness.c).
    os.environ["HL_OFFSET"] = str(args.offset)
    return args


def main(argv):
    args = parse_args(argv)
    if args.plot_from:
        plot_main(*args.plot_from)
        return 0
    if args.report_only:
        return report_only(args)
    t_start = time.time()
    kernels = read_kernels(args.layout_dir)
    if args.kernels:
        want = [x.strip() for x in args.kernels.split(",") if x.strip()]
        unknown = [w for w in want if w not in {k.name for k in kernels}]
        if unknown:
            print("bench: unknown kernel(s): %s" % ", ".join(unknown), file=sys.stderr)
            return 2
        kernels = [k for k in kernels if k.name in want]
    ensure_deps(args.no_install)

    notes, failures = [], []
    R = {"notes": notes, "failures": failures, "failed_cfg": {},
         "timing": {}, "static": {}, "remarks": {}, "callgrind": {}, "aarch64": {},
         "aarch64_check": {}, "marches": args.marches, "sizes": args.size_list,
         "date": datetime.datetime.now().strftime("%Y-%m-%d %H:%M"),
         "machine": lscpu_summary()}

    # The plugin, snapshotted for the run.
    ok, msg = build_plugin(None, PLUGIN)
    if msg:
        notes.append(msg)
        log("bench: " + msg)
    if not ok:
        print("bench: cannot build the plugin:\n" + msg, file=sys.stderr)
        return 1
    args.plugin_snap = os.path.join(BUILD, "plugin", "hyperlane.so")
    R["plugin_sha"] = snapshot(PLUGIN, args.plugin_snap)
    R["git"] = git_state()

    configs = ["scalar", "gcc", "hyperlane"]
    if any(k.layout for k in kernels):
        configs.append("hyperlane-layout")
    else:
        notes.append("no kernel has a layout spec (%s/<name>.layout), so there is no "
                     "hyperlane+layout column" % os.path.relpath(args.layout_dir, TOP))
    if have(CLANG):
        configs.append("clang")
    else:
        notes.append("clang-14 not installed: no clang column")
    if any(k.lang == "fortran" for k in kernels) and "clang" in configs:
        notes.append("Fortran kernels have no clang build (clang has no Fortran): n/a")
    R["configs"] = configs
    R["compilers"] = collections.OrderedDict(
        (t, tool_version(t)) for t in (CC, FC, CLANG) if have(t))

    # x86 builds.
    builds = []
    for march in args.marches:
        for c in configs:
            for k in kernels:
                if c == "clang" and k.lang != "c":
                    continue
                if c == "hyperlane-layout" and not k.layout:
                    continue
                builds.append(Build(k, march, c))
    os.makedirs(BUILD, exist_ok=True)
    log("bench: building %d programs (%d kernels x %d -march x %d configurations), %d jobs" % (
        len(builds), len(kernels), len(args.marches), len(configs), args.jobs))

    def title_of(b):
        return (MARCHES.get(b.march, {}).get("title", "-march=" + b.march), CONFIG_TITLES[b.config])

    prog = GroupProgress("build", builds, title_of, lambda bs: "%d/%d built%s" % (
        sum(1 for b in bs if b.ok), len(bs),
        "" if all(b.ok for b in bs) else " FAILED: " + ", ".join(b.k.name for b in bs if not b.ok)))
    parallel(lambda b: do_build(b, args), builds, args.jobs, prog)
    for b in builds:
        if not b.ok:
            failures.append("build %s %s %s" % (title_of(b)[0], b.config, b.k.name))
            R["failed_cfg"][(b.march, b.config, b.k.name)] = True
            log("bench: BUILD FAILED: %s %s %s\n%s" % (title_of(b)[0], b.config, b.k.name,
                                                      "\n".join(b.error.splitlines()[-15:])))

    # Checks: every program against its scalar reference, before timing.
    flags = cpu_flags()
    runnable = {}
    for march in args.marches:
        need = MARCHES.get(march, {}).get("cpu")
        runnable[march] = not (need and flags is not None and not all(f in flags for f in need))
        if not runnable[march]:
            notes.append("this CPU lacks %s: %s programs were built and analysed, not run" % (
                ", ".join(f for f in need if f not in flags), MARCHES[march]["title"]))
    to_check = [b for b in builds if b.ok and runnable[b.march]]
    prog = GroupProgress("check", to_check, title_of, lambda bs: "%d/%d ok%s" % (
        sum(1 for b in bs if b.check == "ok"), len(bs),
        "" if all(b.check in ("ok", "unsupported") for b in bs) else
        " WRONG RESULT: " + ", ".join(b.k.name for b in bs if b.check.startswith("FAIL"))))
    parallel(lambda b: run_check(b, args), to_check, args.jobs, prog)
    for b in to_check:
        if b.check == "unsupported":
            runnable[b.march] = False
        elif b.check != "ok":
            failures.append("check %s %s %s: %s" % (title_of(b)[0], b.config, b.k.name, b.check))
            R["failed_cfg"][(b.march, b.config, b.k.name)] = True
            log("bench: WRONG RESULT: %s %s %s: %s" % (title_of(b)[0], b.config, b.k.name, b.check))
    for march in args.marches:
        if not runnable[march] and not any("lacks" in n and MARCHES.get(march, {}).get("title", march) in n
                                           for n in notes):
            notes.append("%s programs die with SIGILL on this CPU: not timed" % march)

    # Static analysis and remarks (no CPU needed).
    def analyse(b):
        b.static = static_x86(b)
        return b
    parallel(analyse, [b for b in builds if b.ok], args.jobs)
    for b in builds:
        if b.ok:
            R["static"].setdefault(b.march, {}).setdefault(b.config, {})[b.k.name] = b.static
            if b.config == "hyperlane":
                R["remarks"].setdefault(b.march, {})[b.k.name] = hyperlane_remark(b)
                vf_fallback(b.static.get("aos"), R["remarks"][b.march][b.k.name])
    log("static shuffle counts done  [%s]" % fmt_secs(time.time() - t_start))

    # Timing.
    pin = None
    if args.cpu != "none" and have("taskset") and (os.cpu_count() or 1) > int(args.cpu):
        pin = ["taskset", "-c", args.cpu]
    elif args.cpu != "none":
        notes.append("timing runs not pinned (taskset or CPU %s missing)" % args.cpu)
    if not args.no_rt and have("chrt") and subprocess.run(
            ["chrt", "-f", "1", "true"], stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL).returncode == 0:
        # SCHED_FIFO: other processes on the machine (builds, tests) no
        # longer preempt a timed run; the kernel's RT throttling still
        # leaves 5% of each second to them.
        pin = ["chrt", "-f", "1"] + (pin or [])
    elif not args.no_rt:
        notes.append("timing runs at normal priority (chrt -f not permitted): "
                     "other load on the machine adds noise")
    R["pin"] = pin
    R["load"] = [os.getloadavg()[0]]
    for march in args.marches:
        if not runnable[march]:
            continue
        for size in args.size_list:
            bs = [b for b in builds if b.march == march and b.check == "ok"]
            try:
                res = time_matrix(march, size, bs, args, pin)
            except RuntimeError as e:
                failures.append(str(e))
                log("bench: TIMING RUN FAILED: %s" % e)
                continue
            R["load"].append(os.getloadavg()[0])
            T = R["timing"].setdefault(march, {}).setdefault(size, {})
            for b, s in res.items():
                T.setdefault(b.k.name, {})[b.config] = {
                    "aos": summarize(s["aos"]), "soa": summarize(s["soa"]) if s["soa"] else None}

    # Callgrind (noise-free instruction counts), where valgrind runs the code.
    if not args.no_callgrind:
        if not have("valgrind"):
            notes.append("valgrind not installed: no instruction-count table")
        else:
            cg = [b for b in builds if b.check == "ok" and MARCHES.get(b.march, {}).get("valgrind")]
            skipped = [m for m in args.marches if not MARCHES.get(m, {}).get("valgrind")]
            if skipped:
                notes.append("callgrind skipped for %s (valgrind cannot run AVX-512 code)" % ", ".join(skipped))
            prog = GroupProgress("cgrind", cg, title_of, lambda bs: "%d/%d counted" % (
                sum(1 for b in bs if b.ir), len(bs)))

            def count(b):
                b.ir = callgrind(b, b.k.n["l1"])
                return b
            parallel(count, cg, args.jobs, prog)
            for b in cg:
                R["callgrind"].setdefault(b.march, {}).setdefault(b.config, {})[b.k.name] = b.ir

    # aarch64: cross builds, qemu checks, llvm-mca.
    if not args.no_aarch64:
        aarch64(R, kernels, args, notes, failures)

    # Reports.
    R["elapsed"] = time.time() - t_start
    R["json"] = json_view(R, kernels, args)
    return report(R, kernels, args)


def report(R, kernels, args):
    """results.md, results.json, speedup.png and the tables on stdout."""
    notes, failures = R["notes"], R["failures"]
    note = make_plot_safe(R, kernels, args)
    if note:
        notes.append(note)
    path, main_tables, summary_md = write_results(R, kernels, args, R["elapsed"])
    print()
    for t in main_tables:
        print(t)
    if summary_md and len(main_tables) < len(R["sizes"]) * len(R["marches"]):
        print("### Geometric means (all -march and sizes)\n")
        print(summary_md + "\n")
    for n in notes:
        print("note: " + n)
    print("bench: results in %s%s (%s)" % (
        os.path.relpath(path, os.getcwd()),
        "" if note else " and " + os.path.relpath(os.path.join(args.out, "speedup.png"), os.getcwd()),
        fmt_secs(R["elapsed"])))
    if failures:
        print("\nbench: FAILED -- these programs were not timed:", file=sys.stderr)
        for f in failures:
            print("  " + f, file=sys.stderr)
        return 1
    return 0


def report_only(args):
    """Re-render the reports of a saved run (--report-only)."""
    path = os.path.join(args.out, "results.json")
    with open(path) as f:
        data = json.load(f)
    R = dict(data)
    R["json"] = data
    R["plugin_sha"] = data["plugin_sha256"]
    R["failed_cfg"] = {tuple(x): True for x in data.get("failed_cfg", [])}
    for key in ("argv", "cost", "reps", "min_time"):
        setattr(args, key, data[key])
    order = {k.name: i for i, k in enumerate(read_kernels())}
    kernels = [k for k in read_kernels() if k.name in data["kernels"]]
    kernels.sort(key=lambda k: order[k.name])
    return report(R, kernels, args)


def make_plot_safe(R, kernels, args):
    try:
        return make_plot(R, kernels, args)
    except Exception as e:  # the plot is an extra: never lose the tables for it
        return "plot failed: %s" % e


def json_view(R, kernels, args):
    return {
        "cost": args.cost, "reps": args.reps, "min_time": args.min_time, "elapsed": R["elapsed"],
        "pin": R.get("pin"), "load": R.get("load"),
        "failed_cfg": [list(k) for k in R["failed_cfg"]],
        "date": R["date"], "machine": R["machine"], "git": R["git"], "plugin_sha256": R["plugin_sha"],
        "compilers": R["compilers"], "argv": args.argv, "configs": R["configs"],
        "marches": R["marches"], "sizes": R["sizes"], "notes": R["notes"], "failures": R["failures"],
        "timing": R["timing"], "static": R["static"], "remarks": R["remarks"],
        "callgrind": R["callgrind"], "aarch64": R["aarch64"], "aarch64_check": R["aarch64_check"],
        "kernels": {k.name: {"group": k.group, "stride": k.stride, "type": k.type, "lang": k.lang,
                             "n": k.n, "aos_fn": k.aos_fn} for k in kernels},
    }


def aarch64(R, kernels, args, notes, failures):
    if not have(CROSS_CC):
        notes.append("%s not installed: no aarch64 analysis" % CROSS_CC)
        return
    mca = find_llvm_mca()
    if not mca:
        notes.append("llvm-mca not installed (llvm-14): aarch64 loops analysed without cycles")
    ok, msg = build_plugin("aarch64", CROSS_PLUGIN)
    cfgs = ["gcc"]
    args.cross_plugin_snap = None
    if ok:
        args.cross_plugin_snap = os.path.join(BUILD, "plugin", "aarch64", "hyperlane.so")
        snapshot(CROSS_PLUGIN, args.cross_plugin_snap)
        cfgs.append("hyperlane")
        if msg:
            notes.append(msg)
    else:
        notes.append("aarch64 plugin not built (`make aarch64` failed): no aarch64 hyperlane column")
    if have(CLANG):
        cfgs.append("clang")
    builds = []
    for c in cfgs:
        for k in kernels:
            if k.lang == "fortran" and (c == "clang" or not have(CROSS_FC)):
                continue
            builds.append(Build(k, "aarch64", c, arch="aarch64"))

    def title_of(b):
        return ("aarch64", CONFIG_TITLES[b.config])
    prog = GroupProgress("build", builds, title_of, lambda bs: "%d/%d built" % (
        sum(1 for b in bs if b.ok), len(bs)))
    parallel(lambda b: do_build(b, args), builds, args.jobs, prog)
    for b in builds:
        if not b.ok:
            if b.config == "clang":
                notes.append("clang-14 --target=aarch64-linux-gnu failed on %s: n/a" % b.k.name)
            else:
                failures.append("build aarch64 %s %s" % (b.config, b.k.name))
                log("bench: BUILD FAILED: aarch64 %s %s\n%s" % (
                    b.config, b.k.name, "\n".join(b.error.splitlines()[-15:])))
    qemu = have("qemu-aarch64") and os.path.isdir("/usr/aarch64-linux-gnu")
    if qemu:
        to_check = [b for b in builds if b.ok]
        prog = GroupProgress("check", to_check, title_of, lambda bs: "%d/%d ok (qemu)%s" % (
            sum(1 for b in bs if b.check == "ok"), len(bs),
            "" if all(b.check == "ok" for b in bs) else
            " WRONG RESULT: " + ", ".join(b.k.name for b in bs if b.check != "ok")))
        parallel(lambda b: run_check(b, args), to_check, args.jobs, prog)
        for b in to_check:
            R["aarch64_check"].setdefault(b.k.name, {})[b.config] = "ok" if b.check == "ok" else "FAIL"
            if b.check != "ok":
                failures.append("check aarch64 %s %s: %s" % (b.config, b.k.name, b.check))
    else:
        notes.append("qemu-aarch64 not installed: aarch64 builds analysed, not run")

    def analyse(b):
        b.static = static_a64(b, mca)
        return b
    parallel(analyse, [b for b in builds if b.ok], args.jobs)
    for b in builds:
        if b.ok:
            R["aarch64"].setdefault(b.config, {})[b.k.name] = b.static
            if b.config == "hyperlane":
                R["remarks"].setdefault("aarch64", {})[b.k.name] = hyperlane_remark(b)
                vf_fallback(b.static, R["remarks"]["aarch64"][b.k.name])
    log("aarch64 analysis done")
    if mca:
        same = all(s.get("mca", {}).get("cortex-a72") == s.get("mca", {}).get("neoverse-n1")
                   for c in R["aarch64"].values() for s in c.values() if s.get("mca"))
        if same:
            notes.append("%s gives identical cycles for cortex-a72 and neoverse-n1: it schedules "
                         "both with one model (LLVM 14: its Cortex-A57 model)" % mca)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
