/* Resolution and safety of layout targets; see layout-targets.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "cgraph.h"
#include "layout-targets.h"
#include "layout-declarations.h"
#include "layout-diagnostics.h"
#include "layout-initializer.h"

#include <string>

namespace hyperlane {

namespace {

/* Report an error of REQUEST at the text position AT (an action or the
   spec) where the spec was written; whether it was printed.  */
bool
request_error (const layout_request &request, const text_position &at,
	       const std::string &msg)
{
  return report_layout_problem (request, at, layout_problem_kind::error, msg);
}

const char *
decl_name (tree decl)
{
  return DECL_NAME (decl) ? IDENTIFIER_POINTER (DECL_NAME (decl)) : "?";
}

/* Whether REQUEST promises that its array is in this translation unit: a
   pragma, or a spec scoped to this file.  The other specs are build-wide:
   they apply to the arrays that fit them and skip everything else.  */
bool
explicit_request_p (const layout_request &request)
{
  return (request.origin == layout_request::pragma
	  || !request.spec.file_scope.empty ());
}

/* "'u'" for messages about REQUEST's array.  */
std::string
quoted_array (const layout_request &request)
{
  return "'" + printable_text (request.spec.array, 40) + "'";
}

/* REQUEST does not apply to the declaration at LOC (unknown: to nothing
   in this translation unit), because WHY: a note in the dump and, with a
   declaration, a missed remark at it.  */
void
skip_request (const layout_request &request, location_t loc,
	      const std::string &why)
{
  if (dump_file)
    fprintf (dump_file, "spec %s: ignored: %s\n",
	     printable_text (to_string (request.spec), 200).c_str (),
	     why.c_str ());
  if (loc != UNKNOWN_LOCATION && dump_enabled_p ())
    dump_printf_loc (MSG_MISSED_OPTIMIZATION,
		     dump_user_location_t::from_location_t (loc),
		     "hyperlane: layout spec for '%s' ignored: %s\n",
		     printable_text (request.spec.array, 40).c_str (),
		     why.c_str ());
}

/* The messages for a name that is a pointer, or no array at all.  */
std::string
pointer_message (const std::string &quoted)
{
  return quoted + " is a pointer; layouts of heap (malloc'd) data and of "
		  "what pointers point to are not supported (docs/layout.md, "
		  "section 7)";
}

std::string
not_array_message (const std::string &quoted)
{
  return quoted + " is not an array";
}

/* Of the kinds of names a spec cannot take, what DECL is and where its
   support lives, or "" when DECL is an array.  */
std::string
unsupported_kind (tree decl)
{
  const char *name = decl_name (decl);
  std::string quoted = "'" + printable_text (name, 40) + "'";
  tree type = TREE_TYPE (decl);
  /* gfortran gives arrays flat types, descriptors or references, and
     passes scalar dummies by reference.  */
  if (lang_GNU_Fortran ())
    {
      tree value = POINTER_TYPE_P (type) ? TREE_TYPE (type) : type;
      return (is_gimple_reg_type (value) && !POINTER_TYPE_P (value)
	      ? not_array_message (quoted)
	      : quoted + " is a Fortran array; layouts of Fortran arrays are "
			 "not supported (docs/layout.md, section 9)");
    }
  if (TREE_CODE (decl) == PARM_DECL)
    return quoted + " is a function parameter; a layout applies to the "
		    "array the caller declares (docs/layout.md, section 7)";
  if (TREE_CODE (decl) == FIELD_DECL)
    return quoted + " is a member of a structure or class; layouts of "
		    "members are not supported (docs/layout.md, section 7)";
  if (POINTER_TYPE_P (type))
    return pointer_message (quoted);
  if (TREE_CODE (type) != ARRAY_TYPE)
    return not_array_message (quoted);
  return "";
}

/* DECL does not fit REQUEST because WHY: an error (with a note at DECL)
   for an explicit request, else the request skips DECL.  Always false,
   for "return mismatch".  */
bool
mismatch (const layout_request &request, tree decl, const std::string &why)
{
  if (!explicit_request_p (request))
    skip_request (request, DECL_SOURCE_LOCATION (decl), why);
  else if (request_error (request, request.spec.where, why))
    inform (DECL_SOURCE_LOCATION (decl), "%qD declared here", decl);
  return false;
}

/* An explicit REQUEST names variable V, which the front end declared and
   nothing uses any more: an unused array has nothing to change; anything
   else is an error that says what it is.  */
void
declared_but_unused (const layout_request &request,
		     const declared_variable &v)
{
  std::string name = quoted_array (request);
  if (v.kind == declared_variable::array)
    {
      skip_request (request, v.loc, name + (v.external ? " is an extern "
							 "array" : " is an array")
				    + " that this file does not use: "
				      "nothing to change");
      return;
    }
  if (request_error (request, request.spec.where,
		     v.kind == declared_variable::pointer
		     ? pointer_message (name) : not_array_message (name)))
    inform (v.loc, "%qs declared here",
	    printable_text (request.spec.array, 40).c_str ());
}

/* The declared dimensions of array type TYPE into SIZES and its element
   type into ELEMENT; false (with WHY) when a dimension is not a constant
   starting at 0.  */
bool
array_shape (tree type, std::vector<long> &sizes, tree &element,
	     std::string &why)
{
  while (TREE_CODE (type) == ARRAY_TYPE)
    {
      tree dom = TYPE_DOMAIN (type);
      if (!dom || !TYPE_MAX_VALUE (dom)
	  || !tree_fits_shwi_p (TYPE_MAX_VALUE (dom))
	  || !TYPE_MIN_VALUE (dom) || !integer_zerop (TYPE_MIN_VALUE (dom)))
	{
	  why = "its dimensions are not all known constants";
	  return false;
	}
      sizes.push_back (tree_to_shwi (TYPE_MAX_VALUE (dom)) + 1);
      type = TREE_TYPE (type);
    }
  element = type;
  return true;
}

/* Check DECL's shape against T's request and fill T's shape fields;
   errors are the request's.  */
bool
check_shape (layout_target &t)
{
  const layout_request &r = *t.request;
  std::string why = unsupported_kind (t.decl);
  if (!why.empty ())
    return mismatch (r, t.decl, why);
  tree type = TREE_TYPE (t.decl);
  std::string cannot = "cannot change the layout of " + quoted_array (r)
		       + ": ";
  tree element;
  if (!array_shape (type, t.sizes, element, why))
    return mismatch (r, t.decl, cannot + why);
  if (TREE_CODE (element) == RECORD_TYPE)
    {
      tree common = NULL_TREE;
      for (tree f = TYPE_FIELDS (element); f; f = DECL_CHAIN (f))
	{
	  if (TREE_CODE (f) != FIELD_DECL)
	    continue;
	  tree ft = TREE_TYPE (f);
	  if (DECL_BIT_FIELD (f) || !is_gimple_reg_type (ft))
	    return mismatch (r, t.decl,
			     cannot + "its elements have a field that is not "
				      "a scalar ('" + decl_name (f) + "')");
	  if (common && TYPE_MAIN_VARIANT (ft) != TYPE_MAIN_VARIANT (common))
	    t.mixed_fields = true;
	  if (!common)
	    common = ft;
	  t.fields.push_back (f);
	}
      if (t.fields.empty ())
	return mismatch (r, t.decl, cannot + "its elements have no field");
      t.of_struct = true;
      t.sizes.push_back ((long) t.fields.size ());
      t.element_type = common;
    }
  else if (is_gimple_reg_type (element))
    t.element_type = element;
  else
    return mismatch (r, t.decl, cannot + "its element type is neither a "
					 "scalar nor a structure of scalars");

  if (t.sizes.size () != r.spec.dims.size ())
    {
      std::string have = std::to_string (t.sizes.size ())
	+ (t.of_struct ? " dimensions (the last one its fields)"
		       : " dimensions");
      return mismatch (r, t.decl, quoted_array (r) + " has " + have
				  + " but the spec names "
				  + std::to_string (r.spec.dims.size ()));
    }
  std::string error;
  const layout_action *at = nullptr;
  if (!build_layout_map (r.spec, t.sizes, t.map, error, &at))
    {
      request_error (r, at ? at->where : r.spec.where, error);
      return false;
    }
  if (t.of_struct)
    {
      /* The field subscript is always a constant, but a tile of fields
	 would make it computed: refuse strip-mining the fields.  Fields of
	 different types cannot share an array: each gets its own, so
	 their dimension must stay as declared.  */
      const std::string &fdim = r.spec.dims.back ();
      for (size_t i = 0; i < t.map.pre_dims.size (); i++)
	{
	  const mapped_dim &d = t.map.pre_dims[i];
	  if (d.source != (int) t.sizes.size () - 1)
	    continue;
	  /* A positive PAD adds no subscript operation, only fields.  */
	  bool reshaped = (d.size != (long) t.fields.size ()
			   || !d.ops.empty ());
	  bool strip_mined = false;
	  for (const index_op &op : d.ops)
	    strip_mined |= op.kind != index_op::add;
	  if (t.mixed_fields ? reshaped : strip_mined)
	    {
	      request_error (r, r.spec.where, "the field dimension '" + fdim
					      + (t.mixed_fields
						 ? "' of a structure with "
						   "fields of different "
						   "types cannot be "
						   "strip-mined or padded"
						 : "' cannot be strip-mined"));
	      return false;
	    }
	  if (t.mixed_fields)
	    {
	      if (t.map.peel_dim >= 0)
		{
		  request_error (r, r.spec.where,
				 "a structure with fields of different types "
				 "is split into one array per field; PEEL "
				 "cannot be used on it");
		  return false;
		}
	      split_dimension (t.map, (int) i);
	    }
	}
    }
  return true;
}

/* Refuse T with a warning at LOC that says which use blocks it.  */
void
refuse (layout_target &t, location_t loc, const std::string &why)
{
  if (t.refused)
    return;
  t.refused = true;
  warning_at (loc, 0, "layout of %qD not changed: %s", t.decl, why.c_str ());
  if (t.request->origin == layout_request::pragma)
    inform (t.request->loc, "layout requested here");
  if (dump_enabled_p ())
    dump_printf_loc (MSG_MISSED_OPTIMIZATION,
		     dump_user_location_t::from_location_t (loc),
		     "hyperlane: layout of '%s' not changed: %s\n",
		     decl_name (t.decl), why.c_str ());
}

/* Walk state of the use scan.  */
struct scan_state
{
  std::vector<layout_target> *targets;
  location_t loc;
  const char *where;		/* "a statement", "the initializer of".  */
};

/* walk_tree callback of the use scan: every occurrence of a target that is
   not a whole-element reference blocks it.  */
tree
scan_use (tree *tp, int *walk_subtrees, void *data)
{
  scan_state *s = static_cast<scan_state *> (data);
  tree t = *tp;
  if (TYPE_P (t))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  element_ref ref;
  if (match_element_ref (t, *s->targets, ref))
    {
      *walk_subtrees = 0;
      layout_target &tg = *ref.target;
      if (tg.map.peel_dim >= 0 && !tg.refused)
	{
	  const mapped_dim &pd = tg.map.pre_dims[tg.map.peel_dim];
	  tree sub = ref.subscripts[pd.source];
	  if (TREE_CODE (sub) != INTEGER_CST || !tree_fits_shwi_p (sub))
	    {
	      const layout_request &r = *tg.request;
	      text_position at = r.spec.where;
	      for (const layout_action &a : r.spec.actions)
		if (a.kind == layout_action_kind::peel)
		  {
		    at = a.where;
		    break;
		  }
	      if (request_error (r, at,
				 "PEEL needs a constant subscript in dimension '"
				 + r.spec.dims[pd.source] + "' of "
				 + quoted_array (r) + " in every reference"))
		inform (s->loc, "the subscript of this reference there is "
				"not a constant");
	      tg.refused = true;
	    }
	  else if (tg.map.piece_of (apply_ops (pd.ops, tree_to_shwi (sub)))
		   < 0)
	    refuse (tg, s->loc, "a subscript in dimension '"
				+ tg.request->spec.dims[pd.source]
				+ "' is out of bounds");
	}
      return NULL_TREE;
    }
  if (TREE_CODE (t) == ADDR_EXPR)
    {
      tree base = get_base_address (TREE_OPERAND (t, 0));
      if (layout_target *tg = base ? target_of (base, *s->targets) : nullptr)
	refuse (*tg, s->loc, std::string ("its address is taken in ")
			     + s->where + " (the new layout cannot honour "
			       "pointer arithmetic)");
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if (VAR_P (t))
    if (layout_target *tg = target_of (t, *s->targets))
      refuse (*tg, s->loc, std::string ("it is used as a whole or in part "
					"(not element by element) in ")
			   + s->where);
  return NULL_TREE;
}

/* True when STMT clears or clobbers a whole target (kept: the rewriting
   repeats it for every piece).  */
bool
whole_array_reset_p (gimple *stmt, std::vector<layout_target> &targets)
{
  if (!gimple_assign_single_p (stmt))
    return false;
  tree lhs = gimple_assign_lhs (stmt), rhs = gimple_assign_rhs1 (stmt);
  return (VAR_P (lhs) && target_of (lhs, targets)
	  && TREE_CODE (rhs) == CONSTRUCTOR
	  && CONSTRUCTOR_NELTS (rhs) == 0);
}

void
scan_function (function *fun, std::vector<layout_target> &targets)
{
  scan_state s = { &targets, UNKNOWN_LOCATION, "a statement" };
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (is_gimple_debug (stmt) || whole_array_reset_p (stmt, targets))
	  continue;
	s.loc = gimple_location (stmt);
	if (s.loc == UNKNOWN_LOCATION)
	  s.loc = DECL_SOURCE_LOCATION (fun->decl);
	if (gimple_code (stmt) == GIMPLE_ASM)
	  s.where = "an asm statement";
	else
	  s.where = "a statement";
	for (unsigned i = 0; i < gimple_num_ops (stmt); i++)
	  if (tree *op = gimple_op_ptr (stmt, i))
	    if (*op)
	      {
		if (gimple_code (stmt) == GIMPLE_ASM && *op)
		  {
		    /* Any target inside an asm operand blocks it.  */
		    scan_state a = s;
		    walk_tree (op, [] (tree *tp, int *, void *data) -> tree {
			scan_state *as = static_cast<scan_state *> (data);
			tree b = *tp;
			if (layout_target *tg = DECL_P (b)
			    ? target_of (b, *as->targets) : nullptr)
			  refuse (*tg, as->loc, "it is an operand of an asm "
						"statement");
			return NULL_TREE;
		      }, &a, NULL);
		    continue;
		  }
		walk_tree (op, scan_use, &s, NULL);
	      }
      }
}

/* Every declaration named NAME that REQUEST may mean: in its function
   when it has one (locals, then file scope), else file-scope arrays and,
   for specs from the command line, locals of every function too.
   Parameters of those functions are included, for their messages.  */
void
resolve (const layout_request &request, std::vector<tree> &decls)
{
  const std::string &name = request.spec.array;
  auto named = [&] (tree d) {
    return (VAR_P (d) || TREE_CODE (d) == PARM_DECL) && DECL_NAME (d)
	   && name == IDENTIFIER_POINTER (DECL_NAME (d));
  };
  auto add = [&] (tree d) {
    for (tree x : decls)
      if (x == d)
	return;
    decls.push_back (d);
  };
  cgraph_node *node;
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    {
      if (request.origin == layout_request::pragma
	  && node->decl != request.scope)
	continue;
      function *fun = DECL_STRUCT_FUNCTION (node->decl);
      if (!fun)
	continue;
      unsigned ix;
      tree var;
      FOR_EACH_LOCAL_DECL (fun, ix, var)
	if (named (var))
	  add (var);
      for (tree parm = DECL_ARGUMENTS (node->decl); parm;
	   parm = DECL_CHAIN (parm))
	if (named (parm))
	  add (parm);
    }
  varpool_node *vnode;
  FOR_EACH_VARIABLE (vnode)
    {
      tree d = vnode->decl;
      if (!named (d))
	continue;
      tree ctx = DECL_CONTEXT (d);
      /* Namespace-scope arrays and static class members are global.  */
      bool file_scope = !ctx || TREE_CODE (ctx) == TRANSLATION_UNIT_DECL
			|| TREE_CODE (ctx) == NAMESPACE_DECL || TYPE_P (ctx);
      if (file_scope)
	{
	  /* A pragma inside a function means its local array first.  */
	  if (request.origin == layout_request::pragma && request.scope
	      && !decls.empty ())
	    continue;
	  add (d);
	}
      else if (request.origin != layout_request::pragma
	       || ctx == request.scope)
	add (d);
    }
}

/* For a pragma that names nothing resolve () finds: a member of the
   class of its member function, so that the error can say what it is.  */
tree
find_member (const layout_request &request)
{
  if (!request.scope)
    return NULL_TREE;
  tree type = DECL_CONTEXT (request.scope);
  if (!type || !RECORD_OR_UNION_TYPE_P (type))
    return NULL_TREE;
  for (tree f = TYPE_FIELDS (type); f; f = DECL_CHAIN (f))
    if (TREE_CODE (f) == FIELD_DECL && DECL_NAME (f)
	&& request.spec.array == IDENTIFIER_POINTER (DECL_NAME (f)))
      return f;
  return NULL_TREE;
}

/* Visibility and qualifier checks of T's declaration.  */
void
check_declaration (layout_target &t, bool trust)
{
  tree d = t.decl;
  location_t loc = DECL_SOURCE_LOCATION (d);
  bool volatile_field = false;
  for (tree f : t.fields)
    volatile_field |= TYPE_VOLATILE (TREE_TYPE (f));
  if (TREE_THIS_VOLATILE (d) || TYPE_VOLATILE (t.element_type)
      || volatile_field)
    refuse (t, loc, "it is volatile");
  else if ((TREE_PUBLIC (d) || DECL_EXTERNAL (d)) && !trust)
    {
      const char *why = "it is visible to other translation units; declare "
			"it 'static', or give every translation unit the "
			"same spec and -fplugin-arg-hyperlane-layout-trust";
      /* A build-wide spec meets other files' arrays of that name.  */
      if (explicit_request_p (*t.request))
	refuse (t, loc, why);
      else
	{
	  t.refused = true;
	  skip_request (*t.request, DECL_SOURCE_LOCATION (d), why);
	}
    }
}

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

} // anon namespace

tree
piece_element_type (const layout_target &t, int p)
{
  if (t.mixed_fields)
    return TREE_TYPE (t.fields[t.map.pieces[p].first]);
  return t.element_type;
}

layout_target *
target_of (tree decl, std::vector<layout_target> &targets)
{
  for (layout_target &t : targets)
    if (t.decl == decl && !t.refused)
      return &t;
  return nullptr;
}

bool
match_element_ref (tree ref, std::vector<layout_target> &targets,
		   element_ref &out)
{
  tree field = NULL_TREE;
  tree t = ref;
  if (TREE_CODE (t) == COMPONENT_REF)
    {
      field = TREE_OPERAND (t, 1);
      t = TREE_OPERAND (t, 0);
    }
  std::vector<tree> subs;
  while (TREE_CODE (t) == ARRAY_REF)
    {
      if ((TREE_OPERAND (t, 2) && !integer_zerop (TREE_OPERAND (t, 2)))
	  || TREE_OPERAND (t, 3))
	return false;
      subs.push_back (TREE_OPERAND (t, 1));
      t = TREE_OPERAND (t, 0);
    }
  if (!VAR_P (t))
    return false;
  layout_target *tg = target_of (t, targets);
  if (!tg || subs.size () + (field ? 1 : 0) != tg->sizes.size ()
      || (field != NULL_TREE) != tg->of_struct)
    return false;
  out.target = tg;
  out.subscripts.assign (subs.rbegin (), subs.rend ());
  if (field)
    {
      size_t k = 0;
      while (k < tg->fields.size () && tg->fields[k] != field)
	k++;
      if (k == tg->fields.size ())
	return false;
      out.subscripts.push_back (size_int (k));
    }
  return true;
}

void
decide_layout_targets (const std::vector<layout_request> &requests,
		       bool trust, std::vector<layout_target> &targets)
{
  for (const layout_request &r : requests)
    {
      if (!r.spec.file_scope.empty ()
	  && !file_scope_matches (r.spec.file_scope, main_input_filename))
	{
	  skip_request (r, UNKNOWN_LOCATION, "for '" + printable_text
				      (r.spec.file_scope) + "', not this file");
	  continue;
	}
      std::vector<tree> decls;
      resolve (r, decls);
      if (decls.empty ())
	{
	  /* A make.def gives one spec to every translation unit; only a
	     pragma or a file-scoped spec promises the array is here.  */
	  std::string what = quoted_array (r)
			     + (r.origin == layout_request::pragma
				? " in '#pragma array_transform'" : "");
	  const declared_variable *declared = nullptr;
	  if (!explicit_request_p (r))
	    skip_request (r, UNKNOWN_LOCATION, "no array " + quoted_array (r)
					       + " here");
	  else if (tree member = find_member (r))
	    mismatch (r, member, unsupported_kind (member));
	  else if ((declared = find_declared_variable (r.spec.array, r.scope)))
	    declared_but_unused (r, *declared);
	  else
	    request_error (r, r.spec.where,
			   what + " is not an array defined or used in this "
			   + (r.origin == layout_request::pragma ? "scope"
							       : "file"));
	  continue;
	}
      for (tree d : decls)
	{
	  bool twice = false;
	  for (const layout_target &t : targets)
	    if (t.decl == d)
	      {
		request_error (r, r.spec.where, quoted_array (r)
						+ " already has a layout "
						  "spec");
		twice = true;
	      }
	  if (twice)
	    continue;
	  layout_target t;
	  t.decl = d;
	  t.request = &r;
	  if (!check_shape (t))
	    continue;
	  check_declaration (t, trust);
	  targets.push_back (t);
	}
    }
  report_unprinted_layout_problems ();
  if (targets.empty ())
    return;

  /* Every use in the translation unit: statements of every function and
     initializers of every variable.  */
  cgraph_node *node;
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    if (function *fun = DECL_STRUCT_FUNCTION (node->decl))
      {
	if (gimple_in_ssa_p (fun))
	  {
	    /* Too late to rewrite it: it went ahead of us.  */
	    for (layout_target &t : targets)
	      refuse (t, DECL_SOURCE_LOCATION (node->decl),
		      "a function was compiled before the layout pass saw "
		      "it");
	    continue;
	  }
	scan_function (fun, targets);
      }
  varpool_node *vnode;
  FOR_EACH_VARIABLE (vnode)
    {
      tree init = DECL_INITIAL (vnode->decl);
      if (!init || init == error_mark_node)
	continue;
      if (target_of (vnode->decl, targets))
	continue;		/* Its own initializer: mapped below.  */
      scan_state s = { &targets, DECL_SOURCE_LOCATION (vnode->decl),
		       "the initializer of another variable" };
      walk_tree (&init, scan_use, &s, NULL);
    }

  for (layout_target &t : targets)
    {
      if (t.refused)
	continue;
      tree init = DECL_INITIAL (t.decl);
      std::string why;
      std::vector<tree> dummy;
      if (init && init != error_mark_node && !DECL_EXTERNAL (t.decl)
	  && !initializer_mappable_p (t, init, why))
	{
	  refuse (t, DECL_SOURCE_LOCATION (t.decl), why);
	  continue;
	}
      create_pieces (t);
    }
  report_unprinted_layout_problems ();
}

} // namespace hyperlane
