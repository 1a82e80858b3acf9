/* Addresses as a pointer plus constant bytes, as the parameter-versioning
   pass reads them (&MEM[(T *)p + 8B].f is p plus 8 plus f's offset), and
   the parameters they start from.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_ADDRESS_PARTS_H
#define HYPERLANE_ADDRESS_PARTS_H

namespace hyperlane {

/* The constant byte offset of MEM_REF BASE, sign-extended.  */
offset_int mem_ref_bytes (tree base);

/* Whether NAME is the value a parameter has on entry.  */
bool parameter_value_p (tree name);

/* For ADDR, an ADDR_EXPR of a reference into a MEM_REF at constant
   bytes: the MEM_REF's pointer, with the bytes in *BYTES; else null.  */
tree address_pointer_and_bytes (tree addr, offset_int *bytes);

} // namespace hyperlane

#endif
