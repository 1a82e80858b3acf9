# The hottest functions of an NPB benchmark and hyperlane's loops in
# them: one profile of the plain build (perf samples of the binary, or
# gprof of a -pg build), each hot symbol tied to its source function, and
# for it the loops the hyperlane build took there, GCC's own vectorized
# loops and hyperlane's missed reasons; with perf also the function's
# self time in the hyperlane build, both sides the minimum over alternated
# rounds.
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""Hot functions of a benchmark and the loops hyperlane takes in them."""

import os

from . import npb, profile, remarks, srcspans, timing

HOT = 5  # hottest functions per benchmark


def perf_rounds(prof, plug, repeats, timeout):
    """PROF's and PLUG's binaries run under perf REPEATS times each,
    alternated as the timing runs are; each function's self time is its
    minimum over the rounds.  Returns (a run's stdout that failed to
    verify, else PROF's, PROF's entries with the minima, {symbol: PLUG's
    minimum})."""
    sides = [("plain", prof), ("plugin", plug)]
    best, first, out, bad = {"plain": {}, "plugin": {}}, {}, {}, None
    for rnd in range(repeats):
        for side, b in (sides if rnd % 2 == 0 else sides[::-1]):
            d = os.path.dirname(b.binary)
            o, entries = profile.perf_run([b.binary], os.path.join(d, "perf.data"), cwd=d,
                                          timeout=timeout)
            if bad is None and npb.verification(o) != "SUCCESSFUL":
                bad = o
            out.setdefault(side, o)
            first.setdefault(side, entries)
            for e in entries:
                best[side][e.name] = min(best[side].get(e.name, e.self_s), e.self_s)
    entries = first["plain"]
    for e in entries:
        e.self_s = best["plain"][e.name]
    entries.sort(key=lambda e: -e.self_s)
    return bad or out["plain"], entries, best["plugin"]


def hot_functions(prof, plug, profiler, repeats, timeout):
    """The HOT functions with most self time in PROF (gprof: one run of
    the -pg build; perf: the plain build), and for each the loops
    hyperlane took in it (PLUG's remarks), GCC's vectorized loops and
    hyperlane's missed reasons; with perf also the function's self time
    in PLUG (both the minimum over REPEATS alternated rounds)."""
    d = os.path.dirname(prof.binary)
    theirs = {}
    if profiler == "perf":
        out, entries, theirs = perf_rounds(prof, plug, repeats, timeout)
    else:
        gmon = os.path.join(d, "gmon.out")
        if os.path.exists(gmon):
            os.remove(gmon)
        out, _ = timing.run_once([prof.binary], cwd=d, timeout=timeout)
        entries = profile.run(prof.binary, gmon)
    smap = srcspans.SourceMap(plug.source_dirs())
    prog = srcspans.program_name(smap.paths)
    taken, missed, gcc = plug.remarks()
    by = {k: smap.group(v)[0] for k, v in (("taken", taken), ("missed", missed), ("gcc", gcc))}
    # A function may have several symbols (GCC's clones: .constprop.0,
    # .part.0): their times are added up.
    hot, mine = {}, {}
    for e in entries:
        if e.self_s > 0:
            fn = profile.source_name(e.name, prof.lang, prog)
            h = hot.setdefault(fn, {"symbols": [], "pct": 0.0, "self_s": 0.0,
                                    "calls": e.calls})
            h["symbols"].append(e.name)
            h["pct"] += e.pct
            h["self_s"] += e.self_s
    for sym, secs in theirs.items():
        fn = profile.source_name(sym, prof.lang, prog)
        mine[fn] = mine.get(fn, 0.0) + secs
    rows = []
    for fn, h in sorted(hot.items(), key=lambda kv: -kv[1]["self_s"])[:HOT]:
        reasons = {}
        for r in by["missed"].get(fn, []):
            k = remarks.reason_class(r.text)
            reasons[k] = reasons.get(k, 0) + 1
        rows.append(dict(symbol=", ".join(h["symbols"]), pct=h["pct"], self_s=h["self_s"],
                         calls=h["calls"], function=fn, in_sources=fn in smap.names,
                         plugin_self_s=mine.get(fn) if theirs else None,
                         taken=[r.as_dict() for r in by["taken"].get(fn, [])],
                         gcc_vectorized=len(by["gcc"].get(fn, [])),
                         missed=sorted(reasons.items(), key=lambda kv: -kv[1])))
    return {"verification": npb.verification(out), "profiler": profiler, "rows": rows}
