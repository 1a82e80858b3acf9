# The benchmark run itself (scripts/bench.py holds its options): the
# kernels chosen, the plugin built and snapshotted, the x86 programs built,
# checked against their scalar reference, analysed (shuffle counts,
# remarks), timed and counted by callgrind, then the aarch64 cross builds
# checked under qemu and analysed by llvm-mca, and the reports written.
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""The benchmark run: build, check, analyse, time, count, report."""

import collections
import datetime
import os
import subprocess
import sys
import time

from benching.a64 import static_a64
from benching.builds import Build, do_build
from benching.callgrind import callgrind
from benching.kernels import read_kernels
from benching.remarks import hyperlane_remark, vf_fallback
from benching.report import json_view, report
from benching.runs import GroupProgress, parallel, run_check, summarize, time_matrix
from benching.settings import (BUILD, CC, CLANG, CONFIG_TITLES, CROSS_CC, CROSS_FC,
                               CROSS_PLUGIN, FC, MARCHES, PLUGIN, TOP, log, fmt_secs)
from benching.tools import (build_plugin, ensure_deps, find_llvm_mca, git_state, have,
                            lscpu_summary, snapshot)
from benching.x86 import static_x86
from suites import timing
from suites.toolchain import cpu_flags, tool_version


def run(args):
    """A full benchmark run as ARGS (scripts/bench.py's options) asks."""
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
    pin, pin_notes = timing.pinned(args.cpu, not args.no_rt)
    notes.extend(pin_notes)
    pin = pin or None
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
