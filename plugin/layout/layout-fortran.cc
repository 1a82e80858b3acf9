/* Layouts of Fortran arrays; see layout-fortran.h.
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

gimple *fortran_current_stmt;
function *fortran_current_fun;

namespace {

/* A variable REQUEST may mean: where its elements are.  */
struct fortran_candidate
{
  tree decl;			/* As declared (for messages).  */
  tree object;			/* The storage variable.  */
  tree field;			/* Its COMMON (or EQUIVALENCE) member.  */
};

/* Whether V is a COMMON block (GFC_DECL_COMMON_OR_EQUIV, named as
   written), not an EQUIVALENCE union (one too, artificial: "equiv.1").
   Not TREE_PUBLIC: -fwhole-program makes the block local before the
   layout pass runs.  */
bool
common_block_p (tree v)
{
  return (VAR_P (v) && DECL_LANG_FLAG_3 (v) && !DECL_ARTIFICIAL (v)
	  && RECORD_OR_UNION_TYPE_P (TREE_TYPE (v)));
}

/* The storage of DECL: its own, or the member of the COMMON block or
   EQUIVALENCE union its value expression names.  */
bool
storage_of (tree decl, tree &object, tree &field)
{
  object = decl;
  field = NULL_TREE;
  if (VAR_P (decl) && DECL_HAS_VALUE_EXPR_P (decl))
    {
      tree v = DECL_VALUE_EXPR (decl);
      if (TREE_CODE (v) != COMPONENT_REF || !VAR_P (TREE_OPERAND (v, 0)))
	return false;
      object = TREE_OPERAND (v, 0);
      field = TREE_OPERAND (v, 1);
    }
  return true;
}

/* The type of the elements' storage of C.  */
tree
storage_type (const fortran_candidate &c)
{
  return TREE_TYPE (c.field ? c.field : c.object);
}

std::string
quoted (const std::string &name)
{
  return "'" + printable_text (name, 40) + "'";
}

/* A member of a COMMON block or EQUIVALENCE union that shares storage
   with FIELD, or null.  */
tree
overlapping_member (tree object, tree field)
{
  /* The procedure's own view of the block: each procedure that declares
     a COMMON block gives it a record type of its own.  */
  tree rec = DECL_CONTEXT (field);
  if (!RECORD_OR_UNION_TYPE_P (rec))
    return NULL_TREE;
  if (TREE_CODE (rec) == UNION_TYPE)
    for (tree f = TYPE_FIELDS (rec); f; f = DECL_CHAIN (f))
      if (TREE_CODE (f) == FIELD_DECL && f != field)
	return f;
  if (!tree_fits_uhwi_p (byte_position (field))
      || !tree_fits_uhwi_p (DECL_SIZE_UNIT (field)))
    return field;
  for (tree f = TYPE_FIELDS (rec); f; f = DECL_CHAIN (f))
    if (TREE_CODE (f) == FIELD_DECL && f != field
	&& members_overlap_p (field, f))
      return f;
  return NULL_TREE;
}

/* What C's kind of variable is, for a spec that cannot take it, or "".  */
std::string
unsupported_fortran_kind (const layout_request &r, tree decl,
			  const fortran_candidate *c)
{
  std::string name = quoted (r.spec.array);
  if (TREE_CODE (decl) == PARM_DECL)
    return name + " is a dummy argument; a layout applies to the actual "
		  "array, in the procedure that declares it (docs/layout.md, "
		  "section 9)";
  tree type = c ? storage_type (*c) : TREE_TYPE (decl);
  if (c && !c->field && VAR_P (c->object) && allocatable_descriptor_p (type))
    return "";
  if (c && c->field && allocatable_descriptor_p (type))
    return name + " is an allocatable array that an internal procedure "
		  "uses (host association); layouts of such arrays are not "
		  "supported (docs/layout.md, section 9)";
  if (RECORD_OR_UNION_TYPE_P (type) && TYPE_LANG_FLAG_1 (type))
    return name + " is a pointer array (its shape is known only at run "
		  "time); layouts of such arrays are not supported "
		  "(docs/layout.md, section 9)";
  if (POINTER_TYPE_P (type))
    return name + " is a pointer or an array passed by reference; layouts "
		  "of what pointers point to are not supported "
		  "(docs/layout.md, section 9)";
  if (TREE_CODE (type) != ARRAY_TYPE)
    return name + " is not an array";
  if (!gfc_array_type_p (type))
    return name + " is an array of another kind than explicit shape "
		  "(docs/layout.md, section 9)";
  return "";
}

/* DECL does not fit R because WHY: an error for an explicit request,
   else R skips DECL.  */
void
fortran_mismatch (const layout_request &r, tree decl, const std::string &why)
{
  if (!explicit_request_p (r))
    skip_request (r, DECL_SOURCE_LOCATION (decl), why);
  else if (request_error (r, r.spec.where, why))
    inform (DECL_SOURCE_LOCATION (decl), "%qs declared here",
	    source_name (decl));
}

/* Every variable of the translation unit named as R's array, and the
   members of COMMON blocks of that name (COMMON_OF: their blocks).  */
void
fortran_candidates (const layout_request &r, std::vector<tree> &decls,
		    std::map<tree, tree> &common_of)
{
  const std::string &name = r.spec.array;
  auto named_field = [&] (tree d) {
    std::string n = IDENTIFIER_POINTER (DECL_NAME (d));
    if (n.size () != name.size ())
      return false;
    for (size_t i = 0; i < n.size (); i++)
      if (TOLOWER (n[i]) != TOLOWER (name[i]))
	return false;
    return true;
  };
  auto named = [&] (tree d) {
    /* gfortran keeps names as written, lowered.  */
    return ((VAR_P (d) || TREE_CODE (d) == PARM_DECL) && DECL_NAME (d)
	    && named_field (d));
  };
  add_function_decls (named, decls);
  auto add = [&] (tree d) {
    if (std::find (decls.begin (), decls.end (), d) == decls.end ())
      decls.push_back (d);
  };
  varpool_node *vnode;
  FOR_EACH_VARIABLE (vnode)
    {
      tree v = vnode->decl;
      if (named (v))
	add (v);
      /* A COMMON block: its members by name, also those no procedure of
	 this file uses, since the block's symbol changes with their
	 layout.  */
      if (common_block_p (v))
	for (tree f = TYPE_FIELDS (TREE_TYPE (v)); f; f = DECL_CHAIN (f))
	  if (TREE_CODE (f) == FIELD_DECL && DECL_NAME (f)
	      && named_field (f))
	    {
	      common_of[f] = v;
	      add (f);
	    }
    }
}

/* How many elements T's new layout needs.  */
long
fortran_layout_elements (const layout_target &t)
{
  long n = 0;
  for (size_t p = 0; p < t.map.pieces.size (); p++)
    n += t.map.piece_elements ((int) p);
  return n;
}


/* A Fortran array's spec in C form: a mismatch of R for each of DECLS,
   the variables it names.  */
void
refuse_c_form (const layout_request &r, const std::vector<tree> &decls)
{
  std::string why = quoted (r.spec.array) + " is a Fortran array: write "
		    "its spec in Fortran form, " + r.spec.array
		    + "(d1, d2, ...), first dimension first "
		      "(docs/layout.md, section 9)";
  for (tree d : decls)
    {
      /* A scalar is no array in either form.  */
      tree type = TREE_TYPE (d);
      if (POINTER_TYPE_P (type) && TREE_CODE (d) == PARM_DECL)
	type = TREE_TYPE (type);
      fortran_mismatch (r, d, (is_gimple_reg_type (type)
			       && !POINTER_TYPE_P (type))
			      ? quoted (r.spec.array) + " is not an array"
			      : why);
    }
}

/* The candidate C that D, a variable or COMMON member named as R's array
   (COMMON_OF: the members' blocks), means; false when there is none (a
   mismatch said, or a member of a block that is no array).  */
bool
request_candidate (const layout_request &r, tree d,
		   std::map<tree, tree> &common_of, fortran_candidate &c)
{
  c = { d, d, NULL_TREE };
  if (TREE_CODE (d) == FIELD_DECL)
    {
      c.object = common_of[d];
      c.field = d;
    }
  else if (VAR_P (d) && !storage_of (d, c.object, c.field))
    {
      fortran_mismatch (r, d, quoted (r.spec.array) + " is not an array "
			      "that the layout pass understands");
      return false;
    }
  /* OpenMP outlines a region into a function that declares again the
     procedure's names of a COMMON block's members, as members of a local
     copy of the block (copy_var_decl): the region's statements use the
     block itself.  The copy's member is the block's.  */
  if (c.field && !common_block_p (c.object) && !is_global_var (c.object))
    {
      auto block = common_of.find (c.field);
      if (block != common_of.end ()
	  && TREE_TYPE (block->second) == TREE_TYPE (c.object))
	c.object = block->second;
    }
  std::string why = unsupported_fortran_kind (r, d, TREE_CODE (d)
						  == PARM_DECL
						  ? nullptr : &c);
  /* A name of a member of a block, not of an array: nothing asked.  */
  if (TREE_CODE (d) == FIELD_DECL && !why.empty ())
    return false;
  if (!why.empty ())
    {
      fortran_mismatch (r, d, why);
      return false;
    }
  return true;
}

/* Whether candidate C of R is one already KEPT, or the array of one of
   TARGETS already (an error); else C is kept.  */
bool
repeated_candidate_p (const layout_request &r, const fortran_candidate &c,
		      std::vector<fortran_candidate> &kept,
		      const std::vector<layout_target> &targets)
{
  /* Every procedure declares its own variable for a COMMON member.  */
  bool again = false;
  for (const fortran_candidate &o : kept)
    again |= (o.object == c.object
	      && (o.field == c.field
		  || (o.field && c.field && same_member_p (o.field,
							   c.field))));
  if (again)
    return true;
  kept.push_back (c);
  bool twice = false;
  for (const layout_target &t : targets)
    if (t.fortran && t.fortran->object == c.object
	&& (t.fortran->field == c.field
	    || (c.field && t.fortran->field
		&& same_member_p (t.fortran->field, c.field))))
      {
	request_error (r, r.spec.where, quoted (r.spec.array)
					+ " already has a layout spec");
	twice = true;
      }
  return twice;
}

/* The shape of candidate C of R (D as declared) into FS, EXTENTS and
   ELEMENT.  DESC: C is an allocatable array, whose shape its ALLOCATEs
   give: none (EXTENTS empty) when they do not, SHAPE_WHY at SHAPE_LOC
   saying why.  False when C cannot take R's layout (a mismatch said).  */
bool
candidate_shape (const layout_request &r, tree d,
		 const fortran_candidate &c, bool desc, fortran_storage &fs,
		 std::vector<long> &extents, tree &element,
		 std::string &shape_why, location_t &shape_loc)
{
  std::string cannot = "cannot change the layout of "
		       + quoted (r.spec.array) + ": ";
  std::string why;
  /* An allocatable array: its shape from its ALLOCATEs.  */
  if (desc)
    {
      int rank = allocatable_rank (storage_type (c), element);
      if (!rank)
	{
	  fortran_mismatch (r, d, cannot + "its element type is not a "
					   "numeric or logical scalar");
	  return false;
	}
      if ((size_t) rank != r.spec.dims.size ())
	{
	  fortran_mismatch (r, d, quoted (r.spec.array) + " has "
				  + std::to_string (rank)
				  + " dimensions but the spec names "
				  + std::to_string (r.spec.dims.size ()));
	  return false;
	}
      if (!allocation_shape (c.object, rank, element, fs, extents,
			     shape_why, shape_loc))
	extents.clear ();
    }
  else if (!fortran_shape (storage_type (c), fs.lbounds, extents,
			   fs.strides, fs.elements, element, why))
    {
      fortran_mismatch (r, d, cannot + why);
      return false;
    }
  if (!desc && extents.size () != r.spec.dims.size ())
    {
      fortran_mismatch (r, d, quoted (r.spec.array) + " has "
			      + std::to_string (extents.size ())
			      + " dimensions but the spec names "
			      + std::to_string (r.spec.dims.size ()));
      return false;
    }
  return true;
}

/* T's layout map for R from its sizes (none while they are unknown),
   with Fortran's subscripts: from the lower bounds of FS.  False after
   an error.  */
bool
fortran_target_map (const layout_request &r, layout_target &t,
		    const fortran_storage &fs)
{
  std::string error;
  const layout_action *at = nullptr;
  if (!t.sizes.empty ()
      && !build_layout_map (r.spec, t.sizes, t.map, error, &at))
    {
      request_error (r, at ? at->where : r.spec.where, error);
      return false;
    }
  /* The reference's subscripts are Fortran's: from the lower bound.  */
  auto from_lbound = [&] (mapped_dim &m) {
    long lb = fs.lbounds[m.source];
    if (lb)
      m.ops.insert (m.ops.begin (), index_op { index_op::add, -lb });
  };
  for (mapped_dim &m : t.map.pre_dims)
    from_lbound (m);
  for (layout_piece &p : t.map.pieces)
    for (mapped_dim &m : p.dims)
      from_lbound (m);
  return true;
}

/* Refuse T, candidate C of R (D as declared), when its layout cannot
   change: volatile, in an EQUIVALENCE, used by an internal procedure,
   sharing storage, with initial values, larger than its COMMON member,
   global without TRUST, or (DESC) an allocatable array of no known shape
   (SHAPE_WHY at SHAPE_LOC).  */
void
refuse_fortran_target (const layout_request &r, layout_target &t, tree d,
		       const fortran_candidate &c, bool desc, bool trust,
		       const std::string &shape_why, location_t shape_loc)
{
  const fortran_storage *fs = t.fortran.get ();
  location_t loc = DECL_SOURCE_LOCATION (d);
  tree type = storage_type (c);
  if (TREE_THIS_VOLATILE (c.object) || TYPE_VOLATILE (type)
      || TYPE_VOLATILE (t.element_type))
    refuse_target (t, loc, "it is volatile");
  else if (c.field && DECL_LANG_FLAG_3 (c.object)
	   && !common_block_p (c.object))
    refuse_target (t, loc, "it is in an EQUIVALENCE");
  else if (c.field && !DECL_LANG_FLAG_3 (c.object))
    /* A member of another record: a host's variable that an internal
       procedure uses lives in the host's frame.  */
    refuse_target (t, loc, "an internal procedure uses it (host "
			   "association)");
  else if (tree other = c.field ? overlapping_member (c.object, c.field)
				: NULL_TREE)
    refuse_target (t, loc, "it shares storage with '"
			   + std::string (decl_name (other))
			   + "' (EQUIVALENCE)");
  else if (!desc && DECL_INITIAL (c.object)
	   && DECL_INITIAL (c.object) != error_mark_node)
    refuse_target (t, loc, "it has initial values (DATA or an "
			   "initialization), which the layout pass does "
			   "not move for Fortran arrays");
  else if (c.field && fortran_layout_elements (t) > fs->elements)
    refuse_target (t, loc, "its new layout needs "
			   + std::to_string (fortran_layout_elements (t))
			   + " elements, more than the "
			   + std::to_string (fs->elements)
			   + " it has in its COMMON block (PAD, or a "
			     "STRIP_MINE tile that does not divide its "
			     "dimension)");
  else if ((TREE_PUBLIC (c.object) || DECL_EXTERNAL (c.object)) && !trust)
    {
      std::string what = c.field ? "it is in a COMMON block, which is "
				   "global"
				 : "it is a module variable, visible to "
				   "other translation units";
      what += "; give every translation unit the same spec and "
	      "-fplugin-arg-hyperlane-layout-trust";
      if (explicit_request_p (r))
	refuse_target (t, loc, what);
      else
	{
	  t.refused = true;
	  skip_request (r, loc, what);
	}
    }
  else if (desc && t.sizes.empty ())
    refuse_target (t, shape_loc, shape_why);
}

} // anon namespace

void
add_fortran_request_targets (const layout_request &r, bool trust,
			     std::vector<layout_target> &targets)
{
  std::vector<tree> decls;
  std::map<tree, tree> common_of;
  fortran_candidates (r, decls, common_of);
  if (decls.empty ())
    {
      if (!explicit_request_p (r))
	skip_request (r, UNKNOWN_LOCATION, "no array " + quoted (r.spec.array)
					   + " here");
      else
	request_error (r, r.spec.where, quoted (r.spec.array)
					+ " is not an array defined or used in "
					  "this file");
      return;
    }
  if (!r.spec.column_major)
    {
      refuse_c_form (r, decls);
      return;
    }
  std::vector<fortran_candidate> kept;
  for (tree d : decls)
    {
      fortran_candidate c;
      if (!request_candidate (r, d, common_of, c)
	  || repeated_candidate_p (r, c, kept, targets))
	continue;

      layout_target t;
      t.decl = c.field ? c.field : c.object;
      t.request = &r;
      auto fs = std::make_shared<fortran_storage> ();
      fs->object = c.object;
      fs->field = c.field;
      std::vector<long> extents;
      tree element;
      bool desc = allocatable_descriptor_p (storage_type (c));
      std::string shape_why;
      location_t shape_loc = UNKNOWN_LOCATION;
      if (!candidate_shape (r, d, c, desc, *fs, extents, element, shape_why,
			    shape_loc))
	continue;
      t.sizes = extents;
      t.element_type = element;
      if (!fortran_target_map (r, t, *fs))
	continue;
      fs->old_symbol = DECL_ASSEMBLER_NAME_SET_P (c.object)
		       || TREE_PUBLIC (c.object)
		       ? IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (c.object))
		       : "";
      t.fortran = fs;
      refuse_fortran_target (r, t, d, c, desc, trust, shape_why, shape_loc);
      targets.push_back (t);
    }
}

} // namespace hyperlane
