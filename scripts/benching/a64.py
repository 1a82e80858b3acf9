# Static analysis of the aarch64 programs: the kernel function in the
# cross compiler's -S output, vector, shuffle and ld2-4/st2-4 instructions,
# the hot loop's increments and advances, and llvm-mca's cycles per
# iteration of that loop for cortex-a72 and neoverse-n1.
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""aarch64 static analysis: the hot loop of the .s file and llvm-mca."""

import collections
import re
import subprocess

from benching.loops import analyse_loop, innermost_loops


# aarch64: zip/uzp/trn/ext/tbl/tbx/ins, lane dup/mov, vector rev; the
# ld2-4/st2-4 structure accesses are counted apart.
SHUF_A64 = re.compile(r"^(zip[12]|uzp[12]|trn[12]|ext|tbl|tbx|ins|rev(16|32|64)?)$")
STRUCT_A64 = re.compile(r"^(ld[234]|st[234])$")


A64_CONDS = "eq|ne|cs|hs|cc|lo|mi|pl|vs|vc|hi|ls|ge|lt|gt|le|al|nv"
A64_BRANCH = re.compile(r"^(b|b\.?(%s)|cbz|cbnz|tbz|tbnz)$" % A64_CONDS)


def parse_asm_function(path, name):
    """Instructions of NAME (or its Fortran/clone spelling) in a GCC/clang .s
    file: [(index, mnemonic, operands, label-or-None)]."""
    with open(path) as f:
        lines = f.read().split("\n")
    pat = re.compile(r"^((?:.*_MOD_)?%s(?:\.\w+)*):" % re.escape(name))
    start = None
    for i, line in enumerate(lines):
        m = pat.match(line)
        if m:
            start, sym = i, m.group(1)
            break
    if start is None:
        return None, None
    items = []
    for line in lines[start + 1:]:
        if re.match(r"^\s*\.size\s", line) or re.match(r"^\s*\.cfi_endproc", line):
            break
        s = line.split("//", 1)[0].strip()
        if not s:
            continue
        m = re.match(r"^([.\w$]+):$", s)
        if m:
            items.append(("label", m.group(1), ""))
            continue
        if s.startswith("."):
            continue
        toks = s.split(None, 1)
        items.append(("insn", toks[0].lower(), toks[1] if len(toks) > 1 else ""))
    return sym, items


def a64_reg(r):
    m = re.match(r"^[xw](\d+)$", r.strip())
    return "r" + m.group(1) if m else ("sp" if r.strip() in ("sp", "wsp") else None)


def a64_increments(body):
    inc = collections.Counter()
    for _, mn, ops in body:
        o = [x.strip() for x in ops.split(",")]
        if mn in ("add", "sub") and len(o) == 3 and a64_reg(o[0]) and a64_reg(o[0]) == a64_reg(o[1]):
            m = re.match(r"^#?(-?(?:0x[0-9a-f]+|\d+))$", o[2])
            if m:
                v = int(m.group(1), 0)
                inc[a64_reg(o[0])] += v if mn == "add" else -v
        for m in re.finditer(r"\[(\w+)\],\s*#?(-?(?:0x[0-9a-f]+|\d+))", ops):  # post-index
            if a64_reg(m.group(1)):
                inc[a64_reg(m.group(1))] += int(m.group(2), 0)
        for m in re.finditer(r"\[(\w+),\s*#?(-?(?:0x[0-9a-f]+|\d+))\]!", ops):  # pre-index
            if a64_reg(m.group(1)):
                inc[a64_reg(m.group(1))] += int(m.group(2), 0)
    return inc


def a64_advances(body, inc):
    adv = []
    for _, mn, ops in body:
        for m in re.finditer(r"\[([^\]]+)\]", ops):
            parts = [p.strip() for p in m.group(1).split(",")]
            a = inc.get(a64_reg(parts[0]) or "", 0)
            if len(parts) >= 2 and a64_reg(parts[1]):
                shift = 0
                if len(parts) >= 3:
                    sm = re.search(r"#?(\d+)", parts[2])
                    shift = int(sm.group(1)) if sm else 0
                a += inc.get(a64_reg(parts[1]), 0) << shift
            adv.append(abs(a))
    return adv


def is_vector_a64(mn, ops):
    return bool(re.search(r"\bv\d+\.\d*[bhsd]\b|\bq\d+\b|\{\s*v\d+", ops))


def is_shuf_a64(mn, ops):
    if SHUF_A64.match(mn):
        return mn.startswith(("zip", "uzp", "trn", "tbl", "tbx", "ins")) or \
            bool(re.search(r"\bv\d+\.", ops))
    if mn in ("dup", "mov") and re.search(r"v\d+\.\w+\[\d+\]", ops):
        return True
    return False


def static_a64(b, mca_tool):
    sym, items = parse_asm_function(b.asm, b.k.aos_fn)
    if items is None:
        sym, items = parse_asm_function(b.asm, "run_aos")
    if items is None:
        return {"error": "function %s not found in %s" % (b.k.aos_fn, b.asm)}
    # Give instructions addresses = positions; labels map to the next one.
    insns, labels, pending = [], {}, []
    for kind, a, c in items:
        if kind == "label":
            pending.append(a)
        else:
            for lab in pending:
                labels[lab] = len(insns)
            pending = []
            insns.append((len(insns), a, c))

    def target(mn, ops):
        lab = ops.split(",")[-1].strip()
        return labels.get(lab)
    loops = innermost_loops(insns, lambda mn: bool(A64_BRANCH.match(mn)) and mn != "b", target) \
        or innermost_loops(insns, lambda mn: bool(A64_BRANCH.match(mn)), target)
    a = analyse_loop(insns, loops, is_vector_a64, is_shuf_a64, b.k, a64_increments,
                     a64_advances, lambda mn, ops: bool(STRUCT_A64.match(mn)))
    if a is None:
        return {"error": "no loop in " + sym}
    a["symbol"] = sym
    body = a.pop("body")
    a["width"] = 128 if a["vector"] else None
    if mca_tool:
        text = ["hl_loop:"]
        for _, mn, ops in body:
            if A64_BRANCH.match(mn):
                parts = ops.split(",")
                parts[-1] = " hl_loop"
                ops = ",".join(parts)
            text.append("\t%s\t%s" % (mn, ops))
        src = b.bin + ".loop.s"
        with open(src, "w") as f:
            f.write("\n".join(text) + "\n")
        a["mca"] = {}
        for cpu in ("cortex-a72", "neoverse-n1"):
            r = subprocess.run([mca_tool, "-mtriple=aarch64-linux-gnu", "-mcpu=" + cpu,
                                "-iterations=200", src], capture_output=True, text=True)
            m1 = re.search(r"^Iterations:\s+(\d+)", r.stdout, re.M)
            m2 = re.search(r"^Total Cycles:\s+(\d+)", r.stdout, re.M)
            if r.returncode == 0 and m1 and m2:
                a["mca"][cpu] = int(m2.group(1)) / int(m1.group(1))
            else:
                a["mca"][cpu] = None
                a.setdefault("mca_error", (r.stderr or r.stdout).strip().splitlines()[:2])
    return a
