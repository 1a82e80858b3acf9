# The layouts of Table 3.2 (thesis §3.2.3, docs/layout.md section 4) for one
# array of the AoS kind -- rank >= 2, a small last dimension of fields --
# spelled in the layout language the plugin parses, and one tuning
# configuration: a layout kind per array, written as one spec file.
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""Candidate layouts of an AoS-like array and configurations of several."""

# The kinds, in the order the tuner tries them.  Each applies to an array
# when its shape allows (applies()); "aos" is the array as declared.
KINDS = ["aos", "soa", "soa-row", "hybrid4", "hybrid8", "hybrid16",
         "split1", "split-1", "split122", "split221"]

DESCRIPTION = {
    "aos": "as declared (pure AoS)",
    "soa": "pure SoA: the fields outermost",
    "soa-row": "SoA per row: the fields before the innermost dimension",
    "hybrid4": "hybrid SoA, blocks of 4",
    "hybrid8": "hybrid SoA, blocks of 8",
    "hybrid16": "hybrid SoA, blocks of 16",
    "split1": "split AoS 1:F-1 (PEEL of the first field)",
    "split-1": "split AoS F-1:1 (PEEL of the last field)",
    "split122": "split AoS 1:2:2",
    "split221": "split AoS 2:2:1",
}

# Names of the dimensions before the fields, innermost last: u[k][j][i][m]
# as in NPB SP and docs/layout.md section 4.
_GRID = ["i", "j", "k", "l", "n", "o", "p", "q"]


class ArrayShape:
    """An array the tuner may change: NAME and its dimension sizes
    (None where a size could not be evaluated); the last is the fields."""

    def __init__(self, name, dims):
        self.name, self.dims = name, list(dims)

    @property
    def rank(self):
        return len(self.dims)

    @property
    def fields(self):
        return self.dims[-1]

    def dim_names(self):
        """Names for the spec: the grid dimensions (innermost 'i') then 'm'."""
        grid = self.rank - 1
        if grid > len(_GRID):
            return ["d%d" % n for n in range(grid)] + ["m"]
        return [_GRID[grid - 1 - n] for n in range(grid)] + ["m"]

    def head(self):
        return self.name + "".join("[%s]" % d for d in self.dim_names())

    def __repr__(self):
        return "ArrayShape(%r, %r)" % (self.name, self.dims)


def applies(kind, a):
    """Whether layout KIND fits array A's shape."""
    f, inner = a.fields, a.dims[-2] if a.rank >= 2 else None
    if a.rank < 2 or kind not in KINDS:
        return False
    if kind == "aos":
        return True
    if kind == "soa":
        return True
    if kind == "soa-row":
        return a.rank >= 3          # for rank 2 it is the pure SoA
    if kind.startswith("hybrid"):
        t = int(kind[len("hybrid"):])
        return inner is None or inner > t   # a tile as large as the row is soa-row
    if kind in ("split1", "split-1"):
        return f is None or f >= 2
    if kind in ("split122", "split221"):
        return f == 5
    return False


def spec(kind, a):
    """The layout spec of KIND for A, or None for the declared layout."""
    names = a.dim_names()
    m, head = names[-1], a.head()
    grid = names[:-1]
    if kind == "aos":
        return None
    if kind == "soa":
        return head + "".join(" -> INTERCHANGE(%s, %s)" % (m, d) for d in reversed(grid))
    if kind == "soa-row":
        return head + " -> INTERCHANGE(%s, %s)" % (m, grid[-1])
    if kind.startswith("hybrid"):
        t, i = int(kind[len("hybrid"):]), grid[-1]
        return head + " -> STRIP_MINE(%s, %d, %s%s) -> INTERCHANGE(%s, %s%s)" % (
            i, t, i, i, m, i, i)
    if kind == "split1":
        return head + " -> PEEL(%s, 1)" % m
    if kind == "split-1":
        return head + " -> PEEL(%s, -1)" % m
    if kind == "split122":
        return head + " -> PEEL(%s, 1) -> PEEL(%s, 2)" % (m, m)
    if kind == "split221":
        return head + " -> PEEL(%s, 2) -> PEEL(%s, 2)" % (m, m)
    raise ValueError("unknown layout kind %r" % kind)


def group_kinds(group, wanted=None):
    """The kinds of WANTED (default all) that fit every array of GROUP,
    "aos" first: a group changes together."""
    return [k for k in (wanted or KINDS) if all(applies(k, a) for a in group)]


class Configuration:
    """A layout per array ({name: kind}; arrays not named keep theirs)."""

    def __init__(self, kinds=None):
        self.kinds = {n: k for n, k in (kinds or {}).items() if k != "aos"}

    def with_group(self, group, kind):
        d = dict(self.kinds)
        for a in group:
            d[a.name] = kind
        return Configuration(d)

    def key(self):
        return tuple(sorted(self.kinds.items()))

    def label(self, groups):
        """Short text: 'u,rhs: soa; lhs: hybrid4' by group, or 'no layout'."""
        parts = []
        for g in groups:
            ks = [self.kinds.get(a.name, "aos") for a in g]
            if all(k == "aos" for k in ks):
                continue
            if len(set(ks)) == 1:
                parts.append("%s: %s" % (",".join(a.name for a in g), ks[0]))
            else:
                parts += ["%s: %s" % (a.name, k) for a, k in zip(g, ks) if k != "aos"]
        return "; ".join(parts) if parts else "no layout"

    def specs(self, arrays):
        """The spec lines, in ARRAYS' order."""
        return [spec(self.kinds[a.name], a) for a in arrays
                if self.kinds.get(a.name, "aos") != "aos"]

    def file_text(self, arrays, comment=()):
        lines = ["# " + c if c else "#" for c in comment]
        return "\n".join(lines + self.specs(arrays)) + "\n"


def plan_count(groups, wanted=None):
    """Builds of one pass of the coordinate descent: per group its kinds
    but the one the incumbent has."""
    return sum(max(0, len(group_kinds(g, wanted)) - 1) for g in groups)
