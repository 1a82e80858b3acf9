# The report of scripts/bench-npb.py: per language and class, each
# benchmark's verification, CPU times, speed ratio, loops taken and
# compile-time ratio, with geometric means; then the hottest functions of
# each benchmark and whether hyperlane takes their loops (or why not).
# Markdown for results.md, aligned text for the terminal.
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""Tables of the NPB benchmark run."""

from . import report

LANG_NAME = {"c": "C (SNU NPB 3.3-SER-C)", "fortran": "Fortran (NPB 3.3-SER)"}
LAYOUT = "plugin+layout"


def _verdict(t, config):
    vs = t.get(config, {}).get("verification") or []
    if not vs:
        return "-"
    return "yes" if all(v == "SUCCESSFUL" for v in vs) else "NO (%s)" % ",".join(
        sorted(set(str(v) for v in vs)))


def _ratio(t, a, b):
    x, y = t.get(a, {}).get("cpu"), t.get(b, {}).get("cpu")
    return x / y if x and y else None


def _spread(t, configs):
    vals = [t[c]["spread"] for c in configs if c in t and t[c].get("spread") is not None]
    return "%.0f%%" % (100 * max(vals)) if vals else "n/a"


def bench_table(recs, with_layout):
    """(header, rows, align, geomeans) of one language and class."""
    header = ["benchmark", "verified plain / hyperlane%s" % (" / +layout" if with_layout else ""),
              "plain CPU (s)", "hyperlane CPU (s)", "ratio", "spread", "loops taken",
              "GCC vectorized", "compile CPU plain / hyperlane (s)", "compile ratio"]
    if with_layout:
        header += ["+layout CPU (s)", "+layout ratio", "+layout loops taken"]
    rows, ratios, lratios, cratios = [], [], [], []
    for r in recs:
        t, bd = r.get("timing", {}), r["builds"]
        failed = [c for c, b in bd.items() if not b["ok"]]
        ratio, cr = _ratio(t, "plain", "plugin"), None
        if not failed and bd.get("plain", {}).get("cpu") and bd.get("plugin", {}).get("cpu"):
            cr = bd["plugin"]["cpu"] / bd["plain"]["cpu"]
        ratios.append(ratio)
        cratios.append(cr)
        verdicts = [_verdict(t, c) for c in ("plain", "plugin", LAYOUT) if c in bd]
        row = [r["bench"], "BUILD FAILED (%s)" % ", ".join(failed) if failed else
               " / ".join(verdicts),
               report.secs(t.get("plain", {}).get("cpu")),
               report.secs(t.get("plugin", {}).get("cpu")), report.ratio(ratio),
               _spread(t, ["plain", "plugin", LAYOUT]),
               str(len(r["taken"])) if "taken" in r else "n/a",
               str(r.get("gcc_vectorized", "n/a")),
               "%s / %s" % tuple(report.secs(bd[c]["cpu"]) if bd.get(c, {}).get("ok") else "n/a"
                                 for c in ("plain", "plugin")),
               report.ratio(cr)]
        if with_layout:
            lr = _ratio(t, "plain", LAYOUT)
            lratios.append(lr)
            row += [report.secs(t.get(LAYOUT, {}).get("cpu")) if LAYOUT in bd else "-",
                    report.ratio(lr) if LAYOUT in bd else "-",
                    str(len(r["taken_layout"])) if "taken_layout" in r else "-"]
        rows.append(row)
    g = {"ratio": report.geomean(ratios), "compile": report.geomean(cratios),
         "layout": report.geomean(lratios) if with_layout else None}
    foot = ["geomean", "", "", "", "**%s**" % report.ratio(g["ratio"]), "",
            "%d (total)" % sum(len(r.get("taken", [])) for r in recs), "", "",
            report.ratio(g["compile"])]
    if with_layout:
        foot += ["", report.ratio(g["layout"]), ""]
    rows.append(foot)
    return header, rows, ["l", "l"] + ["r"] * (len(header) - 2), g


def hot_table(hot):
    """(header, rows) of one language's hottest functions."""
    perf = any(e.get("plugin_self_s") is not None for H in hot.values() for e in H["rows"])
    header = ["benchmark", "function", "self time"]
    if perf:
        header += ["self s plain / hyperlane", "ratio"]
    header += ["loops hyperlane takes (lines)", "GCC vectorized",
               "hyperlane's missed reasons (count)"]
    rows = []
    for bench in sorted(hot):
        H = hot[bench]
        for e in H["rows"]:
            taken = e["taken"]
            row = [bench, e["function"] if e.get("in_sources", True) else e["symbol"],
                   "%.1f%%" % e["pct"]]
            if perf:
                p, h = e["self_s"], e.get("plugin_self_s")
                row += ["%.3f / %s" % (p, "%.3f" % h if h is not None else "n/a"),
                        report.ratio(p / h if h else None)]
            if not e.get("in_sources", True):
                rows.append(row + ["-", "-", "(not in the benchmark's sources: a library "
                                   "function)"])
                continue
            rows.append(row + [
                "%d (%s)" % (len(taken), ", ".join(str(r["line"]) for r in taken))
                if taken else "0",
                str(e["gcc_vectorized"]),
                "; ".join("%s (%d)" % kv for kv in e["missed"]) or
                ("no missed remark" if taken else "no remark: no loop reached hyperlane")])
    return header, rows


def render(R, a):
    """(markdown lines, text lines) of the whole run."""
    md = ["# NPB 3.3 serial: gcc-12 against gcc-12 + hyperlane", "",
          "Generated by `%s` on %s in %.0f s, hyperlane %s (plugin sha256 %s); %s; %s; "
          "%s (`%s` is `-march=%s` here)." % (
              " ".join(["scripts/bench-npb.py"] + R["argv"]), R["date"], R["elapsed"],
              R["git"], R["plugin_sha"][:12], R["compilers"]["c"], R["compilers"]["fortran"],
              R.get("cpu") or "CPU unknown", " ".join(R["flags"]), R.get("march", "?")),
          "",
          "Each time is the minimum process CPU time (user + system, of the child) over %d "
          "rounds of the builds run alternated (the order reversed every other round); "
          "ratio = plain / hyperlane (> 1: hyperlane faster); spread = the largest "
          "(max - min) / min of the sides.  Every run must print `Verification = "
          "SUCCESSFUL`.  Loops taken: `loop vectorized by hyperlane` remarks of the "
          "benchmark's objects; GCC vectorized: GCC's own `loop vectorized using` remarks "
          "in the same build.  Compile: CPU time of `make` of the benchmark (its objects, "
          "common/ and the link), compile ratio = hyperlane / plain." % R["repeats"], "",
          "## Configurations", "",
          "Each benchmark is built in its own copy with `make -C BENCH CLASS=X` and this "
          "`config/make.def` (`$@.remarks`: one remark file per object):", ""]
    txt = []
    for lang in sorted(R["make_def"]):
        for cfg, text in sorted(R["make_def"][lang].items()):
            md += ["%s, %s:" % (lang, cfg), "", "```make"] + text.rstrip().splitlines() + ["```", ""]
    groups = {}
    for rec in R["benchmarks"].values():
        groups.setdefault((rec["lang"], rec["cls"]), []).append(rec)
    summary = []
    for (lang, cls) in sorted(groups, key=lambda k: (k[0], "SWABC".index(k[1]))):
        recs = sorted(groups[(lang, cls)], key=lambda r: r["bench"])
        with_layout = any(LAYOUT in r["builds"] for r in recs)
        header, rows, align, g = bench_table(recs, with_layout)
        title = "%s, class %s" % (LANG_NAME[lang], cls)
        md += ["## " + title, "", report.md_table(header, rows, align), ""]
        txt += [title, report.text_table(header, [[c.replace("**", "") for c in r] for r in rows],
                                         align), ""]
        summary.append("%s: geomean ratio %s, compile ratio %s%s" % (
            title, report.ratio(g["ratio"]), report.ratio(g["compile"]),
            ", with layouts %s" % report.ratio(g["layout"]) if with_layout else ""))
    for lang in sorted(R["hot"]):
        hot = R["hot"][lang]
        cls = next(iter(hot.values()))["cls"]
        header, rows = hot_table(hot)
        align = ["l", "l"] + ["r"] * (len(header) - 5) + ["l", "r", "l"]
        how = next(iter(hot.values())).get("profiler", "gprof")
        title = "%s: the hottest functions (%s, class %s, plain build)" % (
            LANG_NAME[lang], how, cls)
        md += ["## " + title, "",
               "The (up to) five functions with the most self time in one run of the plain "
               "build: %s (functions without a sample left out); the loops and remarks are "
               "those of the hyperlane build of the same class, tied to the function whose "
               "lines hold them." % (
                   "`perf record -e cpu-clock -F 4000`, `perf report --sort symbol`, the "
                   "plain and hyperlane builds run alternated as for the timing, each "
                   "function's self time the minimum over the rounds, ratio = plain / "
                   "hyperlane (self time in %% is of the plain build's first run)"
                   if how == "perf" else "`gprof -b -p` of a build with `-pg`"), "",
               report.md_table(header, rows, align) if rows
               else "No function had a profile sample (a run too short for gprof).", ""]
        txt += [title, report.text_table(header, rows, align,
                                         max_width=70) if rows else "  no profile sample", ""]
    if R["errors"]:
        md += ["## Errors", ""] + ["- " + e.replace("\n", " ") for e in R["errors"]] + [""]
    txt += summary
    return md, txt
