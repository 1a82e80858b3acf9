# The llvm-mca block-count judge: predicted cycles of a function on a CPU
# model = sum over its basic blocks of (times the block ran) x (llvm-mca's
# cycles per execution of that block).  Loop nests, prologues, epilogues
# and remainder loops weigh what they weighed in a real run, with no trip
# count guessed.  docs/performance.md, "A second judge: llvm-mca block
# counts", has the method, the commands and the limits.
#
#   predict(asm_path, functions, link_cmd, run_cmd, env, cpus)
#       -> {function: {cpu: cycles}}
#   compare(plain_asm, plugin_asm, functions, link_cmd, run_cmd, env, cpus)
#       -> {function: {cpu: (plain cycles, plugin cycles)}}
#
# and their pieces, for scripts/mca-judge.py and the TSVC scripts:
# asm_blocks.instrument (the blocks and counters), build (assemble and
# link), run_counts (run, read the counts), block_cycles (llvm-mca, cached)
# and function_cycles (the sum).
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

import concurrent.futures
import hashlib
import json
import os
import re
import shlex
import shutil
import subprocess
import tempfile
import threading

from . import asm_blocks

HERE = os.path.dirname(os.path.abspath(__file__))
BLOCK_COUNTS_C = os.path.join(HERE, "block_counts.c")
CPUS = ("haswell", "skylake", "icelake-server", "znver3")
ITERATIONS = 100
CC = "gcc-12"


def find_llvm_mca():
    for t in ("llvm-mca-14", "llvm-mca"):
        if shutil.which(t):
            return t
    return None


def build(inst, workdir, link_cmd, cc=CC):
    """Assemble INST (asm_blocks.Instrumented) and block_counts.c in
    WORKDIR and link them with LINK_CMD, a shell command template whose
    {obj} becomes the two objects and {exe} the program.  Returns the
    program's path; raises RuntimeError with the tool's output."""
    os.makedirs(workdir, exist_ok=True)
    asm = os.path.join(workdir, "instrumented.s")
    obj = os.path.join(workdir, "instrumented.o")
    counts_obj = os.path.join(workdir, "block_counts.o")
    exe = os.path.join(workdir, "instrumented")
    with open(asm, "w") as f:
        f.write(inst.text)
    steps = [[cc, "-c", asm, "-o", obj],
             [cc, "-O2", "-c", BLOCK_COUNTS_C, "-o", counts_obj]]
    for cmd in steps:
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode:
            raise RuntimeError("$ %s\n%s" % (shlex.join(cmd), r.stderr))
    link = link_cmd.format(obj=shlex.quote(obj) + " " + shlex.quote(counts_obj),
                           exe=shlex.quote(exe))
    r = subprocess.run(link, shell=True, capture_output=True, text=True)
    if r.returncode:
        raise RuntimeError("$ %s\n%s" % (link, r.stderr))
    return exe


def run_counts(exe, run_cmd, n_blocks, env=None, timeout=600):
    """Run RUN_CMD (a shell command template with {exe}, or a list of
    them, all counted) with ENV added to the environment; the summed block
    counts.  Raises RuntimeError when a run fails."""
    total = [0] * n_blocks
    for cmd in [run_cmd] if isinstance(run_cmd, str) else run_cmd:
        fd, path = tempfile.mkstemp(prefix="hl-counts-")
        os.close(fd)
        try:
            e = dict(os.environ, **(env or {}), HYPERLANE_BLOCK_COUNTS=path)
            cmd = cmd.format(exe=shlex.quote(exe))
            r = subprocess.run(cmd, shell=True, env=e, capture_output=True,
                               text=True, timeout=timeout)
            if r.returncode:
                raise RuntimeError("$ %s: exit %d\n%s%s" % (
                    cmd, r.returncode, r.stdout[-2000:], r.stderr[-2000:]))
            with open(path) as f:
                counts = [int(x) for x in f.read().split()]
        finally:
            os.remove(path)
        if len(counts) != n_blocks:
            raise RuntimeError("%s wrote %d counts for %d blocks" % (cmd, len(counts), n_blocks))
        total = [a + b for a, b in zip(total, counts)]
    return total


class Cache:
    """llvm-mca results by (tool, cpu, block text), in a JSON file."""

    def __init__(self, path=None):
        self.path, self.data, self.dirty = path, {}, False
        self.lock = threading.Lock()
        if path and os.path.exists(path):
            with open(path) as f:
                self.data = json.load(f)

    @staticmethod
    def key(tool, cpu, text):
        return hashlib.sha1(("%s\0%s\0%d\0%s" % (tool, cpu, ITERATIONS, text))
                            .encode()).hexdigest()

    def get(self, key):
        with self.lock:
            return self.data.get(key)

    def put(self, key, value):
        with self.lock:
            self.data[key] = value
            self.dirty = True

    def save(self):
        with self.lock:
            self._save()

    def _save(self):
        if not (self.path and self.dirty):
            return
        os.makedirs(os.path.dirname(os.path.abspath(self.path)), exist_ok=True)
        merged = {}
        if os.path.exists(self.path):  # another run may have added entries
            try:
                with open(self.path) as f:
                    merged = json.load(f)
            except ValueError:
                pass
        merged.update(self.data)
        tmp = "%s.%d.tmp" % (self.path, os.getpid())
        with open(tmp, "w") as f:
            json.dump(merged, f, sort_keys=True, indent=0)
        os.replace(tmp, self.path)
        self.dirty = False


REGION = re.compile(r"^\[\d+\] Code Region - (\S+)")
FIELD = re.compile(r"^(Iterations|Instructions|Total Cycles):\s+(\d+)")


def _mca(tool, cpu, texts):
    """llvm-mca on TEXTS, each as its own code region, in one process.
    Returns per text (cycles per execution, instructions llvm-mca took,
    its first error), or None when llvm-mca failed; and its diagnostics.  llvm-mca 14 drops an instruction it cannot parse with
    an error message, and goes on."""
    src = "".join("# LLVM-MCA-BEGIN r%d\n%s# LLVM-MCA-END r%d\n" % (i, t, i)
                  for i, t in enumerate(texts))
    cmd = [tool, "-mtriple=x86_64-unknown-linux-gnu", "-mcpu=" + cpu,
           "-iterations=%d" % ITERATIONS, "-all-views=false", "-summary-view"]
    r = subprocess.run(cmd, input=src, capture_output=True, text=True)
    if r.returncode:
        return None, r.stderr.strip()
    errs, first = [""] * len(texts), [0]  # each text's first error; its line
    for t in texts:
        first.append(first[-1] + t.count("\n") + 2)
    for m in re.finditer(r"^<stdin>:(\d+):\d+: error: (.*)$", r.stderr, re.M):
        i = max(j for j in range(len(texts)) if first[j] < int(m.group(1)))
        errs[i] = errs[i] or m.group(2)
    out, region, f = [None] * len(texts), 0, {}
    for line in r.stdout.splitlines():
        m = REGION.match(line)
        if m:
            region, f = int(m.group(1)[1:]), {}
        m = FIELD.match(line)
        if m:
            f[m.group(1)] = int(m.group(2))
            if m.group(1) == "Total Cycles" and f.get("Iterations"):
                out[region] = (f["Total Cycles"] / f["Iterations"],
                               f.get("Instructions", 0) // f["Iterations"])
    return [(o or (0.0, 0)) + (e,) for o, e in zip(out, errs)], r.stderr.strip()


_known = {}


def known_cpus(tool):
    """The -mcpu names TOOL has x86-64 models for."""
    if tool not in _known:
        r = subprocess.run([tool, "-mtriple=x86_64-unknown-linux-gnu", "-mcpu=help"],
                           input="", capture_output=True, text=True)
        _known[tool] = set(re.findall(r"^\s+([\w.-]+)\s+- Select the",
                                      r.stdout + r.stderr, re.M))
    return _known[tool]


def block_cycles(blocks, cpus, cache=None, jobs=2, tool=None, notes=None):
    """{(cpu, block index): cycles per execution} for BLOCKS.

    The cost of a block is llvm-mca's Total Cycles / Iterations with the
    block repeated ITERATIONS times as if it were a loop: the steady state
    of a loop body, including latency-bound chains carried from one
    iteration to the next (a reduction's add, a pointer chase), which the
    Block RThroughput (a throughput bound alone) leaves out.  For a block
    that is not a loop body this lets consecutive executions overlap as
    an out-of-order core overlaps it with its neighbours.  Instructions
    llvm-mca rejects cost 1 cycle each (a whole block of them: 1 cycle
    per instruction), with a line in NOTES.  CACHE (a Cache) keeps the
    results; saving it is the caller's."""
    tool = tool or find_llvm_mca()
    if not tool:
        raise RuntimeError("llvm-mca not found (apt-get install llvm-14)")
    unknown = [c for c in cpus if c not in known_cpus(tool)]
    if unknown:
        raise ValueError("%s has no model for %s" % (tool, ", ".join(unknown)))
    cache = cache or Cache()
    result, todo = {}, {}
    for cpu in cpus:
        for b in blocks:
            text = b.text()
            hit = cache.get(Cache.key(tool, cpu, text))
            if hit is not None:
                result[(cpu, b.index)] = hit["cycles"]
                if hit.get("note") and notes is not None:
                    notes.append("%s %s %s: %s" % (cpu, b.symbol, b.label, hit["note"]))
            else:
                todo.setdefault((cpu, text), []).append(b)
    chunks, keys = [], list(todo)
    for cpu in cpus:
        ks = [k for k in keys if k[0] == cpu]
        chunks += [ks[i:i + 64] for i in range(0, len(ks), 64)]

    def work(chunk):
        got, err = _mca(tool, chunk[0][0], [k[1] for k in chunk])
        if got is None:  # one bad block spoils the batch: one at a time
            return [(k,) + _mca(tool, k[0], [k[1]]) for k in chunk] \
                if len(chunk) > 1 else [(chunk[0], None, err)]
        return [(k, [g], err) for k, g in zip(chunk, got)]

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as ex:
        for res in ex.map(work, chunks):
            for k, got, err in res:
                cycles, took, why = got[0] if got else (0.0, 0, (err.splitlines() or ["?"])[0])
                n = k[1].count("\n")
                note = None
                if took < n:
                    cycles += n - took
                    note = "llvm-mca took %d of %d instructions, 1 cycle each assumed " \
                        "for the rest (%s)" % (took, n, (why or "?")[:160])
                cache.put(Cache.key(tool, k[0], k[1]), {"cycles": cycles, "note": note})
                for b in todo[k]:
                    result[(k[0], b.index)] = cycles
                    if note and notes is not None:
                        notes.append("%s %s %s: %s" % (k[0], b.symbol, b.label, note))
    return result


def function_cycles(inst, counts, cycles, cpus):
    """{function: {cpu: sum over its blocks of count x cycles}}."""
    out = {fn: {cpu: 0.0 for cpu in cpus} for fn in inst.functions}
    for b in inst.blocks:
        for cpu in cpus:
            out[b.function][cpu] += counts[b.index] * cycles[(cpu, b.index)]
    return out


def top_blocks(inst, counts, cycles, cpu, fn, n=3):
    """The N blocks of FN with the most cycles on CPU: [label, times run,
    cycles per run, instructions, share of the function]."""
    bs = [b for b in inst.blocks if b.function == fn]
    total = sum(counts[b.index] * cycles[(cpu, b.index)] for b in bs) or 1
    bs.sort(key=lambda b: -counts[b.index] * cycles[(cpu, b.index)])
    return [[b.label, counts[b.index], cycles[(cpu, b.index)], len(b.insns),
             round(counts[b.index] * cycles[(cpu, b.index)] / total, 3)] for b in bs[:n]]


def predict(asm_path, functions, link_cmd, run_cmd, env=None, cpus=CPUS,
            workdir=None, cache=None, jobs=2, notes=None, check_cmd=None,
            details=None):
    """Predicted cycles {function: {cpu: cycles}} of FUNCTIONS (None: all)
    in the gcc -S output ASM_PATH over the runs RUN_CMD makes.  LINK_CMD
    links {obj} (the instrumented file and the counts writer) with the
    rest of the program into {exe}, e.g. 'gcc-12 {obj} main.o -lm -o
    {exe}'; RUN_CMD is '{exe} args' or a list of such (counts summed);
    ENV is added to the runs' environment (TSVC_ONLY=s111 ...).  CHECK_CMD,
    if given, runs first, uncounted, and must print a last word 'ok'.
    CACHE is a Cache or the path of its JSON file; NOTES, a list, receives
    the blocks llvm-mca rejected; DETAILS, a dict, gets per function its
    block texts ("blocks") and its costliest blocks per CPU ("top")."""
    with open(asm_path) as f:
        inst = asm_blocks.instrument(f.read(), functions)
    cache = cache if isinstance(cache, Cache) else Cache(cache)
    tmp = None
    if workdir is None:
        workdir = tmp = tempfile.mkdtemp(prefix="hl-mca-")
    try:
        exe = build(inst, workdir, link_cmd)
        if check_cmd:
            cmd = check_cmd.format(exe=shlex.quote(exe))
            r = subprocess.run(cmd, shell=True, env=dict(os.environ, **(env or {})),
                               capture_output=True, text=True, timeout=900)
            if r.returncode or not r.stdout.strip().endswith("ok"):
                raise RuntimeError("$ %s: exit %d\n%s%s" % (
                    cmd, r.returncode, r.stdout[-1000:], r.stderr[-1000:]))
        counts = run_counts(exe, run_cmd, len(inst.blocks), env)
    finally:
        if tmp:
            shutil.rmtree(tmp, ignore_errors=True)
    cycles = block_cycles(inst.blocks, cpus, cache, jobs, notes=notes)
    cache.save()
    if details is not None:
        for fn in inst.functions:
            details[fn] = {
                "blocks": [b.text() for b in inst.blocks if b.function == fn],
                "top": {cpu: top_blocks(inst, counts, cycles, cpu, fn) for cpu in cpus}}
    return function_cycles(inst, counts, cycles, cpus)


def same(blocks_a, blocks_b):
    """Block texts BLOCKS_A and BLOCKS_B the same up to local label names."""
    def norm(bs):
        return [re.sub(r"\.L[\w.$]+", ".L", t) for t in bs or []]
    return blocks_b is not None and norm(blocks_a) == norm(blocks_b)


def compare(asm_plain, asm_plugin, functions, link_cmd, run_cmd, env=None,
            cpus=CPUS, workdir=None, cache=None, jobs=2, notes=None,
            check_cmd=None, details=None):
    """predict() for two gcc -S outputs of one file, plain and with the
    plugin: {function: {cpu: (plain cycles, plugin cycles)}}.  DETAILS
    gets per function "identical" (the same instructions in both, up to
    local label names) and, per
    output, predict()'s details.  WORKDIR (default: temporary) gets
    plain/ and plugin/ subdirectories."""
    cache = cache if isinstance(cache, Cache) else Cache(cache)
    got, det = {}, {}
    for tag, asm in (("plain", asm_plain), ("plugin", asm_plugin)):
        det[tag] = {}
        got[tag] = predict(asm, functions, link_cmd, run_cmd, env, cpus,
                           workdir and os.path.join(workdir, tag), cache, jobs,
                           notes, check_cmd, det[tag])
    if details is not None:
        for fn in got["plain"]:
            details[fn] = {
                "identical": same(det["plain"][fn]["blocks"],
                                  det["plugin"].get(fn, {}).get("blocks")),
                "top": {t: det[t].get(fn, {}).get("top") for t in det}}
    return {fn: {cpu: (got["plain"][fn][cpu], got["plugin"].get(fn, {}).get(cpu))
                 for cpu in cpus} for fn in got["plain"]}
