# TSVC_2 (the Test Suite for Vectorizing Compilers, version 2): copying
# its sources and patching the copy so that each loop can be run alone
# (TSVC_ONLY), timed in CPU time, checked by exact checksums (%.9e) and
# run at a reduced iteration count (-Diterations=N); and reading its
# functions and its output.  The upstream checkout is never written.
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""TSVC_2 sources, their patched copy, functions and output."""

import os
import re
import shutil

SOURCES = ("tsvc.c", "common.c", "dummy.c")


class PatchError(RuntimeError):
    """The TSVC sources do not look as this script expects; the message
    names the file and the pattern, so a changed checkout fails clearly
    instead of being benchmarked half-patched."""


def source_dir(tsvc):
    """The directory holding tsvc.c: TSVC itself (TSVC/src) or its src."""
    for d in (os.path.join(tsvc, "src"), tsvc):
        if os.path.isfile(os.path.join(d, "tsvc.c")):
            return d
    raise PatchError("no tsvc.c in %s or %s/src: not a TSVC_2 checkout" % (tsvc, tsvc))


# ---------------------------------------------------------------- parsing

_DEF = re.compile(r"^[A-Za-z_][\w \t\*]*?\b([A-Za-z_]\w*)\s*\(([^;{}()]*)\)\s*\{", re.M)
_LOOP_SIG = re.compile(r"^\s*struct\s+args_t\s*\*\s*\w+\s*$")


def _block_end(text, brace):
    """Index just past the } matching the { at BRACE; comments, strings and
    character constants are skipped so that a brace in them is not
    counted."""
    depth, i, n = 0, brace, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            i = text.find("\n", i)
            i = n if i < 0 else i
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            i = n if j < 0 else j + 2
            continue
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            i = j
        elif c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    raise PatchError("unbalanced braces after offset %d of tsvc.c" % brace)


class Function:
    """A top-level function definition of tsvc.c: name, parameter text,
    character range of the whole definition and of its body, first and last
    line; loop says it has TSVC's loop signature real_t NAME(struct args_t *)."""

    def __init__(self, name, params, start, body, end, text):
        self.name, self.params = name, params.strip()
        self.start, self.body, self.end = start, body, end
        self.first = text.count("\n", 0, start) + 1
        self.last = text.count("\n", 0, end) + 1
        self.loop = bool(_LOOP_SIG.match(self.params)) and \
            text[start:start + 7] == "real_t "

    def text_of(self, text):
        return text[self.body:self.end]


def functions(text):
    """Every top-level function definition of TEXT, in order."""
    out, pos = [], 0
    while True:
        m = _DEF.search(text, pos)
        if not m:
            return out
        end = _block_end(text, m.end() - 1)
        out.append(Function(m.group(1), m.group(2), m.start(), m.end() - 1, end, text))
        pos = end


def spans(text):
    """[(first line, last line, name)] of every function, for remarks.Spans."""
    return [(f.first, f.last, f.name) for f in functions(text)]


_CALL = re.compile(r"\btime_function\s*\(\s*&?\s*([A-Za-z_]\w*)\s*,")


def loop_names(text):
    """The loops main() times, in its order: the names passed to
    time_function."""
    main = [f for f in functions(text) if f.name == "main"]
    if not main:
        raise PatchError("tsvc.c has no main()")
    names = _CALL.findall(main[0].text_of(text))
    if not names:
        raise PatchError("main() of tsvc.c calls no time_function(&sNNN, ...)")
    return names


def callers(text, helper):
    """The functions whose bodies call HELPER: a loop in a helper (s151s,
    s152s, s471s) is timed through the TSVC loops that call it."""
    call = re.compile(r"\b%s\s*\(" % re.escape(helper))
    return [f.name for f in functions(text)
            if f.name != helper and call.search(f.text_of(text))]


def define(header, name):
    """The integer value of #define NAME in HEADER's text, or None."""
    m = re.search(r"^\s*#\s*define\s+%s\s+\(?(\d+)\)?\s*$" % re.escape(name), header, re.M)
    return int(m.group(1)) if m else None


def zero_trip(text, iterations, len_1d):
    """Loops whose outer count iterations/LEN_1D is 0 at ITERATIONS: their
    checksum then only checks the initial arrays."""
    pat = re.compile(r"iterations\s*/\s*\(?\s*LEN_1D")
    if len_1d is None or iterations >= len_1d:
        return []
    return [f.name for f in functions(text) if f.loop and pat.search(f.text_of(text))]


_RESULT = re.compile(r"^\s*([A-Za-z_]\w*)\s+(-?[\d.]+(?:[eE][-+]?\d+)?)\s+(\S+)\s*$")


def parse_output(stdout):
    """{loop: (CPU seconds, checksum text)} of a patched binary's output;
    the checksum is kept as printed (%.9e) so it is compared exactly."""
    out = {}
    for line in stdout.splitlines():
        m = _RESULT.match(line)
        if m:
            out[m.group(1)] = (float(m.group(2)), m.group(3))
    return out


def parse_times(stdout):
    """{loop: CPU seconds}, the parse function of timing.alternated."""
    return {k: v[0] for k, v in parse_output(stdout).items()}


# --------------------------------------------------------------- patching

PRELUDE = r"""/* Added by hyperlane's scripts/bench-tsvc.py to this copy only: the
   loops' clock is process CPU time, and TSVC_ONLY=s111,s1111 runs only the
   loops it names (unset: all).  */
#include <stdlib.h>
#include <string.h>
#include <time.h>
static int __attribute__ ((noinline))
hl_cpu_clock (struct timeval *tv, void *tz)
{
  struct timespec ts;
  (void) tz;
  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  tv->tv_sec = ts.tv_sec;
  tv->tv_usec = ts.tv_nsec / 1000;
  return 0;
}
static int __attribute__ ((noinline))
hl_selected (const char *name)
{
  const char *p = getenv ("TSVC_ONLY");
  size_t n = strlen (name);
  if (!p)
    return 1;
  for (;;)
    {
      const char *q = strchr (p, ',');
      size_t len = q ? (size_t) (q - p) : strlen (p);
      if (len == n && strncmp (p, name, n) == 0)
        return 1;
      if (!q)
        return 0;
      p = q + 1;
    }
}
"""

_GETTIME = re.compile(r"\bgettimeofday\s*\(\s*&\s*func_args\s*->\s*(t[12])\s*,\s*NULL\s*\)")
_TIME_FN = re.compile(r"^void\s+time_function\s*\(\s*test_function_t\s+(\w+)\s*,"
                      r"\s*void\s*\*\s*(\w+)\s*\)\s*\{", re.M)
_PRINTF = re.compile(r'"%(\d*)\.\d+f\\t%f\\n"')


def _need(cond, what):
    if not cond:
        raise PatchError("tsvc.c: %s; is this an unmodified TSVC_2 checkout?" % what)


def patch_tsvc(text):
    """The patched tsvc.c.  Every edit keeps the line count, and the
    prelude ends with #line, so GCC's remarks give upstream line numbers."""
    funcs = functions(text)
    loops = [f for f in funcs if f.loop]
    _need(loops, "no function of the form real_t sNNN(struct args_t * func_args)")
    called = loop_names(text)
    names = {f.name for f in funcs}
    missing = [n for n in called if n not in names]
    _need(not missing, "main() times undefined functions %s" % missing)

    # 1. The loops' clock: gettimeofday(&func_args->tN, NULL) in each body.
    for f in loops:
        found = {m.group(1) for m in _GETTIME.finditer(f.text_of(text))}
        _need(found == {"t1", "t2"}, "%s has no gettimeofday(&func_args->t1/t2, NULL) pair"
              % f.name)
    text, n = _GETTIME.subn(r"hl_cpu_clock(&func_args->\1, NULL)", text)
    _need(n >= 2 * len(loops), "fewer gettimeofday calls than loops")

    # 2. time_function: named, skips unselected loops, prints %.9e.
    m = _TIME_FN.search(text)
    _need(m, "no 'void time_function(test_function_t f, void * arg)' definition")
    end = _block_end(text, m.end() - 1)
    body = text[m.end():end]
    body, n = _PRINTF.subn(r'"%\1.6f\\t%.9e\\n"', body)
    _need(n == 1, 'time_function does not print "%10.3f\\t%f\\n"')
    head = ("void hl_time_function(const char *hl_name, test_function_t %s, void * %s)"
            "{ if (!hl_selected (hl_name)) return;" % (m.group(1), m.group(2)))
    text = text[:m.start()] + head + body + text[end:]

    # 3. main(): every time_function(&sNNN, ...) passes the name too.
    main = [f for f in functions(text) if f.name == "main"][0]
    mbody, n = _CALL.subn(lambda c: 'hl_time_function("%s", &%s,' % (c.group(1), c.group(1)),
                          text[main.body:main.end])
    _need(n == len(called), "main()'s time_function calls could not all be rewritten")
    text = text[:main.body] + mbody + text[main.end:]

    # 4. The prelude, after the last #include before the first function.
    first = functions(text)[0].start
    incs = list(re.finditer(r"^\s*#\s*include\b.*$", text[:first], re.M))
    _need(incs, "no #include before the first function")
    at = incs[-1].end() + 1
    line = text.count("\n", 0, at) + 1
    return text[:at] + PRELUDE + '#line %d "tsvc.c"\n' % line + text[at:]


def patch_common_h(text):
    """common.h with '#define iterations N' made '#ifndef iterations', so
    -Diterations=N sets the count without another copy of the sources."""
    pat = re.compile(r"^([ \t]*#[ \t]*define[ \t]+iterations[ \t]+.*)$", re.M)
    new, n = pat.subn(r"#ifndef iterations\n\1\n#endif", text)
    if n != 1:
        raise PatchError("common.h: expected one '#define iterations N', found %d" % n)
    return new


def prepare(tsvc, dest):
    """Copy TSVC's src (every .c and .h) to DEST and patch the copy; returns
    (upstream tsvc.c text, patched tsvc.c text, common.h text)."""
    src = source_dir(tsvc)
    os.makedirs(dest, exist_ok=True)
    for name in sorted(os.listdir(src)):
        if name.endswith((".c", ".h")):
            shutil.copyfile(os.path.join(src, name), os.path.join(dest, name))
    for name in SOURCES + ("common.h",):
        if not os.path.isfile(os.path.join(dest, name)):
            raise PatchError("%s: no %s" % (src, name))
    with open(os.path.join(src, "tsvc.c")) as f:
        upstream = f.read()
    with open(os.path.join(src, "common.h")) as f:
        common_h = patch_common_h(f.read())
    patched = patch_tsvc(upstream)
    with open(os.path.join(dest, "tsvc.c"), "w") as f:
        f.write(patched)
    with open(os.path.join(dest, "common.h"), "w") as f:
        f.write(common_h)
    return upstream, patched, common_h


def taken(remarks_path, src):
    """The loops hyperlane took by its remarks in REMARKS_PATH, against
    tsvc.c's text SRC: {function: [Remark]}, {caller: helper} for loops in
    helpers (s151s timed through s151), and the remarks outside every
    function."""
    from suites import remarks
    rems = remarks.read_taken(remarks_path)
    direct, stray = remarks.by_function(rems, remarks.Spans(spans(src)), "tsvc.c")
    loops = {f.name for f in functions(src) if f.loop}
    via = {}
    for fn in direct:
        if fn not in loops:
            for caller in callers(src, fn):
                via.setdefault(caller, fn)
    return direct, via, stray
