/* The matching of layout requests to declarations; see layout-resolve.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "cgraph.h"
#include "layout-resolve.h"
#include "layout-declarations.h"
#include "layout-fortran.h"
#include "layout-refusals.h"

#include <algorithm>
#include <string>

namespace hyperlane {

namespace {

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
    inform (DECL_SOURCE_LOCATION (decl), "%qs declared here",
	    source_name (decl));
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
  add_function_decls (named, decls,
		      request.origin == layout_request::pragma
		      ? request.scope : NULL_TREE);
  auto add = [&] (tree d) {
    if (std::find (decls.begin (), decls.end (), d) == decls.end ())
      decls.push_back (d);
  };
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
    refuse_target (t, loc, "it is volatile");
  else if ((TREE_PUBLIC (d) || DECL_EXTERNAL (d)) && !trust)
    {
      const char *why = "it is visible to other translation units; declare "
			"it 'static', or give every translation unit the "
			"same spec and -fplugin-arg-hyperlane-layout-trust";
      /* A build-wide spec meets other files' arrays of that name.  */
      if (explicit_request_p (*t.request))
	refuse_target (t, loc, why);
      else
	{
	  t.refused = true;
	  skip_request (*t.request, DECL_SOURCE_LOCATION (d), why);
	}
    }
}

} // anon namespace

void
add_function_decls (const std::function<bool (tree)> &named,
		    std::vector<tree> &decls, tree scope)
{
  auto add = [&] (tree d) {
    if (std::find (decls.begin (), decls.end (), d) == decls.end ())
      decls.push_back (d);
  };
  cgraph_node *node;
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    {
      if (scope && node->decl != scope)
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
}

void
add_request_targets (const layout_request &r, bool trust,
		     std::vector<layout_target> &targets)
{
  if (!r.spec.file_scope.empty ()
      && !file_scope_matches (r.spec.file_scope, main_input_filename))
    {
      skip_request (r, UNKNOWN_LOCATION, "for '" + printable_text
				  (r.spec.file_scope) + "', not this file");
      return;
    }
  if (lang_GNU_Fortran ())
    {
      add_fortran_request_targets (r, trust, targets);
      return;
    }
  if (r.spec.column_major)
    {
      std::string why = "a spec in Fortran form, " + printable_text
			(r.spec.array, 40) + "(...), names a Fortran array; "
			"write a C or C++ array's dimensions in brackets";
      if (explicit_request_p (r))
	request_error (r, r.spec.where, why);
      else
	skip_request (r, UNKNOWN_LOCATION, why);
      return;
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
      return;
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

} // namespace hyperlane
