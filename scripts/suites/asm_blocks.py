# Basic blocks of GCC x86-64 AT&T assembly (gcc-12 -S) and their
# instrumentation with execution counters: the first half of the llvm-mca
# block-count judge (mca.py, docs/performance.md "A second judge").
#
#   instrument(asm_text, functions)  ->  Instrumented(text, blocks)
#
# Within each chosen function -- its text between `NAME:` and `.size NAME`,
# its `NAME.cold` (and other `NAME.<suffix>` clone) parts included -- a
# block starts at the function's label, at every referenced local label
# and after every jump or return.  Labels nobody jumps to (.LFB, .LVL, ...)
# do not split a block; labels in data sections (jump tables, constants)
# are never blocks.  Each block's first instruction (after an endbr64) is
# preceded by COUNTER, which saves and restores every register and the
# flags and steps over the red zone; .cfi_* directives stay where they
# were (the unwind information is off by the counter's 136 bytes during
# its five instructions only).  The counts live in __hl_counts[__hl_count_n]
# (hidden globals appended to the file), so one instrumented translation
# unit per program; block_counts.c writes them out at exit.
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

import re

COUNTER = ("\tlea\t-128(%rsp), %rsp\n\tpushfq\n"
           "\tincq\t__hl_counts+{off}(%rip)\n"
           "\tpopfq\n\tlea\t128(%rsp), %rsp\n")

LABEL = re.compile(r"^([\w.$@]+):\s*(?:#.*)?$")
TYPE_FN = re.compile(r"^\s*\.type\s+([\w.$@]+)\s*,\s*[@%]function")
SIZE = re.compile(r"^\s*\.size\s+([\w.$@]+)\s*,")
LOCAL_REF = re.compile(r"\.L[\w.$]+")
# Jumps (jmp, jcc, jrcxz, loop*, with notrack/bnd prefixes) and returns.
ENDS_BLOCK = re.compile(
    r"^(?:(?:notrack|bnd)\s+)?(?:j[a-z]+|loop[a-z]*|(?:rep[a-z]*\s+)?ret[lqw]?)\b")
ENDBR = re.compile(r"^endbr(?:64|32)\b")


class Block:
    """One basic block: INDEX into __hl_counts, the FUNCTION it belongs to
    (the name asked for), the SYMBOL whose text holds it (NAME or
    NAME.cold ...), its first LABEL (or SYMBOL), its instructions as
    written (no directives, no labels) and the 1-based LINE of the first."""

    def __init__(self, index, function, symbol, label, line):
        self.index, self.function, self.symbol = index, function, symbol
        self.label, self.line = label, line
        self.insns = []

    def text(self):
        """The block as llvm-mca input: one instruction a line."""
        return "".join("\t%s\n" % i for i in self.insns)

    def __repr__(self):
        return "Block(%d %s %s %d insns)" % (self.index, self.function,
                                             self.label, len(self.insns))


class Instrumented:
    def __init__(self, text, blocks, functions):
        self.text, self.blocks, self.functions = text, blocks, functions


def base_name(symbol):
    """NAME for NAME, NAME.cold, NAME.part.0, NAME.constprop.0 ..."""
    return symbol.split(".", 1)[0] if not symbol.startswith(".") else symbol


def function_symbols(asm_text):
    """Every `.type X, @function` symbol, in order of appearance."""
    return [m.group(1) for m in map(TYPE_FN.match, asm_text.splitlines()) if m]


def find_function(asm_text, name):
    """The base name of the function NAME compiles to: NAME itself, or a
    Fortran module procedure __<module>_MOD_<name>; None if absent."""
    bases = {base_name(s) for s in function_symbols(asm_text)}
    if name in bases:
        return name
    hits = sorted(b for b in bases if b.endswith("_MOD_" + name))
    return hits[0] if hits else None


def _section_of(stripped, current, stack):
    """The section after directive STRIPPED (None: not a section change)."""
    word = stripped.split(None, 1)
    if not word:
        return None
    d = word[0]
    if d in (".text", ".data", ".bss"):
        return d
    if d in (".section", ".pushsection"):
        name = word[1].split(",")[0].strip() if len(word) > 1 else current
        if d == ".pushsection":
            stack.append(current)
        return name
    if d == ".popsection" and stack:
        return stack.pop()
    return None


def _referenced_labels(lines):
    """Local labels some instruction or non-debug data refers to."""
    refs, section, stack = set(), ".text", []
    for line in lines:
        s = line.strip()
        if not s or s.startswith("#") or LABEL.match(s):
            continue
        if s.startswith("."):
            new = _section_of(s, section, stack)
            if new is not None:
                section = new
                continue
            if s.startswith((".cfi", ".loc", ".file", ".size", ".type")) or \
                    section.startswith(".debug"):
                continue
        refs.update(LOCAL_REF.findall(s))
    return refs


def instrument(asm_text, functions=None):
    """Instrument the functions named in FUNCTIONS (base names; None: all
    of them).  Returns Instrumented: the new assembly TEXT, the BLOCKS in
    counter order and the FUNCTIONS found.  Raises ValueError for a named
    function that is not in the file."""
    lines = asm_text.split("\n")
    fn_syms = set(function_symbols(asm_text))
    wanted = None if functions is None else set(functions)
    missing = (wanted or set()) - {base_name(s) for s in fn_syms}
    if missing:
        raise ValueError("not in the assembly: " + ", ".join(sorted(missing)))
    refs = _referenced_labels(lines)
    out, blocks, found = [], [], []
    section, stack, active = ".text", [], []
    cur, pending_label = None, None
    for no, line in enumerate(lines, 1):
        s = line.strip()
        m = LABEL.match(s)
        if s.startswith(".") and not m:
            new = _section_of(s, section, stack)
            if new is not None:
                section = new
            sz = SIZE.match(s)
            if sz and sz.group(1) in active:
                active.remove(sz.group(1))
                cur = pending_label = None
            out.append(line)
            continue
        if m:
            name = m.group(1)
            if name in fn_syms and section.startswith(".text"):
                active.append(name)
            fn = base_name(active[-1]) if active else None
            in_code = fn is not None and section.startswith(".text") and \
                (wanted is None or fn in wanted)
            if in_code and (name in fn_syms or name in refs or name.isdigit()):
                if cur is not None:  # the next instruction opens a block
                    cur, pending_label = None, name
                elif pending_label is None:
                    pending_label = name
            out.append(line)
            continue
        fn = base_name(active[-1]) if active else None
        in_code = fn is not None and section.startswith(".text") and \
            (wanted is None or fn in wanted) and s and not s.startswith("#")
        if not in_code:
            out.append(line)
            continue
        insn = re.sub(r"\s+", " ", s.split("#", 1)[0].strip())
        if cur is None:
            cur = Block(len(blocks), fn, active[-1],
                        pending_label or active[-1], no)
            blocks.append(cur)
            if fn not in found:
                found.append(fn)
            pending_label = None
            counter = COUNTER.format(off=8 * cur.index).rstrip("\n")
            # An indirect branch must land on the endbr64: count after it.
            out.extend([line, counter] if ENDBR.match(insn) else [counter, line])
        else:
            out.append(line)
        cur.insns.append(insn)
        if ENDS_BLOCK.match(insn):
            cur = None
    out.append(counts_data(len(blocks)))
    return Instrumented("\n".join(out), blocks, found)


def counts_data(n):
    """__hl_counts (n zeroed 64-bit counters, .bss) and __hl_count_n."""
    return ("\t.bss\n\t.align 64\n\t.globl\t__hl_counts\n\t.hidden\t__hl_counts\n"
            "\t.type\t__hl_counts, @object\n\t.size\t__hl_counts, %d\n"
            "__hl_counts:\n\t.zero\t%d\n"
            "\t.section\t.rodata\n\t.align 8\n\t.globl\t__hl_count_n\n"
            "\t.hidden\t__hl_count_n\n\t.type\t__hl_count_n, @object\n"
            "\t.size\t__hl_count_n, 8\n__hl_count_n:\n\t.quad\t%d\n"
            "\t.section\t.note.GNU-stack,\"\",@progbits\n"
            % (8 * max(n, 1), 8 * max(n, 1), n))
