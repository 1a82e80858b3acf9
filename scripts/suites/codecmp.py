# Per-function machine code of two objects built with -ffunction-sections,
# compared: the proof that every loop hyperlane leaves alone is compiled
# exactly as plain GCC compiles it, so that only the loops it takes need
# timing.  objdump -d -r per section, addresses stripped, relocations kept.
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""Compare the machine code of each function of two objects."""

import collections
import re
import subprocess

from . import elf

# Sections GCC puts a function's code in under -ffunction-sections: its own
# .text.NAME and the hot/cold/startup variants (.text.unlikely.NAME holds
# NAME.cold, the split-off cold part).
_SECTION = re.compile(r"^\.text(?:\.(?:unlikely|hot|startup|exit))?\.(.+)$")
_HEADER = re.compile(r"^Disassembly of section (\S+):$")
_INSN = re.compile(r"^\s*([0-9a-f]+):\t([0-9a-f ]*)\t?(.*)$")
_RELOC = re.compile(r"^([0-9a-f]+): (R_\S+)\t?(\S*)$")
_TARGET = re.compile(r"^(.*?)(?:([+-])0x([0-9a-f]+))?$")
# x86-64 relocations whose value is taken relative to the displacement
# field; their target is the addend plus the distance to the instruction's
# end (the CPU adds the displacement to the next instruction's address).
_PC_RELATIVE = re.compile(r"^R_X86_64_(PC|PLT|GOTPC|REX_GOTPC)")


def function_of(section):
    """The function a code section belongs to (clone suffixes such as
    .constprop.0 or .part.0 folded into it), or None for a plain .text."""
    m = _SECTION.match(section)
    return m.group(1).split(".")[0] if m else None


class Resolver:
    """Replaces a relocation against a constant-pool label or a data
    section with the bytes it points at.  GCC numbers .LCn labels per
    translation unit and merges constants into shared .rodata.cstN
    sections, so one new constant in a loop hyperlane takes renumbers and
    shifts the constants of every later function: compared by name and
    offset, identical code would look different."""

    def __init__(self, obj):
        self.obj = obj

    def target(self, rtype, sym, addend, insn_end, reloc_at):
        sec_name, base = None, 0
        if sym in self.obj.sections:
            sec_name = sym
        elif sym.startswith(".L") and sym in self.obj.symbols:
            sec_name, base = self.obj.symbols[sym]
        sec = self.obj.sections.get(sec_name)
        if sec is None or sec.executable or not sec.data:
            return None
        off = base + addend
        if _PC_RELATIVE.match(rtype):
            off += insn_end - reloc_at
        if not 0 <= off < len(sec.data):
            return None
        data = sec.data[off:]
        if sec.constants:
            data = data[:sec.entsize]
        else:
            # Strings (__func__, literals): up to their NUL, at most 64 bytes.
            nul = data.find(b"\0")
            data = data[:nul if 0 <= nul < 64 else 64]
        kind = re.sub(r"\.\d+$", "", sec_name)
        return "%s[%s]" % (kind, data.hex())


def disassemble(path, objdump="objdump"):
    """Normalized code lines of every code section of PATH, grouped by
    function: {function: {section: [line, ...]}}.  A line is the
    instruction's bytes and text without its address (the "# addr <sym>"
    comment dropped), then each relocation as TYPE and target, the target
    given by content where it is a constant-pool or string entry."""
    obj = elf.read_object(path)
    resolver = Resolver(obj)
    # -z: runs of zero bytes are disassembled, not shown as "...".
    out = subprocess.run([objdump, "-d", "-r", "-w", "-z", path], capture_output=True,
                         text=True, check=True).stdout
    funcs = collections.defaultdict(dict)
    lines, section = None, None
    for raw in out.splitlines():
        m = _HEADER.match(raw)
        if m:
            section = m.group(1)
            lines = funcs[function_of(section) or section].setdefault(section, [])
            continue
        if lines is None:
            continue
        m = _INSN.match(raw)
        if not m:
            continue
        addr, hexbytes, rest = int(m.group(1), 16), m.group(2).strip(), m.group(3)
        fields = rest.split("\t")
        # The "# addr <sym>" comment and objdump's <sym+off> naming of a
        # branch target go: the target's address, relative to the section,
        # stays, but the name objdump picks for it may be any symbol of any
        # section at that number (a tail call's unrelocated 0 shows as
        # "<__func__.49+0x5>" or "<.LC16+0x3>").
        text = re.sub(r"\s+#.*$", "", fields[0])
        text = re.sub(r"\s*<[^>]*>", "", text).strip()
        end = addr + len(hexbytes.split())
        relocs = []
        k = 1
        while k < len(fields):
            rm = _RELOC.match(fields[k] + ("\t" + fields[k + 1] if k + 1 < len(fields) else ""))
            if not rm:
                k += 1
                continue
            relocs.append(_reloc_text(resolver, rm, end))
            k += 2
        lines.append(" ".join([hexbytes, text] + relocs))
    return funcs


def _reloc_text(resolver, m, insn_end):
    at, rtype, target = int(m.group(1), 16), m.group(2), m.group(3)
    tm = _TARGET.match(target)
    sym, sign, mag = tm.group(1), tm.group(2), tm.group(3)
    addend = (-1 if sign == "-" else 1) * int(mag, 16) if mag else 0
    resolved = resolver.target(rtype, sym, addend, insn_end, at)
    return "<%s %s>" % (rtype, resolved or target)


class Comparison:
    """Which functions of two objects have the same code.  identical and
    differing are sorted function names; only_in names the functions one
    side has and the other lacks (counted as differing)."""

    def __init__(self, a, b):
        names = sorted(set(a) | set(b))
        self.identical = [n for n in names if a.get(n) == b.get(n)]
        self.differing = [n for n in names if a.get(n) != b.get(n)]
        self.only_in = {n: ("first" if n in a else "second")
                        for n in names if (n in a) != (n in b)}
        self.a, self.b = a, b

    def first_difference(self, name):
        """(section, index, line of A, line of B) where NAME's code first
        differs, for the report of an unexpected difference."""
        sa, sb = self.a.get(name, {}), self.b.get(name, {})
        for sec in sorted(set(sa) | set(sb)):
            la, lb = sa.get(sec, []), sb.get(sec, [])
            for i in range(max(len(la), len(lb))):
                x = la[i] if i < len(la) else "<end>"
                y = lb[i] if i < len(lb) else "<end>"
                if x != y:
                    return sec, i, x, y
        return None


def compare_objects(path_a, path_b, objdump="objdump"):
    """The Comparison of the functions of two objects."""
    return Comparison(disassemble(path_a, objdump), disassemble(path_b, objdump))
