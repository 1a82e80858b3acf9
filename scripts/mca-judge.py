#!/usr/bin/env python3
# A second judge of hyperlane's cost decisions, on CPUs we do not have:
# llvm-mca's models of them weigh every basic block of a function by the
# times it ran (scripts/suites/mca.py), for gcc-12 -O3 with and without
# the plugin, and the ratio plain/plugin is printed (> 1: hyperlane faster).
#
#   scripts/mca-judge.py --examples     the example kernels (make mca-judge),
#                                       each compiled with -march=CPU per CPU
#   scripts/mca-judge.py --plain a.s --plugin b.s --functions f,g \
#       --link 'gcc-12 {obj} main.o -lm -o {exe}' --run '{exe} args'
#                                       two gcc -S outputs of one file
#   scripts/mca-judge.py --help         every option
#
# Writes markdown to stdout and, for --examples, to build/mca-judge/
# results.md (results.json beside it).  --measure times the uninstrumented
# programs here for the CPUs named, to check predictions against this
# machine.  Exit status 0, 1 when a build, check or run failed, 2 for bad
# usage.  docs/performance.md, "A second judge: llvm-mca block counts".
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

import argparse
import concurrent.futures
import json
import math
import os
import shlex
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench  # noqa: E402  (kernels.txt, kernel function names, flags)
from suites import asm_blocks, mca  # noqa: E402

TOP = bench.TOP
OUT = os.path.join(TOP, "build", "mca-judge")
FLAG = 0.97


def log(msg):
    bench.log("mca-judge: " + msg)


def ratio_cell(r, same=False):
    """R to 2 digits, bold below FLAG; '=' when plugin and plain are the
    same code."""
    if same:
        return "="
    return "n/a" if r is None else ("**%.2f**" % r if r < FLAG else "%.2f" % r)


def mode_files(args, cache):
    notes = []
    env = dict(kv.split("=", 1) for kv in args.env)
    fns = args.functions.split(",") if args.functions else None
    det = {}
    res = mca.compare(args.plain, args.plugin, fns, args.link, args.run, env, args.cpus,
                      os.path.join(args.out, "files"), cache, args.jobs, notes,
                      args.check, det)
    rows = []
    for fn, per in res.items():
        rows.append([fn] + [ratio_cell(a / b if a and b else None, det[fn]["identical"])
                            for a, b in per.values()])
    print(bench.md_table(["function"] + args.cpus, rows))
    print("\nPredicted cycles plain/plugin; > 1: hyperlane faster; **bold** < %.2f; "
          "= the same code." % FLAG)
    for fn, per in res.items():
        print("%s: " % fn + ", ".join("%s %s/%s" % (c, bench.f2(a), bench.f2(b))
                                      for c, (a, b) in per.items()))
    for n in sorted(set(notes)):
        print("note: " + n)
    return 0


# ------------------------------------------------------------- --examples

def compile_kernel(k, cpu, plugin, d):
    """gcc -S of K's own source, plain and with the plugin, for -march=CPU,
    and the harness object.  Returns (plain.s, plugin.s, link template)."""
    flags = bench.COMMON_FLAGS + ["-march=" + cpu] + k.flags
    cc = bench.CC if k.lang == "c" else bench.FC
    os.makedirs(d, exist_ok=True)
    inc = ["-I" + os.path.join(TOP, "examples", "common")]
    objs = []
    for src in k.common:
        obj = os.path.join(d, os.path.basename(src) + ".o")
        cmd = [cc] + flags + (["-J", d] if k.lang == "fortran" else inc) + \
            ["-c", os.path.join(TOP, src), "-o", obj]
        ok, text = bench.run_cached(cmd, obj, [os.path.join(TOP, src)])
        if not ok:
            raise RuntimeError(text)
        objs.append(obj)
    out = []
    for tag, extra in (("plain", []), ("plugin", ["-fplugin=" + plugin])):
        asm = os.path.join(d, "%s.%s.s" % (k.name, tag))
        mdir = os.path.join(d, tag + ".mod")
        os.makedirs(mdir, exist_ok=True)
        srcs = [os.path.join(TOP, s) for s in k.own]
        more = (["-J", mdir, "-I", d] if k.lang == "fortran" else inc)
        cmd = [cc] + flags + extra + more + ["-S"] + srcs + ["-o", asm]
        ok, text = bench.run_cached(cmd, asm, srcs + [plugin] + objs)
        if not ok:
            raise RuntimeError(text)
        out.append(asm)
    link = " ".join([cc, "{obj}"] + [shlex.quote(o) for o in objs] + ["-o", "{exe}"] +
                    (["-lm"] if k.lang == "c" else []))
    return out[0], out[1], link


def plain_binary(asm, link, exe):
    """ASM assembled and linked as it is, for --measure."""
    cmd = link.format(obj=shlex.quote(asm), exe=shlex.quote(exe))
    if subprocess.run(cmd, shell=True).returncode:
        raise RuntimeError("$ " + cmd)
    return exe


def measure(k, exes, n, rounds, min_time=0.02):
    """Median over ROUNDS of the per-round ratio plain/plugin of the aos
    ns/element, the two programs alternating, each run >= MIN_TIME s."""
    w = max(1, k.work(n))

    def ns(tag, reps):
        out = subprocess.run([exes[tag], "time", str(n), str(reps)], capture_output=True,
                             text=True, timeout=600).stdout.split()
        return float(out[out.index("aos") + 1])
    reps = {t: max(1, int(min_time / max(1e-3, ns(t, max(1, int(2e4 // w)))) / 1e-9 / w))
            for t in exes}
    ratios = []
    for r in range(rounds):
        t = {tag: ns(tag, reps[tag]) for tag in
             (("plain", "plugin") if r % 2 == 0 else ("plugin", "plain"))}
        ratios.append(t["plain"] / t["plugin"])
    return statistics.median(ratios)


def one_kernel(k, cpu, args, cache, notes):
    d = os.path.join(args.out, cpu, k.name)
    plain, plug, link = compile_kernel(k, cpu, args.plugin_snap, d)
    with open(plain) as f:
        text = f.read()
    # gfortran inlines module procedures into run_aos (as bench.py finds).
    fn = asm_blocks.find_function(text, k.aos_fn) or \
        (asm_blocks.find_function(text, "run_aos") if k.lang == "fortran" else None)
    if fn is None:
        raise RuntimeError("%s: no function %s in %s" % (k.name, k.aos_fn, plain))
    n = k.n[args.size]
    reps = max(1, min(args.reps, int(2e5 // max(1, k.work(n)))))
    det = {}
    res = mca.compare(plain, plug, [fn], link, "{exe} time %d %d" % (n, reps), None, [cpu],
                      d, cache, args.mca_jobs, notes,
                      None if args.no_check else "{exe} check", det)
    a, b = res[fn][cpu]
    entry = {"plain": a, "plugin": b, "ratio": a / b if a and b else None,
             "work": k.work(n) * (reps + 1), "function": fn,
             "identical": det[fn]["identical"],
             "top": {t: v[cpu] for t, v in det[fn]["top"].items()}}
    if cpu in args.measure:
        entry["exes"] = {t: plain_binary(s, link, os.path.join(d, t + ".bin")) for t, s in
                         (("plain", plain), ("plugin", plug))}
    return entry


def mode_examples(args, cache):
    kernels = [k for k in bench.read_kernels()
               if (k.lang == "c" or not args.no_fortran) and
               (not args.kernels or k.name in args.kernels)]
    if not os.path.exists(args.plugin):
        log("no plugin at %s: run make" % args.plugin)
        return 1
    args.plugin_snap = os.path.join(args.out, "hyperlane.so")
    digest = bench.snapshot(args.plugin, args.plugin_snap)
    results, notes, failures = {}, [], []
    t0 = time.time()
    jobs = [(k, cpu) for cpu in args.cpus for k in kernels]

    def work(item):
        k, cpu = item
        try:
            return item, one_kernel(k, cpu, args, cache, notes), None
        except (RuntimeError, OSError, ValueError, subprocess.SubprocessError) as e:
            return item, None, str(e)

    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as ex:
        for (k, cpu), entry, err in ex.map(work, jobs):
            if err:
                failures.append("%s -march=%s: %s" % (k.name, cpu, err.strip()[:600]))
                log("FAIL %s %s" % (cpu, k.name))
            else:
                results.setdefault(k.name, {})[cpu] = entry
    log("%d kernels x %d CPUs in %s" % (len(kernels), len(args.cpus),
                                        bench.fmt_secs(time.time() - t0)))
    for k in kernels:  # timed alone, after the builds
        for cpu, entry in results.get(k.name, {}).items():
            if "exes" in entry:
                try:
                    entry["measured"] = measure(k, entry.pop("exes"), k.n[args.size],
                                                args.rounds)
                except (ValueError, OSError, subprocess.SubprocessError) as e:
                    failures.append("%s -march=%s: timing failed: %s" % (k.name, cpu, e))
                    continue
                log("measured %s %s: predicted %s, measured %.2f" % (
                    cpu, k.name, bench.f2(entry["ratio"]), entry["measured"]))
    md = render(kernels, results, args, notes, failures, digest)
    print(md)
    with open(os.path.join(args.out, "results.md"), "w") as f:
        f.write(md + "\n")
    with open(os.path.join(args.out, "results.json"), "w") as f:
        json.dump({"cpus": args.cpus, "size": args.size, "plugin_sha256": digest,
                   "git": bench.git_state(), "results": results, "notes": sorted(set(notes)),
                   "failures": failures}, f, indent=1, sort_keys=True)
    return 1 if failures else 0


def render(kernels, results, args, notes, failures, digest):
    rows, low = [], []
    for k in kernels:
        if k.name not in results:
            continue
        cells = []
        for cpu in args.cpus:
            e = results[k.name].get(cpu, {})
            r = e.get("ratio")
            cells.append(ratio_cell(r, e.get("identical")))
            if r is not None and r < FLAG:
                top = ["%s %s ran %d times x %.2f cycles" % ((t,) + tuple(e["top"][t][0][:3]))
                       for t in ("plain", "plugin") if e["top"].get(t)]
                low.append("%s on %s (%.3f; costliest blocks: %s)" % (
                    k.name, cpu, r, ", ".join(top)))
        rows.append([k.name, k.grp] + cells)
    gm = [bench.geomean([results[k][cpu]["ratio"] for k in results if cpu in results[k]])
          for cpu in args.cpus]
    rows.append(["**geomean**", ""] + [bench.f2(g) for g in gm])
    size = bench.SIZES[args.size]
    lines = ["### llvm-mca block-count judge: predicted speed of hyperlane over gcc-12 -O3\n",
             "Predicted cycles of the AoS kernel function, gcc-12 -O3 over gcc-12 -O3 + "
             "hyperlane, each compiled with `-march=CPU` and judged by `llvm-mca-14 -mcpu=CPU`; "
             "blocks weighed by their counts in `<bin> time n_%s` (%s working set).  "
             "> 1: hyperlane faster; **bold**: below %.2f; =: the same code with and without "
             "the plugin.  Plugin sha256 %s, %s.\n"
             % (args.size, size[2], FLAG, digest[:12], bench.git_state()),
             bench.md_table(["kernel", "group"] + args.cpus, rows, ["l", "l"] + ["r"] * len(args.cpus)),
             "", "Below %.2f: %s" % (FLAG, "\n\n" + "\n".join("- " + x for x in low)
                                     if low else "none.")]
    mcpus = [c for c in args.measure if any("measured" in r.get(c, {}) for r in results.values())]
    if mcpus:
        rows = []
        for k in kernels:
            es = [results.get(k.name, {}).get(c, {}) for c in mcpus]
            if any("measured" in e for e in es):
                rows.append([k.name] + sum(([ratio_cell(e.get("ratio"), e.get("identical")),
                                             bench.f2(e.get("measured"))] for e in es), []))
        lines += ["", "#### Predicted vs measured on this machine (the `-march=CPU` programs "
                  "run here, median of %d alternating rounds)\n" % args.rounds,
                  bench.md_table(["kernel"] + sum((["%s predicted" % c, "measured"]
                                                   for c in mcpus), []), rows), ""]
        for c in mcpus:
            es = [r[c] for r in results.values() if "measured" in r.get(c, {})]
            same = sorted(e["measured"] for e in es if e["identical"])
            lines.append("- %s: %s%s" % (c, agreement(
                [(e["ratio"], e["measured"]) for e in es if e["ratio"] and not e["identical"]]),
                " The same code measured %.2f to %.2f (the noise)." % (same[0], same[-1])
                if same else ""))
    for title, items in (("Notes", sorted(set(notes))), ("Failures", failures)):
        if items:
            lines += ["", "%s:\n" % title] + ["- " + i.replace("\n", " ") for i in items]
    return "\n".join(lines)


def ranks(xs):
    order = sorted(range(len(xs)), key=lambda i: xs[i])
    r = [0.0] * len(xs)
    for pos, i in enumerate(order):
        r[i] = pos
    return r


def agreement(pairs):
    """One sentence on (predicted, measured) ratio PAIRS of transformed
    kernels: Spearman's rank correlation, how many are within 25% and on
    the same side of 1 (beyond 3%), geomeans."""
    if len(pairs) < 2:
        return "too few transformed kernels to compare."
    p, m = (ranks(list(x)) for x in zip(*pairs))
    n = len(pairs)
    rho = 1 - 6 * sum((a - b) ** 2 for a, b in zip(p, m)) / (n * (n * n - 1))
    near = sum(abs(math.log(a / b)) < math.log(1.25) for a, b in pairs)
    clear = [(a, b) for a, b in pairs if abs(a - 1) > 0.03 and abs(b - 1) > 0.03]
    same = sum((a > 1) == (b > 1) for a, b in clear)
    return ("over the %d kernels hyperlane transformed, Spearman rank correlation %.2f; "
            "%d within 25%% of the measured ratio; %d of %d on the same side of 1 "
            "(where both differ from 1 by > 3%%); geomean predicted %.2f, measured %.2f."
            % (n, rho, near, same, len(clear), bench.geomean([a for a, _ in pairs]),
               bench.geomean([b for _, b in pairs])))


def parse_args(argv):
    p = argparse.ArgumentParser(prog="scripts/mca-judge.py", description=(
        "Predicted plain/plugin cycle ratios from llvm-mca block costs weighed by "
        "measured basic-block counts."))
    p.add_argument("--examples", action="store_true", help="judge the example kernels")
    p.add_argument("--plain", help="gcc -S output without the plugin")
    p.add_argument("--plugin", help="the same file with the plugin (with --plain); with "
                   "--examples: the plugin .so (default plugin/hyperlane.so)")
    p.add_argument("--functions", help="comma-separated functions (default: all)")
    p.add_argument("--link", help="link command template: {obj} the instrumented objects, {exe}")
    p.add_argument("--run", action="append", help="run command template with {exe}; "
                   "repeatable, counts summed")
    p.add_argument("--check", help="with --plain: a command template with {exe} run "
                   "first, uncounted, that must print 'ok' last")
    p.add_argument("--env", action="append", default=[], metavar="K=V",
                   help="environment for the runs")
    p.add_argument("--cpus", default=",".join(mca.CPUS),
                   help="llvm-mca -mcpu models (default %(default)s)")
    p.add_argument("--kernels", help="comma-separated subset of examples/kernels.txt")
    p.add_argument("--size", default="l1", choices=sorted(bench.SIZES),
                   help="which n column of kernels.txt the counted run uses (default l1)")
    p.add_argument("--reps", type=int, default=20, help="timed runs counted (default 20; "
                   "fewer for big kernels, about 2e5 elements)")
    p.add_argument("--no-fortran", action="store_true", help="C kernels only")
    p.add_argument("--no-check", action="store_true", help="skip `<bin> check` of the "
                   "instrumented programs")
    p.add_argument("--measure", default="", help="comma-separated CPUs whose -march=CPU "
                   "programs are also timed here (e.g. znver3)")
    p.add_argument("--rounds", type=int, default=7, help="timing rounds for --measure")
    p.add_argument("--jobs", type=int, default=2, help="kernels built and run at once; with "
                   "--plain, llvm-mca processes (default 2)")
    p.add_argument("--mca-jobs", type=int, default=1, help="llvm-mca processes per kernel "
                   "with --examples (default 1)")
    p.add_argument("--cache", default=os.path.join(OUT, "mca-cache.json"),
                   help="llvm-mca result cache (default build/mca-judge/mca-cache.json)")
    p.add_argument("--out", default=OUT, help="work and report directory (default build/mca-judge)")
    args = p.parse_args(argv)
    args.cpus = [c for c in args.cpus.split(",") if c]
    args.measure = [c for c in args.measure.split(",") if c]
    args.kernels = args.kernels.split(",") if args.kernels else None
    if args.examples == bool(args.plain):
        p.error("give --examples, or --plain and --plugin")
    if args.plain and not (args.plugin and args.link and args.run):
        p.error("--plain needs --plugin, --link and --run")
    if args.examples:
        args.plugin = os.path.abspath(args.plugin or bench.PLUGIN)
    args.out = os.path.abspath(args.out)
    return args


def main(argv):
    args = parse_args(argv)
    if not mca.find_llvm_mca():
        log("llvm-mca not found: apt-get install llvm-14")
        return 1
    unknown = [c for c in args.cpus if c not in mca.known_cpus(mca.find_llvm_mca())]
    if unknown:
        log("llvm-mca has no model for %s (llvm-mca-14 -mcpu=help lists them)"
            % ", ".join(unknown))
        return 2
    os.makedirs(args.out, exist_ok=True)
    cache = mca.Cache(args.cache)
    try:
        return mode_examples(args, cache) if args.examples else mode_files(args, cache)
    finally:
        cache.save()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
