# Static analysis of the x86 programs: objdump -d of a binary split into
# functions, the kernel function's symbol (Fortran module procedure or GCC
# clone), vector and shuffle-class instructions, the register increments
# and memory advances of a loop, and the hot loop of the AoS and SoA kernels
# with its shuffle count (docs/performance.md describes the method).
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""x86 static analysis: objdump, loops, shuffle counts."""

import collections
import re
import subprocess

from benching.loops import analyse_loop, innermost_loops


# Shuffle-class instructions.  x86: permutes, shuffles, blends, 128/256-bit
# and lane inserts/extracts, unpacks, packs, aligns, dup-moves, compress and
# expand, with or without the VEX/EVEX "v".  Not counted: broadcasts,
# zero/sign extensions (vpmovzx/sx), truncations (vpmov*), movhps/movlps.
SHUF_X86 = re.compile(
    r"^v?(perm|shuf|pshuf|blend|pblend|insert|extract|unpck|punpck|pack|"
    r"palignr|align[dq]|movsldup|movshdup|movddup|movlhps|movhlps|pinsr|"
    r"pextr|compress|expand|pcompress|pexpand)")


X86_REG64 = {}
for _r in "abcd":
    for _n in ("r%sx" % _r, "e%sx" % _r, "%sx" % _r, "%sl" % _r, "%sh" % _r):
        X86_REG64[_n] = "r%sx" % _r
for _r in ("si", "di", "bp", "sp"):
    for _n in ("r" + _r, "e" + _r, _r, _r + "l"):
        X86_REG64[_n] = "r" + _r
for _i in range(8, 16):
    for _s in ("", "d", "w", "b"):
        X86_REG64["r%d%s" % (_i, _s)] = "r%d" % _i


X86_FUNC = re.compile(r"^([0-9a-f]+) <([^>]+)>:$")
X86_INSN = re.compile(r"^\s*([0-9a-f]+):\s+(.*)$")
X86_PREFIX = {"rep", "repz", "repe", "repnz", "repne", "lock", "notrack", "bnd",
              "data16", "addr32", "cs", "ds", "es", "ss", "fs", "gs"}
X86_MEM = re.compile(r"(-?0x[0-9a-f]+|-?\d+)?\((%\w+)?(?:,(%\w+)(?:,(\d))?)?\)")


def objdump_functions(path, objdump="objdump"):
    out = subprocess.run([objdump, "-d", "--no-show-raw-insn", path],
                         capture_output=True, text=True).stdout
    funcs, cur = {}, None
    for line in out.splitlines():
        m = X86_FUNC.match(line)
        if m:
            cur = []
            funcs[m.group(2)] = cur
            continue
        if cur is None:
            continue
        m = X86_INSN.match(line)
        if not m:
            continue
        text = m.group(2).split("#", 1)[0].strip()
        toks = text.split(None, 1)
        while toks and toks[0] in X86_PREFIX:
            toks = toks[1].split(None, 1) if len(toks) > 1 else []
        if not toks or toks[0].startswith("("):
            continue
        cur.append((int(m.group(1), 16), toks[0], toks[1] if len(toks) > 1 else ""))
    return funcs


def find_function(funcs, name):
    """The symbol for kernel function NAME: NAME, a Fortran module procedure
    __m_MOD_NAME, or a GCC clone NAME.isra.0 etc.; the largest if several."""
    pat = re.compile(r"^(?:.*_MOD_)?%s(?:\.\w+)*$" % re.escape(name))
    cands = [(len(v), s) for s, v in funcs.items() if pat.match(s)]
    return max(cands)[1] if cands else None


def is_vector_x86(mn, ops):
    if not re.search(r"%[xyz]mm", ops):
        return False
    if re.search(r"(ss|sd)$|^v?cvt\w*s[sd]2|^v?u?comis", mn):
        return False
    return True


def x86_target(mn, ops):
    m = re.match(r"([0-9a-f]+)\s+<", ops)
    return int(m.group(1), 16) if m else None


def signed_imm(text, reg):
    """objdump prints negative immediates as two's complement hex."""
    v = int(text, 0)
    bits = 32 if reg.startswith("e") or re.match(r"r\d+d$", reg) else 64
    return v - (1 << bits) if v >= 1 << (bits - 1) else v


def x86_increments(body):
    inc = collections.Counter()
    for _, mn, ops in body:
        m = re.match(r"\$(-?0x[0-9a-f]+|-?\d+),%(\w+)$", ops)
        if m and mn in ("add", "sub"):
            v = signed_imm(m.group(1), m.group(2))
            r = X86_REG64.get(m.group(2))
            if r:
                inc[r] += v if mn == "add" else -v
            continue
        m = re.match(r"(-?0x[0-9a-f]+|-?\d+)\(%(\w+)\),%(\w+)$", ops)
        if m and mn == "lea" and X86_REG64.get(m.group(2)) == X86_REG64.get(m.group(3)):
            inc[X86_REG64[m.group(2)]] += signed_imm(m.group(1), "r")
            continue
        m = re.match(r"%(\w+)$", ops)
        if m and mn in ("inc", "dec"):
            r = X86_REG64.get(m.group(1))
            if r:
                inc[r] += 1 if mn == "inc" else -1
    return inc


def x86_advances(body, inc):
    adv = []
    for _, mn, ops in body:
        for m in X86_MEM.finditer(ops):
            base, index, scale = m.group(2), m.group(3), m.group(4)
            if base == "%rip":
                continue
            a = 0
            if base:
                a += inc.get(X86_REG64.get(base[1:], ""), 0)
            if index:
                a += inc.get(X86_REG64.get(index[1:], ""), 0) * int(scale or 1)
            adv.append(abs(a))
    return adv


def static_x86(b):
    funcs = objdump_functions(b.bin)
    res = {}
    for var, name in (("aos", b.k.aos_fn), ("soa", b.k.soa_fn)):
        if not name:
            continue
        # gfortran inlines module procedures into the run_aos/run_soa
        # callbacks (and drops them): analyse the callback then.
        sym = find_function(funcs, name) or find_function(funcs, "run_" + var)
        if not sym:
            res[var] = {"error": "function %s not found" % name}
            continue
        insns = funcs[sym]
        # Loops close with a conditional backward branch at -O3; a backward
        # jmp is usually a jump into shared code.
        loops = innermost_loops(insns, lambda mn: mn.startswith(("j", "loop")) and mn != "jmp",
                                x86_target) or \
            innermost_loops(insns, lambda mn: mn.startswith(("j", "loop")), x86_target)
        a = analyse_loop(insns, loops, is_vector_x86,
                         lambda mn, ops: bool(SHUF_X86.match(mn)), b.k,
                         x86_increments, x86_advances)
        if a is None:
            res[var] = {"error": "no loop in %s" % sym}
            continue
        a["symbol"] = sym
        a["fn_shuf"] = sum(1 for _, mn, _ in insns if SHUF_X86.match(mn))
        del a["body"]
        res[var] = a
    return res
