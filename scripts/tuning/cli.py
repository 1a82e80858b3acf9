# hyperlane-tune's command line: the options, the hot-array analysis on
# the plain build, the search, the ranked table and the best spec file.
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""hyperlane-tune: find the fastest layout of a program's AoS arrays."""

import argparse
import datetime
import json
import os
import shlex
import subprocess
import sys
import textwrap

from suites import npb, profile, timing
from . import builds, candidates, hot, report, search

DEFAULT_VERIFY = r"Verification\s*=\s*SUCCESSFUL"

EPILOG = textwrap.dedent("""\
    examples:
      hyperlane-tune --npb ~/NPB3.3 --bench SP --class W -o sp.layout
      hyperlane-tune --src . --build 'make clean all CFLAGS="-O3 $HYPERLANE_CFLAGS"' \\
                     --run './kernel check' --verify 'result OK' -o best.layout

    """) + builds.ENV_DOC + textwrap.dedent("""

    Layout kinds (--candidates), for an array A[k][j][i][m] whose last
    dimension m holds its fields (docs/layout.md, sections 4 and 13):
    """) + "\n".join("  %-9s %s" % (k, candidates.DESCRIPTION[k]) for k in candidates.KINDS) + \
    textwrap.dedent("""

    Exit status: 0 when the search ran (the table and the spec file are
    written, also when no layout beats the plugin without one); 1 when a
    baseline does not build, run or verify, or no array is found; 2 for
    bad usage.""")


def default_plugin(top):
    """The repository's plugin when run from a checkout, else the one
    `make install` put into GCC's plugin directory."""
    p = os.path.join(top, "plugin", "hyperlane.so")
    if os.path.isfile(p):
        return p
    try:
        d = subprocess.run(["gcc-12", "-print-file-name=plugin"], capture_output=True,
                           text=True).stdout.strip()
    except OSError:
        d = ""
    return os.path.join(d, "hyperlane.so") if d else "hyperlane.so"


def options(argv, top):
    p = argparse.ArgumentParser(
        prog="hyperlane-tune", formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Build and run a program with each candidate layout (thesis Table 3.2) "
        "of its hot arrays of structures, with the hyperlane plugin, and report a ranked "
        "table and the fastest layout as a spec file (docs/layout.md, section 14).",
        epilog=EPILOG)
    g = p.add_argument_group("the program (a build command, or an NPB benchmark)")
    g.add_argument("--build", help="shell command that builds the program in a copy of --src")
    g.add_argument("--run", help="shell command that runs it there (its CPU time is measured)")
    g.add_argument("--verify", default=None,
                   help="regular expression a correct run prints (default, and for --npb: "
                   "%r)" % DEFAULT_VERIFY)
    g.add_argument("--src", default=".", help="the folder to copy for each build (default .)")
    g.add_argument("--npb", metavar="DIR",
                   help="an NPB 3.3 folder (holding NPB3.3-SER-C, or that tree itself): "
                   "build --bench with a generated config/make.def, as bench-npb.py does")
    g.add_argument("--bench", default="SP", help="the NPB benchmark (default SP)")
    g.add_argument("--class", dest="cls", default="W", help="the NPB class (default W)")
    g.add_argument("--march", default="native", help="NPB: -march (default native)")
    s = p.add_argument_group("the search")
    s.add_argument("--arrays", help="comma-separated arrays to tune (default: the hot "
                   "AoS-like arrays the analysis names)")
    s.add_argument("--groups", help="arrays changed together, e.g. 'u,rhs,forcing;lhs,lhsp,lhsm' "
                   "(default: by where they are used)")
    s.add_argument("--candidates", default=",".join(candidates.KINDS),
                   help="comma-separated layout kinds (default all: %(default)s)")
    s.add_argument("--hot", type=float, default=0.02,
                   help="an array is hot from this share of the run (default 0.02)")
    s.add_argument("--max-arrays", type=int, default=8, help="at most this many (default 8)")
    s.add_argument("--passes", type=int, default=2,
                   help="coordinate-descent passes over the groups, while one changes (default 2)")
    s.add_argument("--min-gain", type=float, default=0.01,
                   help="a candidate replaces the best so far when faster by this fraction "
                   "(default 0.01)")
    s.add_argument("--repeats", type=int, default=3, help="alternated runs per round, the "
                   "minimum kept (default 3, at least 3)")
    s.add_argument("--confirm", type=int, default=2,
                   help="runners-up timed again with the best in the final round (default 2)")
    s.add_argument("--no-final", action="store_true",
                   help="no final round (the best, the runners-up and the references timed "
                   "again side by side, at least %d runs)" % search.FINAL_REPEATS)
    s.add_argument("--reference", action="append", default=[], metavar="FILE",
                   help="a spec file of your own, built and timed beside the baselines and in "
                   "the final round, for comparison (never the result); may be repeated")
    s.add_argument("--budget", type=float, metavar="MINUTES",
                   help="stop before a round that would not end within MINUTES")
    s.add_argument("--jobs", type=int, default=1, help="builds at once (default 1)")
    s.add_argument("--timeout", type=float, default=600, help="seconds one run may take")
    s.add_argument("--cpu", default="1",
                   help="CPU to pin timed runs to with taskset (default 1; 'none' to not pin)")
    s.add_argument("--no-rt", action="store_true",
                   help="do not run timed programs at real-time priority (chrt -f 1)")
    s.add_argument("--profiler", choices=("auto", "perf", "gprof", "none"), default="auto",
                   help="the profile weighting the analysis: perf where `perf stat true` "
                   "works, else gprof of a -pg build (auto); none: loop-weighted "
                   "references only")
    o = p.add_argument_group("output")
    o.add_argument("-o", "--output", help="the best spec file (default WORKDIR/best.layout)")
    o.add_argument("--workdir", default="hyperlane-tune.d",
                   help="builds, layouts and results.md (default ./hyperlane-tune.d)")
    o.add_argument("--plugin", default=default_plugin(top),
                   help="the plugin (default: %(default)s)")
    o.add_argument("--dry-run", action="store_true",
                   help="build the baselines, analyse, print the plan and stop")
    a = p.parse_args(argv)
    if a.npb:
        if a.build or a.run:
            p.error("--npb builds and runs the benchmark itself: no --build or --run")
    elif not (a.build and a.run):
        p.error("give --build and --run (and --verify), or --npb DIR")
    a.verify = a.verify or DEFAULT_VERIFY
    a.kinds = [k.strip() for k in a.candidates.split(",") if k.strip()]
    bad = [k for k in a.kinds if k not in candidates.KINDS]
    if bad:
        p.error("--candidates: unknown kind %s (kinds: %s)" % (", ".join(bad),
                                                               ", ".join(candidates.KINDS)))
    if "aos" not in a.kinds:
        a.kinds.insert(0, "aos")
    if a.repeats < 3:
        p.error("--repeats must be at least 3 (the minimum of >= 3 runs)")
    for r in a.reference:
        if not os.path.isfile(r):
            p.error("--reference: no file %s" % r)
    a.reference = [os.path.abspath(r) for r in a.reference]
    if a.confirm < 0:
        p.error("--confirm must not be negative")
    if a.jobs < 1 or a.passes < 1 or a.max_arrays < 1:
        p.error("--jobs, --passes and --max-arrays must be positive")
    if a.budget is not None and a.budget <= 0:
        p.error("--budget must be positive")
    a.workdir = os.path.abspath(a.workdir)
    a.output = os.path.abspath(a.output or os.path.join(a.workdir, "best.layout"))
    a.plugin = os.path.abspath(a.plugin) if os.path.exists(a.plugin) else a.plugin
    a.cls = a.cls.upper()
    a.bench = a.bench.upper()
    return a


def program_of(a):
    if a.npb:
        d = os.path.abspath(a.npb)
        src = npb.tree(d, "c") if os.path.isdir(os.path.join(d, npb.TREES["c"][0])) else d
        if not os.path.isdir(os.path.join(src, "config")):
            raise npb.NpbError("%s is not an NPB 3.3 C tree (no config/ in it or in %s/)"
                               % (d, npb.TREES["c"][0]))
        if not os.path.isfile(os.path.join(src, a.bench, "Makefile")):
            raise npb.NpbError("%s has no benchmark %s" % (src, a.bench))
        return builds.Npb(src, a.bench, a.cls, ["-O3", "-march=%s" % a.march])
    return builds.Generic(a.src, a.build, a.run, ignore=[a.workdir])


def profile_shares(a, prog, entry, log):
    """{function: share of the run} of the plain build, or None: perf's
    samples of a run where `perf stat true` works, else gprof's flat
    profile of a -pg build (docs/layout.md, section 14)."""
    which = a.profiler
    if which == "auto":
        which = "perf" if profile.perf_works() else "gprof" if profile.available() else "none"
    if which == "perf" and not profile.perf_works():
        log("perf is not usable here; the analysis weighs loops only")
        which = "none"
    if which == "none":
        return None, "loop-weighted references"
    if which == "perf":
        data = os.path.join(entry.run_dir, ".hyperlane-tune-perf.data")
        try:
            _, entries = profile.perf_run(prog.run_argv(), data, cwd=entry.run_dir,
                                          timeout=a.timeout)
        except (RuntimeError, subprocess.TimeoutExpired) as e:
            log("the profile failed (%s); the analysis weighs loops only" % e)
            return None, "loop-weighted references"
        return hot.perf_shares(entries), "perf"
    log("profiling with gprof: a -pg build of plain GCC")
    o = prog.build(os.path.join(a.workdir, "builds", "profile"), "profile", None, None,
                   pg=True)
    binary = prog.binary(o.run_dir)
    gmon = os.path.join(o.run_dir, "gmon.out")
    if o.status == "ok" and os.path.exists(gmon):
        os.remove(gmon)
    rc = None
    if o.status == "ok":
        rc, _, _ = builds.run_timed(prog.run_argv(), o.run_dir, a.timeout)
    if rc != 0 or not binary or not os.path.exists(gmon):
        log("the gprof profile failed (build %s, run %s, see %s); the analysis weighs "
            "loops only" % (o.status, rc, o.log))
        return None, "loop-weighted references"
    try:
        entries = profile.run(binary, gmon)
    except RuntimeError as e:
        log("%s; the analysis weighs loops only" % e)
        return None, "loop-weighted references"
    return hot.perf_shares(entries), "gprof"


def choose(a, an):
    """(arrays, groups) to tune, from --arrays/--groups or the analysis."""
    if a.groups:
        names = [[n.strip() for n in g.split(",") if n.strip()] for g in a.groups.split(";")]
    elif a.arrays:
        names = [[n.strip()] for n in a.arrays.split(",") if n.strip()]
    else:
        names = None
    if names is not None:
        flat = [n for g in names for n in g]
        missing = [n for n in flat if n not in an.shapes]
        if missing:
            raise ValueError("no array of structures named %s (found: %s)" % (
                ", ".join(missing), ", ".join(sorted(an.shapes)) or "none"))
        arrays = [an.shapes[n] for n in flat]
        groups = [[an.shapes[n] for n in g] for g in names] if a.groups else an.groups(arrays)
        return arrays, groups
    arrays = an.hot(a.hot, a.max_arrays)
    return arrays, an.groups(arrays)


def main(argv, top):
    a = options(argv, top)
    os.makedirs(a.workdir, exist_ok=True)
    if not os.path.isfile(a.plugin) and os.path.sep in a.plugin:
        print("hyperlane-tune: no plugin at %s (run make, or give --plugin)" % a.plugin,
              file=sys.stderr)
        return 1
    try:
        prog = program_of(a)
    except npb.NpbError as e:
        print("hyperlane-tune: %s" % e, file=sys.stderr)
        return 1
    prog_run = prog.run_cmd
    prog_build = getattr(prog, "build_cmd", "make %s CLASS=%s (generated config/make.def)"
                         % (a.bench, a.cls))
    bar = report.Progress(2 + len(a.reference) + (2 + len(a.reference)) * a.repeats)
    pin, pin_notes = timing.pinned(a.cpu, not a.no_rt)
    for n in pin_notes:
        bar.note(n)
    tuner = search.Tuner(prog, [], [], a.kinds, a.workdir, a.plugin, repeats=a.repeats,
                         budget=a.budget * 60 if a.budget else None, jobs=a.jobs,
                         timeout=a.timeout, passes=a.passes, min_gain=a.min_gain,
                         progress=bar, confirm=None if a.no_final else a.confirm,
                         pin=pin)
    bar.note("baselines: plain GCC and the plugin without a layout")
    err = tuner.start(a.verify, a.reference)
    if err:
        bar.finish()
        print("hyperlane-tune: %s" % err, file=sys.stderr)
        return 1
    plain = tuner.entries[search.PLAIN]
    shares, weighed = profile_shares(a, prog, plain, bar.note)
    paths = hot.sources(prog.sources(plain.run_dir))
    an = hot.Analysis(paths, shares)
    try:
        arrays, groups = choose(a, an)
    except ValueError as e:
        bar.finish()
        print("hyperlane-tune: %s" % e, file=sys.stderr)
        return 1
    if not arrays:
        bar.finish()
        print("hyperlane-tune: no hot array of structures (rank >= 2, 2 to %d fields in the "
              "last dimension) in %d source files; name them with --arrays"
              % (hot.MAX_FIELDS, len(paths)), file=sys.stderr)
        return 1
    n1 = candidates.plan_count(groups, a.kinds)
    plan = ["Arrays (share of the run %s): %s." % (
                "by " + weighed,
                ", ".join("%s %s %.0f%%" % (x.name, "".join("[%s]" % d for d in x.dims),
                                           100 * an.scores.get(x.name, 0)) for x in arrays)),
            "Groups changed together: %s." % "; ".join(",".join(x.name for x in g)
                                                         for g in groups),
            "Kinds: %s.  Builds: 2 baselines + %d in the first pass, at most %d more in "
            "%d later pass(es)." % (", ".join(a.kinds), n1, n1 * (a.passes - 1),
                                    a.passes - 1)]
    for line in plan:
        bar.note(line)
    if a.dry_run:
        bar.finish()
        print("\n".join(plan))
        return 0
    bar.grow(n1 + (n1 + 3 * len(groups)) * a.repeats
             + (a.confirm + 3 + len(a.reference)) * max(a.repeats, search.FINAL_REPEATS))
    tuner.search(arrays, groups)
    bar.finish()
    best = tuner.best()
    cmd = "hyperlane-tune " + " ".join(shlex.quote(x) for x in argv)
    when = datetime.datetime.now().strftime("%Y-%m-%d %H:%M")
    intro = ["`%s` (%s)" % (cmd, when), "",
             "Build: `%s`; run: `%s`; verification: `%s`; plugin `%s`." % (
                 prog_build, prog_run, a.verify, a.plugin), ""] + plan
    md = report.markdown(tuner, "hyperlane-tune: %s" % (
        "NPB %s class %s" % (a.bench, a.cls) if a.npb else prog_run), intro)
    with open(os.path.join(a.workdir, "results.md"), "w") as f:
        f.write(md)
    with open(os.path.join(a.workdir, "results.json"), "w") as f:
        json.dump({"argv": argv, "date": when, "arrays": [x.name for x in arrays],
                   "groups": [[x.name for x in g] for g in groups],
                   "stopped": tuner.stopped,
                   "best": best.name if best else None,
                   "entries": [e.as_dict() for e in tuner.ranked()]}, f, indent=1)
    last = best.last if best else None
    comment = ["Written by %s" % cmd, "on %s: %s" % (when, best.label)]
    if last:
        comment.append("%.2fx the plugin without a layout, %.2fx plain GCC (CPU time, round %d)"
                       % (last["vs_plugin"], last["vs_plain"], last["round"]))
    os.makedirs(os.path.dirname(a.output), exist_ok=True)
    with open(a.output, "w") as f:
        f.write(best.config.file_text(arrays, comment))
    print(md)
    print("Best spec file: %s" % a.output)
    print("Table: %s" % os.path.join(a.workdir, "results.md"))
    return 0
