/* See invariant-distance.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "tree-affine.h"
#include "invariant-distance.h"
#include "../plan/group-distance.h"

namespace hyperlane {

address_expander::~address_expander ()
{
  free_affine_expand_cache (&m_cache);
}

namespace {

/* How many pairs of PHIs deep a difference is followed.  */
const int phi_pair_depth = 4;

/* ELT, an element of an affine combination, with the PHI result it is or
   converts in *PHI.  */
bool
phi_element (tree elt, gphi **phi)
{
  tree name = elt;
  if (CONVERT_EXPR_P (elt)
      && (TYPE_PRECISION (TREE_TYPE (elt))
	  >= TYPE_PRECISION (TREE_TYPE (TREE_OPERAND (elt, 0)))))
    name = TREE_OPERAND (elt, 0);
  if (TREE_CODE (name) != SSA_NAME)
    return false;
  *phi = dyn_cast<gphi *> (SSA_NAME_DEF_STMT (name));
  return *phi != nullptr;
}

/* ELT with its PHI replaced by the PHI's argument on incoming edge E.  */
tree
element_on_edge (tree elt, gphi *phi, unsigned e)
{
  tree arg = gimple_phi_arg_def (phi, e);
  return (TREE_CODE (elt) == SSA_NAME ? arg
	  : fold_convert (TREE_TYPE (elt), arg));
}

/* Whether X - Y, two integer or pointer values, is a constant, in *D:
   expanded through the definitions of their SSA names; where what is
   left is C * (P - Q) for two PHIs P and Q of one block, whose arguments
   differ by one constant on every incoming edge (as partial redundancy
   elimination leaves nz2 and nz2 - 1 on two paths), that constant.  */
bool
constant_difference (tree x, tree y, int depth, widest_int *d,
		     hash_map<tree, name_expansion *> **cache)
{
  aff_tree ax, ay;
  tree_to_aff_combination_expand (fold_convert (sizetype, x), sizetype, &ax,
				  cache);
  tree_to_aff_combination_expand (fold_convert (sizetype, y), sizetype, &ay,
				  cache);
  aff_combination_scale (&ay, -1);
  aff_combination_add (&ax, &ay);
  widest_int offset;
  if (ax.rest || !ax.offset.is_constant (&offset))
    return false;
  if (ax.n == 0)
    {
      *d = offset;
      return true;
    }
  gphi *p, *q;
  if (depth == 0 || ax.n != 2
      || !phi_element (ax.elts[0].val, &p)
      || !phi_element (ax.elts[1].val, &q)
      || gimple_bb (p) != gimple_bb (q)
      || ax.elts[0].coef != -ax.elts[1].coef)
    return false;
  widest_int common = 0;
  for (unsigned e = 0; e < gimple_phi_num_args (p); e++)
    {
      widest_int on_edge;
      if (!constant_difference (element_on_edge (ax.elts[0].val, p, e),
				element_on_edge (ax.elts[1].val, q, e),
				depth - 1, &on_edge, cache)
	  || (e > 0 && on_edge != common))
	return false;
      common = on_edge;
    }
  *d = offset + ax.elts[0].coef * common;
  return true;
}

/* Whether the addresses of A and B in one iteration differ by a constant,
   in *DIFFERENCE (B's minus A's, without their constant parts DR_INIT):
   base address and offset, loop-invariant both.  */
bool
address_difference (data_reference *a, data_reference *b,
		    int64_t *difference,
		    hash_map<tree, name_expansion *> **cache)
{
  for (data_reference *dr : { a, b })
    if (!DR_BASE_ADDRESS (dr) || !DR_OFFSET (dr))
      return false;
  auto address = [] (data_reference *dr) {
    return fold_build2 (PLUS_EXPR, sizetype,
			fold_convert (sizetype, DR_BASE_ADDRESS (dr)),
			fold_convert (sizetype, DR_OFFSET (dr)));
  };
  widest_int d;
  if (!constant_difference (address (b), address (a), phi_pair_depth, &d,
			    cache)
      || !wi::fits_shwi_p (d))
    return false;
  *difference = d.to_shwi ();
  return true;
}

/* The size in bytes of what DR accesses, or 0.  */
uint64_t
access_size (data_reference *dr)
{
  tree size = TYPE_SIZE_UNIT (TREE_TYPE (DR_REF (dr)));
  return size && tree_fits_uhwi_p (size) ? tree_to_uhwi (size) : 0;
}

} // anon namespace

uint64_t
address_expander::disjoint_vf_limit (data_reference *a,
				     const access_group &ga,
				     data_reference *b,
				     const access_group &gb)
{
  if (ga.step == 0 || ga.step != gb.step)
    return 0;
  int64_t difference;
  if (!address_difference (a, b, &difference, &m_cache))
    return 0;
  /* Only a store's blend writes bytes beside its own (the gaps of its
     records, written back as loaded), so where one of the two is a load,
     or both are members of one group, which the plan accesses as fields
     of the same records, only their own bytes count: two that never meet
     at any distance are independent.  */
  if (&ga == &gb || DR_IS_READ (a) || DR_IS_READ (b))
    {
      const uint64_t size_a = access_size (a), size_b = access_size (b);
      if (tree_fits_shwi_p (DR_INIT (a)) && tree_fits_shwi_p (DR_INIT (b))
	  && size_a && size_b)
	{
	  const __int128 distance = (__int128) difference
				    + tree_to_shwi (DR_INIT (b))
				    - tree_to_shwi (DR_INIT (a));
	  if (distance <= INT64_MAX && distance >= -INT64_MAX
	      && strides_never_meet ((int64_t) distance, size_a, size_b,
				     ga.step))
	    return every_vf;
	}
      if (&ga == &gb)
	return 0;
    }
  /* The groups' footprints start at their lowest members' offsets, which
     share the expanded base and offset of A's and B's.  */
  const __int128 distance
    = (__int128) difference + gb.min_init - ga.min_init;
  if (distance > INT64_MAX || distance < -INT64_MAX)
    return 0;
  return hyperlane::disjoint_vf_limit ((int64_t) distance,
				       ga.max_init + ga.elem_size
				       - ga.min_init,
				       gb.max_init + gb.elem_size
				       - gb.min_init,
				       ga.step);
}

} // namespace hyperlane
