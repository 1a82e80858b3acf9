/* The new declarations of Fortran arrays: their pieces, exit tests and
   symbols; see layout-fortran.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "cgraph.h"
#include "layout-fortran.h"
#include "layout-fortran-internal.h"
#include "layout-refusals.h"
#include "layout-resolve.h"
#include "layout-symbols.h"

#include <algorithm>
#include <map>
#include <memory>
#include <set>
#include <string>

namespace hyperlane {

namespace {

/* The array type of piece P of T.  */
tree
piece_array_type (const layout_target &t, int p)
{
  tree type = t.element_type;
  const std::vector<mapped_dim> &dims = t.map.pieces[p].dims;
  for (auto it = dims.rbegin (); it != dims.rend (); ++it)
    type = build_array_type_nelts (type, it->size);
  return type;
}

} // anon namespace

void
create_fortran_pieces (layout_target &t)
{
  fortran_storage &fs = *t.fortran;
  t.old_type = TREE_TYPE (t.decl);
  long offset = 0;
  for (size_t p = 0; p < t.map.pieces.size (); p++)
    {
      fs.piece_offsets.push_back (offset);
      offset += t.map.piece_elements ((int) p);
      t.pieces.push_back (piece_array_type (t, (int) p));
    }
  if (offset > fs.elements && fs.descriptor)
    {
      /* An allocatable array's ALLOCATEs allocate the new layout.  */
      long bytes = offset * tree_to_shwi (TYPE_SIZE_UNIT (t.element_type));
      for (gimple *call : fs.mallocs)
	{
	  gimple_call_set_arg (call, 0, build_int_cst (size_type_node,
							bytes));
	  update_stmt (call);
	}
      fs.elements = offset;
    }
  else if (offset > fs.elements)
    {
      /* A COMMON member cannot grow: the block's other members follow
	 it.  A variable of its own grows, keeping its Fortran type's
	 element.  */
      gcc_assert (!fs.field);
      tree v = fs.object;
      TREE_TYPE (v) = build_array_type_nelts (t.element_type, offset);
      DECL_SIZE (v) = NULL_TREE;
      DECL_SIZE_UNIT (v) = NULL_TREE;
      DECL_MODE (v) = VOIDmode;
      if (!DECL_USER_ALIGN (v))
	SET_DECL_ALIGN (v, 0);
      layout_decl (v, 0);
      fs.elements = offset;
    }
}

tree
fortran_piece_base (const layout_target &t, int p, tree old)
{
  const fortran_storage &fs = *t.fortran;
  tree type = t.pieces[p];
  unsigned HOST_WIDE_INT bytes
    = fs.piece_offsets[p] * tree_to_uhwi (TYPE_SIZE_UNIT (t.element_type));
  if (fs.field)
    bytes += tree_to_uhwi (byte_position (fs.field));
  tree ptr = build_pointer_type (t.element_type);
  if (fs.descriptor)
    {
      /* OLD is MEM[(T[0:] *) data][index]: the same data pointer.  */
      gcc_assert (TREE_CODE (old) == ARRAY_REF
		  && TREE_CODE (TREE_OPERAND (old, 0)) == MEM_REF);
      return build2 (MEM_REF, type, TREE_OPERAND (TREE_OPERAND (old, 0), 0),
		     build_int_cst (ptr, bytes));
    }
  tree addr = build_fold_addr_expr (fs.object);
  return build2 (MEM_REF, type, addr, build_int_cst (ptr, bytes));
}

void
normalize_fortran_exit_tests (function *fun)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      gcond *cond = safe_dyn_cast<gcond *> (last_stmt (bb));
      if (!cond)
	continue;
      tree flag = gimple_cond_lhs (cond);
      tree_code code = gimple_cond_code (cond);
      if ((code != NE_EXPR && code != EQ_EXPR)
	  || !integer_zerop (gimple_cond_rhs (cond))
	  || !(VAR_P (flag) || TREE_CODE (flag) == SSA_NAME))
	continue;
      gimple_stmt_iterator gsi = gsi_for_stmt (cond);
      gsi_prev_nondebug (&gsi);
      if (gsi_end_p (gsi))
	continue;
      gassign *test = dyn_cast<gassign *> (gsi_stmt (gsi));
      if (!test || gimple_assign_lhs (test) != flag
	  || TREE_CODE_CLASS (gimple_assign_rhs_code (test)) != tcc_comparison)
	continue;
      tree a = gimple_assign_rhs1 (test), b = gimple_assign_rhs2 (test);
      tree_code cmp = gimple_assign_rhs_code (test);
      if (!INTEGRAL_TYPE_P (TREE_TYPE (a)) || !is_gimple_val (a)
	  || !is_gimple_val (b) || (VAR_P (a) && a == flag)
	  || (VAR_P (b) && b == flag))
	continue;
      if (code == EQ_EXPR)
	cmp = invert_tree_comparison (cmp, false);
      if (cmp == ERROR_MARK)
	continue;
      gimple_cond_set_condition (cond, cmp, a, b);
      update_stmt (cond);
    }
}

std::string
fortran_shape_text (const layout_target &t)
{
  pretty_printer pp;
  dump_generic_node (&pp, t.element_type, 0, TDF_SLIM, false);
  std::string s = pp_formatted_text (&pp);
  const fortran_storage &fs = *t.fortran;
  for (size_t d = fs.lbounds.size (); d-- > 0;)
    s += (d + 1 == fs.lbounds.size () ? "(" : ",")
	 + std::to_string (fs.lbounds[d]) + ":"
	 + std::to_string (fs.lbounds[d] + t.sizes[d] - 1);
  return s + ")";
}

std::string
fortran_piece_name (const layout_target &t, int p)
{
  std::string name = decl_name (t.decl);
  return p ? name + ".hl" + std::to_string (p) : name;
}

void
give_fortran_layout_symbols (std::vector<layout_target> &targets)
{
  /* One symbol per storage variable: a COMMON block's spells the layouts
     of all its members transformed here, at their byte offsets.  */
  std::map<tree, std::vector<layout_target *>> by_object;
  std::vector<tree> order;
  for (layout_target &t : targets)
    if (t.fortran && !t.fortran->old_symbol.empty ()
	&& (TREE_PUBLIC (t.fortran->object)
	    || DECL_EXTERNAL (t.fortran->object)))
      {
	if (!by_object.count (t.fortran->object))
	  order.push_back (t.fortran->object);
	by_object[t.fortran->object].push_back (&t);
      }
  for (tree object : order)
    {
      std::vector<layout_target *> &members = by_object[object];
      std::sort (members.begin (), members.end (),
		 [] (layout_target *a, layout_target *b) {
		   tree fa = a->fortran->field, fb = b->fortran->field;
		   if (!fa || !fb)
		     return false;
		   return tree_to_uhwi (byte_position (fa))
			  < tree_to_uhwi (byte_position (fb));
		 });
      std::string suffix, layout;
      for (layout_target *t : members)
	{
	  if (t->refused || t->pieces.empty ())
	    continue;
	  std::string s = layout_symbol_suffix (t->request->spec)
			  + t->fortran->shape_suffix;
	  if (t->fortran->field)
	    {
	      /* ".hyperlane.m.i..." after the member's name and place.  */
	      s = "." + std::string (decl_name (t->decl)) + ".at"
		  + std::to_string (tree_to_uhwi
				    (byte_position (t->fortran->field)))
		  + s.substr (strlen (".hyperlane"));
	    }
	  suffix += s;
	  layout += (layout.empty () ? "" : "; ")
		    + to_string (t->request->spec);
	}
      const std::string &old_name = members[0]->fortran->old_symbol;
      if (suffix.empty ())
	{
	  record_fortran_layout (*members[0], old_name, "", ".none",
				 std::string ("none (the spec was refused in ")
				 + (main_input_filename ? main_input_filename
				    : "this object") + ")");
	  continue;
	}
      if (members[0]->fortran->field)
	suffix = ".hyperlane" + suffix;
      std::string new_name = old_name + suffix;
      record_fortran_layout (*members[0], old_name, new_name, suffix,
			     layout);
    }
}

} // namespace hyperlane
