# The sections of an ELF64 relocatable object, read with the standard
# library only: the code comparison needs the bytes of the constant pools
# a relocation points into, which objdump -d does not show.
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""Sections and symbols of an ELF64 little-endian object."""

import struct

SHF_EXECINSTR = 0x4
SHF_MERGE = 0x10
SHF_STRINGS = 0x20
SHT_SYMTAB = 2
SHT_NOBITS = 8


class Section:
    """One section: its name, type, flags, entry size and bytes (empty for
    NOBITS sections such as .bss)."""

    def __init__(self, name, sh_type, flags, entsize, data):
        self.name, self.type, self.flags = name, sh_type, flags
        self.entsize, self.data = entsize, data

    @property
    def executable(self):
        return bool(self.flags & SHF_EXECINSTR)

    @property
    def strings(self):
        return bool(self.flags & SHF_STRINGS)

    @property
    def constants(self):
        """A pool of fixed-size constants (.rodata.cst16 ...): entsize
        bytes make one entry."""
        return bool(self.flags & SHF_MERGE) and not self.strings and self.entsize > 0


class Object:
    """An object file's sections by name and its symbols: name to (section
    name, value).  Local labels such as .LC0 are there too, as the
    assembler keeps them for relocations into mergeable sections."""

    def __init__(self, sections, symbols):
        self.sections, self.symbols = sections, symbols


def read_object(path):
    """Sections (the last one wins where a name repeats, which GCC's
    objects without COMDAT groups do not do) and symbols of the ELF64
    object PATH.  Raises ValueError for anything but little-endian ELF64."""
    with open(path, "rb") as f:
        blob = f.read()
    if blob[:4] != b"\x7fELF" or blob[4] != 2 or blob[5] != 1:
        raise ValueError("%s: not a little-endian ELF64 object" % path)
    shoff, = struct.unpack_from("<Q", blob, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", blob, 0x3A)
    heads = []
    for i in range(shnum):
        (name_off, sh_type, flags, _addr, off, size, link, _info, _align,
         entsize) = struct.unpack_from("<IIQQQQIIQQ", blob, shoff + i * shentsize)
        heads.append((name_off, sh_type, flags, off, size, link, entsize))

    def cstr(table_index, name_off):
        off, size = heads[table_index][3], heads[table_index][4]
        end = blob.index(b"\0", off + name_off, off + size)
        return blob[off + name_off:end].decode("ascii", "replace")

    names = [cstr(shstrndx, h[0]) for h in heads]
    sections = {}
    for name, (_n, sh_type, flags, off, size, _link, entsize) in zip(names, heads):
        data = b"" if sh_type == SHT_NOBITS else blob[off:off + size]
        sections[name] = Section(name, sh_type, flags, entsize, data)
    symbols = {}
    for _n, sh_type, _flags, off, size, link, entsize in heads:
        if sh_type != SHT_SYMTAB:
            continue
        for k in range(1, size // entsize):
            st_name, _info, _other, shndx, value, _size = struct.unpack_from(
                "<IBBHQQ", blob, off + k * entsize)
            if st_name and 0 < shndx < len(names):
                symbols[cstr(link, st_name)] = (names[shndx], value)
    return Object(sections, symbols)
