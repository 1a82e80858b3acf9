#!/usr/bin/env python3
"""Differential fuzzing of the layout pass on Fortran arrays
(docs/layout.md section 9): random explicit-shape arrays (module
variables, COMMON members, locals) with random lower bounds, random loop
nests over them with constant field subscripts and stencil offsets, and a
random layout (INTERCHANGE, STRIP_MINE, PAD, PEEL).  Each program is built
twice, once with the layout (unit 0) and once without (unit 1, renamed);
its main program compares the two bit for bit.  A build that refuses the
layout (a warning) is counted, not failed; an ICE, an error or a
mismatch is a failure.

  scripts/fuzz-fortran-layout.py [--count N] [--seed S] [--keep DIR]

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def gen_array(rng, name):
    rank = rng.randint(2, 4)
    dims = []
    for d in range(rank):
        lb = rng.choice([0, 1, 1, -1, 2])
        ext = rng.randint(2, 5) if d == 0 else rng.randint(2, 9)
        dims.append((lb, lb + ext - 1))
    return {"name": name, "dims": dims}


def decl(a):
    return "%s(%s)" % (a["name"], ", ".join("%d:%d" % d for d in a["dims"]))


def gen_layout(rng, a):
    """A random spec in Fortran form over the array's dimension names."""
    rank = len(a["dims"])
    names = ["d%d" % d for d in range(rank)]
    cur = list(reversed(names))      # C order, outermost first
    sizes = {n: a["dims"][i][1] - a["dims"][i][0] + 1 for i, n in enumerate(names)}
    acts = []
    fresh = 0
    for _ in range(rng.randint(1, 3)):
        kind = rng.choice(["interchange", "interchange", "strip", "pad"])
        if kind == "interchange":
            x, y = rng.sample(cur, 2)
            acts.append("INTERCHANGE(%s, %s)" % (x, y))
            i, j = cur.index(x), cur.index(y)
            cur[i], cur[j] = cur[j], cur[i]
        elif kind == "strip":
            cands = [n for n in cur if sizes.get(n, 0) >= 2 and n in names[1:]]
            if not cands:
                continue
            x = rng.choice(cands)
            t = rng.randint(2, sizes[x])
            n = "t%d" % fresh
            fresh += 1
            acts.append("STRIP_MINE(%s, %d, %s)" % (x, t, n))
            cur.insert(cur.index(x) + 1, n)
            sizes[n] = t
            sizes[x] = (sizes[x] + t - 1) // t
        else:
            x = rng.choice(cur)
            pad = rng.choice([1, 2, -1, -3])
            acts.append("PAD(%s, %d)" % (x, pad))
            sizes[x] = sizes.get(x, 1) + abs(pad)
    if rng.random() < 0.3 and "d0" in cur:
        e = sizes["d0"]
        if e >= 2:
            acts.append("PEEL(d0, %d)" % rng.choice([1, -1, e - 1]))
    if not acts:
        acts.append("INTERCHANGE(%s, %s)" % (cur[0], cur[-1]))
    return "%s(%s) -> %s" % (a["name"], ", ".join(names), " -> ".join(acts))


def gen_nest(rng, arrays, n_stmts):
    """A loop nest over dims 1.. of the first array's shape, statements
    with constant subscripts in dim 0 and offsets elsewhere."""
    a0 = arrays[0]
    rank = len(a0["dims"])
    loops = list(range(1, rank))
    rng.shuffle(loops)
    # Offsets kept small; loop ranges shrunk so every access is in bounds.
    offs = {}
    stmts = []
    for _ in range(n_stmts):
        refs = []
        for k in range(3):
            a = rng.choice([x for x in arrays if len(x["dims"]) == rank]) if k else a0
            subs = [str(rng.randint(a["dims"][0][0], a["dims"][0][1]))]
            for d in range(1, rank):
                o = rng.choice([0, 0, 0, 1, -1])
                offs.setdefault(d, set()).add(o)
                subs.append("v%d" % d + ("" if o == 0 else "%+d" % o))
            refs.append("%s(%s)" % (a["name"], ", ".join(subs)))
        stmts.append("%s = %s * 0.5d0 + %s - dble(v%d)" % (refs[0], refs[1], refs[2],
                                                           rng.randint(1, rank - 1)))
    # Every array of this rank has the same dims (same shapes, see main).
    lines = []
    ind = "  "
    for d in loops:
        lb, ub = a0["dims"][d]
        lo = lb + max(0, -min(offs.get(d, {0})))
        hi = ub - max(0, max(offs.get(d, {0})))
        if lo > hi:
            return []
        # A bound read from memory hides the loop's range from the pass.
        top = "(hid + %d)" % hi if rng.random() < 0.4 else str(hi)
        if rng.random() < 0.2:
            lines.append("%sdo v%d = %s, %d, -1" % (ind, d, top, lo))
        else:
            lines.append("%sdo v%d = %d, %s" % (ind, d, lo, top))
        ind += "  "
    for s in stmts:
        lines.append(ind + s)
    for _ in loops:
        ind = ind[:-2]
        lines.append(ind + "end do")
    return lines


def gen_program(rng):
    shape = gen_array(rng, "a")
    arrays = [dict(shape, name=n) for n in ("a", "b", "c")]
    kinds = ["module", "common", "local"] + (["module_alloc", "local_alloc"] if ALLOC else [])
    kind = {n: rng.choice(kinds) for n in ("a", "b", "c")}
    specs = [gen_layout(rng, x) for x in arrays if rng.random() < 0.8] or [gen_layout(rng, arrays[0])]
    rank = len(shape["dims"])
    body = []
    for _ in range(rng.randint(1, 3)):
        body += gen_nest(rng, arrays, rng.randint(1, 3))
    mod = [decl(x) for x in arrays if kind[x["name"]] == "module"]
    com = [decl(x) for x in arrays if kind[x["name"]] == "common"]
    loc = [decl(x) for x in arrays if kind[x["name"]] == "local"]
    deferred = lambda x: "%s(%s)" % (x["name"], ", ".join(":" * len(x["dims"])))
    mal = [deferred(x) for x in arrays if kind[x["name"]] == "module_alloc"]
    lal = [deferred(x) for x in arrays if kind[x["name"]] == "local_alloc"]
    alc = [decl(x) for x in arrays if kind[x["name"]].endswith("_alloc")]
    vs = ", ".join("v%d" % d for d in range(1, rank))
    n = 1
    for lb, ub in shape["dims"]:
        n *= ub - lb + 1

    def unit(sfx):
        out = ["module fzm%s" % sfx, "  implicit none", "  integer :: hid = 0"]
        if mod:
            out.append("  double precision :: " + ", ".join(mod))
        if mal:
            out.append("  double precision, allocatable :: " + ", ".join(mal))
        out += ["end module", "", "subroutine work%s (res)" % sfx, "  use fzm%s" % sfx,
                "  implicit none", "  double precision res(%d)" % (3 * n),
                "  integer :: %s" % vs]
        if com:
            out.append("  double precision " + ", ".join(com))
            out.append("  common /fzc%s/ %s" % (sfx, ", ".join(
                x["name"] for x in arrays if kind[x["name"]] == "common")))
        if loc:
            out.append("  double precision " + ", ".join(loc))
        if lal:
            out.append("  double precision, allocatable :: " + ", ".join(lal))
        if alc:
            out.append("  allocate (" + ", ".join(alc) + ")")
        # Fill every element by explicit loops (no array expressions).
        # Constant subscripts in the first dimension (PEEL needs them).
        for x in arrays:
            ind = "  "
            for d in range(rank - 1, 0, -1):
                out.append("%sdo v%d = %d, %d" % (ind, d, x["dims"][d][0], x["dims"][d][1]))
                ind += "  "
            for kk in range(x["dims"][0][0], x["dims"][0][1] + 1):
                subs = ", ".join([str(kk)] + ["v%d" % d for d in range(1, rank)])
                out.append("%s%s(%s) = 1.0d0 + 0.25d0 * (%d) + 0.125d0 * (%s)%s" % (
                    ind, x["name"], subs, kk, " + ".join("v%d" % d for d in range(1, rank)),
                    " * 2" if x["name"] == "b" else ""))
            for d in range(rank - 1):
                ind = ind[:-2]
                out.append(ind + "end do")
        out += body
        # Results, element by element.
        out.append("  res = 0")
        for xi, x in enumerate(arrays):
            ind = "  "
            for d in range(rank - 1, 0, -1):
                out.append("%sdo v%d = %d, %d" % (ind, d, x["dims"][d][0], x["dims"][d][1]))
                ind += "  "
            for kk in range(x["dims"][0][0], x["dims"][0][1] + 1):
                # A linear position computed from the subscripts.
                pos = "%d" % (1 + xi * n + kk - x["dims"][0][0])
                stride = x["dims"][0][1] - x["dims"][0][0] + 1
                for d in range(1, rank):
                    pos += " + (v%d - (%d)) * %d" % (d, x["dims"][d][0], stride)
                    stride *= x["dims"][d][1] - x["dims"][d][0] + 1
                subs = ", ".join([str(kk)] + ["v%d" % d for d in range(1, rank)])
                out.append("%sres(%s) = %s(%s)" % (ind, pos, x["name"], subs))
            for d in range(rank - 1):
                ind = ind[:-2]
                out.append(ind + "end do")
        out.append("end subroutine")
        return out

    src = ["! generated by scripts/fuzz-fortran-layout.py"]
    src += ["#ifdef HYPERLANE_UNIT"] + unit("r") + ["#else"] + unit("")
    src += ["program main", "  implicit none", "  double precision x(%d), y(%d)" % (3 * n, 3 * n),
            "  integer i", "  call work (x)", "  call workr (y)",
            "  do i = 1, %d" % (3 * n),
            "    if (transfer (x(i), 1_8) /= transfer (y(i), 1_8)) then",
            "      print *, 'MISMATCH', i, x(i), y(i)", "      stop 1", "    end if",
            "  end do", "end program", "#endif"]
    return "\n".join(src) + "\n", specs


ALLOC = False


def main():
    global ALLOC
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--allocatable", action="store_true",
                   help="also module and local allocatable arrays, "
                        "allocated with constant bounds")
    p.add_argument("--count", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--plugin", default=os.path.join(ROOT, "plugin", "hyperlane.so"))
    p.add_argument("--fc", default="gfortran-12")
    p.add_argument("--keep", help="keep failing cases in DIR")
    p.add_argument("--flags", default="",
                   help="more options for both builds, e.g. \"-fcheck=bounds\" "
                        "(whose checks the layout pass reads through)")
    a = p.parse_args()
    ALLOC = a.allocatable
    rng = random.Random(a.seed)
    work = tempfile.mkdtemp(prefix="fz-fortran-")
    stats = {"ok": 0, "refused": 0, "fail": 0}
    reasons = {}
    try:
        for case in range(a.count):
            src, specs = gen_program(rng)
            f = os.path.join(work, "t.F90")
            open(f, "w").write(src)
            opts = ["-O2", "-ffp-contract=off", "-fno-range-check"] + a.flags.split()
            hl = ["-fplugin=" + a.plugin, "-fplugin-arg-hyperlane-layout-trust",
                  "-fplugin-arg-hyperlane-layout=" + ";".join(specs)]
            r0 = subprocess.run([a.fc] + opts + hl + ["-c", f, "-o", os.path.join(work, "t0.o")],
                                cwd=work, capture_output=True, text=True)
            r1 = subprocess.run([a.fc] + opts + ["-DHYPERLANE_UNIT", "-c", f, "-o",
                                                 os.path.join(work, "t1.o")],
                                cwd=work, capture_output=True, text=True)
            why = None
            if r0.returncode or r1.returncode or "internal compiler error" in r0.stderr:
                why = "compile: " + (r0.stderr or r1.stderr)[-2000:]
            else:
                rl = subprocess.run([a.fc, "t0.o", "t1.o", "-o", "t"], cwd=work,
                                    capture_output=True, text=True)
                if rl.returncode:
                    why = "link: " + rl.stderr[-2000:]
                else:
                    rr = subprocess.run(["./t"], cwd=work, capture_output=True, text=True,
                                        timeout=20)
                    if rr.returncode:
                        why = "run: " + rr.stdout[-500:] + rr.stderr[-500:]
            if why:
                stats["fail"] += 1
                print("case %d FAILED (%s): %s" % (case, "; ".join(specs), why))
                if a.keep:
                    os.makedirs(a.keep, exist_ok=True)
                    shutil.copy(f, os.path.join(a.keep, "case%d.F90" % case))
                    open(os.path.join(a.keep, "case%d.spec" % case), "w").write(
                        ";".join(specs) + "\n")
            elif "not changed" in r0.stderr:
                stats["refused"] += 1
                for line in r0.stderr.splitlines():
                    if "not changed:" in line:
                        reason = line.split("not changed:", 1)[1].strip()
                        if "needs" in reason:
                            reason = "its new layout needs more elements than its COMMON member has"
                        reasons[reason[:90]] = reasons.get(reason[:90], 0) + 1
            else:
                stats["ok"] += 1
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("%d cases: %d transformed and equal, %d with a layout refused, %d failed"
          % (a.count, stats["ok"], stats["refused"], stats["fail"]))
    for reason, k in sorted(reasons.items(), key=lambda x: -x[1]):
        print("  refused %3d: %s" % (k, reason))
    return 1 if stats["fail"] else 0


if __name__ == "__main__":
    sys.exit(main())
