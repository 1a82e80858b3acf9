#!/usr/bin/env python3
# The NAS Parallel Benchmarks 3.3 (serial, C and Fortran), plain gcc-12 /
# gfortran-12 against the same with hyperlane (make bench-npb): copy each
# benchmark's tree per class and configuration (the sources are never
# written), build it plain, with the plugin and, where --layouts has a file
# for it, with the plugin and that layout; check every run prints
# "Verification = SUCCESSFUL"; time the builds alternated, min of N CPU
# times of the process; count the loops hyperlane takes; and with gprof,
# say which of each benchmark's hottest functions hold loops it takes and
# why it left the others.  Writes build/bench-npb/results.md and
# results.json.
#
#   scripts/bench-npb.py                       class W, C and Fortran, 3 rounds
#   scripts/bench-npb.py --class W,A           also class A
#   scripts/bench-npb.py --quick               BT LU MG SP only, class W, 3 rounds
#   scripts/bench-npb.py --lang c --bench SP --layouts DIR   with DIR/sp.layout
#   scripts/bench-npb.py --help                every option
#
# Python 3 standard library, gcc-12, gfortran-12, make; perf or gprof for
# the hot functions.  Exit status: 0; 1 when a build fails, a run fails or does
# not verify; 2 for bad usage.
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

import argparse
import concurrent.futures
import datetime
import hashlib
import json
import os
import shutil
import subprocess
import sys
import time

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(TOP, "scripts"))

from suites import npb, npb_hot, npb_report, profile, timing, toolchain  # noqa: E402
from suites.toolchain import log  # noqa: E402

QUICK_BENCH = ["BT", "LU", "MG", "SP"]


def options(argv):
    p = argparse.ArgumentParser(
        description="NPB 3.3 serial, C and Fortran: gcc-12 against gcc-12 + hyperlane "
        "(docs/performance.md).")
    p.add_argument("--npb", default=os.path.join(TOP, "..", "shared", "bench", "npb"),
                   help="folder holding NPB3.3-SER-C and NPB3.3-SER; never modified "
                   "(default ../shared/bench/npb)")
    p.add_argument("--plugin", default=os.path.join(TOP, "plugin", "hyperlane.so"),
                   help="the plugin (default plugin/hyperlane.so; make builds it)")
    p.add_argument("--cc", default="gcc-12", help="the C compiler (default gcc-12)")
    p.add_argument("--fc", default="gfortran-12", help="the Fortran compiler (default gfortran-12)")
    p.add_argument("--march", default="native", help="-march value (default native)")
    p.add_argument("--flags", default="",
                   help='space-separated compiler options added to every build, e.g. '
                   '"-flto --param max-inline-insns-auto=2000"; with -flto the plugin '
                   'builds also load the plugin on the link command, where lto1 '
                   'vectorizes (docs/options.md)')
    p.add_argument("--lang", default="c,fortran", help="c, fortran or both (default c,fortran)")
    p.add_argument("--bench", help="comma-separated benchmarks (default C: %s; Fortran: %s)"
                   % (" ".join(npb.TREES["c"][1]), " ".join(npb.TREES["fortran"][1])))
    p.add_argument("--class", dest="classes", default=None,
                   help="comma-separated classes (default W; e.g. W,A)")
    p.add_argument("--repeats", type=int, default=3,
                   help="alternated timing rounds, the minimum per side kept (default 3)")
    p.add_argument("--plugin-args", default="",
                   help='space-separated KEY=VAL passed as -fplugin-arg-hyperlane-KEY=VAL, '
                   'e.g. "cost=always"')
    p.add_argument("--layouts", metavar="DIR",
                   help="folder of layout files BENCH.layout (or bench.layout), for C and "
                   "Fortran: "
                   "each adds a build 'plugin+layout' with -fplugin-arg-hyperlane-layout-file "
                   "and -layout-trust (docs/layout.md, NPB)")
    p.add_argument("--profile", dest="profile", action="store_true", default=None,
                   help="the hottest functions, by perf or gprof (default: on when either "
                   "works)")
    p.add_argument("--no-profile", dest="profile", action="store_false")
    p.add_argument("--profiler", choices=("auto", "perf", "gprof"), default="auto",
                   help="perf samples the plain build; gprof needs a -pg build (default "
                   "auto: perf where `perf stat true` succeeds, else gprof)")
    p.add_argument("--build-dir", default=os.path.join(TOP, "build", "bench-npb"),
                   help="where the copies, builds and reports go (default build/bench-npb)")
    p.add_argument("--jobs", type=int, default=2, help="builds run at once (default 2)")
    p.add_argument("--timeout", type=float, default=3600, help="seconds one run may take")
    p.add_argument("--cpu", default="1",
                   help="CPU to pin timed runs to with taskset (default 1; 'none' to not pin)")
    p.add_argument("--no-rt", action="store_true",
                   help="do not run timed programs at real-time priority (chrt -f 1)")
    p.add_argument("--quick", action="store_true",
                   help="benchmarks %s only, class W (3 rounds, profile as usual)"
                   % " ".join(QUICK_BENCH))
    a = p.parse_args(argv)
    a.langs = [l.strip().lower() for l in a.lang.split(",") if l.strip()]
    for l in a.langs:
        if l not in npb.TREES:
            p.error("--lang: %s is not c or fortran" % l)
    a.classes = [c.strip().upper() for c in (a.classes or "W").split(",") if c.strip()]
    for c in a.classes:
        if c not in npb.CLASSES or len(c) != 1:
            p.error("--class: %s is not one of %s" % (c, ", ".join(npb.CLASSES)))
    a.benches = ([b.strip().upper() for b in a.bench.split(",") if b.strip()] if a.bench
                 else QUICK_BENCH if a.quick else None)
    if a.repeats < 3:
        p.error("--repeats must be at least 3 (the minimum of >= 3 runs)")
    if a.jobs < 1:
        p.error("--jobs must be positive")
    if a.profiler == "auto":
        a.profiler = "perf" if profile.perf_works() else "gprof"
    usable = profile.perf_works() if a.profiler == "perf" else profile.available()
    if a.profile and not usable:
        p.error("--profile: %s is not usable here" % a.profiler)
    if a.profile is None:
        a.profile = usable
    a.build_dir = os.path.abspath(a.build_dir)
    a.flags = ["-O3", "-march=%s" % a.march] + a.flags.split()
    return a


def snapshot(src, build_dir):
    """The plugin copied into the build directory (a rebuild during the run
    cannot mix two plugins); the name stays hyperlane.so, as GCC names its
    -fplugin-arg-hyperlane-* options after the file."""
    dst = os.path.join(build_dir, "plugin", "hyperlane.so")
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    shutil.copyfile(src, dst)
    return dst


def layouts_for(a, benches):
    """{bench: copied layout file} for the benchmarks --layouts has (one file
    may hold a benchmark's C specs, u[k][j][i][m], and its Fortran specs,
    u(m, i, j, k): each language takes its own form, docs/layout.md)."""
    out = {}
    if not a.layouts:
        return out
    for b in benches:
        for name in (b.lower() + ".layout", b + ".layout"):
            p = os.path.join(a.layouts, name)
            if os.path.isfile(p):
                dst = os.path.join(a.build_dir, "layouts", b.lower() + ".layout")
                os.makedirs(os.path.dirname(dst), exist_ok=True)
                shutil.copyfile(p, dst)
                out[b] = dst
                break
    return out


def plan(a, plugin):
    """Every build: {(lang, cls, bench, config name): Build}, and the
    source tree of each language."""
    hl = ["-fplugin=" + plugin] + ["-fplugin-arg-hyperlane-" + kv for kv in a.plugin_args.split()]
    builds, trees, missing = {}, {}, []
    for lang in a.langs:
        src = trees[lang] = npb.tree(a.npb, lang)
        have, lack = npb.benchmarks(src, a.benches or npb.TREES[lang][1])
        missing += ["%s %s: no such benchmark in %s" % (lang, b, src) for b in lack]
        lay = layouts_for(a, have)
        for cls in a.classes:
            for b in have:
                cfgs = [npb.Config("plain", a.flags), npb.Config("plugin", a.flags, hl)]
                if b in lay:
                    cfgs.append(npb.Config("plugin+layout", a.flags, hl, layout=lay[b]))
                for c in cfgs:
                    root = os.path.join(a.build_dir, lang, cls, b, c.name)
                    builds[(lang, cls, b, c.name)] = npb.Build(lang, b, cls, c, root)
        if a.profile and a.profiler == "gprof":
            pcls = "W" if "W" in a.classes else a.classes[0]
            for b in have:
                root = os.path.join(a.build_dir, lang, pcls, b, "profile")
                builds[(lang, pcls, b, "profile")] = npb.Build(
                    lang, b, pcls, npb.Config("profile", a.flags, pg=True), root)
    return builds, trees, missing


def build_all(a, builds, trees):
    t0 = time.time()
    steps = list(builds.values())
    done = [0]

    def one(b):
        b.run(trees[b.lang], a.cc, a.fc)
        done[0] += 1
        log("  built %-28s %s  [%d/%d, %.0f s]" % (
            b.name, "FAILED" if b.error else "%.1f s CPU" % b.cpu, done[0], len(steps),
            time.time() - t0))
    with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as ex:
        list(ex.map(one, steps))
    return [b.error for b in steps if b.error]


def time_bench(a, group):
    """Alternated min-of-N CPU times of one benchmark's builds; GROUP is
    {config: Build}.  Every run must verify."""
    sides = [(c, a.pin + [b.binary]) for c, b in group.items()]
    verdicts = {c: [] for c in group}
    npb_times = {c: [] for c in group}
    any_b = next(iter(group.values()))

    def check(side, out):
        v = npb.verification(out)
        verdicts[side].append(v)
        npb_times[side].append(npb.reported_time(out))
        if v != "SUCCESSFUL":
            raise timing.RunError("%s %s.%s %s: Verification = %s" % (
                any_b.lang, any_b.bench, any_b.cls, side, v or "(no verdict printed)"))

    def progress(rnd, side, cpu):
        log("  %s %s.%s round %d/%d %-13s %7.2f s CPU" % (
            any_b.lang, any_b.bench, any_b.cls, rnd + 1, a.repeats, side, cpu))
    samples = timing.alternated(sides, a.repeats, cwd=os.path.dirname(any_b.binary),
                                progress=progress, timeout=a.timeout, check=check)
    return {c: {"cpu": min(samples[c][timing.PROCESS]), "samples": samples[c][timing.PROCESS],
                "spread": timing.spread(samples[c][timing.PROCESS]),
                "npb_time": min([t for t in npb_times[c] if t is not None], default=None),
                "verification": verdicts[c]} for c in group}


def sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def git_head():
    r = subprocess.run(["git", "-C", TOP, "rev-parse", "--short", "HEAD"],
                       capture_output=True, text=True)
    return r.stdout.strip() if r.returncode == 0 else "unknown"


def main(argv):
    a = options(argv)
    start = time.time()
    compilers = [a.cc] + ([a.fc] if "fortran" in a.langs else [])
    why = toolchain.missing_tools(a.plugin, compilers)
    if why:
        log("error: " + why)
        return 1
    os.makedirs(a.build_dir, exist_ok=True)
    plugin = snapshot(a.plugin, a.build_dir)
    try:
        builds, trees, missing = plan(a, plugin)
    except npb.NpbError as e:
        log("error: %s" % e)
        return 1
    if missing:
        for m in missing:
            log("error: " + m)
        return 2
    R = {"argv": argv, "date": datetime.datetime.now().strftime("%Y-%m-%d %H:%M"),
         "git": git_head(), "plugin_sha": sha256(plugin),
         "compilers": {"c": toolchain.tool_version(a.cc), "fortran": toolchain.tool_version(a.fc)},
         "npb": {l: os.path.abspath(t) for l, t in trees.items()}, "flags": a.flags,
         "march": toolchain.resolved_march(a.cc, a.march), "cpu": toolchain.cpu_model(),
         "plugin_args": a.plugin_args, "repeats": a.repeats, "classes": a.classes,
         "make_def": {}, "benchmarks": {}, "hot": {}, "errors": []}
    a.pin, pin_notes = timing.pinned(a.cpu, not a.no_rt)
    R["pin"] = a.pin
    for n in pin_notes:
        log("note: " + n)
    log("building %d configurations (%d at a time)" % (len(builds), a.jobs))
    R["errors"] += build_all(a, builds, trees)
    for (lang, cls, b, c), bd in builds.items():
        R["make_def"].setdefault(lang, {})[c] = bd.config.make_def(lang, a.cc, a.fc)
    for (lang, cls, b, c), bd in sorted(builds.items()):
        if c == "profile":
            continue
        rec = R["benchmarks"].setdefault("%s/%s/%s" % (lang, cls, b), {
            "lang": lang, "cls": cls, "bench": b, "builds": {}, "timing": {}})
        rec["builds"][c] = {"ok": not bd.error, "wall": bd.wall, "cpu": bd.cpu,
                            "binary": bd.binary, "log": bd.log}
        if c == "plugin" and not bd.error:
            taken, missed, gcc = bd.remarks()
            rec["taken"] = [r.as_dict() for r in taken]
            rec["missed"] = len(missed)
            rec["gcc_vectorized"] = len(gcc)
        if c == "plugin+layout" and not bd.error:
            rec["taken_layout"] = [r.as_dict() for r in bd.remarks()[0]]
    if a.profile:
        for (lang, cls, b, c), bd in sorted(builds.items()):
            plug = builds.get((lang, cls, b, "plugin"))
            want = "profile" if a.profiler == "gprof" else "plain"
            pcls = "W" if "W" in a.classes else a.classes[0]
            if c != want or cls != pcls or bd.error or plug is None or plug.error:
                continue
            log("profiling %s %s.%s" % (lang, b, cls))
            try:
                H = R["hot"].setdefault(lang, {})[b] = dict(npb_hot.hot_functions(
                    bd, plug, a.profiler, a.repeats, a.timeout), cls=cls)
                if H["verification"] != "SUCCESSFUL":
                    R["errors"].append("%s %s.%s profile run: Verification = %s"
                                       % (lang, b, cls, H["verification"] or "(no verdict)"))
            except (timing.RunError, RuntimeError, subprocess.TimeoutExpired) as e:
                R["errors"].append("%s %s.%s profile run: %s" % (lang, b, cls, e))
    for key, rec in R["benchmarks"].items():
        group = {c: builds[(rec["lang"], rec["cls"], rec["bench"], c)] for c in rec["builds"]}
        if any(bd.error for bd in group.values()):
            continue
        try:
            rec["timing"] = time_bench(a, group)
        except (timing.RunError, subprocess.TimeoutExpired) as e:
            R["errors"].append(str(e))
    R["elapsed"] = time.time() - start
    md, txt = npb_report.render(R, a)
    with open(os.path.join(a.build_dir, "results.md"), "w") as f:
        f.write("\n".join(md) + "\n")
    with open(os.path.join(a.build_dir, "results.json"), "w") as f:
        json.dump(R, f, indent=1, sort_keys=True, default=str)
    print("\n".join(txt))
    print("Report: %s" % os.path.join(a.build_dir, "results.md"))
    if R["errors"]:
        print("\nFAILED (%d):" % len(R["errors"]))
        for e in R["errors"]:
            print("  " + e)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
