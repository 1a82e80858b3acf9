/* Static initializers of layout targets; see layout-initializer.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "layout-initializer.h"
#include "layout-targets.h"

#include <algorithm>

namespace hyperlane {

namespace {

/* One initial value at its index in some index space.  */
struct indexed_value
{
  std::vector<long> index;
  tree value;

  bool operator< (const indexed_value &o) const { return index < o.index; }
};

/* Append the values of CTOR, the initializer of the sub-array at depth
   DEPTH whose leading subscripts are in INDEX, to OUT.  */
bool
flatten (const layout_target &t, tree ctor, size_t depth,
	 std::vector<long> &index, std::vector<indexed_value> &out,
	 std::string &why)
{
  if (depth == t.sizes.size ())
    {
      out.push_back ({ index, ctor });
      return true;
    }
  if (TREE_CODE (ctor) == STRING_CST)
    {
      why = "it is initialized by a string literal";
      return false;
    }
  if (TREE_CODE (ctor) != CONSTRUCTOR)
    {
      why = "its initializer is not a list of values";
      return false;
    }
  bool fields = t.of_struct && depth + 1 == t.sizes.size ();
  long next = 0;
  unsigned HOST_WIDE_INT ix;
  tree purpose, value;
  FOR_EACH_CONSTRUCTOR_ELT (CONSTRUCTOR_ELTS (ctor), ix, purpose, value)
    {
      long lo = next, hi = next;
      if (!purpose)
	;
      else if (TREE_CODE (purpose) == FIELD_DECL)
	{
	  auto it = std::find (t.fields.begin (), t.fields.end (), purpose);
	  if (it == t.fields.end ())
	    {
	      why = "its initializer names an unknown field";
	      return false;
	    }
	  lo = hi = it - t.fields.begin ();
	}
      else if (TREE_CODE (purpose) == RANGE_EXPR
	       && tree_fits_shwi_p (TREE_OPERAND (purpose, 0))
	       && tree_fits_shwi_p (TREE_OPERAND (purpose, 1)))
	{
	  lo = tree_to_shwi (TREE_OPERAND (purpose, 0));
	  hi = tree_to_shwi (TREE_OPERAND (purpose, 1));
	}
      else if (tree_fits_shwi_p (purpose))
	lo = hi = tree_to_shwi (purpose);
      else
	{
	  why = "its initializer has an index that is not a constant";
	  return false;
	}
      if (fields != (purpose && TREE_CODE (purpose) == FIELD_DECL)
	  && purpose)
	{
	  why = "its initializer is not understood";
	  return false;
	}
      if (lo < 0 || hi >= t.sizes[depth])
	{
	  why = "its initializer is out of bounds";
	  return false;
	}
      for (long k = lo; k <= hi; k++)
	{
	  index[depth] = k;
	  if (!flatten (t, value, depth + 1, index, out, why))
	    return false;
	}
      next = hi + 1;
    }
  return true;
}

/* A CONSTRUCTOR of TYPE from VALUES[LO, HI), sorted, at depth DEPTH.  */
tree
build_nested (tree type, const std::vector<indexed_value> &values, size_t lo,
	      size_t hi, size_t depth)
{
  if (TREE_CODE (type) != ARRAY_TYPE)
    return values[lo].value;
  vec<constructor_elt, va_gc> *elts = nullptr;
  tree index_type = TYPE_DOMAIN (type) ? TREE_TYPE (TYPE_DOMAIN (type))
				       : sizetype;
  for (size_t i = lo; i < hi;)
    {
      size_t j = i;
      while (j < hi && values[j].index[depth] == values[i].index[depth])
	j++;
      CONSTRUCTOR_APPEND_ELT (elts,
			      build_int_cst (index_type,
					     values[i].index[depth]),
			      build_nested (TREE_TYPE (type), values, i, j,
					    depth + 1));
      i = j;
    }
  tree ctor = build_constructor (type, elts);
  TREE_STATIC (ctor) = 1;
  return ctor;
}

} // anon namespace

bool
initializer_mappable_p (const layout_target &t, tree init, std::string &why)
{
  std::vector<long> index (t.sizes.size ());
  std::vector<indexed_value> values;
  if (!flatten (t, init, 0, index, values, why))
    return false;
  if (t.map.peel_dim >= 0)
    {
      const mapped_dim &pd = t.map.pre_dims[t.map.peel_dim];
      for (const indexed_value &v : values)
	if (t.map.piece_of (apply_ops (pd.ops, v.index[pd.source])) < 0)
	  {
	    why = "its initializer is out of bounds";
	    return false;
	  }
    }
  return true;
}

bool
map_initializer (const layout_target &t, tree init, std::vector<tree> &inits,
		 std::string &why)
{
  std::vector<long> index (t.sizes.size ());
  std::vector<indexed_value> values;
  if (!flatten (t, init, 0, index, values, why))
    return false;
  std::vector<std::vector<indexed_value>> per_piece (t.map.pieces.size ());
  for (const indexed_value &v : values)
    {
      int p = 0;
      if (t.map.peel_dim >= 0)
	{
	  const mapped_dim &pd = t.map.pre_dims[t.map.peel_dim];
	  p = t.map.piece_of (apply_ops (pd.ops, v.index[pd.source]));
	}
      indexed_value nv;
      nv.value = v.value;
      for (const mapped_dim &d : t.map.pieces[p].dims)
	nv.index.push_back (apply_ops (d.ops, v.index[d.source]));
      per_piece[p].push_back (nv);
    }
  inits.assign (t.map.pieces.size (), NULL_TREE);
  for (size_t p = 0; p < per_piece.size (); p++)
    {
      std::vector<indexed_value> &vals = per_piece[p];
      if (vals.empty ())
	{
	  /* No value lands here: all zero, as the old initializer said.  */
	  tree type = TREE_TYPE (t.pieces[p]);
	  if (TREE_CODE (type) != ARRAY_TYPE)
	    inits[p] = build_zero_cst (type);
	  else
	    {
	      inits[p] = build_constructor (type, nullptr);
	      TREE_STATIC (inits[p]) = 1;
	    }
	  continue;
	}
      std::sort (vals.begin (), vals.end ());
      inits[p] = build_nested (TREE_TYPE (t.pieces[p]), vals, 0, vals.size (),
			       0);
    }
  return true;
}

} // namespace hyperlane
