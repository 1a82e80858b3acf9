/* The new declarations of an array to transform; see layout-pieces.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "cgraph.h"
#include "layout-pieces.h"
#include "layout-initializer.h"
#include "layout-refusals.h"

#include <string>

namespace hyperlane {

namespace {

/* The array type of piece P of T.  */
tree
piece_type (const layout_target &t, int p)
{
  tree type = piece_element_type (t, p);
  const std::vector<mapped_dim> &dims = t.map.pieces[p].dims;
  for (auto it = dims.rbegin (); it != dims.rend (); ++it)
    type = build_array_type_nelts (type, it->size);
  return type;
}

} // anon namespace

tree
piece_element_type (const layout_target &t, int p)
{
  if (t.mixed_fields)
    return TREE_TYPE (t.fields[t.map.pieces[p].first]);
  return t.element_type;
}

/* Give T its new declarations.  */
void
create_pieces (layout_target &t)
{
  tree d = t.decl;
  t.old_type = TREE_TYPE (d);
  tree old_init = DECL_INITIAL (d);
  for (size_t p = 0; p < t.map.pieces.size (); p++)
    {
      tree type = piece_type (t, (int) p);
      tree nd;
      if (p == 0)
	nd = d;
      else
	{
	  nd = copy_node (d);
	  /* Pieces of a split structure are named after their fields, the
	     others numbered: A.m, u.hl2.  Deterministic, so translation
	     units given the same spec agree (layout-trust).  */
	  tree field = t.mixed_fields ? t.fields[t.map.pieces[p].first]
				      : NULL_TREE;
	  std::string suffix
	    = (field && DECL_NAME (field)
	       ? std::string (".") + IDENTIFIER_POINTER (DECL_NAME (field))
	       : ".hl" + std::to_string (p));
	  DECL_NAME (nd) = get_identifier ((decl_name (d) + suffix).c_str ());
	  /* A public piece's symbol extends the array's own (mangled in
	     C++: ns1::u and ns2::u must not both make u.hl1).  */
	  if (TREE_PUBLIC (d) || DECL_EXTERNAL (d))
	    SET_DECL_ASSEMBLER_NAME
	      (nd, get_identifier ((std::string (IDENTIFIER_POINTER
						 (DECL_ASSEMBLER_NAME (d)))
				    + suffix).c_str ()));
	  else
	    SET_DECL_ASSEMBLER_NAME (nd, NULL_TREE);
	  DECL_ARTIFICIAL (nd) = 0;
	}
      TREE_TYPE (nd) = type;
      DECL_SIZE (nd) = NULL_TREE;
      DECL_SIZE_UNIT (nd) = NULL_TREE;
      DECL_MODE (nd) = VOIDmode;
      if (!DECL_USER_ALIGN (nd))
	SET_DECL_ALIGN (nd, 0);
      layout_decl (nd, 0);
      t.pieces.push_back (nd);
    }

  /* Initial values move with their elements.  */
  if (old_init && old_init != error_mark_node && !DECL_EXTERNAL (d))
    {
      std::vector<tree> inits;
      std::string why;
      if (!map_initializer (t, old_init, inits, why))
	{
	  /* Checked before (initializer_mappable_p); keep it safe.  */
	  gcc_unreachable ();
	}
      for (size_t p = 0; p < t.pieces.size (); p++)
	DECL_INITIAL (t.pieces[p]) = inits[p];
    }

  for (size_t p = 1; p < t.pieces.size (); p++)
    {
      tree nd = t.pieces[p];
      if (TREE_STATIC (nd) || DECL_EXTERNAL (nd))
	{
	  varpool_node *vn = varpool_node::get_create (nd);
	  if (!DECL_EXTERNAL (nd))
	    {
	      varpool_node::finalize_decl (nd);
	      if (!vn->analyzed)
		vn->analyze ();
	    }
	}
      else
	add_local_decl (DECL_STRUCT_FUNCTION (DECL_CONTEXT (nd)), nd);
    }
}

} // namespace hyperlane
