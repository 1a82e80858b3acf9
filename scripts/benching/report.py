# The reports of a run: results.md (geometric means, timings, static
# shuffle counts, callgrind, aarch64), results.json, the tables printed at
# the end, and their re-rendering from a saved results.json
# (--report-only).
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""results.md, results.json and the summary on stdout."""

import json
import os
import sys

from benching.kernels import read_kernels
from benching.plot import make_plot
from benching.remarks import remark_vf
from benching.settings import CONFIG_TITLES, MARCHES, SIZES, fmt_secs
from benching.tables import f2, md_table, pct, shuf_per_elem, timing_rows
from suites.report import geomean


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
    md.append("- hyperlane: %s (plugin sha256 %s), cost=%s%s" % (R["git"], R["plugin_sha"][:12], args.cost,
              "".join(" " + kv for kv in getattr(args, "plugin_args", "").split())))
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
