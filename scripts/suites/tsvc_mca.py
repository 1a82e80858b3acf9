# llvm-mca's verdict on the TSVC_2 loops hyperlane takes (bench-tsvc.py
# --mca): for each judge CPU C, the patched tsvc.c is compiled with -S,
# plain and with the plugin, at -march=C (the timing builds' flags, a
# reduced -Diterations); the plugin's remarks at that -march say which
# loops it takes; mca.compare weighs llvm-mca-14 -mcpu=C's cycles per
# basic block by the blocks' counts in a run of those loops alone
# (TSVC_ONLY), and the ratio plain/plugin is the predicted speed-up.
#
#   judge(a, src, loops, defines)   -> record (results.json's "mca")
#   section(record)                 -> (markdown lines, text lines)
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""TSVC_2 loops judged by llvm-mca's block-count model, per -march."""

import os
import re
import shlex

from . import asm_blocks, mca, report, toolchain, tsvc

FLAG = 0.97
FLAGS = ["-O3", "-ffp-contract=off", "-fno-math-errno"]
_DIVISOR = re.compile(r"\biterations\s*/\s*\(?\s*(LEN_\w+)")


def parse_cpus(text):
    """CPU names of --mca: comma-separated, 'default' = mca.CPUS."""
    out = []
    for c in (text or "").split(","):
        for x in (mca.CPUS if c == "default" else [c] if c else []):
            if x not in out:
                out.append(x)
    return out


def min_iterations(fn_text, defines):
    """The smallest -Diterations at which every `iterations/LEN_xD` outer
    count in FN_TEXT is >= 1 (1 when there is none)."""
    return max([1] + [defines.get(m.group(1)) or 1 for m in _DIVISOR.finditer(fn_text)])


class Build:
    """tsvc.c -S plain and with the plugin at -march=CPU and ITERATIONS,
    common.c and dummy.c objects; paths relative to the build directory."""

    def __init__(self, a, cpu, iterations):
        self.cpu, self.iterations = cpu, iterations
        j = os.path.join
        self.dir = j("mca", cpu, "it%d" % iterations)
        flags = FLAGS + ["-march=" + cpu, "-Diterations=%d" % iterations]
        hl = ["-fplugin=plugin/hyperlane.so"] + [
            "-fplugin-arg-hyperlane-%s" % kv for kv in a.plugin_args.split()]
        self.asm = {s: j(self.dir, s + ".s") for s in ("plain", "plugin")}
        self.remarks = j(self.dir, "remarks.txt")
        self.objs = [j(self.dir, "common.o"), j(self.dir, "dummy.o")]
        self.steps = [
            toolchain.Step("common.c", [a.cc] + flags + ["-c", "src/common.c", "-o", self.objs[0]]),
            toolchain.Step("dummy.c", [a.cc] + flags + ["-c", "src/dummy.c", "-o", self.objs[1]]),
            toolchain.Step("tsvc.c plain -S", [a.cc] + flags + [
                "-ffunction-sections", "-S", "src/tsvc.c", "-o", self.asm["plain"]]),
            toolchain.Step("tsvc.c plugin -S", [a.cc] + flags + ["-ffunction-sections"] + hl + [
                "-fopt-info-vec-optimized=" + self.remarks, "-S", "src/tsvc.c",
                "-o", self.asm["plugin"]])]
        self.link = " ".join([shlex.quote(a.cc), "{obj}"] + [
            shlex.quote(os.path.join(a.build_dir, o)) for o in self.objs] + ["-lm", "-o", "{exe}"])

    def taken(self, a, src):
        """{loop: [Remark]} hyperlane took here, {caller: helper} for loops
        in helpers, and the remarks outside every function."""
        direct, via, stray = tsvc.taken(os.path.join(a.build_dir, self.remarks), src)
        loops = {f.name for f in tsvc.functions(src) if f.loop}
        return {f: r for f, r in direct.items() if f in loops}, via, stray


def compile_all(builds, a):
    """Compile BUILDS on --jobs threads; the failure messages."""
    for b in builds:
        os.makedirs(os.path.join(a.build_dir, b.dir), exist_ok=True)
        if os.path.exists(os.path.join(a.build_dir, b.remarks)):
            os.remove(os.path.join(a.build_dir, b.remarks))
    steps = [s for b in builds for s in b.steps]
    for s in steps:
        s.cwd = a.build_dir
    return toolchain.failed(toolchain.run_steps(steps, a.jobs))


def symbols(a, path):
    with open(os.path.join(a.build_dir, path)) as f:
        return {asm_blocks.base_name(s) for s in asm_blocks.function_symbols(f.read())}


def judge_group(a, b, names, via, cache, C):
    """mca.compare of the loops NAMES in build B; fills C["results"]."""
    helpers = sorted({via[n] for n in names if n in via} &
                     symbols(a, b.asm["plain"]) & symbols(a, b.asm["plugin"]))
    det, notes = {}, []
    res = mca.compare(*[os.path.join(a.build_dir, b.asm[s]) for s in ("plain", "plugin")],
                      names + helpers, b.link, "{exe}", {"TSVC_ONLY": ",".join(names)},
                      [b.cpu], os.path.join(a.build_dir, b.dir, "work"), cache,
                      a.jobs, notes, None, det)
    C["notes"] += sorted(set(notes))
    for n in names:
        parts = [n] + ([via[n]] if via.get(n) in helpers else [])
        p, h = (sum(res[f][b.cpu][i] or 0 for f in parts) for i in (0, 1))
        top = {t: v[b.cpu] for t, v in det[n]["top"].items() if v}
        if not top.get("plain") or top["plain"][0][1] < 2:
            C["errors"].append("%s -march=%s: the loop's blocks did not run at %d iterations"
                               % (n, b.cpu, b.iterations))
        C["results"][n] = {"plain": p, "plugin": h, "ratio": p / h if p and h else None,
                           "identical": all(det[f]["identical"] for f in parts),
                           "iterations": b.iterations, "functions": parts, "top": top}


def judge(a, src, loops, defines):
    """The --mca judgement of every CPU in a.mca: a record with, per CPU,
    the loops taken, the commands, {loop: cycles, ratio, costliest blocks},
    the geomean, errors and notes.  A loop is compiled, taken or not and
    run at max(a.mca_iterations, the count its outer loop needs to run):
    at 0 trips GCC deletes it."""
    base = a.mca_iterations
    R = {"cpus": a.mca, "iterations": base, "per_cpu": {}}
    cache = mca.Cache(os.path.join(a.build_dir, "mca", "mca-cache.json"))
    fn_text = {f.name: f.text_of(src) for f in tsvc.functions(src)}
    want = [l for l in loops if a.only is None or l in a.only]
    need = {l: max(base, min_iterations(fn_text[l], defines)) for l in want}
    builds = {}
    for cpu in a.mca:
        C = R["per_cpu"][cpu] = {"errors": [], "notes": [], "results": {}}
        tool = mca.find_llvm_mca()
        if not tool or cpu not in mca.known_cpus(tool):
            C["errors"].append("%s has no -mcpu=%s model" % (tool or "llvm-mca (not found)", cpu))
            continue
        try:
            missing = toolchain.march_missing(a.cc, cpu)
        except RuntimeError as e:
            C["errors"].append(str(e))
            continue
        if missing:  # the counted run executes the -march=CPU code
            C["skipped"] = "this CPU lacks %s" % ", ".join(missing)
            continue
        builds[cpu] = {it: Build(a, cpu, it) for it in sorted(set(need.values()))}
    toolchain.log("mca: %d compiles" % sum(4 * len(b) for b in builds.values()))
    compile_all([b for bs in builds.values() for b in bs.values()], a)
    for cpu, bs in builds.items():
        C = R["per_cpu"][cpu]
        C["commands"] = [toolchain.show(s.argv) for b in bs.values() for s in b.steps]
        C["errors"] += [e for b in bs.values() for e in toolchain.failed(b.steps)]
        if C["errors"]:
            continue
        taken, via = {}, {}
        for it, b in bs.items():
            direct, v, stray = b.taken(a, src)
            taken.update((l, [r.as_dict() for r in rs]) for l, rs in direct.items()
                         if need.get(l) == it)
            via.update((l, h) for l, h in v.items() if need.get(l) == it)
            if stray:
                C["notes"].append("remarks outside every function: %s" % stray)
        C["taken"], C["via_helper"] = taken, via
        names = [l for l in want if l in taken or l in via]
        if a.only:
            other = sorted(a.only - set(names))
            if other:
                C["notes"].append("--loops names not taken at -march=%s: %s"
                                  % (cpu, ", ".join(other)))
        for it, b in bs.items():
            group = [n for n in names if need[n] == it]
            if not group:
                continue
            toolchain.log("mca: -march=%s: %s at %d iterations" % (cpu, ",".join(group), it))
            try:
                judge_group(a, b, group, via, cache, C)
            except (RuntimeError, ValueError, OSError) as e:
                C["errors"].append("-march=%s %s: %s" % (cpu, ",".join(group), str(e)[:800]))
        C["judged"] = [n for n in names if n in C["results"]]
        C["geomean"] = report.geomean(r["ratio"] for r in C["results"].values())
        C["min"] = report.lowest({n: r["ratio"] for n, r in C["results"].items()})
    cache.save()
    return R


def cell(r, flag=FLAG):
    if r is None:
        return "-"
    if r.get("identical"):
        return "="
    x = r.get("ratio")
    return "n/a" if x is None else ("**%.2f**" % x if x < flag else "%.2f" % x)


def low_ratios(R, flag=FLAG):
    """[(loop, cpu, entry)] of the predicted ratios below FLAG."""
    return [(n, cpu, e) for cpu, C in R["per_cpu"].items()
            for n, e in C.get("results", {}).items()
            if e.get("ratio") is not None and e["ratio"] < flag]


def section(R):
    """(markdown lines, text lines) of the --mca record R."""
    cpus = R["cpus"]
    per = R["per_cpu"]
    loops = []
    for cpu in cpus:
        for n in per[cpu].get("judged", []):
            if n not in loops:
                loops.append(n)
    rows = [[n] + [cell(per[c].get("results", {}).get(n)) for c in cpus] for n in loops]
    rows.append(["geomean"] + [report.ratio(per[c].get("geomean")) for c in cpus])
    cyc = [[n] + ["%.3g / %.3g" % (e["plain"], e["plugin"]) if e else "-"
                  for e in (per[c].get("results", {}).get(n) for c in cpus)] for n in loops]
    taken = ["-march=%s: %s" % (c, per[c]["skipped"] if per[c].get("skipped") else
                                ", ".join(sorted(per[c].get("taken", {}))) or "none")
             for c in cpus]
    for c in cpus:
        if per[c].get("via_helper"):
            taken.append("-march=%s through helpers: %s" % (c, ", ".join(
                "%s (%s)" % kv for kv in sorted(per[c]["via_helper"].items()))))
    low = []
    for n, c, e in low_ratios(R):
        tops = ["%s: %s ran %d times x %.2f cycles (%d insns, %.0f%%)"
                % ((t, ) + tuple(e["top"][t][0][:4]) + (100 * e["top"][t][0][4], ))
                for t in ("plain", "plugin") if e["top"].get(t)]
        low.append("%s at -march=%s: %.3f (%.4g / %.4g cycles); costliest blocks: %s"
                   % (n, c, e["ratio"], e["plain"], e["plugin"], "; ".join(tops)))
    intro = ("Predicted cycles of each loop's function, gcc-12 -O3 over gcc-12 -O3 + hyperlane, "
             "both at `-march=CPU` and judged by `%s -mcpu=CPU` (scripts/suites/mca.py: "
             "llvm-mca's cycles per basic block weighed by the block's count in a run of the "
             "loops alone, `TSVC_ONLY`, at -Diterations=%d, more where an outer count is "
             "iterations/LEN_xD).  Ratio plain/plugin, > 1: hyperlane faster; **bold**: below "
             "%.2f; -: not taken at that -march; =: the same code.  Geomean over the loops "
             "taken at that -march." % (mca.find_llvm_mca() or "llvm-mca", R["iterations"], FLAG))
    head = ["loop"] + cpus
    md = ["## llvm-mca's verdict (--mca)", "", intro, "",
          report.md_table(head, rows) if loops else "No loop judged.", "",
          "Predicted cycles, plain / hyperlane:", "",
          report.md_table(head, cyc) if loops else "", ""]
    md += ["- loops taken at " + t for t in taken]
    md += ["- below %.2f: %s" % (FLAG, "none" if not low else "")] + ["  - " + l for l in low]
    txt = ["llvm-mca's verdict (predicted plain/plugin; * below %.2f; - not taken)" % FLAG,
           report.text_table(head, [[x.replace("**", "*") for x in r] for r in rows])
           if loops else "no loop judged"]
    txt += ["  loops taken at " + t for t in taken]
    txt += ["  below %.2f: %s" % (FLAG, "none" if not low else "")] + ["    " + l for l in low]
    for c in cpus:
        for kind in ("notes", "errors"):
            for x in per[c].get(kind, []):
                s = "%s (-march=%s): %s" % (kind[:-1], c, str(x).replace("\n", " "))
                md.append("- " + s)
                txt.append("  " + s)
    cmds = [x for c in cpus for x in per[c].get("commands", [])]
    if cmds:
        md += ["", "Compiled in the build directory with:", "", "```"] + cmds + ["```"]
    return md + [""], txt + [""]
