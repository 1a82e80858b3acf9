"""The remarks every plugin compilation writes (-fopt-info-vec-all=FILE),
read and counted per case: the kernel's loops hyperlane vectorized, why it
left the others to GCC, what GCC's vectorizer took, the loop instances
hyperlane analysed, versioned for aliasing or gave strided groups.  With
--dump-deps also the plugin's details dump (-fplugin-arg-hyperlane-dump=
details=FILE): per kernel loop its dependences of unknown distance, carried
ones and those decided from addresses a constant apart.

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""

import re


def read_remarks(path):
    """The remarks of an -fopt-info file: [(line, column, message)]."""
    try:
        with open(path, errors='replace') as fh:
            text = fh.read()
    except OSError:
        return None
    items = []
    for line in text.splitlines():
        m = re.match(r'[^:]*:(\d+):(\d+): (\w+): (.*)', line)
        if m:
            items.append((int(m.group(1)), m.group(2), m.group(4)))
    return items


def parse_remarks(path, kernel_lines, loop_lines=(), items=None, offset=0):
    """(loops of the kernel vectorized by hyperlane, [reasons left to GCC],
    loops GCC's vectorizer took, "vectorized by hyperlane" remarks, loop
    instances hyperlane analysed, versioned for aliasing, with strided
    groups, [indices in LOOP_LINES of the loops vectorized], [of those
    versioned for aliasing]).  Loop distribution and unrolling can turn
    one source loop into several, hence loops and remarks both.  ITEMS: the
    file already read (read_remarks); OFFSET: where the case starts in a
    batch (its line L is line L + OFFSET of the file)."""
    if items is None:
        items = read_remarks(path)
    if items is None:
        return 0, [], 0, 0, 0, 0, 0, [], []
    vec = 0
    reasons = []
    gccvec = 0
    seen_gcc = set()
    hl_lines = set()
    ver_lines = set()
    analysed = 0
    versioned = 0
    strided = 0
    lo, hi = kernel_lines[0] + offset, kernel_lines[1] + offset
    for ln, col, msg in items:
        if not lo <= ln <= hi:
            continue
        if msg.startswith('loop vectorized by hyperlane'):
            vec += 1
            hl_lines.add(ln)
            if 'versioned for aliasing' in msg:
                versioned += 1
                ver_lines.add(ln)
            m2 = re.search(r'(\d+) strided group', msg)
            if m2 and int(m2.group(1)) > 0:
                strided += 1
        elif msg.startswith('hyperlane: analysed loop') or msg.startswith(
                'hyperlane: loop not analysed'):
            analysed += 1
        if msg.startswith('hyperlane: loop left to GCC: '):
            reasons.append(msg[len('hyperlane: loop left to GCC: '):])
        elif msg.startswith('hyperlane: loop not analysed: '):
            reasons.append('not analysed: ' + msg[len('hyperlane: loop not analysed: '):])
        elif msg.startswith('loop vectorized using'):
            key = (ln, col)
            if key not in seen_gcc:
                seen_gcc.add(key)
                gccvec += 1
    done = [k for k, ln in enumerate(loop_lines) if ln + offset in hl_lines]
    checked = [k for k in done if loop_lines[k] + offset in ver_lines]
    return len(done), reasons, gccvec, vec, analysed, versioned, strided, done, checked


NO_REMARKS = parse_remarks(None, (0, 0), items=[])

DEPS_RE = re.compile(r'  dependences: (\d+) unknown, (\d+) carried, (\d+) of unknown distance')
NOTE_RE = re.compile(r'[^:\n]*:(\d+):\d+: \w+: hyperlane: (?:analysed loop|loop not analysed)')


def read_deps(path):
    """The dependences lines of a details dump, [(line, unknown, carried,
    constant apart)], each with the line of the loop (the analysis note
    that follows it), or None without the file."""
    try:
        with open(path, errors='replace') as fh:
            text = fh.read()
    except OSError:
        return None
    out = []
    pending = None
    for line in text.splitlines():
        m = DEPS_RE.match(line)
        if m:
            pending = tuple(int(x) for x in m.groups())
            continue
        if pending is not None:
            m = NOTE_RE.match(line)
            if m:
                out.append((int(m.group(1)),) + pending)
                pending = None
    return out


def loop_deps(entries, loop_lines, offset=0):
    """Per kernel loop (indices in LOOP_LINES) the sums over its analysed
    instances of ENTRIES (read_deps): {index: (unknown, carried, constant
    apart)}."""
    at = {ln + offset: k for k, ln in enumerate(loop_lines)}
    out = {}
    for ln, u, c, a in entries or []:
        k = at.get(ln)
        if k is not None:
            x = out.get(k, (0, 0, 0))
            out[k] = (x[0] + u, x[1] + c, x[2] + a)
    return out

