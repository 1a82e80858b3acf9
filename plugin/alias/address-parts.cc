/* Addresses as a pointer plus constant bytes (address-parts.h).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "tree-dfa.h"
#include "address-parts.h"

namespace hyperlane {

offset_int
mem_ref_bytes (tree base)
{
  return wi::sext (wi::to_offset (TREE_OPERAND (base, 1)),
		   TYPE_PRECISION (sizetype));
}

bool
parameter_value_p (tree name)
{
  return TREE_CODE (name) == SSA_NAME && SSA_NAME_IS_DEFAULT_DEF (name)
	 && SSA_NAME_VAR (name)
	 && TREE_CODE (SSA_NAME_VAR (name)) == PARM_DECL;
}

tree
address_pointer_and_bytes (tree addr, offset_int *bytes)
{
  if (TREE_CODE (addr) != ADDR_EXPR)
    return NULL_TREE;
  poly_int64 unit_offset;
  HOST_WIDE_INT units;
  tree base = get_addr_base_and_unit_offset (TREE_OPERAND (addr, 0),
					     &unit_offset);
  if (!base || TREE_CODE (base) != MEM_REF
      || !unit_offset.is_constant (&units))
    return NULL_TREE;
  *bytes = mem_ref_bytes (base) + units;
  return TREE_OPERAND (base, 0);
}

} // namespace hyperlane
