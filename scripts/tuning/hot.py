# Which arrays to tune: a loop-weighted analysis of the C sources.  The
# AoS-like arrays are the declared ones of rank >= 2 whose last dimension
# is small (2 to 16 fields); each reference to one counts LOOP_WEIGHT to
# the power of its loop depth, and a function's share of the run (perf's
# samples of the baseline build, where perf works) is split among its
# arrays by those weights.  Arrays used in the same functions in the same
# proportions are grouped, to be changed together.
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""Hot AoS-like arrays of a C program, weighted by loops and a profile."""

import math
import os
import re

from suites import srcspans
from .candidates import ArrayShape

LOOP_WEIGHT = 8
MAX_FIELDS = 16
COMPANION = 0.8

_DEFINE = re.compile(r"^[ \t]*#[ \t]*define[ \t]+([A-Za-z_]\w*)[ \t]+([^\n]*)$", re.M)
_DECL = re.compile(
    r"(?:^|(?<=[;{}]))\s*((?:(?:static|extern|const|register|unsigned|signed|long|short)\s+)*"
    r"(?:double|float|int|long|short|char|unsigned|signed|_Bool|[A-Za-z_]\w*_t))\b"
    r"([^;{}()=]*(?:=[^;{}]*)?);", re.M)
_DECLARATOR = re.compile(r"^\s*\**\s*([A-Za-z_]\w*)\s*((?:\[[^\[\]]*\]\s*)+)")
_FOR = re.compile(r"\b(for|while)\s*\(")
_REF = re.compile(r"\b([A-Za-z_]\w*)\s*\[")
_CALL = re.compile(r"\b([A-Za-z_]\w*)\s*\(")


def blank(text):
    """Comments and strings blanked, preprocessor lines kept (they hold
    #define)."""
    return srcspans._blank(text)


def evaluate(expr, macros, depth=0):
    """The integer value of a C constant expression over MACROS, or None."""
    if depth > 20:
        return None
    expr = expr.strip()

    def sub(m):
        name = m.group(0)
        if name in macros:
            v = evaluate(macros[name], macros, depth + 1)
            return "(%d)" % v if v is not None else "@"
        return "@"
    e = re.sub(r"[A-Za-z_]\w*", sub, re.sub(r"(\d+)[uUlL]+\b", r"\1", expr))
    if "@" in e or not re.fullmatch(r"[\d\s()+\-*/%<>]*", e) or not e.strip():
        return None
    try:
        v = eval(e.replace("/", "//"), {"__builtins__": {}})  # digits and operators only
    except Exception:
        return None
    return v if isinstance(v, int) else None


def loop_depths(t):
    """Per character of blanked text T, the number of for/while loops
    around it (a braced body, or one statement after the header)."""
    depth, pending, stack = 0, 0, []
    out = [0] * len(t)
    i, n = 0, len(t)
    while i < n:
        m = _FOR.match(t, i) if t[i] in "fw" and (i == 0 or not (t[i - 1].isalnum() or t[i - 1] == "_")) else None
        if m:
            j = srcspans._close(t, m.end(), "(", ")") + 1
            for p in range(i, min(j, n)):
                out[p] = depth + pending
            pending += 1
            i = j
            continue
        c = t[i]
        if c == "{":
            stack.append(pending)
            depth += pending
            pending = 0
        elif c == "}":
            depth -= stack.pop() if stack else 0
        out[i] = depth + pending
        if c == ";":
            pending = 0
        i += 1
    return out


class Source:
    """One file: its macros, array declarations, and per function the
    loop-weighted references of every array name."""

    def __init__(self, path):
        self.path = path
        with open(path, errors="replace") as f:
            self.text = f.read()
        self.t = blank(self.text)
        self.macros = {m.group(1): m.group(2) for m in _DEFINE.finditer(self.t)}

    def declarations(self):
        """[(name, [dimension expressions])] of the arrays declared here."""
        out = []
        t = re.sub(r"^[ \t]*#[^\n]*", "", self.t, flags=re.M)
        for m in _DECL.finditer(t):
            body = m.group(2)
            level, cur, parts = 0, "", []
            for c in body:
                if c in "[(":
                    level += 1
                elif c in "])":
                    level -= 1
                if c == "," and level == 0:
                    parts.append(cur)
                    cur = ""
                else:
                    cur += c
            parts.append(cur)
            for p in parts:
                d = _DECLARATOR.match(p.split("=")[0])
                if d:
                    out.append((d.group(1), re.findall(r"\[([^\[\]]*)\]", d.group(2))))
        return out

    def references(self):
        """{function: {array name: loop-weighted references}}."""
        depths = loop_depths(self.t)
        spans = srcspans.c_spans(self.text)
        line_starts = [0] + [i + 1 for i, c in enumerate(self.t) if c == "\n"]
        out, self.calls = {}, {}
        for first, last, fn in spans:
            a = line_starts[first - 1]
            b = line_starts[last] if last < len(line_starts) else len(self.t)
            body = self.t.find("{", a, b)
            self.calls[fn] = set(m.group(1) for m in _CALL.finditer(self.t, max(a, body), b))
            refs = out.setdefault(fn, {})
            for m in _REF.finditer(self.t, a, b):
                w = LOOP_WEIGHT ** depths[m.start()]
                refs[m.group(1)] = refs.get(m.group(1), 0) + w
        return out


def sources(dirs, exts=(".c", ".h")):
    paths = []
    for d in dirs:
        for root, subdirs, files in os.walk(d):
            subdirs[:] = sorted(s for s in subdirs if not s.startswith("."))
            paths += [os.path.join(root, f) for f in sorted(files) if f.endswith(exts)]
    return paths


class Analysis:
    """The AoS-like arrays of PATHS with their scores: the share of the run
    (or, without a profile, of the loop-weighted references) their accesses
    stand for."""

    def __init__(self, paths, profile=None):
        srcs = [Source(p) for p in paths]
        macros = {}
        for s in srcs:
            macros.update(s.macros)
        self.shapes = {}
        for s in srcs:
            for name, dims in s.declarations():
                vals = [evaluate(d, macros) if d.strip() else None for d in dims]
                if len(vals) >= 2 and vals[-1] is not None and 2 <= vals[-1] <= MAX_FIELDS:
                    old = self.shapes.get(name)
                    if old is None or None in old.dims:
                        self.shapes[name] = ArrayShape(name, vals)
        self.refs, calls = {}, {}
        for s in srcs:
            if s.path.endswith(".c"):
                for fn, r in s.references().items():
                    d = self.refs.setdefault(fn, {})
                    for k, v in r.items():
                        d[k] = d.get(k, 0) + v
                for fn, c in s.calls.items():
                    calls.setdefault(fn, set()).update(c)
        if profile is not None:
            profile = inline_shares(profile, calls, self.refs)
        self.profile = profile       # {function: share of the run} or None
        self.vectors = {}            # {array: {function: share}}
        for fn, r in self.refs.items():
            total = sum(r.values())
            share = (profile.get(fn, 0.0) if profile is not None else 1.0)
            for name in self.shapes:
                if r.get(name) and total:
                    self.vectors.setdefault(name, {})[fn] = share * r[name] / total
        if profile is None:   # static: each array's share of all weighted references
            grand = sum(sum(r.values()) for r in self.refs.values()) or 1
            for name, v in self.vectors.items():
                for fn in v:
                    v[fn] = self.refs[fn][name] / grand
        self.scores = {n: sum(v.values()) for n, v in self.vectors.items()}

    def hot(self, threshold=0.02, limit=8):
        """The arrays whose score is at least THRESHOLD, hottest first (at
        most LIMIT), then their companions: arrays of the same shape used
        in the same functions (cosine >= COMPANION) with a score of at
        least THRESHOLD / 4 -- the forcing term read beside the solution in
        one loop nest, which must change with it."""
        ranked = sorted(self.scores.items(), key=lambda kv: -kv[1])
        out = [self.shapes[n] for n, s in ranked if s >= threshold][:limit]
        for n, s in ranked:
            if len(out) >= limit or s >= threshold or s < threshold / 4:
                continue
            a = self.shapes[n]
            if any(b.dims == a.dims and cosine(self.vectors.get(n, {}),
                                               self.vectors.get(b.name, {})) >= COMPANION
                   for b in out):
                out.append(a)
        return out

    def groups(self, arrays, same_shape=0.5, other=0.9):
        """ARRAYS in groups of arrays used together (single linkage): the
        cosine of their per-function vectors at least SAME_SHAPE for
        arrays of one shape (likely indexed by the same loop nests), at
        least OTHER for others; each group in ARRAYS' order."""
        names = [a.name for a in arrays]
        parent = {n: n for n in names}

        def find(n):
            while parent[n] != n:
                n = parent[n]
            return n
        for x in range(len(names)):
            for y in range(x + 1, len(names)):
                c = cosine(self.vectors.get(names[x], {}), self.vectors.get(names[y], {}))
                if c >= (same_shape if arrays[x].dims == arrays[y].dims else other):
                    parent[find(names[y])] = find(names[x])
        out = {}
        for a in arrays:
            out.setdefault(find(a.name), []).append(a)
        return list(out.values())


def inline_shares(profile, calls, refs):
    """PROFILE ({function: share}) with the share of each sampled function
    spread over it and the functions it calls, directly or not, that have
    no samples of their own (GCC inlined them), by their loop-weighted
    references: an inlined kernel's arrays count as the kernel's."""
    out = {}
    for fn, share in profile.items():
        group, todo = [fn], [fn]
        while todo:
            for g in sorted(calls.get(todo.pop(), ())):
                if g in refs and g not in group and not profile.get(g):
                    group.append(g)
                    todo.append(g)
        weights = {g: sum(refs.get(g, {}).values()) for g in group}
        total = sum(weights.values())
        for g in group:
            w = weights[g] / total if total else (1.0 if g == fn else 0.0)
            out[g] = out.get(g, 0.0) + share * w
    return out


def cosine(u, v):
    dot = sum(u[k] * v.get(k, 0.0) for k in u)
    nu = math.sqrt(sum(x * x for x in u.values()))
    nv = math.sqrt(sum(x * x for x in v.values()))
    return dot / (nu * nv) if nu and nv else 0.0


def perf_shares(entries, lang="c"):
    """{source function: share of the samples} of a flat profile (perf's
    or gprof's entries, scripts/suites/profile.py)."""
    from suites import profile
    total = sum(e.self_s for e in entries) or 1.0
    out = {}
    for e in entries:
        fn = profile.source_name(e.name, lang)
        out[fn] = out.get(fn, 0.0) + e.self_s / total
    return out
