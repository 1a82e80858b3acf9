#!/usr/bin/env python3
# TSVC_2 loop by loop, plain gcc-12 against gcc-12 + hyperlane (make
# bench-tsvc): copy TSVC's sources and patch the copy (CPU-time clock,
# TSVC_ONLY, exact checksums, -Diterations), build tsvc.c twice per
# -march, find the loops hyperlane takes from its remarks, prove every
# other function's machine code identical to plain GCC's, compare all 151
# checksums at a reduced iteration count, and time only the loops taken,
# plain and plugin binaries alternated, min of N CPU times.  Writes
# build/bench-tsvc/results.md and results.json.
#
#   scripts/bench-tsvc.py                 haswell and x86-64-v4, 100000 iterations
#   scripts/bench-tsvc.py --quick         10000 iterations, 3 rounds
#   scripts/bench-tsvc.py --require-min 0.97 --require-geomean 1.3
#   scripts/bench-tsvc.py --mca-only --mca default   llvm-mca's haswell, skylake,
#                                         icelake-server and znver3 models judge
#                                         the loops taken at each -march (make mca-tsvc)
#   scripts/bench-tsvc.py --help          every option
#
# Python 3 standard library, gcc-12, objdump.  Exit status: 0; 1 when a
# build fails, a checksum differs, a function hyperlane did not take has
# different code, or a --require-* threshold is missed; 2 for bad usage.
# docs/performance.md describes the method.
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

import argparse
import datetime
import hashlib
import json
import os
import subprocess
import sys
import time

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(TOP, "scripts"))

from suites import codecmp, report, timing, toolchain, tsvc, tsvc_mca  # noqa: E402
from suites.toolchain import log, show  # noqa: E402

FLAGS = ["-O3", "-ffp-contract=off", "-fno-math-errno"]
IDENTICAL_RULE = "every loop hyperlane leaves must be byte-identical to plain GCC's"


def options(argv):
    p = argparse.ArgumentParser(
        description="TSVC_2 loop by loop: gcc-12 against gcc-12 + hyperlane "
        "(docs/performance.md).")
    p.add_argument("--tsvc", default=os.path.join(TOP, "..", "shared", "bench", "tsvc"),
                   help="TSVC_2 checkout (or its src/); never modified (default ../shared/bench/tsvc)")
    p.add_argument("--plugin", default=os.path.join(TOP, "plugin", "hyperlane.so"),
                   help="the plugin (default plugin/hyperlane.so; make builds it)")
    p.add_argument("--cc", default="gcc-12", help="the compiler (default gcc-12)")
    p.add_argument("--march", default="haswell,x86-64-v4",
                   help="comma-separated -march values (default haswell,x86-64-v4); "
                   "one this CPU cannot run is skipped with a note")
    p.add_argument("--iterations", type=int,
                   help="TSVC's iterations for timing (default 100000, upstream's; quick 10000)")
    p.add_argument("--check-iterations", type=int, default=2560,
                   help="iterations of the checksum run over all loops (default 2560; "
                   ">= LEN_2D, as some loops run 200*(iterations/LEN_2D) times)")
    p.add_argument("--repeats", type=int, help="alternated timing rounds (default 5; quick 3)")
    p.add_argument("--build-dir", default=os.path.join(TOP, "build", "bench-tsvc"),
                   help="where the copy, the builds and the reports go (default build/bench-tsvc)")
    p.add_argument("--plugin-args", default="",
                   help='space-separated KEY=VAL passed as -fplugin-arg-hyperlane-KEY=VAL, '
                   'e.g. "cost=always"')
    p.add_argument("--loops", help="comma-separated: time (and with --mca judge) only these "
                   "of the loops taken")
    p.add_argument("--time-all", action="store_true",
                   help="time every loop whose code differs, not only those hyperlane took")
    p.add_argument("--jobs", type=int, default=2, help="parallel compiles and checksum runs (default 2)")
    p.add_argument("--quick", action="store_true", help="iterations 10000, repeats 3")
    p.add_argument("--mca", metavar="CPUS", help="comma-separated CPUs ('default': %s) whose "
                   "llvm-mca models judge the loops hyperlane takes at -march=CPU"
                   % ",".join(tsvc_mca.mca.CPUS))
    p.add_argument("--mca-only", action="store_true", help="--mca alone: no timing, no checksums")
    p.add_argument("--mca-iterations", type=int, default=2560, help="TSVC's iterations in the "
                   "--mca counted runs (default 2560; more for a loop of iterations/LEN_xD)")
    p.add_argument("--require-min", type=float, metavar="R",
                   help="exit 1 when a timed (or --mca predicted) ratio is below R (target 0.97)")
    p.add_argument("--require-geomean", type=float, metavar="G",
                   help="exit 1 when the geomean over the taken loops is below G (target 1.3)")
    a = p.parse_args(argv)
    a.iterations = a.iterations or (10000 if a.quick else 100000)
    a.repeats = a.repeats or (3 if a.quick else 5)
    if a.repeats < 1 or a.iterations < 1 or a.jobs < 1:
        p.error("--iterations, --repeats and --jobs must be positive")
    a.marches = [m for m in a.march.split(",") if m]
    a.mca = tsvc_mca.parse_cpus(a.mca)
    if a.mca_only and not a.mca:
        p.error("--mca-only needs --mca CPUS")
    if a.mca_iterations < 1:
        p.error("--mca-iterations must be positive")
    a.only = set(a.loops.split(",")) if a.loops else None
    a.build_dir = os.path.abspath(a.build_dir)
    return a


def snapshot_plugin(src, build_dir):
    """Copy the plugin into the build directory, so that a rebuild by
    someone else during the run cannot mix two plugins; returns (path,
    sha256).  The name stays hyperlane.so: GCC names the plugin, and so its
    -fplugin-arg-hyperlane-* options, after the file."""
    with open(src, "rb") as f:
        data = f.read()
    dst = os.path.join(build_dir, "plugin", "hyperlane.so")
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    with open(dst, "wb") as f:
        f.write(data)
    return dst, hashlib.sha256(data).hexdigest()


class Config:
    """The plain and plugin builds of one -march at one iteration count;
    paths relative to the build directory, where every command runs."""

    def __init__(self, a, march, iterations):
        self.march, self.iterations = march, iterations
        self.dir = os.path.join(march, "it%d" % iterations)
        flags = FLAGS + ["-march=%s" % march, "-Diterations=%d" % iterations]
        hl = ["-fplugin=plugin/hyperlane.so"] + [
            "-fplugin-arg-hyperlane-%s" % kv for kv in a.plugin_args.split()]
        j = os.path.join
        self.remarks = j(self.dir, "plugin", "remarks.txt")
        self.obj = {s: j(self.dir, s, "tsvc.o") for s in ("plain", "plugin")}
        self.bin = {s: j(self.dir, s, "tsvc") for s in ("plain", "plugin")}
        common = [j(self.dir, "common.o"), j(self.dir, "dummy.o")]
        self.compiles = [
            toolchain.Step("common.c", [a.cc] + flags + ["-c", "src/common.c", "-o", common[0]]),
            toolchain.Step("dummy.c", [a.cc] + flags + ["-c", "src/dummy.c", "-o", common[1]]),
            toolchain.Step("tsvc.c plain", [a.cc] + flags + [
                "-ffunction-sections", "-c", "src/tsvc.c", "-o", self.obj["plain"]]),
            toolchain.Step("tsvc.c plugin", [a.cc] + flags + ["-ffunction-sections"] + hl + [
                "-fopt-info-vec-optimized=" + self.remarks, "-c", "src/tsvc.c",
                "-o", self.obj["plugin"]]),
        ]
        self.links = [toolchain.Step("link " + s, [a.cc, self.obj[s]] + common +
                                     ["-lm", "-o", self.bin[s]])
                      for s in ("plain", "plugin")]

    def commands(self):
        return [show(s.argv) for s in self.compiles + self.links]


def build(configs, a):
    """Compile every configuration's objects on --jobs threads, then link;
    returns the failure messages."""
    for c in configs:
        for s in ("plain", "plugin"):
            os.makedirs(os.path.join(a.build_dir, c.dir, s), exist_ok=True)
        if os.path.exists(os.path.join(a.build_dir, c.remarks)):
            os.remove(os.path.join(a.build_dir, c.remarks))
    steps = [s for c in configs for s in c.compiles]
    for s in steps:
        s.cwd = a.build_dir
    bad = toolchain.failed(toolchain.run_steps(steps, a.jobs))
    if bad:
        return bad
    links = [s for c in configs for s in c.links]
    for s in links:
        s.cwd = a.build_dir
    return toolchain.failed(toolchain.run_steps(links, a.jobs))


def taken_functions(cfg, a, src):
    """{function: [Remark]} of the loops hyperlane took in CFG's plugin
    build, plus {caller: helper} for loops in helpers, plus the remarks
    outside every function."""
    return tsvc.taken(os.path.join(a.build_dir, cfg.remarks), src)


def classify(cmp, direct, via):
    """Split the compared functions into taken (code differs, as it must),
    taken-but-identical, via-helper, unexpected differences and identical."""
    differ = set(cmp.differing)
    return {
        "taken": sorted(f for f in direct if f in differ),
        "taken_identical": sorted(f for f in direct if f not in differ),
        "via_helper": sorted(f for f in via if f in differ and f not in direct),
        "unexpected": sorted(f for f in differ if f not in direct and f not in via),
        "identical": sorted(cmp.identical),
    }


def check_sums(cfg, a, loops):
    """Both binaries over all loops (TSVC_ONLY unset); returns (number of
    loops compared, mismatches [(loop, plain, plugin)], errors)."""
    env = dict(os.environ)
    env.pop("TSVC_ONLY", None)
    steps = [toolchain.Step("checksums " + s, [os.path.join(a.build_dir, cfg.bin[s])],
                            cwd=a.build_dir, env=env) for s in ("plain", "plugin")]
    toolchain.run_steps(steps, a.jobs)
    errors = toolchain.failed(steps)
    out = [tsvc.parse_output(s.output) for s in steps]
    bad = []
    for loop in loops:
        x, y = out[0].get(loop), out[1].get(loop)
        if x is None or y is None or x[1] != y[1]:
            bad.append((loop, x[1] if x else "missing", y[1] if y else "missing"))
    return len(loops), bad, errors


def time_loops(cfg, a, names):
    """Alternated min-of-N CPU times of NAMES: {loop: {plain, plugin,
    ratio, spread}}."""
    env = dict(os.environ, TSVC_ONLY=",".join(names))
    sides = [(s, [os.path.join(a.build_dir, cfg.bin[s])]) for s in ("plain", "plugin")]
    t0 = time.time()

    def progress(rnd, side, cpu):
        log("  timing %s round %d/%d %-6s %6.1f s CPU  [%.0f s]"
            % (cfg.march, rnd + 1, a.repeats, side, cpu, time.time() - t0))
    samples = timing.alternated(sides, a.repeats, parse=tsvc.parse_times, env=env,
                                cwd=a.build_dir, progress=progress)
    best = timing.minima(samples)
    out = {}
    for n in names:
        p, h = best["plain"].get(n), best["plugin"].get(n)
        out[n] = {"plain": p, "plugin": h,
                  "ratio": p / h if p and h else None,
                  "samples": {s: samples[s].get(n, []) for s in samples},
                  "spread": max(timing.spread(samples[s][n]) or 0 for s in samples
                                if samples[s].get(n))}
    return out


def run_march(a, march, src, loops):
    """Everything for one -march; returns its result record (see
    results.json), with "errors" naming what makes the run fail."""
    t0 = time.time()
    M = {"march": march, "errors": [], "notes": [], "timing": {}, "timed": []}
    try:
        missing = toolchain.march_missing(a.cc, march)
    except RuntimeError as e:
        M["errors"].append(str(e))
        return M
    if missing:
        M["skipped"] = "this CPU lacks %s" % ", ".join(missing)
        log("%s: skipped (%s)" % (march, M["skipped"]))
        return M
    main = Config(a, march, a.iterations)
    check = main if a.check_iterations == a.iterations else Config(a, march, a.check_iterations)
    configs = [main] if check is main else [main, check]
    M["commands"], M["check_commands"] = main.commands(), check.commands()
    log("%s: building (%d compiles)" % (march, sum(len(c.compiles) for c in configs)))
    M["errors"] += build(configs, a)
    if M["errors"]:
        return M

    # Which loops hyperlane took, and the code of every function.
    direct, via, stray = taken_functions(main, a, src)
    M["taken"] = {f: [r.as_dict() for r in rs] for f, rs in direct.items()}
    M["via_helper"] = via
    if stray:
        M["notes"].append("remarks outside every function: %s" % stray)
    cmp = codecmp.compare_objects(*[os.path.join(a.build_dir, main.obj[s])
                                    for s in ("plain", "plugin")])
    code = classify(cmp, direct, via)
    code["first_difference"] = {f: cmp.first_difference(f) for f in code["unexpected"]}
    M["code"] = code
    for f in code["unexpected"]:
        d = code["first_difference"][f]
        where = ("first at instruction %d of %s: plain `%s`, hyperlane `%s`" % (d[1], d[0], d[2], d[3])
                 if d else "sections differ")
        M["errors"].append("%s: hyperlane took no loop of %s but its code differs (%s); %s"
                           % (march, f, where, IDENTICAL_RULE))
    for f in code["taken_identical"]:
        M["errors"].append("%s: hyperlane's remark for %s but the code is plain GCC's" % (march, f))
    if check is not main:
        cdirect, cvia, _ = taken_functions(check, a, src)
        ccmp = codecmp.compare_objects(*[os.path.join(a.build_dir, check.obj[s])
                                         for s in ("plain", "plugin")])
        extra = classify(ccmp, cdirect, cvia)["unexpected"]
        for f in extra:
            M["errors"].append("%s: at %d iterations %s's code differs though hyperlane took "
                               "no loop of it; %s" % (march, a.check_iterations, f, IDENTICAL_RULE))
        if sorted(cdirect) != sorted(direct):
            M["notes"].append("at %d iterations hyperlane takes loops of %s (at %d: %s)"
                              % (a.check_iterations, sorted(cdirect), a.iterations, sorted(direct)))
    log("%s: hyperlane takes %d loops in %s; %d functions identical, %d differ"
        % (march, sum(len(r) for r in direct.values()), ", ".join(sorted(direct)) or "none",
           len(code["identical"]), len(cmp.differing)))

    # Checksums of all loops at the reduced count.
    n, bad, errs = check_sums(check, a, loops)
    M["checksums"] = {"iterations": a.check_iterations, "compared": n,
                      "mismatches": [list(b) for b in bad],
                      "zero_trip": tsvc.zero_trip(src, a.check_iterations, a.len_1d)}
    M["errors"] += errs
    for loop, x, y in bad:
        M["errors"].append("%s: checksum of %s differs: plain %s, hyperlane %s" % (march, loop, x, y))
    log("%s: checksums of %d loops at %d iterations: %s"
        % (march, n, a.check_iterations, "%d differ" % len(bad) if bad else "all equal"))

    # Timing of the loops taken (or of all that differ).
    want = set(code["taken"]) | set(code["via_helper"])
    if a.time_all:
        want |= set(cmp.differing)
    names = [l for l in loops if l in want and (a.only is None or l in a.only)]
    if a.only:
        ignored = sorted(a.only - set(names))
        if ignored:
            M["notes"].append("--loops names not timed (not taken%s): %s"
                              % ("" if a.time_all else ", see --time-all", ", ".join(ignored)))
    M["timed"] = names
    if names and not errs:
        log("%s: timing %s at %d iterations, %d rounds"
            % (march, ",".join(names), a.iterations, a.repeats))
        try:
            M["timing"] = time_loops(main, a, names)
        except timing.RunError as e:
            M["errors"].append("%s: timing run failed: %s" % (march, e))
    taken_t = {l: M["timing"][l]["ratio"] for l in names
               if l in want - set(code["unexpected"]) and l in M["timing"]}
    M["geomean"] = report.geomean(taken_t.values())
    M["min"] = report.lowest(taken_t)
    M["elapsed"] = time.time() - t0
    return M


def loop_cells(M, loop):
    """(lines, remark) cells of LOOP: its own remarks, or the helper's
    whose loop it runs."""
    rs = M["taken"].get(loop)
    helper = M["via_helper"].get(loop)
    if not rs and helper:
        rs = M["taken"].get(helper, [])
        prefix = "%s " % helper
    else:
        prefix = ""
    if not rs:
        return "-", "(not taken; code differs)"
    lines = prefix + ", ".join(str(r["line"]) for r in rs)
    if len(rs) == 1:
        return lines, rs[0]["text"]
    return lines, "; ".join("%d: %s" % (r["line"], r["text"]) for r in rs)


def march_report(M, a):
    """(markdown lines, text lines) of one -march."""
    title = "-march=%s" % M["march"]
    if M.get("skipped"):
        note = "%s: skipped, %s." % (title, M["skipped"])
        return ["## %s" % title, "", note, ""], [note, ""]
    if "code" not in M:
        note = "%s: FAILED: %s" % (title, "; ".join(M["errors"]))
        return ["## %s" % title, "", note, ""], [note, ""]
    header = ["loop", "line(s)", "hyperlane's remark", "plain (s)", "hyperlane (s)",
              "ratio", "spread"]
    rows = []
    for loop in M["timed"]:
        t = M["timing"].get(loop, {})
        lines, rem = loop_cells(M, loop)
        rows.append([loop, lines, rem, report.secs(t.get("plain")), report.secs(t.get("plugin")),
                     report.ratio(t.get("ratio")),
                     "%.0f%%" % (100 * t["spread"]) if t.get("spread") is not None else "n/a"])
    align = ["l", "l", "l", "r", "r", "r", "r"]
    code, cs = M["code"], M["checksums"]
    ntaken = sum(len(v) for v in M["taken"].values())
    ndiff = len(code["taken"]) + len(code["via_helper"]) + len(code["unexpected"])
    summary = [
        "geomean over the taken loops: %s; lowest: %s" % (
            report.ratio(M["geomean"]),
            "%s (%s)" % (report.ratio(M["min"][0]), M["min"][1]) if M["min"] else "n/a"),
        "loops taken: %d in %d functions (%s)%s" % (
            ntaken, len(M["taken"]), ", ".join(sorted(M["taken"])) or "none",
            "; through helpers: %s" % ", ".join("%s (%s)" % kv for kv in sorted(
                M["via_helper"].items())) if M["via_helper"] else ""),
        "functions with identical code: %d of %d; differing: %d (taken %d, via helpers %d, "
        "NOT taken %d%s)" % (
            len(code["identical"]), len(code["identical"]) + ndiff, ndiff,
            len(code["taken"]), len(code["via_helper"]),
            len(code["unexpected"]),
            ": " + ", ".join(code["unexpected"]) if code["unexpected"] else ""),
        "checksums (%d iterations, %d loops): %s" % (
            cs["iterations"], cs["compared"],
            "all equal" if not cs["mismatches"] else "%d DIFFER: %s" % (
                len(cs["mismatches"]), "; ".join("%s %s vs %s" % tuple(m)
                                                 for m in cs["mismatches"]))),
    ]
    if cs["zero_trip"]:
        summary.append("at %d iterations the outer loop of %s runs 0 times (checksum of the "
                       "initial arrays only)" % (cs["iterations"], ", ".join(cs["zero_trip"])))
    summary += ["note: " + n for n in M["notes"]]
    summary += ["ERROR: " + e for e in M["errors"]]
    md = ["## %s" % title, "", report.md_table(header, rows, align) if rows else
          "No loop timed.", ""] + ["- " + s for s in summary] + [""]
    txt = [title, report.text_table(header, rows, align, max_width=60) if rows
           else "no loop timed"] + ["  " + s for s in summary] + [""]
    return md, txt


def git_head():
    r = subprocess.run(["git", "-C", TOP, "rev-parse", "--short", "HEAD"],
                       capture_output=True, text=True)
    return r.stdout.strip() if r.returncode == 0 else "unknown"


def write_report(R, a, marches):
    if a.mca_only:
        return mca_report(R, a)
    md = ["# TSVC_2: gcc-12 against gcc-12 + hyperlane", "",
          "Generated by `%s` on %s in %.0f s, hyperlane %s (plugin sha256 %s), %s."
          % (" ".join(["scripts/bench-tsvc.py"] + R["argv"]), R["date"], R["elapsed"],
             R["git"], R["plugin_sha"][:12], R["compiler"]), "",
          "Each loop's time is its minimum process CPU time over %d rounds of the plain and "
          "hyperlane binaries run alternated (TSVC_ONLY = the loops timed), at %d iterations; "
          "ratio = plain / hyperlane (> 1: hyperlane faster); spread = the larger of the two "
          "sides' (max - min) / min over the rounds.  Functions whose code is identical are "
          "not timed (ratio 1 by construction).  The checksums of all loops are compared "
          "exactly (`%%.9e`) at %d iterations." % (a.repeats, a.iterations, a.check_iterations),
          "", "## Commands", "",
          "Run in `%s`, on a copy of `%s` patched as `scripts/suites/tsvc.py` says "
          "(the checksum build differs only in `-Diterations`):" % (a.build_dir, R["tsvc"]), ""]
    for M in marches:
        if M.get("commands"):
            md += ["```"] + M["commands"] + ["```", ""]
    txt = ["Commands (in %s; the checksum build differs only in -Diterations):" % a.build_dir]
    txt += ["  " + c for M in marches for c in M.get("commands", [])] + [""]
    for M in marches:
        m, t = march_report(M, a)
        md += m
        txt += t
    if "mca" in R:
        m, t = tsvc_mca.section(R["mca"])
        md += m
        txt += t
    return write_files(R, a, marches, md, txt)


def mca_report(R, a):
    md = ["# TSVC_2: llvm-mca's verdict on hyperlane", "",
          "Generated by `%s` on %s in %.0f s, hyperlane %s (plugin sha256 %s), %s; no timing, "
          "no checksums (--mca-only)." % (" ".join(["scripts/bench-tsvc.py"] + R["argv"]),
                                           R["date"], R["elapsed"], R["git"],
                                           R["plugin_sha"][:12], R["compiler"]), ""]
    m, t = tsvc_mca.section(R["mca"])
    return write_files(R, a, [], md + m, t)


def write_files(R, a, marches, md, txt):
    with open(os.path.join(a.build_dir, "results.md"), "w") as f:
        f.write("\n".join(md) + "\n")
    with open(os.path.join(a.build_dir, "results.json"), "w") as f:
        json.dump(dict(R, marches=marches), f, indent=1, sort_keys=True, default=str)
    return txt


def main(argv):
    a = options(argv)
    start = time.time()
    why = toolchain.missing_tools(a.plugin, [a.cc])
    if why:
        log("error: " + why)
        return 1
    try:
        src_dir = tsvc.source_dir(a.tsvc)
        upstream, _, common_h = tsvc.prepare(a.tsvc, os.path.join(a.build_dir, "src"))
        loops = tsvc.loop_names(upstream)
    except tsvc.PatchError as e:
        log("error: %s" % e)
        return 1
    len_2d = tsvc.define(common_h, "LEN_2D") or 256
    a.len_1d = tsvc.define(common_h, "LEN_1D")
    if a.check_iterations < len_2d:
        log("error: --check-iterations %d < LEN_2D (%d): loops running "
            "k*(iterations/LEN_2D) times would not run" % (a.check_iterations, len_2d))
        return 2
    _, sha = snapshot_plugin(a.plugin, a.build_dir)
    R = {"argv": argv, "date": datetime.datetime.now().strftime("%Y-%m-%d %H:%M"),
         "git": git_head(), "plugin": os.path.abspath(a.plugin), "plugin_sha": sha,
         "compiler": toolchain.tool_version(a.cc), "tsvc": os.path.abspath(src_dir),
         "iterations": a.iterations, "check_iterations": a.check_iterations,
         "repeats": a.repeats, "loops": loops}
    marches = [] if a.mca_only else [run_march(a, m, upstream, loops) for m in a.marches]
    if a.mca:
        R["mca"] = tsvc_mca.judge(a, upstream, loops, {
            k: tsvc.define(common_h, k) for k in ("LEN_1D", "LEN_2D")})
    R["elapsed"] = time.time() - start
    txt = write_report(R, a, marches)
    print("\n".join(txt))
    failures = [e for M in marches for e in M["errors"]]
    if a.mca:
        failures += [e for C in R["mca"]["per_cpu"].values() for e in C["errors"]]
        if a.require_min is not None:
            failures += ["%s -march=%s: predicted %.3f is below --require-min %.2f"
                         % (n, c, e["ratio"], a.require_min)
                         for n, c, e in tsvc_mca.low_ratios(R["mca"], a.require_min)]
    for M in marches:
        if M.get("skipped") or "code" not in M:
            continue
        if a.require_min is not None and M["min"] and M["min"][0] < a.require_min:
            failures.append("%s: %s at %.2f is below --require-min %.2f"
                            % (M["march"], M["min"][1], M["min"][0], a.require_min))
        if a.require_geomean is not None and (M["geomean"] or 0) < a.require_geomean:
            failures.append("%s: geomean %s is below --require-geomean %.2f"
                            % (M["march"], report.ratio(M["geomean"]), a.require_geomean))
    print("Report: %s" % os.path.join(a.build_dir, "results.md"))
    if failures:
        print("\nFAILED (%d):" % len(failures))
        for f in failures:
            print("  " + f)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
