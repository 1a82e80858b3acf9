#!/usr/bin/env python3
"""Differential fuzzing of the layout pass on C arrays (docs/layout.md):
random programs over 1-3 global arrays (double, float, int; 2-4
dimensions of 2..40 elements, static or not), one random layout per
array given as '#pragma array_transform' in the file (INTERCHANGE,
STRIP_MINE possibly made a hybrid SoA by an INTERCHANGE that moves the
new dimension innermost, PAD, PEEL), and functions with the loop nests
real code has: '<', '<=', '!=' and counting down, bounds from literals,
globals, structure fields, a global int array, parameters and locals
computed before the loop, stencils, copied counters, boundary rows set
inside a loop, inner loops over the last dimension, conditionals,
'continue', assert / abort on impossible conditions, early break and
return, reductions, whole-array initialisation, scalar-passing helper
calls.  A few cases get a deliberately invalid spec: the compile must
then stop with a clean error (no ICE).

Each case is built twice from the same file: with the plugin (and the
pragmas) and, as reference, without it (-DNO_LAYOUT removes the pragmas;
plain gcc ignores them anyway).  Both programs print every array element
and every scalar result in hex (%a), and the outputs are compared byte
for byte.  On a mismatch a third build (plugin, -DNO_LAYOUT) tells a
layout bug from one of the plugin's vectorizer.  A case fails on an ICE
or crash of the compiler, an error only with the plugin (other than an
expected one), different output, a crash or timeout of the layout
binary, or a sanitizer report only in the layout binary.  Refusals
("layout of 'X' not changed") and "not strip-mined" warnings are counted
by kind, not failed.

  scripts/fuzz-c-layout.py [--count N] [--seed S] [--keep-going] [--flags=EXTRA]
                           [--out DIR] [--jobs J] [--emit K] [--only K]

Python 3, standard library only; 'make fuzz-layout' runs it with the
Fortran one (docs/testing.md, "A fuzzer of C layouts").

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""

import argparse
import collections
import concurrent.futures
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)
DEFAULT_PLUGIN = os.path.join(TOP, "plugin", "hyperlane.so")

# ---------------------------------------------------------------------------
# Program model


class Arr:
    def __init__(self, name, ctype, dims, static, peel):
        self.name = name
        self.ctype = ctype
        self.dims = dims
        self.static = static
        self.peel = peel            # dimension only ever indexed by constants
        self.spec = None            # pragma text (without '#pragma array_transform')
        self.addr_taken = False
        self.static_init = False

    @property
    def rank(self):
        return len(self.dims)


class Var:
    def __init__(self, name, lo, hi, own=None, offs=(0,), ctype="int"):
        self.name = name
        self.lo = lo
        self.hi = hi
        self.own = own              # (array, dim) the nest gave it to
        self.offs = offs            # stencil offsets valid for own
        self.ctype = ctype


def off_str(name, o):
    if o == 0:
        return name
    return "%s %s %d" % (name, "+" if o > 0 else "-", abs(o))


UNSIGNED = ("unsigned", "unsigned long", "size_t", "unsigned short")


class Gen:
    """Generates one program from one random.Random."""

    def __init__(self, rng, opts):
        self.rng = rng
        self.opts = opts
        self.arrays = []
        self.globals = []           # (decl, setter-or-None)
        self.main_set = []          # statements in main before the kernels
        self.nglob = 0
        self.fields = []            # (name, value)
        self.gp = []                # values of the global int array gp
        self.helpers = {}           # name -> code
        self.funcs = []
        self.calls = []
        self.invalid = None         # kind of deliberately invalid spec
        self.trust = False
        self.expect = collections.Counter()   # expected refusal kinds

    # -- arrays ----------------------------------------------------------

    def gen_dims(self, rank):
        r = self.rng
        dims = []
        for _ in range(rank):
            k = r.random()
            if k < 0.35:
                dims.append(r.randint(2, 6))
            elif k < 0.7:
                dims.append(r.randint(7, 17))
            else:
                dims.append(r.randint(18, 40))
        while True:
            p = 1
            for d in dims:
                p *= d
            if p <= 2400:
                break
            big = max(range(rank), key=lambda i: dims[i])
            dims[big] = max(2, dims[big] // 2 + r.randint(0, 1))
        return dims

    def gen_arrays(self):
        r = self.rng
        n = r.choice([1, 2, 2, 3, 3])
        names = r.sample(["u", "rhs", "lhs", "a", "b", "c", "q", "fld", "w", "frc"], n)
        shared = None
        for nm in names:
            ctype = r.choice(["double", "double", "double", "float", "float"]
                             + ([] if self.opts.lean else ["int"]))
            if shared is not None and r.random() < 0.5:
                dims = list(shared)
            else:
                dims = self.gen_dims(r.randint(2, 4))
                if shared is None:
                    shared = dims
            peel = None
            if r.random() < 0.25:
                small = [d for d in range(len(dims)) if 2 <= dims[d] <= 6]
                if small:
                    peel = small[-1] if r.random() < 0.7 else r.choice(small)
            static = r.random() < 0.7
            a = Arr(nm, ctype, dims, static, peel)
            a.static_init = r.random() < 0.15
            self.arrays.append(a)
        if any(not a.static for a in self.arrays) and r.random() < 0.5:
            self.trust = True

    # -- specs -----------------------------------------------------------

    def gen_spec(self, a):
        r = self.rng
        pool = ["i", "j", "k", "m", "l", "n", "x", "y", "z", "f"]
        names = r.sample(pool, a.rank)
        cur = list(names)           # outermost first
        size = {names[d]: a.dims[d] for d in range(a.rank)}
        peelname = names[a.peel] if a.peel is not None else None
        acts = []
        fresh = 0
        for _ in range(r.choice([1, 1, 2, 2, 3, 4])):
            kind = r.choice(["interchange", "strip", "strip", "hybrid", "hybrid", "pad"])
            if kind == "interchange":
                x, y = r.sample(cur, 2)
                acts.append("INTERCHANGE(%s, %s)" % (x, y))
                i, j = cur.index(x), cur.index(y)
                cur[i], cur[j] = cur[j], cur[i]
            elif kind in ("strip", "hybrid"):
                cands = [n for n in cur if size[n] >= 2 and (n != peelname or r.random() < 0.1)
                         and (n in names or r.random() < 0.2)]
                if not cands:
                    continue
                x = r.choice(cands)
                ts = [t for t in (2, 4, 8) if t <= size[x]]
                if not ts:
                    continue
                t = r.choice(ts)
                nn = x + x if x + x not in size else "t%d" % fresh
                fresh += 1
                while nn in size:
                    nn += "x"
                acts.append("STRIP_MINE(%s, %d, %s)" % (x, t, nn))
                cur.insert(cur.index(x) + 1, nn)
                size[nn] = t
                size[x] = (size[x] + t - 1) // t
                if kind == "hybrid" and cur[-1] != nn:
                    last = cur[-1]
                    acts.append("INTERCHANGE(%s, %s)" % (last, nn))
                    i, j = cur.index(last), cur.index(nn)
                    cur[i], cur[j] = cur[j], cur[i]
            else:
                cands = [n for n in cur if n != peelname or r.random() < 0.1]
                x = r.choice(cands)
                p = r.choice([1, 2, 3, -1, -2, -3])
                acts.append("PAD(%s, %d)" % (x, p))
                size[x] += abs(p)
        if peelname is not None and r.random() < 0.85:
            e = size[peelname]
            left = e
            for _ in range(r.choice([1, 1, 2])):
                if left < 2:
                    break
                s = r.randint(1, left - 1)
                if r.random() < 0.4:
                    s = -s
                acts.append("PEEL(%s, %d)" % (peelname, s))
                left -= abs(s)
        if not acts:
            acts.append("INTERCHANGE(%s, %s)" % (cur[0], cur[-1]))
        return "%s%s -> %s" % (a.name, "".join("[%s]" % n for n in names), " -> ".join(acts)), names

    def gen_invalid_spec(self, a, names):
        """A spec the documentation calls an error."""
        r = self.rng
        dims = "".join("[%s]" % n for n in names)
        kinds = ["tile", "unknown", "self", "rank", "peelvar", "peelall", "afterpeel",
                 "padzero", "dup", "syntax", "dupdim", "tilezero"]
        k = r.choice(kinds)
        small = [d for d in range(a.rank) if a.dims[d] < 8 and d != a.peel]
        nonpeel = [d for d in range(a.rank) if d != a.peel]
        if k == "tile" and small:
            d = r.choice(small)
            spec = "%s%s -> STRIP_MINE(%s, %d, zz)" % (a.name, dims, names[d], a.dims[d] + r.randint(1, 3))
        elif k == "unknown":
            spec = "%s%s -> INTERCHANGE(%s, qq)" % (a.name, dims, names[0])
        elif k == "self":
            spec = "%s%s -> INTERCHANGE(%s, %s)" % (a.name, dims, names[-1], names[-1])
        elif k == "rank":
            extra = "[zz]" if r.random() < 0.5 or a.rank == 2 else ""
            dd = dims + extra if extra else "".join("[%s]" % n for n in names[:-1])
            spec = "%s%s -> INTERCHANGE(%s, %s)" % (a.name, dd, names[0], names[1])
        elif k == "peelvar" and nonpeel:
            d = r.choice(nonpeel)
            spec = "%s%s -> PEEL(%s, 1)" % (a.name, dims, names[d])
        elif k == "peelall":
            d = r.randrange(a.rank)
            spec = "%s%s -> PEEL(%s, %d)" % (a.name, dims, names[d], a.dims[d])
        elif k == "afterpeel":
            spec = "%s%s -> PEEL(%s, 1) -> INTERCHANGE(%s, %s)" % (a.name, dims, names[-1], names[0], names[1])
        elif k == "padzero":
            spec = "%s%s -> PAD(%s, 0)" % (a.name, dims, names[0])
        elif k == "dup":
            spec = "%s%s -> INTERCHANGE(%s, %s); %s%s -> PAD(%s, 1)" % (
                a.name, dims, names[0], names[1], a.name, dims, names[0])
        elif k == "dupdim":
            spec = "%s[%s]%s -> PAD(%s, 1)" % (a.name, names[1], dims[len(names[0]) + 2:], names[1])
        elif k == "tilezero":
            spec = "%s%s -> STRIP_MINE(%s, 0, zz)" % (a.name, dims, names[0])
        else:
            k = "syntax"
            spec = "%s%s INTERCHANGE(%s, %s)" % (a.name, dims, names[0], names[1])
        self.invalid = k
        return spec

    def gen_specs(self):
        r = self.rng
        for a in self.arrays:
            if r.random() < 0.85:
                a.spec, a.specnames = self.gen_spec(a)
        if not any(a.spec for a in self.arrays):
            a = self.arrays[0]
            a.spec, a.specnames = self.gen_spec(a)
        if r.random() < self.opts.invalid:
            a = r.choice([a for a in self.arrays if a.spec])
            a.spec = self.gen_invalid_spec(a, a.specnames)
            self.invalid_array = a.name

    # -- values read from memory: bounds ---------------------------------

    def new_global(self, value):
        name = "g%d" % self.nglob
        self.nglob += 1
        how = self.rng.random()
        if how < 0.4:
            self.globals.append("int %s = %d;" % (name, value))
        elif how < 0.7:
            self.globals.append("static int %s = %d;" % (name, value))
        else:
            self.globals.append("int %s;" % name)
            self.main_set.append("%s = %d;" % (name, value))
        return name

    def new_field(self, value):
        name = "f%d" % len(self.fields)
        self.fields.append((name, value))
        return name

    def new_gp(self, value):
        self.gp.append(value)
        return len(self.gp) - 1

    # -- kernels ----------------------------------------------------------


class Kernel:
    def __init__(self, gen, name):
        self.g = gen
        self.rng = gen.rng
        self.name = name
        self.ncalls = self.rng.choice([1, 1, 2, 3])
        self.params = []            # (name, [values per call])
        self.top = []               # declarations at the top of the body
        self.fvars = {}             # function-level variables: name -> type
        self.ncopy = 0
        self.nloc = 0
        self.body = []
        self.locals = []
        self.arrs = list(gen.arrays)
        self.label = None
        self.last_mem = None

    def new_param(self, values):
        name = "p%d" % len(self.params)
        self.params.append((name, values))
        return name

    def value_expr(self, values, allow_param=True, allow_local=True):
        """An expression whose value is values[call] in each call (all equal
        unless a parameter is chosen here: then values may differ)."""
        r = self.rng
        g = self.g
        v0 = values[0]
        kinds = ["lit", "lit", "glob", "glob", "field", "ptr", "gp"]
        if allow_local:
            kinds += ["local", "min"]
        if allow_param:
            kinds += ["param", "param"]
        k = r.choice(kinds)
        varying = len(set(values)) > 1
        if varying:
            assert allow_param
            k = "param" if (not allow_local or r.random() < 0.8) else r.choice(["local", "min"])
        self.last_mem = None
        if k == "param":
            c = r.choice([0, 0, 1, 2]) if min(values) >= 0 else 0
            p = self.new_param([x + c for x in values])
            return off_str(p, -c)
        if k == "lit":
            return str(v0) if v0 >= 0 else "(%d)" % v0
        c = r.choice([0, 0, 1, 2])
        if k == "glob":
            m = g.new_global(v0 + c)
        elif k == "field":
            m = "grid.%s" % g.new_field(v0 + c)
        elif k == "ptr":
            m = "pgrid->%s" % g.new_field(v0 + c)
        elif k == "gp":
            m = "gp[%d]" % g.new_gp(v0 + c)
        if k in ("glob", "field", "ptr", "gp"):
            self.last_mem = (m, v0 + c)
            return off_str(m, -c)
        if k == "min":
            e = self.value_expr(values, allow_param=allow_param, allow_local=False)
            if r.random() < 0.5:
                kk = max(values) + r.randint(0, 3)
                res = r.choice(["(%s < %d ? %s : %d)", "(%s <= %d ? %s : %d)"]) % (e, kk, e, kk)
            else:
                kk = min(values) - r.randint(0, 3)
                res = "(%s > %d ? %s : %d)" % (e, kk, e, kk)
            self.last_mem = None
            return res
        # a local computed before the loop
        inner = self.value_expr(values, allow_param=allow_param, allow_local=False)
        name = "nb%d" % self.nloc
        self.nloc += 1
        self.top.append("int %s = %s;" % (name, inner))
        self.last_mem = None
        return name

    # -- references and expressions -----------------------------------

    def sub(self, X, e, env, write):
        r = self.rng
        ext = X.dims[e]
        if e == X.peel:
            return str(r.randrange(ext))
        own = [v for v in env if v.own == (X, e)]
        if own and r.random() < 0.9:
            v = own[-1]
            o = 0 if (write and r.random() < 0.8) else r.choice(v.offs)
            return off_str(v.name, o)
        opts = []
        for v in env:
            for o in (0, 0, 0, 1, -1, 2, -2):
                if v.lo + o >= 0 and v.hi + o <= ext - 1:
                    opts.append(off_str(v.name, o))
        if opts and r.random() < 0.85:
            return r.choice(opts)
        return str(r.randrange(ext))

    def ref(self, X, env, write=False):
        return X.name + "".join("[%s]" % self.sub(X, e, env, write) for e in range(X.rank))

    def read(self, env, ctype, P):
        """A read of some array element usable in an expression of ctype."""
        r = self.rng
        if ctype == "int":
            cands = [a for a in self.arrs if a.ctype == "int"]
        else:
            cands = self.arrs
        if not cands:
            return None
        X = P if (P in cands and r.random() < 0.6) else r.choice(cands)
        s = self.ref(X, env)
        if X.ctype == "int" and ctype != "int":
            return "(%s) %s" % (ctype, s)
        return s

    def scalar(self, env, ctype):
        r = self.rng
        if env and r.random() < 0.7:
            v = r.choice(env)
            if ctype == "int":
                return "(int) %s" % v.name if v.ctype != "int" else v.name
            return "(%s) %s" % (ctype, v.name)
        if ctype == "int":
            return str(r.randint(0, 9))
        return r.choice(["1.0", "0.5", "-2.0", "3.0"]) + ("f" if ctype == "float" else "")

    def expr(self, env, ctype, P):
        r = self.rng
        if ctype == "int":
            a = self.read(env, "int", P) or "1"
            b = self.read(env, "int", P) or "2"
            s = self.scalar(env, "int")
            return r.choice([
                "(%s * 3 + %s + %s) & 1023" % (a, b, s),
                "(%s ^ (%s * 5)) & 1023" % (a, s),
                "(%s - %s) & 1023" % (a, b),
                "(%s + 7) & 1023" % a,
                "(%s > %s ? %s : %s + 1) & 1023" % (a, b, b, a),
            ])
        f = "f" if ctype == "float" else ""
        n = r.choice([1, 2, 2, 3])
        coef = r.choice([[0.5], [0.75], [-0.5]]) if n == 1 else \
            r.choice([[0.5, 0.25], [0.25, 0.5], [0.75, -0.25], [-0.5, 0.375]]) if n == 2 else \
            r.choice([[0.5, 0.25, 0.125], [0.25, 0.25, -0.375]])
        terms = []
        for c in coef:
            x = self.read(env, ctype, P)
            terms.append("%s * %s%s" % (x, repr(c), f))
        if r.random() < 0.6:
            terms.append("%s * 0.125%s" % (self.scalar(env, ctype), f))
        if r.random() < 0.2:
            terms.append("mixf (%s, %s)" % (self.read(env, ctype, P), env[-1].name if env else "3"))
            self.g.helpers["mixf"] = (
                "%sstatic double mixf (double x, int v)\n{\n  return x * 0.0625 + v * 0.03125;\n}\n"
                % ("__attribute__ ((const)) " if self.g.opts.lean else ""))
        return " + ".join(terms).replace("+ -", "- ")

    def cond(self, env, P):
        r = self.rng
        k = r.random()
        if env and k < 0.35:
            v = r.choice(env)
            return r.choice(["%s %% 2 == 0" % v.name, "%s > %d" % (v.name, (v.lo + v.hi) // 2),
                             "%s == %d" % (v.name, v.lo)])
        a = self.read(env, "double", P)
        b = self.read(env, "double", P)
        return "%s %s %s" % (a, r.choice(["<", ">", "<=", ">=", "!="]), b)

    def target(self, env, P):
        r = self.rng
        X = P if r.random() < 0.75 else r.choice(self.arrs)
        return X, self.ref(X, env, write=True)

    def assign(self, env, P):
        r = self.rng
        X, t = self.target(env, P)
        e = self.expr(env, X.ctype, P)
        if X.ctype != "int" and r.random() < 0.25:
            return "%s %s (%s) * 0.25%s;" % (t, r.choice(["+=", "-="]), e,
                                              "f" if X.ctype == "float" else "")
        return "%s = %s;" % (t, e)

    def helper_subscripts(self, X):
        """A helper's parameters (the dimensions of X it takes) and its
        subscripts of X: a random constant for the peeled dimension."""
        ps = [e for e in range(X.rank) if e != X.peel]
        c = self.rng.randrange(X.dims[X.peel]) if X.peel is not None else 0
        subs = "".join("[s%d]" % e if e != X.peel else "[%d]" % c for e in range(X.rank))
        return ps, subs

    def helper_get(self, X):
        nm = "rd_%s" % X.name
        if nm not in self.g.helpers:
            ps, subs = self.helper_subscripts(X)
            attr = self.rng.choice(["static ", "__attribute__ ((noinline)) static ", "static inline "])
            self.g.helpers[nm] = "%sdouble\n%s (%s)\n{\n  return %s%s;\n}\n" % (
                attr, nm, ", ".join("int s%d" % e for e in ps), X.name, subs)
        return nm

    def helper_put(self, X):
        nm = "wr_%s" % X.name
        if nm not in self.g.helpers:
            ps, subs = self.helper_subscripts(X)
            vt = "int" if X.ctype == "int" else "double"
            attr = self.rng.choice(["", "__attribute__ ((noinline)) "])
            self.g.helpers[nm] = "%sstatic void\n%s (%s, %s val)\n{\n  %s%s = val;\n}\n" % (
                attr, nm, ", ".join("int s%d" % e for e in ps), vt, X.name, subs)
        return nm

    def call_args(self, X, env):
        r = self.rng
        args = []
        for e in range(X.rank):
            if e == X.peel:
                continue
            s = self.sub(X, e, env, False)
            args.append(s)
        return ", ".join(args)

    def stmt(self, env, P, ctx):
        """One statement (a list of lines) in a body whose variables are env."""
        r = self.rng
        k = r.random()
        if k < 0.38:
            return [self.assign(env, P)]
        if k < 0.50:
            x = self.read(env, "double", P)
            return [r.choice(["acc += %s * 0.5;" % x, "acc = acc * 0.5 + %s;" % x,
                              "uacc = uacc * 31u + (unsigned) (%s > 1.0);" % x,
                              "iacc = (iacc + (int) (%s > acc) + 3) & 0xffff;" % x])]
        if k < 0.60 and env and r.random() < 0.15:
            v = r.choice(env)
            out = ["switch (%s %% 3)" % v.name, "  {", "  case 0:", "    " + self.assign(env, P),
                   "    break;", "  case 1:", "    " + self.assign(env, P)]
            if r.random() < 0.5:
                out.append("    break;")
            out += ["  default:", "    " + self.assign(env, P), "  }"]
            return out
        if k < 0.60:
            c = self.cond(env, P)
            out = ["if (%s)" % c, "  " + self.assign(env, P)]
            if r.random() < 0.5:
                out += ["else", "  " + self.assign(env, P)]
            return out
        if k < 0.68 and env:
            # a copy of a counter (or a copy plus a constant: a stencil)
            v = r.choice(env)
            name = "kc%d" % self.ncopy
            self.ncopy += 1
            o = 0 if r.random() < 0.7 else r.choice([1, -1])
            ext_ok = True
            if v.own is not None and o != 0:
                X, e = v.own
                ext_ok = v.lo + o >= 0 and v.hi + o <= X.dims[e] - 1
            if not ext_ok or v.lo + o < 0:
                o = 0
            nv = Var(name, v.lo + o, v.hi + o, v.own if o == 0 else None,
                     v.offs if o == 0 else (0,))
            decl = r.choice(["int", v.ctype]) if o == 0 else "int"
            if r.random() < 0.5:
                line = "%s %s = %s;" % (decl, name, off_str(v.name, o))
            else:
                self.top.append("%s %s;" % (decl, name))
                line = "%s = %s;" % (name, off_str(v.name, o))
            nv.ctype = decl
            env2 = env + [nv]
            body = [self.assign(env2, P) for _ in range(r.randint(1, 2))]
            return ["{", "  " + line] + ["  " + b for b in body] + ["}"]
        if k < 0.74:
            if env and r.random() < 0.6:
                v = r.choice(env)
                if r.random() < 0.5:
                    return ["assert (%s >= %d && %s <= %d);" % (v.name, v.lo, v.name, v.hi)]
                if self.g.opts.lean:
                    return ["if (%s > %d)" % (v.name, v.hi), "  abort ();"]
                return ["if (%s > %d)" % (v.name, v.hi),
                        "  {", "    fprintf (stderr, \"%s out of range\\n\");" % v.name,
                        "    abort ();", "  }"]
            x = self.read(env, "double", P)
            return r.choice([["assert (%s == %s);" % (x, x)],
                             ["if (%s != %s)" % (x, x), "  abort ();"]])
        if k < 0.78 and ctx["loop"]:
            return ["if (%s)" % self.cond(env, P), "  break;"]
        if k < 0.80 and ctx["loop"]:
            return ["if (%s)" % self.cond(env, P), "  return acc + iacc + uacc;"]
        if k < 0.81 and ctx["loop"]:
            if not self.label:
                self.label = "out%d" % self.nloc
                self.nloc += 1
            return ["if (%s)" % self.cond(env, P), "  goto %s;" % self.label]
        if k < 0.84 and ctx["loop"] and not ctx["while"]:
            return ["if (%s)" % self.cond(env, P), "  continue;"]
        if k < 0.95 and self.g.opts.lean:
            return [self.assign(env, P)]
        if k < 0.90:
            X = r.choice(self.g.arrays)
            nm = self.helper_get(X)
            return ["acc += %s (%s) * 0.25;" % (nm, self.call_args(X, env))]
        if k < 0.95:
            X = r.choice(self.g.arrays)
            nm = self.helper_put(X)
            val = self.expr(env, X.ctype, P)
            return ["%s (%s, %s);" % (nm, self.call_args(X, env), val)]
        if k < 0.96 and r.random() < self.g.opts.addr:
            # the array's address taken: refuses its layout, with a warning
            X = r.choice(self.arrs)
            subs = "".join("[%d]" % r.randrange(d) for d in X.dims)
            X.addr_taken = True
            return ["{", "  const %s *pp = &%s%s;" % (X.ctype, X.name, subs),
                    "  acc += *pp;", "}"]
        return [self.assign(env, P)]

    # -- loop nests -----------------------------------------------------

    def counter(self, name, ctype, inline):
        if inline:
            return ctype + " "
        if name in self.fvars and self.fvars[name] != ctype:
            return None
        self.fvars[name] = ctype
        return ""

    def loop_head(self, var, lo, hi, lo_vals, hi_vals, down, nonempty, tri=None):
        """The loop's head and tail: a dict with head, tail lines, kind
        ('for', 'while', 'do'), the counter's type, whether it is declared
        in the loop (inline), and the memory its limit is read from."""
        r = self.rng
        ctype = r.choice(["int"] * 8 + ["long", "unsigned", "short", "size_t",
                                        "signed char", "unsigned char", "long long"])
        if down and ctype in UNSIGNED + ("unsigned char",) and lo < 1:
            ctype = "int"
        # the type is settled before the declaration is written
        if tri and tri[0] == "start" and ctype in ("short", "signed char", "unsigned char"):
            ctype = "int"
        if tri and tri[0] == "limit":
            ctype = "int"
        inline = r.random() < 0.5
        decl = self.counter(var, ctype, inline)
        if decl is None:
            inline = True
            decl = ctype + " "
        k = r.random()
        kind = "while" if k < 0.12 else "do" if (k < 0.18 and nonempty) else "for"
        if tri and tri[0] == "limit":
            # v < w + c (or v >= w + c counting down)
            start = self.value_expr(hi_vals if down else lo_vals)
            if down:
                cmp_ = ">="
                cond = "%s >= %s" % (var, tri[1])
                step = "%s--" % var
            else:
                cmp_ = "<"
                cond = "%s < %s" % (var, tri[1])
                step = r.choice(["%s++" % var, "++%s" % var])
        elif not down:
            start = tri[1] if tri else self.value_expr(lo_vals)
            cmp_ = r.choice(["<", "<", "<=", "<=", "rev"] + ([] if tri else ["!="]))
            if cmp_ in ("<", "!=", "rev"):
                b = self.value_expr([h + 1 for h in hi_vals])
                cond = {"<": "%s < %s", "!=": "%s != %s", "rev": "%s > %s"}[cmp_]
                cond = cond % ((var, b) if cmp_ != "rev" else (b, var))
            else:
                cond = "%s <= %s" % (var, self.value_expr(hi_vals))
            step = r.choice(["%s++" % var, "%s++" % var, "++%s" % var, "%s += 1" % var,
                             "%s = %s + 1" % (var, var)])
        else:
            start = tri[1] if tri else self.value_expr(hi_vals)
            cmp_ = r.choice([">=", ">=", ">"] + ([] if tri else ["!="]))
            if cmp_ == ">=":
                cond = "%s >= %s" % (var, self.value_expr(lo_vals))
            else:
                b = self.value_expr([l - 1 for l in lo_vals])
                cond = "%s %s %s" % (var, cmp_, b)
            step = r.choice(["%s--" % var, "--%s" % var, "%s -= 1" % var])
        mem = self.last_mem
        res = dict(kind=kind, ctype=ctype, inline=inline, mem=mem, cmp=cmp_, down=down, step=step)
        if kind == "while":
            pre = ["%s%s = %s;" % (decl, var, start), "while (%s)" % cond, "  {"]
            res["head"] = (["{"] + pre) if inline else pre
            res["tail"] = ["    %s;" % step, "  }"] + (["}"] if inline else [])
        elif kind == "do":
            pre = ["%s%s = %s;" % (decl, var, start), "do", "  {"]
            res["head"] = (["{"] + pre) if inline else pre
            res["tail"] = ["    %s;" % step, "  }", "while (%s);" % cond] + (["}"] if inline else [])
        else:
            res["head"] = ["for (%s%s = %s; %s; %s)" % (decl, var, start, cond, step), "  {"]
            res["tail"] = ["  }"]
        return res

    def call_values(self, lo, hi, kind):
        """Per-call runtime values of a loop's bounds inside [lo, hi]."""
        r = self.rng
        los, his = [], []
        for c in range(self.ncalls):
            if kind == "vary":
                h = r.randint(min(hi, max(lo + 1, hi - 3)), hi)
                l = r.randint(lo, min(lo + 2, h + 1))
                if lo >= 1 and r.random() < 0.1:
                    l, h = lo, lo - 1           # an empty loop
            else:
                h, l = hi, lo
            los.append(l)
            his.append(h)
        return los, his

    def nest(self, P):
        r = self.rng
        dims = [d for d in range(P.rank) if d != P.peel]
        order = list(dims)
        if r.random() < 0.5:
            r.shuffle(order)
        if r.random() < 0.3 and len(order) > 1:
            order = [d for d in order if r.random() < 0.7] or [order[-1]]
        varnames = ["i", "j", "k", "m", "l", "n"]
        r.shuffle(varnames)
        if r.random() < 0.5:
            varnames = ["k", "j", "i", "m", "l", "n"][:len(order)] + ["l", "n"]
        levels = []
        for li, d in enumerate(order):
            ext = P.dims[d]
            offs = {0}
            for o in (1, -1, 2, -1, 1):
                if r.random() < 0.2:
                    offs.add(o)
            lo_s, hi_s = -min(offs), ext - 1 - max(offs)
            if lo_s > hi_s:
                offs = {0}
                lo_s, hi_s = 0, ext - 1
            if r.random() < 0.6:
                lo, hi = lo_s, hi_s
            else:
                lo = r.randint(lo_s, min(lo_s + 3, hi_s))
                hi = r.randint(max(lo, hi_s - 3), hi_s)
            kind = "loop"
            if li > 0 and r.random() < 0.12:
                kind = "fixed"       # boundary row: v = value inside a loop
            levels.append(dict(d=d, var=varnames[li], lo=lo, hi=hi, offs=sorted(offs), kind=kind))
        self.label = None
        out = self.render_levels(P, levels, 0, [], dict(loop=False, while_=False))
        if r.random() < 0.2:
            # a time-step loop around the nest
            it = "it%d" % self.nloc
            self.nloc += 1
            out = ["for (int %s = 0; %s < %d; %s++)" % (it, it, r.choice([2, 3]), it), "  {"] + \
                ["    " + l for l in out] + ["  }"]
        if self.label:
            out.append("%s:" % self.label)
            out.append("  ;")
        return out

    def sctx(self, ctx):
        return {"loop": ctx["loop"], "while": ctx["while_"]}

    def render_levels(self, P, levels, li, env, ctx):
        r = self.rng
        if li == len(levels):
            return [l for _ in range(r.randint(1, 3)) for l in self.stmt(env, P, self.sctx(ctx))]
        L = levels[li]
        var = L["var"]
        out = []
        if L["kind"] == "fixed":
            # the same value in every iteration of the loop around it
            # (NPB's boundary rows), or a row taken from a table per iteration
            ctype = self.fvars.get(var)
            if ctype is None:
                self.fvars[var] = ctype = "int"
            loops = [v for v in env if v.own is not None and v.lo >= 0]
            if loops and r.random() < 0.25:
                w = loops[-1]
                tbl = "tbl%d" % len(self.g.globals)
                vals = [r.randint(L["lo"], L["hi"]) for _ in range(w.hi + 1)]
                self.g.globals.append("%sint %s[%d] = { %s };" % (
                    r.choice(["static ", ""]), tbl, w.hi + 1, ", ".join(map(str, vals))))
                vals = vals[w.lo:w.hi + 1]
                out.append("%s = %s[%s];" % (var, tbl, w.name))
            else:
                vals = [r.randint(L["lo"], L["hi"])] * self.ncalls
                if r.random() < 0.3:
                    vals = [r.randint(L["lo"], L["hi"]) for _ in range(self.ncalls)]
                out.append("%s = %s;" % (var, self.value_expr(vals)))
            lo, hi = min(vals), max(vals)
            v = Var(var, lo, hi, (P, L["d"]),
                    tuple(o for o in L["offs"] if lo + o >= 0 and hi + o < P.dims[L["d"]]) or (0,),
                    ctype)
            env2 = env + [v]
            pre = [l for _ in range(r.randint(0, 1)) for l in self.stmt(env2, P, self.sctx(ctx))]
            return out + pre + self.render_levels(P, levels, li + 1, env2, ctx)
        down = r.random() < 0.25
        kind = "vary" if r.random() < 0.3 else "fixed"
        los, his = self.call_values(L["lo"], L["hi"], kind)
        nonempty = all(l <= h for l, h in zip(los, his))
        self.last_mem = None
        tri = None
        outer = [w for w in env if w.lo >= 0 and w.ctype == "int"]
        if outer and r.random() < 0.2:
            w = r.choice(outer)
            if r.random() < 0.6:
                # start at an outer counter: up, w + c in [lo, hi + 1]; down, in [lo - 1, hi]
                if not down:
                    cs = range(L["lo"] - w.lo, L["hi"] + 1 - w.hi + 1)
                else:
                    cs = range(L["lo"] - 1 - w.lo, L["hi"] - w.hi + 1)
                cs = [c for c in cs if w.lo + c >= 0]
                if cs:
                    c = r.choice(cs)
                    tri = ("start", off_str(w.name, c))
                    nonempty = False
            else:
                # limit at an outer counter: up, v < w + c needs w.hi + c - 1 <= hi
                if not down:
                    cs = [c for c in range(-2, L["hi"] + 2 - w.hi) if w.lo + c >= 0]
                else:
                    cs = [c for c in range(L["lo"] - w.lo, 3) if w.lo + c >= 0]
                if cs:
                    c = r.choice(cs)
                    tri = ("limit", off_str(w.name, c))
                    nonempty = False
        H = self.loop_head(var, L["lo"], L["hi"], los, his, down, nonempty, tri)
        v = Var(var, L["lo"], L["hi"], (P, L["d"]), tuple(L["offs"]), H["ctype"])
        env2 = env + [v]
        ctx2 = dict(loop=True, while_=H["kind"] != "for")
        body = []
        pre = []
        post = []
        if H["mem"] and H["cmp"] != "!=" and r.random() < 0.15 and \
                (H["down"] or H["ctype"] not in UNSIGNED + ("unsigned char",)):
            # the loop moves its own limit (read from memory) towards its
            # start: it ends earlier, and the limit is read in every
            # iteration; the old value is put back after the loop
            # (set again before the loop: a jump out of it skips the restore)
            m, val = H["mem"]
            pre = ["%s = %d;" % (m, val)]
            body.append("%s = %s %s 1;" % (m, m, "+" if H["down"] else "-"))
            post = ["%s = %d;" % (m, val)]
        for _ in range(r.choice([0, 0, 0, 1, 2])):
            body += self.stmt(env2, P, self.sctx(ctx2))
        body += self.render_levels(P, levels, li + 1, env2, ctx2)
        if li + 1 < len(levels) and r.random() < 0.15:
            # a sibling of the inner loop, over the same dimensions
            body += self.render_levels(P, levels, li + 1, env2, ctx2)
        for _ in range(r.choice([0, 0, 0, 1])):
            body += self.stmt(env2, P, self.sctx(ctx2))
        sh = -1 if H["down"] else 1
        moved = Var(var, v.lo + sh, v.hi + sh, None, (0,), H["ctype"])
        k = r.random()
        mid = False
        if H["kind"] != "for" and k < 0.3:
            mid = True
            # the step in the middle of the body: what follows sees the next value
            tail = H["tail"]
            assert tail[0].strip() == H["step"] + ";"
            H["tail"] = tail[1:]
            body.append(H["step"] + ";")
            for _ in range(r.randint(1, 2)):
                body += self.stmt(env + [moved], P, dict(loop=False, **{"while": True}))
        elif k < 0.08 and not (H["down"] and H["ctype"] in UNSIGNED + ("unsigned char",) and v.lo < 1):
            # the counter moved and moved back within the iteration
            body.append("{")
            if r.random() < 0.5:
                body.append("  %s %s;" % (var, "--" if H["down"] else "++"))
                body += ["  " + l for l in self.stmt(env + [moved], P, dict(loop=False, **{"while": True}))]
                body.append("  %s %s;" % (var, "++" if H["down"] else "--"))
            else:
                # through a pointer: the counter's address is taken
                body.append("  %s *pc = &%s;" % (H["ctype"], var))
                body.append("  (*pc)%s;" % ("--" if H["down"] else "++"))
                body += ["  " + l for l in self.stmt(env + [moved], P, dict(loop=False, **{"while": True}))]
                body.append("  (*pc)%s;" % ("++" if H["down"] else "--"))
            body.append("}")
        if not mid and r.random() < 0.06 and H["cmp"] in ("<", "<=", "rev", ">=", ">") and \
                not (H["down"] and H["ctype"] in UNSIGNED + ("unsigned char",)):
            # the counter skips an iteration: changed in the body, not only by the step
            body += ["if (%s)" % self.cond(env2, P), "  %s%s;" % (var, "--" if H["down"] else "++")]
        if not H["inline"] and r.random() < 0.3:
            # the counter's value after the loop
            post.append(r.choice(["acc += (double) %s * 0.5;" % var,
                                  "iacc = (iacc + (int) %s) & 0xffff;" % var]))
        return pre + H["head"] + ["    " + b for b in body] + H["tail"] + post

    def generate(self):
        r = self.rng
        if r.random() < self.g.opts.locals:
            a = Arr("t%d" % int(self.name[4:]), r.choice(["double", "double", "float", "int"]),
                    self.g.gen_dims(r.randint(2, 3)), True, None)
            if r.random() < 0.2:
                small = [d for d in range(a.rank) if 2 <= a.dims[d] <= 6]
                if small:
                    a.peel = small[-1]
            a.storage = r.choice(["auto", "auto", "static"])
            if r.random() < 0.85:
                a.spec, a.specnames = self.g.gen_spec(a)
            self.locals.append(a)
            self.arrs.append(a)
        body = []
        for _ in range(r.randint(1, 3)):
            P = r.choice(self.arrs)
            body += self.nest(P)
        self.body = body


def render_init(a, rng):
    """Whole-array initialisation, element by element."""
    return ["static void", "init_%s (void)" % a.name, "{"] + init_body(a, rng) + ["}"]


def init_body(a, rng):
    lines = []
    loops = [d for d in range(a.rank) if d != a.peel]
    if rng.random() < 0.4:
        rng.shuffle(loops)
    vn = {d: "i%d" % d for d in range(a.rank)}
    ind = "  "
    for d in loops:
        if rng.random() < 0.25:
            lines.append("%sfor (int %s = %d; %s >= 0; %s--)" % (ind, vn[d], a.dims[d] - 1, vn[d], vn[d]))
        else:
            lines.append("%sfor (int %s = 0; %s < %d; %s++)" % (ind, vn[d], vn[d], a.dims[d], vn[d]))
        ind += "  "
    coefs = [rng.choice([0.25, -0.125, 0.5, 0.0625, 1.0]) for _ in range(a.rank)]
    pv = range(a.dims[a.peel]) if a.peel is not None else [None]
    if a.peel is not None:
        lines.append(ind + "{")
        ind += "  "
    for c in pv:
        subs = "".join("[%s]" % (vn[d] if d != a.peel else c) for d in range(a.rank))
        idx = [vn[d] if d != a.peel else str(c) for d in range(a.rank)]
        if a.ctype == "int":
            val = "(%s) & 1023" % " + ".join("%s * %d" % (idx[d], 3 + 2 * d) for d in range(a.rank))
        else:
            f = "f" if a.ctype == "float" else ""
            val = "1.0%s + %s" % (f, " + ".join("%s * %s%s" % (idx[d], repr(coefs[d]), f) for d in range(a.rank)))
        lines.append("%s%s%s = %s;" % (ind, a.name, subs, val))
    if a.peel is not None:
        lines.append(ind[:-2] + "}")
    return lines


def element_nest(a, ind, lines):
    """Appends to LINES the loops i0, i1, ... over A's dimensions but the
    peeled one, in order, from indentation IND; returns the body's."""
    for d in range(a.rank):
        if d != a.peel:
            lines.append("%sfor (int i%d = 0; i%d < %d; i%d++)" % (ind, d, d, a.dims[d], d))
            ind += "  "
    return ind


def element_subscripts(a):
    """The subscripts of A's elements in element_nest's body: one list per
    constant of the peeled dimension (one list without a peel)."""
    consts = range(a.dims[a.peel]) if a.peel is not None else [None]
    return [["i%d" % d if d != a.peel else str(c) for d in range(a.rank)]
            for c in consts]


def local_sum(a, kname):
    """A hash of every element's bits, printed by the kernel."""
    lines = ["{", "  unsigned long long h = 0;"]
    ind = element_nest(a, "  ", lines)
    lines.append(ind + "{")
    for idx in element_subscripts(a):
        ref = "%s%s" % (a.name, "".join("[%s]" % x for x in idx))
        if a.ctype == "int":
            lines.append("%s  h = h * 1000003u + (unsigned) %s;" % (ind, ref))
        else:
            ut = "unsigned long long" if a.ctype == "double" else "unsigned"
            lines.append("%s  { union { %s x; %s u; } cv; cv.x = %s; h = h * 1000003u + cv.u; }"
                         % (ind, a.ctype, ut, ref))
    lines.append(ind + "}")
    lines.append('  printf ("%s %s %%llx\\n", h);' % (kname, a.name))
    lines.append("}")
    return lines


def render_dump(a):
    lines = ["static void", "dump_%s (void)" % a.name, "{"]
    ind = element_nest(a, "  ", lines)
    if a.peel is not None:
        lines.append(ind + "{")
        ind += "  "
    for idx in element_subscripts(a):
        subs = "".join("[%s]" % x for x in idx)
        fmt = "%d" if a.ctype == "int" else "%a"
        val = "%s%s" % (a.name, subs) if a.ctype == "int" else "(double) %s%s" % (a.name, subs)
        lines.append('%sprintf ("%s%s %s\\n", %s, %s);' % (
            ind, a.name, " %d" * a.rank, fmt, ", ".join(idx), val))
    if a.peel is not None:
        lines.append(ind[:-2] + "}")
    lines.append("}")
    return lines


def static_init(a, rng):
    """A partial brace initializer (moved element by element by the pass)."""
    def rec(d, idx):
        if d == a.rank:
            if a.ctype == "int":
                return str(rng.randint(0, 99))
            return repr(rng.choice([0.5, 1.25, -2.0, 3.0, 0.125]))
        n = rng.randint(1, min(a.dims[d], 3))
        return "{ " + ", ".join(rec(d + 1, idx + [i]) for i in range(n)) + " }"
    return rec(0, [])


def gen_program(seed, opts):
    rng = random.Random(seed)
    g = Gen(rng, opts)
    g.gen_arrays()
    g.gen_specs()
    kernels = []
    for ki in range(rng.randint(2, 4)):
        k = Kernel(g, "kern%d" % ki)
        k.generate()
        kernels.append(k)
    out = ["/* generated by fuzz-c-layout.py, seed %d */" % seed,
           "#include <assert.h>", "#include <stdio.h>", "#include <stdlib.h>", ""]
    specs = [a.spec for a in g.arrays if a.spec]
    # tile sizes from macros (the pragma is macro-expanded)
    shown = []
    for sp in specs:
        if rng.random() < 0.2:
            def mac(m):
                name = "VLEN%d" % len(out)
                out.append("#define %s %s" % (name, m.group(2)))
                return m.group(1) + name + m.group(3)
            sp = re.sub(r"(STRIP_MINE\(\w+, )(\d+)(, \w+\))", mac, sp)
        shown.append(sp)
    if len(shown) > 1 and rng.random() < 0.15:
        shown = ["; ".join(shown)]
    pragma = ["#ifndef NO_LAYOUT"] + ["#pragma array_transform " + sp for sp in shown] + ["#endif"]
    where = rng.choice(["after"] * 6 + ["before"] * 2 + ["function"] * 2)
    if where == "before":
        out += pragma
    for a in g.arrays:
        decl = "%s%s %s%s" % ("static " if a.static else "", a.ctype, a.name,
                              "".join("[%d]" % d for d in a.dims))
        if a.static_init:
            decl += " = " + static_init(a, rng)
        out.append(decl + ";")
    out.append("")
    if where == "after":
        out += pragma
    out.append("")
    out += g.globals
    out.append("struct grid_s { int %s; };" % (", ".join(n for n, _ in g.fields) or "dummy"))
    out.append("%sstruct grid_s grid = { %s };" % (rng.choice(["static ", ""]),
                                                    ", ".join(str(v) for _, v in g.fields) or "0"))
    out.append("struct grid_s *pgrid = &grid;")
    gp = g.gp or [0]
    out.append("int gp[%d] = { %s };" % (len(gp), ", ".join(str(v) for v in gp)))
    out.append("")
    for nm in sorted(g.helpers):
        out.append(g.helpers[nm])
    for k in kernels:
        attr = rng.choice(["", "", "__attribute__ ((noinline)) ", "__attribute__ ((noipa)) "])
        ps = ", ".join("int %s" % p for p, _ in k.params) or "void"
        out.append("%sstatic double" % attr)
        out.append("%s (%s)" % (k.name, ps))
        out.append("{")
        out.append("  double acc = 0.0;")
        out.append("  int iacc = 0;")
        out.append("  unsigned uacc = 0;")
        if where == "function" and k is kernels[0]:
            out += pragma
        byt = collections.defaultdict(list)
        for v, t in sorted(k.fvars.items()):
            byt[t].append(v)
        for t in sorted(byt):
            out.append("  %s %s;" % (t, ", ".join(byt[t])))
        for t in k.top:
            out.append("  " + t)
        for a in k.locals:
            decl = "%s%s %s%s" % ("static " if a.storage == "static" else "", a.ctype, a.name,
                                  "".join("[%d]" % d for d in a.dims))
            a.static_init = rng.random() < 0.25
            if a.static_init:
                decl += " = " + static_init(a, rng)
            out.append("  " + decl + ";")
            if a.spec:
                out += ["#ifndef NO_LAYOUT", "#pragma array_transform " + a.spec, "#endif"]
                specs.append(a.spec)
            if not a.static_init or rng.random() < 0.3:
                out += ["  " + l for l in init_body(a, rng)]
        for l in k.body:
            out.append("  " + l)
        for a in k.locals:
            out += ["  " + l for l in local_sum(a, k.name)]
        out.append("  return acc + iacc + uacc;")
        out.append("}")
        out.append("")
    for a in g.arrays:
        if not a.static_init or rng.random() < 0.5:
            out += render_init(a, rng)
            a.has_init = True
        else:
            a.has_init = False
        out += render_dump(a)
        out.append("")
    out.append("int")
    out.append("main (void)")
    out.append("{")
    for s in g.main_set:
        out.append("  " + s)
    for a in g.arrays:
        if a.has_init:
            out.append("  init_%s ();" % a.name)
    order = []
    for k in kernels:
        for c in range(k.ncalls):
            order.append((k, c))
    rng.shuffle(order)
    for k, c in order:
        args = ", ".join(str(vals[c]) for _, vals in k.params)
        out.append('  printf ("%s %%a\\n", %s (%s));' % (k.name, k.name, args))
    for a in g.arrays:
        out.append("  dump_%s ();" % a.name)
    out.append("  return 0;")
    out.append("}")
    info = dict(invalid=g.invalid, where=where, invalid_array=getattr(g, "invalid_array", None), trust=g.trust, specs=specs,
                addr=[a.name for a in g.arrays if a.addr_taken and a.spec],
                public=[a.name for a in g.arrays if not a.static and a.spec])
    return "\n".join(out) + "\n", info


# ---------------------------------------------------------------------------
# Running


def run(cmd, cwd, timeout):
    """(exit status or "timeout", stdout, stderr) of CMD run in CWD."""
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout,
                           errors="replace")
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return "timeout", "", ""


WARN_NORMALISE = [
    (re.compile(r"iteration \d+ invokes"), "iteration N invokes"),
    (re.compile(r"‘[^’]*’|'[^']*'"), "'X'"),
    (re.compile(r"depth \d+"), "depth D"),
    (re.compile(r"\(line \d+\)"), ""),
]


def warning_kind(line):
    m = re.search(r"warning: (.*)$", line)
    if not m:
        return None
    t = m.group(1)
    t = re.sub(r"^hyperlane: ", "", t)
    if "not changed:" in t:
        reason = t.split("not changed:", 1)[1].strip()
        reason = re.sub(r"[‘’']", "'", reason)
        reason = re.sub(r"'[^']*'", "'X'", reason)
        return "layout not changed: " + reason[:80]
    m2 = re.search(r"not strip-mined to match .*? \((.*)\): its subscripts", t)
    if m2:
        return "loop not strip-mined (%s)" % re.sub(r"[‘’']", "'", m2.group(1))[:80]
    m2 = re.search(r"strip-mined, but its subscripts .*? keep a division \((.*)\)", t)
    if m2:
        return "loop strip-mined, keeps a division (%s)" % re.sub(r"[‘’']", "'", m2.group(1))[:80]
    if "unknown pragma" in t or "-Wunknown-pragmas" in t:
        return None
    for rx, rep in WARN_NORMALISE:
        t = rx.sub(rep, t)
    return "other: " + t[:100]


def first_diff(a, b):
    la, lb = a.splitlines(), b.splitlines()
    for i in range(max(len(la), len(lb))):
        x = la[i] if i < len(la) else "<end>"
        y = lb[i] if i < len(lb) else "<end>"
        if x != y:
            ndiff = sum(1 for j in range(min(len(la), len(lb))) if la[j] != lb[j]) + abs(len(la) - len(lb))
            return "line %d: layout '%s', reference '%s' (%d lines differ)" % (i + 1, x, y, ndiff)
    return None


class Runner:
    def __init__(self, args):
        self.a = args
        self.lock = threading.Lock()
        self.stop = False
        self.stats = collections.Counter()
        self.warns = collections.Counter()
        self.failures = []

    def opt_flags(self, rng):
        if re.search(r"(^|\s)-O", self.a.flags):
            return []
        k = rng.random()
        if k < 0.6:
            return ["-O2"]
        if k < 0.72:
            return ["-O3"]
        if k < 0.87:
            return ["-O3", "-march=native"]
        if k < 0.94:
            return ["-O1"]
        return ["-O0"]

    def case(self, idx):
        if self.stop:
            return
        a = self.a
        seed = a.seed * 1000003 + idx
        src, info = gen_program(seed, a)
        orng = random.Random(seed ^ 0x5eed)
        opt = ["-O2"] if a.fixed_opt else self.opt_flags(orng)
        work = tempfile.mkdtemp(prefix="cfz-", dir=a.tmp)
        try:
            self.do_case(idx, seed, src, info, opt, work)
        finally:
            if not a.keep_tmp:
                shutil.rmtree(work, ignore_errors=True)

    def do_case(self, idx, seed, src, info, opt, work):
        a = self.a
        f = os.path.join(work, "case.c")
        with open(f, "w") as fh:
            fh.write(src)
        extra = a.flags.split()
        link = ["-lm"]
        base = [a.cc] + opt + ["-ffp-contract=off"] + extra
        plug = ["-fplugin=" + a.plugin, "-fplugin-arg-hyperlane-verify"]
        if info["trust"]:
            plug.append("-fplugin-arg-hyperlane-layout-trust")
        hl_cmd = base + plug + ["-fplugin-arg-hyperlane-dump=layout-details=case.dump",
                                "case.c", "-o", "case.hl"] + link
        ref_cmd = base + ["-Wno-unknown-pragmas", "-DNO_LAYOUT", "case.c", "-o", "case.ref"] + link
        if a.check_ub:
            # the generator's own check: the reference under ASan and UBSan
            ub_cmd = [a.cc, "-O0", "-g", "-fsanitize=address,undefined", "-fno-sanitize-recover=all",
                      "-Wno-unknown-pragmas", "-DNO_LAYOUT", "case.c", "-o", "case.ub"] + link
            rc, _, err = run(ub_cmd, work, a.compile_timeout)
            why = None
            if rc != 0:
                why = "sanitized reference build failed: " + err[-800:]
            else:
                r = run(["./case.ub"], work, a.run_timeout)
                if r[0] != 0 or "runtime error" in r[2]:
                    why = "sanitized reference run failed (rc %s): %s" % (r[0], r[2][-800:])
            with self.lock:
                self.stats["cases"] += 1
                if why:
                    self.stats["failed"] += 1
                    self.stats["fail_generator"] += 1
                    print("case %d (seed %d) FAILED [generator]: %s" % (idx, seed, why), flush=True)
            return
        rc0, _, err0 = run(hl_cmd, work, a.compile_timeout)
        rc1, _, err1 = run(ref_cmd, work, a.compile_timeout)
        why = None
        kind = None
        dump = ""
        if os.path.exists(os.path.join(work, "case.dump")):
            dump = open(os.path.join(work, "case.dump"), errors="replace").read()
        warns = collections.Counter()
        for line in err0.splitlines():
            k = warning_kind(line)
            if k:
                warns[k] += 1
        transformed = len(re.findall(r"layout of '[^']*' changed by", dump))
        stripped = len(re.findall(r"^strip-mined loop", dump, re.M))
        if rc1 != 0:
            kind, why = "generator", "reference build failed (%s): %s" % (rc1, err1[-1500:])
        elif "internal compiler error" in err0 or "Segmentation fault" in err0 or \
                (rc0 not in (0, 1) and rc0 != "timeout" and info["invalid"] is None):
            kind, why = "ice", "compiler crashed (rc %s): %s" % (rc0, err0[-2500:])
        elif rc0 == "timeout":
            kind, why = "compile-timeout", "plugin compile timed out"
        elif info["invalid"]:
            masked = re.search(r"layout of .%s. not changed: it is visible to other translation units"
                               % re.escape(info["invalid_array"] or "?"), err0)
            if rc0 == 0 and masked:
                # the visibility refusal drops the array before its uses
                # are checked, PEEL's among them (docs/testing.md)
                pass
            elif rc0 == 0:
                kind, why = "invalid-accepted", "invalid spec (%s) compiled without error" % info["invalid"]
            elif "error:" not in err0:
                kind, why = "invalid-unclean", "invalid spec (%s): failed without a clean error: %s" % (
                    info["invalid"], err0[-1500:])
        elif rc0 != 0:
            kind, why = "error", "build with the plugin failed: %s" % err0[-2500:]
        if why is None and not info["invalid"]:
            r1 = run(["./case.ref"], work, a.run_timeout)
            if r1[0] != 0 or "runtime error" in r1[2] or "Sanitizer" in r1[2]:
                kind, why = "generator", "reference run failed (rc %s): %s" % (r1[0], r1[2][-1500:])
            else:
                r0 = run(["./case.hl"], work, a.run_timeout)
                if r0[0] == "timeout":
                    kind, why = "run-timeout", "layout binary timed out"
                elif r0[0] != 0:
                    kind, why = "run-crash", "layout binary exited with %s: %s" % (r0[0], r0[2][-800:])
                elif ("runtime error" in r0[2]) != ("runtime error" in r1[2]):
                    kind, why = "sanitizer", "sanitizer report only in the layout binary: %s" % r0[2][-800:]
                elif r0[1] != r1[1]:
                    kind = "mismatch"
                    why = "output differs: " + first_diff(r0[1], r1[1])
                    # plugin without the pragmas: a vectorizer bug or a layout bug?
                    tri = base + plug + ["-DNO_LAYOUT", "case.c", "-o", "case.nl"] + link
                    rc2, _, _ = run(tri, work, a.compile_timeout)
                    if rc2 == 0:
                        r2 = run(["./case.nl"], work, a.run_timeout)
                        if r2[1] == r1[1]:
                            why += "; plugin without the pragmas agrees with the reference (a layout bug)"
                        else:
                            why += "; plugin without the pragmas differs too (not the layout pass)"
        with self.lock:
            self.stats["cases"] += 1
            self.stats["arrays_transformed"] += transformed
            self.stats["loops_strip_mined"] += stripped
            self.stats["arrays_specified"] += len(info["specs"])
            for k, n in warns.items():
                self.warns[k] += n
            if info["invalid"] and why is None and rc0 == 0:
                self.stats["invalid_masked"] += 1
            elif info["invalid"] and why is None:
                self.stats["invalid_rejected"] += 1
            elif why is None:
                if any(k.startswith("layout not changed") for k in warns):
                    self.stats["some_refused"] += 1
                else:
                    self.stats["all_applied"] += 1
            if why:
                self.stats["failed"] += 1
                self.stats["fail_" + kind] += 1
                self.failures.append((idx, kind, why))
                print("case %d (seed %d, %s) FAILED [%s]: %s" % (idx, seed, " ".join(opt), kind, why),
                      flush=True)
                if a.out:
                    os.makedirs(a.out, exist_ok=True)
                    q = lambda c: " ".join("'%s'" % x if re.search(r"[ ;\[\]>]", x) else x for x in c)
                    head = ["/* fuzz-c-layout.py case %d, --seed %d (program seed %d): %s" % (
                        idx, a.seed, seed, kind),
                        "   " + why.replace("*/", "* /")[:1500].replace("\n", "\n   "),
                        "   layout:    " + q(hl_cmd),
                        "   reference: " + q(ref_cmd),
                        "   then: ./case.hl > hl.out; ./case.ref > ref.out; cmp hl.out ref.out  */", ""]
                    name = "case%d-s%d" % (idx, a.seed)
                    with open(os.path.join(a.out, name + ".c"), "w") as fh:
                        fh.write("\n".join(head) + src)
                    if dump:
                        with open(os.path.join(a.out, name + ".dump"), "w") as fh:
                            fh.write(dump)
                if not a.keep_going:
                    self.stop = True
            elif a.verbose:
                print("case %d ok: %d transformed, %d strip-mined, %s" % (
                    idx, transformed, stripped, dict(warns)), flush=True)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--count", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--keep-going", action="store_true", help="go on after a failure")
    p.add_argument("--flags", default="",
                   help="more options for both builds (and the link), e.g. "
                        "'-fsanitize=bounds' or '-O3 -march=native' (an -O here "
                        "replaces the random optimization level)")
    p.add_argument("--out", help="keep failing cases in DIR as reproducers")
    p.add_argument("--plugin", default=DEFAULT_PLUGIN)
    p.add_argument("--cc", default="gcc-12")
    p.add_argument("--jobs", type=int, default=2, help="cases at once (default 2)")
    p.add_argument("--invalid", type=float, default=0.05,
                   help="share of cases with a deliberately invalid spec (default 0.05)")
    p.add_argument("--lean", action="store_true",
                   help="fewer things that stop strip-mining (no int arrays, no helper "
                        "calls, mixf const, no fprintf before abort): more loops strip-mined")
    p.add_argument("--locals", type=float, default=0.25,
                   help="chance that a function has a local array with a pragma of its own")
    p.add_argument("--addr", type=float, default=0.3,
                   help="chance of an address-taking use where one is drawn")
    p.add_argument("--fixed-opt", action="store_true", help="always -O2 (unless --flags has -O)")
    p.add_argument("--check-ub", action="store_true",
                   help="check the generator only: build and run each reference under "
                        "-fsanitize=address,undefined (no plugin build)")
    p.add_argument("--emit", type=int, metavar="K", help="print case K's program and exit")
    p.add_argument("--only", type=int, metavar="K", help="run case K only")
    p.add_argument("--verbose", "-v", action="store_true")
    p.add_argument("--keep-tmp", action="store_true")
    p.add_argument("--tmp", default=None)
    p.add_argument("--compile-timeout", type=int, default=300)
    p.add_argument("--run-timeout", type=int, default=20)
    a = p.parse_args()
    if a.emit is not None:
        src, info = gen_program(a.seed * 1000003 + a.emit, a)
        sys.stdout.write(src)
        print("/* %s */" % info)
        return 0
    if not os.path.exists(a.plugin):
        p.error("no plugin at %s" % a.plugin)
    r = Runner(a)
    cases = [a.only] if a.only is not None else range(a.count)
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, a.jobs)) as ex:
        list(ex.map(r.case, cases))
    s = r.stats
    print("%d cases: %d with every layout applied, %d with a layout refused (warning), "
          "%d invalid specs rejected cleanly (+%d only refused as public); "
          "%d arrays transformed of %d specified, %d loops strip-mined; %d failed"
          % (s["cases"], s["all_applied"], s["some_refused"], s["invalid_rejected"], s["invalid_masked"],
             s["arrays_transformed"], s["arrays_specified"], s["loops_strip_mined"], s["failed"]))
    for k, n in sorted(r.warns.items(), key=lambda x: -x[1]):
        print("  warning %4d: %s" % (n, k))
    for k in sorted(s):
        if k.startswith("fail_"):
            print("  failed %4d: %s" % (s[k], k[5:]))
    return 1 if s["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
