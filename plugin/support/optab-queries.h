/* The optab queries hyperlane needs.  GCC 12's plugin headers lack the
   generated insn-opinit.h, so optabs-query.h and optabs-tree.h cannot be
   included; these declarations match GCC 12's definitions (optabs-query.h,
   optabs-tree.h), which cc1 exports to plugins.  Only the optab's value is
   used, never its enumerator names, so the enumeration stays opaque.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_OPTAB_QUERIES_H
#define HYPERLANE_OPTAB_QUERIES_H

#include "insn-codes.h"
#include "vec-perm-indices.h"

enum optab_tag : int;

/* As in optabs-tree.h.  */
enum optab_subtype
{
  optab_default,
  optab_scalar,
  optab_vector,
  optab_vector_mixed_sign
};

extern optab_tag optab_for_tree_code (enum tree_code, const_tree,
				      enum optab_subtype);
extern bool supportable_convert_operation (enum tree_code, tree, tree,
					   enum tree_code *);
extern enum insn_code raw_optab_handler (unsigned);
extern bool can_vec_perm_const_p (machine_mode, const vec_perm_indices &,
				  bool = true);
extern bool expand_vec_cmp_expr_p (tree, tree, enum tree_code);
extern bool expand_vec_cond_expr_p (tree, tree, enum tree_code);
extern bool can_vec_mask_load_store_p (machine_mode, machine_mode, bool);
extern int can_mult_highpart_p (machine_mode, bool);

namespace hyperlane {

/* Whether the target has an instruction pattern for CODE on VECTYPE (what
   optab_handler (optab_for_tree_code (...), mode) says in GCC).  Shifts
   and rotates need SUBTYPE: optab_scalar for a scalar shift amount,
   optab_vector for a vector one.  */
inline bool
target_supports_code_p (enum tree_code code, tree vectype,
			enum optab_subtype subtype = optab_default)
{
  optab_tag op = optab_for_tree_code (code, vectype, subtype);
  if ((int) op == 0)	/* unknown_optab */
    return false;
  unsigned scode = ((unsigned) op << 16) | (unsigned) TYPE_MODE (vectype);
  return raw_optab_handler (scode) != CODE_FOR_nothing;
}

} // namespace hyperlane

#endif
