/* The pass "hyperlane-relayout" and its escape analysis.

   Every pointer value of the program (SSA names, file-scope pointer
   variables, parameters, function results) is a node; copies, PHIs,
   pointer arithmetic, calls of functions whose bodies we see and their
   returns join nodes into classes.  A class is a target's when one of its
   values is dereferenced as the target's record type or has type
   'pointer to it'.  Every statement that lets a pointer out of the nodes
   we follow (a store to memory, a call we cannot see, a conversion to an
   integer, a pointer difference, a dereference as another type...)
   records a reason against the pointer's class; a target with a reason
   against one of its classes, or with a record that is not on the heap,
   keeps its layout and each reason becomes a warning at its statement.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "diagnostic.h"
#include "tree-diagnostic.h"
#include "heap-internal.h"
#include "heap-relayout.h"
#include "heap-requests.h"

#include <map>
#include <set>
#include <unordered_map>

namespace hyperlane {

namespace {

const pass_data heap_relayout_pass_data = {
  SIMPLE_IPA_PASS,
  "hyperlane-relayout",		/* -fdump-tree-hyperlane-relayout */
  OPTGROUP_VEC,
  TV_NONE,
  0, 0, 0, 0, 0
};

/* A scalar dereference at byte OFFSET of SIZE bytes: a field access if
   the class's record has a field there of that size.  */
struct scalar_deref
{
  int node;
  heap_access access;
  HOST_WIDE_INT offset, size;
  location_t loc;
  std::string why;
};

/* A reason against a class, kept until the classes are known.  */
struct pending_reason
{
  int node;
  location_t loc;
  std::string text;
};

class heap_analysis
{
public:
  std::vector<heap_target> targets;

  void run ();

private:
  /* Union-find over pointer values.  */
  std::unordered_map<tree, int> m_ids;
  std::vector<int> m_parent;
  std::vector<tree> m_trees;
  std::vector<int> m_seed;	/* Target of the node's own type, or -1.  */
  std::vector<std::pair<int, int>> m_derefs;	/* (node, target).  */
  std::vector<pending_reason> m_pending;
  std::vector<std::pair<int, heap_access>> m_accesses;
  std::vector<scalar_deref> m_scalars;
  std::vector<std::pair<int, heap_allocation>> m_allocs;
  std::vector<std::pair<int, int>> m_frees;	/* (node, 0).  */
  std::set<tree> m_reported_decls;
  function *m_fn = nullptr;
  location_t m_loc = UNKNOWN_LOCATION;

  int find (int n)
  {
    while (m_parent[n] != n)
      n = m_parent[n] = m_parent[m_parent[n]];
    return n;
  }
  void unite (int a, int b)
  {
    a = find (a), b = find (b);
    if (a != b)
      m_parent[a] = b;
  }

  int target_of_type (tree type);
  bool contains_target (tree type, int which = -1, int depth = 0);
  void init_target (heap_target &t, tree type);
  void refuse_type (int target, location_t loc, const std::string &why);
  void refuse_decl (tree decl);

  bool global_pointer_var_p (tree t)
  {
    return (TREE_CODE (t) == VAR_DECL && is_global_var (t)
	    && POINTER_TYPE_P (TREE_TYPE (t)));
  }
  /* Whether T is VAR.F, F a pointer field of a file-scope or function
     'static' structure VAR: the pointers kept in such a structure are
     followed field by field (every variable of one structure type shares
     the field's node).  */
  static bool static_field_p (tree t)
  {
    if (TREE_CODE (t) != COMPONENT_REF)
      return false;
    tree var = TREE_OPERAND (t, 0);
    tree f = TREE_OPERAND (t, 1);
    return (TREE_CODE (var) == VAR_DECL && is_global_var (var)
	    && TREE_CODE (TREE_TYPE (var)) == RECORD_TYPE
	    && POINTER_TYPE_P (TREE_TYPE (t)) && !DECL_BIT_FIELD (f)
	    && !TREE_THIS_VOLATILE (t) && !TREE_OPERAND (t, 2));
  }
  bool node_p (tree t)
  {
    return ((TREE_CODE (t) == SSA_NAME && POINTER_TYPE_P (TREE_TYPE (t)))
	    || global_pointer_var_p (t) || static_field_p (t));
  }
  int node (tree t);
  /* A structure variable whose pointer fields are nodes, and whether and
     why it lets them out.  */
  std::map<tree, std::set<int>> m_var_fields;
  std::vector<std::pair<tree, heap_reason>> m_var_escapes;
  void var_escapes (tree var, const std::string &why)
  {
    m_var_escapes.push_back ({ var, { m_loc, why } });
  }
  void check_container (tree var);
  void block (tree t, const std::string &why);
  void block_node (int n, location_t loc, const std::string &why);
  std::string describe (tree t);
  void require_start (tree t, const char *where);

  void scan_function (cgraph_node *cn);
  void scan_phi (gphi *phi);
  void scan_stmt (gimple *s);
  void scan_assign (gassign *s);
  void scan_call (gcall *s);
  void scan_comparison (tree_code code, tree a, tree b);
  bool scan_ref (tree ref, gimple *s, bool store, bool whole_ok);
  void scan_address (tree addr, const std::string &why);
  void scan_other (gimple *s);
  void scan_global (varpool_node *v);
  void decide ();
};

/* The target whose record type TYPE is, or -1.  */
int
heap_analysis::target_of_type (tree type)
{
  if (!type || TREE_CODE (type) != RECORD_TYPE)
    return -1;
  tree mv = TYPE_MAIN_VARIANT (type);
  tree name = TYPE_NAME (mv);
  if (name && TREE_CODE (name) == TYPE_DECL)
    name = DECL_NAME (name);
  if (!name || TREE_CODE (name) != IDENTIFIER_NODE)
    return -1;
  for (size_t i = 0; i < targets.size (); i++)
    if (targets[i].name == IDENTIFIER_POINTER (name))
      {
	heap_target &t = targets[i];
	if (!t.type)
	  init_target (t, mv);
	else if (t.type != mv
		 && (!TYPE_CANONICAL (mv)
		     || TYPE_CANONICAL (mv) != TYPE_CANONICAL (t.type)))
	  refuse_type (i, m_loc, "the program has two different "
				 "definitions of 'struct " + t.name + "'");
	return i;
      }
  return -1;
}

/* Whether TYPE is, or holds by value, the record of target WHICH (any
   target when WHICH is -1).  */
bool
heap_analysis::contains_target (tree type, int which, int depth)
{
  if (!type || depth > 16)
    return false;
  if (TREE_CODE (type) == ARRAY_TYPE)
    return contains_target (TREE_TYPE (type), which, depth + 1);
  if (!RECORD_OR_UNION_TYPE_P (type))
    return false;
  int t = target_of_type (type);
  if (t >= 0 && (which < 0 || t == which))
    return true;
  for (tree f = TYPE_FIELDS (type); f; f = DECL_CHAIN (f))
    if (TREE_CODE (f) == FIELD_DECL
	&& contains_target (TREE_TYPE (f), which, depth + 1))
      return true;
  return false;
}

/* Check the record type of T: scalar fields at constant, aligned,
   non-overlapping offsets.  */
void
heap_analysis::init_target (heap_target &t, tree type)
{
  t.type = type;
  int i = &t - &targets[0];
  location_t loc = DECL_P (TYPE_NAME (type)) ? DECL_SOURCE_LOCATION
					       (TYPE_NAME (type))
		   : TYPE_STUB_DECL (type)
		     ? DECL_SOURCE_LOCATION (TYPE_STUB_DECL (type)) : m_loc;
  if (!COMPLETE_TYPE_P (type) || !tree_fits_uhwi_p (TYPE_SIZE_UNIT (type))
      || tree_to_uhwi (TYPE_SIZE_UNIT (type)) == 0)
    {
      refuse_type (i, loc, "its size is not a positive constant");
      return;
    }
  t.size = tree_to_uhwi (TYPE_SIZE_UNIT (type));
  HOST_WIDE_INT end = 0;
  for (tree f = TYPE_FIELDS (type); f; f = DECL_CHAIN (f))
    {
      if (TREE_CODE (f) != FIELD_DECL)
	continue;
      const char *fname = DECL_NAME (f) ? IDENTIFIER_POINTER (DECL_NAME (f))
					: "<anonymous>";
      tree ft = TREE_TYPE (f);
      std::string field = "field '" + std::string (fname) + "' ";
      if (DECL_BIT_FIELD (f))
	refuse_type (i, DECL_SOURCE_LOCATION (f), field + "is a bit-field");
      else if (!INTEGRAL_TYPE_P (ft) && !SCALAR_FLOAT_TYPE_P (ft)
	       && !POINTER_TYPE_P (ft))
	refuse_type (i, DECL_SOURCE_LOCATION (f),
		     field + "is not a scalar (an array, structure, union, "
			     "complex or vector)");
      else if (!tree_fits_shwi_p (byte_position (f))
	       || !tree_fits_uhwi_p (TYPE_SIZE_UNIT (ft)))
	refuse_type (i, DECL_SOURCE_LOCATION (f),
		     field + "has no constant offset");
      else
	{
	  HOST_WIDE_INT off = int_byte_position (f);
	  HOST_WIDE_INT size = tree_to_uhwi (TYPE_SIZE_UNIT (ft));
	  HOST_WIDE_INT align = TYPE_ALIGN_UNIT (ft);
	  if (off < end)
	    refuse_type (i, DECL_SOURCE_LOCATION (f),
			 field + "overlaps the field before it");
	  else if (size == 0 || align > size || off % align != 0
		   || size % align != 0 || heap_header_bytes % align != 0)
	    refuse_type (i, DECL_SOURCE_LOCATION (f),
			 field + "is not aligned as its type "
				 "(a packed or over-aligned field)");
	  else
	    t.fields.push_back ({ f, off, size });
	  end = off + size;
	}
    }
  if (t.fields.empty () && t.reasons.empty ())
    refuse_type (i, loc, "it has no fields");
}

void
heap_analysis::refuse_type (int target, location_t loc,
			    const std::string &why)
{
  targets[target].reasons.push_back ({ loc, why });
}

/* A variable that holds records by value keeps the type's layout.  */
void
heap_analysis::refuse_decl (tree decl)
{
  if (!contains_target (TREE_TYPE (decl))
      || !m_reported_decls.insert (decl).second)
    return;
  const char *name = DECL_NAME (decl) ? IDENTIFIER_POINTER (DECL_NAME (decl))
				      : "<temporary>";
  for (size_t i = 0; i < targets.size (); i++)
    if (targets[i].type && contains_target (TREE_TYPE (decl), i))
      refuse_type (i, DECL_SOURCE_LOCATION (decl),
		   std::string ("'") + name + "' holds records by value, "
		   "not on the heap (a variable, an array, or a member of "
		   "another structure or union)");
}

/* Why structure variable VAR may let its pointer fields out, from its
   declaration: visibility, volatility, initializer, aliases, its address
   in other variables' initializers.  */
void
heap_analysis::check_container (tree var)
{
  location_t saved = m_loc;
  m_loc = DECL_SOURCE_LOCATION (var);
  std::string name = "'" + std::string (DECL_NAME (var)
					? IDENTIFIER_POINTER (DECL_NAME (var))
					: "<anonymous>") + "'";
  varpool_node *v = varpool_node::get (var);
  if (TREE_PUBLIC (var) || DECL_EXTERNAL (var) || (v && v->externally_visible))
    var_escapes (var, name + ", which holds it, is visible outside the "
			     "program");
  else if (TREE_THIS_VOLATILE (var))
    var_escapes (var, name + ", which holds it, is volatile");
  else if (DECL_INITIAL (var) && !initializer_zerop (DECL_INITIAL (var)))
    var_escapes (var, name + ", which holds it, has a static initializer "
			     "that is not zero");
  else if (v && (v->alias || v->has_aliases_p ()))
    var_escapes (var, name + ", which holds it, has an alias");
  else if (v)
    {
      ipa_ref *ref;
      for (unsigned i = 0; v->iterate_referring (i, ref); i++)
	if (ref->use == IPA_REF_ADDR)
	  {
	    var_escapes (var, "the address of " + name
			      + ", which holds it, is taken");
	    break;
	  }
    }
  m_loc = saved;
}

int
heap_analysis::node (tree t)
{
  if (static_field_p (t))
    {
      tree var = TREE_OPERAND (t, 0);
      int n = node (TREE_OPERAND (t, 1));
      auto ins = m_var_fields.emplace (var, std::set<int> ());
      if (ins.second)
	check_container (var);
      ins.first->second.insert (n);
      return n;
    }
  auto it = m_ids.find (t);
  if (it != m_ids.end ())
    return it->second;
  int id = m_parent.size ();
  m_ids.emplace (t, id);
  m_parent.push_back (id);
  m_trees.push_back (t);
  tree type = TREE_CODE (t) == FUNCTION_DECL ? TREE_TYPE (TREE_TYPE (t))
	      : TREE_TYPE (t);
  m_seed.push_back (type && POINTER_TYPE_P (type)
		    ? target_of_type (TREE_TYPE (type)) : -1);
  if (TREE_CODE (t) == SSA_NAME && SSA_NAME_IS_DEFAULT_DEF (t)
      && SSA_NAME_VAR (t) && TREE_CODE (SSA_NAME_VAR (t)) == PARM_DECL)
    unite (id, node (SSA_NAME_VAR (t)));
  if (TREE_CODE (t) == VAR_DECL)
    {
      location_t loc = DECL_SOURCE_LOCATION (t);
      std::string name = describe (t);
      varpool_node *v = varpool_node::get (t);
      if (TREE_PUBLIC (t) || DECL_EXTERNAL (t) || (v && v->externally_visible))
	block_node (id, loc, name + " is visible outside the program");
      else if (TREE_THIS_VOLATILE (t))
	block_node (id, loc, name + " is volatile");
      else if (DECL_INITIAL (t) && !integer_zerop (DECL_INITIAL (t)))
	block_node (id, loc, name + " has a static initializer that is "
				    "not a null pointer");
      else if (v && (v->alias || v->has_aliases_p ()))
	block_node (id, loc, name + " has an alias");
      else if (v)
	{
	  ipa_ref *ref;
	  for (unsigned i = 0; v->iterate_referring (i, ref); i++)
	    if (ref->use == IPA_REF_ADDR)
	      {
		block_node (id, loc, "the address of " + name + " is taken");
		break;
	      }
	}
    }
  return id;
}

/* "'p'" or "a pointer" for messages: the variable T is, or the one it
   was loaded, copied or converted from.  */
std::string
heap_analysis::describe (tree t)
{
  if (static_field_p (t) || TREE_CODE (t) == FIELD_DECL)
    {
      tree f = TREE_CODE (t) == FIELD_DECL ? t : TREE_OPERAND (t, 1);
      tree var = TREE_CODE (t) == FIELD_DECL ? NULL_TREE
					     : TREE_OPERAND (t, 0);
      std::string name = DECL_NAME (f) ? IDENTIFIER_POINTER (DECL_NAME (f))
				       : "<anonymous>";
      if (var && DECL_NAME (var))
	name = IDENTIFIER_POINTER (DECL_NAME (var)) + std::string (".")
	       + name;
      return "'" + name + "'";
    }
  for (int depth = 0; depth < 8; depth++)
    {
      tree var = TREE_CODE (t) == SSA_NAME ? SSA_NAME_VAR (t) : t;
      if (var && DECL_P (var) && DECL_NAME (var) && !DECL_ARTIFICIAL (var))
	return std::string ("'") + IDENTIFIER_POINTER (DECL_NAME (var)) + "'";
      if (TREE_CODE (t) != SSA_NAME)
	break;
      gimple *def = SSA_NAME_DEF_STMT (t);
      if (!is_gimple_assign (def)
	  || (!gimple_assign_single_p (def)
	      && !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def))
	      && gimple_assign_rhs_code (def) != POINTER_PLUS_EXPR))
	break;
      t = gimple_assign_rhs1 (def);
    }
  return "a pointer";
}

void
heap_analysis::block_node (int n, location_t loc, const std::string &why)
{
  m_pending.push_back ({ n, loc, why });
}

/* A reason against T's class at the current statement.  */
void
heap_analysis::block (tree t, const std::string &why)
{
  if (node_p (t))
    block_node (node (t), m_loc, describe (t) + " " + why);
}

/* T flows where a pointer must point to the start of its array.  */
void
heap_analysis::require_start (tree t, const char *where)
{
  if (TREE_CODE (t) == SSA_NAME && heap_derived_pointer_p (t))
    block (t, std::string ("points into the middle of an array and ")
	      + where + "; only a pointer to an array's first record may");
}

/* Whether REF's access path involves a target's record: the target or
   -1.  */
static int
ref_target (heap_analysis *, tree)
{
  return -1;
}

/* Look at memory reference REF of statement S.  Returns whether it is a
   field access of a target (recorded for the rewrite).  WHOLE_OK: REF is
   the lhs or rhs1 of an assignment, where an access can be rewritten.  */
bool
heap_analysis::scan_ref (tree ref, gimple *s, bool store, bool whole_ok)
{
  (void) ref_target;
  int involved = -1;
  tree base = ref;
  for (; handled_component_p (base); base = TREE_OPERAND (base, 0))
    {
      int t = target_of_type (TREE_TYPE (base));
      if (t >= 0 && base != ref)
	involved = t;
      if (t >= 0 && base == ref)
	involved = t;
    }
  int base_target = target_of_type (TREE_TYPE (base));
  if (base_target >= 0)
    involved = base_target;
  if (TREE_CODE (base) == MEM_REF || TREE_CODE (base) == TARGET_MEM_REF)
    {
      tree ptr = TREE_OPERAND (base, 0);
      if (TREE_CODE (ptr) == ADDR_EXPR)
	{
	  tree decl = get_base_address (TREE_OPERAND (ptr, 0));
	  if (decl && DECL_P (decl))
	    refuse_decl (decl);
	  if (decl && TREE_CODE (decl) == VAR_DECL)
	    var_escapes (decl, "the structure that holds it is accessed "
			       "through its address");
	  if (involved >= 0)
	    refuse_type (involved, m_loc, "a record is accessed that is "
					  "not on the heap");
	  return false;
	}
      if (TREE_CODE (ptr) != SSA_NAME)
	return false;
      int n = node (ptr);
      if (involved >= 0)
	m_derefs.push_back ({ n, involved });
      /* The one shape rewritten: COMPONENT_REF (MEM_REF (p, CST), f).  */
      if (whole_ok && involved >= 0 && base_target == involved
	  && TREE_CODE (base) == MEM_REF && TREE_CODE (ref) == COMPONENT_REF
	  && TREE_OPERAND (ref, 0) == base)
	{
	  heap_target &t = targets[involved];
	  tree f = TREE_OPERAND (ref, 1);
	  for (unsigned i = 0; i < t.fields.size (); i++)
	    if (t.fields[i].decl == f
		|| (DECL_NAME (f) == DECL_NAME (t.fields[i].decl)
		    && DECL_FIELD_CONTEXT (f) != t.type
		    && tree_fits_shwi_p (byte_position (f))
		    && int_byte_position (f) == t.fields[i].offset))
	      {
		poly_offset_int off = mem_ref_offset (base);
		if (!off.is_constant ()
		    || off.to_constant ().to_shwi () % t.size != 0)
		  {
		    block (ptr, "is dereferenced at a byte offset that is "
				"not a whole number of records");
		    return false;
		  }
		m_accesses.push_back ({ n, { m_fn, s, store, i } });
		return true;
	      }
	  if (t.reasons.empty ())
	    block (ptr, "is dereferenced at a field the layout does not "
			"know");
	  return false;
	}
      if (involved >= 0)
	{
	  if (TREE_CODE (ref) == TREE_CODE (base) && ref == base)
	    block (ptr, "is dereferenced for a whole record (a structure "
			"copy or a record passed by value)");
	  else if (TREE_CODE (ref) == BIT_FIELD_REF)
	    block (ptr, "is read as a range of bits that may span several "
			"fields (GCC merges comparisons of adjacent fields "
			"into one)");
	  else
	    block (ptr, "is dereferenced in a way the layout does not "
			"rewrite (a part of a field, or a field access "
			"outside an assignment)");
	}
      else
	{
	  pretty_printer pp;
	  dump_generic_node (&pp, TREE_TYPE (ref == base ? ref : base), 0,
			     TDF_SLIM, false);
	  std::string why = std::string ("is dereferenced as '")
			    + pp_formatted_text (&pp) + "'";
	  poly_offset_int off = mem_ref_offset (base);
	  /* A scalar MEM_REF may be a field access that GCC folded: the
	     class's target decides.  */
	  if (whole_ok && ref == base && TREE_CODE (base) == MEM_REF
	      && is_gimple_reg_type (TREE_TYPE (ref))
	      && !TREE_THIS_VOLATILE (ref)
	      && tree_fits_uhwi_p (TYPE_SIZE_UNIT (TREE_TYPE (ref)))
	      && off.is_constant ())
	    m_scalars.push_back ({ n, { m_fn, s, store, 0, false },
				   off.to_constant ().to_shwi (),
				   (HOST_WIDE_INT) tree_to_uhwi
				     (TYPE_SIZE_UNIT (TREE_TYPE (ref))),
				   m_loc, describe (ptr) + " " + why });
	  else
	    block (ptr, why);
	}
      return false;
    }
  if (DECL_P (base))
    {
      refuse_decl (base);
      if (involved >= 0)
	refuse_type (involved, m_loc, "a record is accessed that is not "
				      "on the heap");
      if (global_pointer_var_p (base) && base != ref)
	block (base, "is accessed in pieces");
      if (TREE_CODE (base) == VAR_DECL
	  && !(TREE_CODE (ref) == COMPONENT_REF
	       && TREE_OPERAND (ref, 0) == base
	       && !POINTER_TYPE_P (TREE_TYPE (ref))
	       && !AGGREGATE_TYPE_P (TREE_TYPE (ref))))
	var_escapes (base, "the structure that holds it is accessed other "
			   "than one field at a time");
    }
  return false;
}

/* An address ADDR (an ADDR_EXPR) used where we cannot follow it.  */
void
heap_analysis::scan_address (tree addr, const std::string &why)
{
  tree ref = TREE_OPERAND (addr, 0);
  tree base = get_base_address (ref);
  if (!base)
    return;
  int involved = -1;
  for (tree r = ref; handled_component_p (r); r = TREE_OPERAND (r, 0))
    if (target_of_type (TREE_TYPE (r)) >= 0)
      involved = target_of_type (TREE_TYPE (r));
  if (target_of_type (TREE_TYPE (base)) >= 0)
    involved = target_of_type (TREE_TYPE (base));
  if ((TREE_CODE (base) == MEM_REF || TREE_CODE (base) == TARGET_MEM_REF)
      && TREE_CODE (TREE_OPERAND (base, 0)) == SSA_NAME)
    {
      tree ptr = TREE_OPERAND (base, 0);
      if (involved >= 0)
	m_derefs.push_back ({ node (ptr), involved });
      block (ptr, "has the address of one of its records or fields taken "
		  "(&p[i] or &p[i].f), which the layout does not follow");
    }
  else if (DECL_P (base))
    {
      refuse_decl (base);
      if (global_pointer_var_p (base))
	block (base, "has its address taken");
      if (TREE_CODE (base) == VAR_DECL)
	var_escapes (base, "the address of the structure that holds it is "
			   "taken");
    }
}

void
heap_analysis::scan_comparison (tree_code code, tree a, tree b)
{
  bool eq = code == EQ_EXPR || code == NE_EXPR;
  for (tree op : { a, b })
    {
      if (!node_p (op))
	{
	  if (TREE_CODE (op) == ADDR_EXPR)
	    scan_address (op, "is compared");
	  continue;
	}
      if (!eq)
	block (op, std::string ("is compared with '")
		   + op_symbol_code (code) + "'; only '==' and '!=' with "
		   "another array or a null pointer are followed");
      else
	{
	  tree other = op == a ? b : a;
	  require_start (op, "is compared");
	  if (!node_p (other) && !integer_zerop (other))
	    block (op, "is compared with something that is not another "
		       "array or a null pointer");
	}
    }
}

void
heap_analysis::scan_phi (gphi *phi)
{
  tree res = gimple_phi_result (phi);
  if (virtual_operand_p (res) || !POINTER_TYPE_P (TREE_TYPE (res)))
    return;
  int n = node (res);
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      tree arg = gimple_phi_arg_def (phi, i);
      location_t l = gimple_phi_arg_location (phi, i);
      if (l != UNKNOWN_LOCATION)
	m_loc = l;
      if (TREE_CODE (arg) == SSA_NAME)
	{
	  unite (n, node (arg));
	  require_start (arg, "flows into a PHI (a merge of control flow)");
	}
      else if (integer_zerop (arg))
	;
      else
	{
	  if (TREE_CODE (arg) == ADDR_EXPR)
	    scan_address (arg, "flows into a PHI");
	  block (res, "may point to something that is not a heap array");
	}
    }
}

void
heap_analysis::scan_assign (gassign *s)
{
  tree lhs = gimple_assign_lhs (s);
  tree rhs1 = gimple_assign_rhs1 (s);
  tree_code code = gimple_assign_rhs_code (s);
  if (gimple_assign_single_p (s))
    {
      bool lhs_node = node_p (lhs);
      bool lhs_mem = !lhs_node && TREE_CODE (lhs) != SSA_NAME;
      if (gimple_clobber_p (s))
	{
	  scan_ref (lhs, s, true, false);
	  return;
	}
      if (lhs_mem)
	scan_ref (lhs, s, true, true);
      if (node_p (rhs1))
	{
	  if (lhs_node)
	    {
	      unite (node (lhs), node (rhs1));
	      if (TREE_CODE (lhs) != SSA_NAME)
		require_start (rhs1, "is stored to a variable");
	    }
	  else
	    block (rhs1, "is stored into memory the layout does not follow "
			 "(only 'static' pointer variables and pointer fields "
			 "of 'static' structures are followed)");
	  return;
	}
      if (TREE_CODE (rhs1) == ADDR_EXPR)
	{
	  scan_address (rhs1, "is kept in a pointer the layout does not "
			      "follow");
	  if (lhs_node)
	    block (lhs, "points to something that is not a heap array");
	  return;
	}
      if (CONSTANT_CLASS_P (rhs1))
	{
	  if (lhs_node && !integer_zerop (rhs1))
	    block (lhs, "is a constant address");
	  return;
	}
      if (TREE_CODE (rhs1) == SSA_NAME)
	return;
      if (TREE_CODE (rhs1) == CONSTRUCTOR)
	return;
      /* A load.  */
      scan_ref (rhs1, s, false, !lhs_mem);
      if (lhs_node)
	block (lhs, "is loaded from memory the layout does not follow "
		    "(only 'static' pointer variables and pointer fields "
		    "of 'static' structures are followed)");
      return;
    }
  tree rhs2 = gimple_num_ops (s) > 2 ? gimple_assign_rhs2 (s) : NULL_TREE;
  if (CONVERT_EXPR_CODE_P (code))
    {
      bool lp = POINTER_TYPE_P (TREE_TYPE (lhs));
      bool rp = POINTER_TYPE_P (TREE_TYPE (rhs1));
      if (lp && rp && node_p (rhs1))
	unite (node (lhs), node (rhs1));
      else if (rp && node_p (rhs1))
	block (rhs1, "is converted to an integer");
      else if (lp)
	block (lhs, "is made from an integer");
      return;
    }
  if (code == POINTER_PLUS_EXPR)
    {
      if (node_p (rhs1))
	{
	  unite (node (lhs), node (rhs1));
	  tree var;
	  HOST_WIDE_INT mult;
	  int t = m_seed[node (lhs)];
	  (void) t;
	  /* The record size is known only per target: checked when the
	     class is known (decide).  */
	  (void) var;
	  (void) mult;
	}
      else
	{
	  if (TREE_CODE (rhs1) == ADDR_EXPR)
	    scan_address (rhs1, "is moved by pointer arithmetic");
	  block (lhs, "points into something that is not a heap array");
	}
      return;
    }
  if (code == POINTER_DIFF_EXPR)
    {
      block (rhs1, "is subtracted from another pointer (a pointer "
		   "difference)");
      block (rhs2, "is subtracted from another pointer (a pointer "
		   "difference)");
      return;
    }
  if (TREE_CODE_CLASS (code) == tcc_comparison)
    {
      scan_comparison (code, rhs1, rhs2);
      return;
    }
  scan_other (s);
}

void
heap_analysis::scan_call (gcall *s)
{
  tree lhs = gimple_call_lhs (s);
  tree fndecl = gimple_call_fndecl (s);
  unsigned nargs = gimple_call_num_args (s);
  if (gimple_call_builtin_p (s, BUILT_IN_MALLOC)
      || gimple_call_builtin_p (s, BUILT_IN_CALLOC)
      || gimple_call_builtin_p (s, BUILT_IN_REALLOC))
    {
      bool re = gimple_call_builtin_p (s, BUILT_IN_REALLOC);
      if (!lhs)
	{
	  if (re)
	    block (gimple_call_arg (s, 0), "is reallocated and the result "
					   "is not kept");
	  return;
	}
      if (!node_p (lhs))
	{
	  if (TREE_CODE (lhs) != SSA_NAME)
	    scan_ref (lhs, s, true, false);
	  return;
	}
      int n = node (lhs);
      m_allocs.push_back ({ n, { m_fn, s } });
      if (stmt_ends_bb_p (s))
	block (lhs, "comes from an allocation that may throw");
      if (re)
	{
	  tree old = gimple_call_arg (s, 0);
	  if (node_p (old))
	    {
	      unite (n, node (old));
	      require_start (old, "is reallocated");
	    }
	  else if (!integer_zerop (old))
	    block (lhs, "is reallocated from something that is not a heap "
			"array");
	}
      return;
    }
  if (gimple_call_builtin_p (s, BUILT_IN_FREE))
    {
      tree p = gimple_call_arg (s, 0);
      if (node_p (p))
	{
	  m_frees.push_back ({ node (p), 0 });
	  require_start (p, "is freed");
	}
      return;
    }
  cgraph_node *callee = fndecl ? cgraph_node::get (fndecl) : nullptr;
  if (callee)
    callee = callee->ultimate_alias_target ();
  bool seen = (callee && !gimple_call_internal_p (s)
	       && callee->has_gimple_body_p () && !callee->thunk
	       && callee->local_p ());
  if (seen)
    {
      tree parm = DECL_ARGUMENTS (callee->decl);
      unsigned i = 0;
      for (; i < nargs && parm; i++, parm = DECL_CHAIN (parm))
	;
      seen = i == nargs && !parm && !gimple_call_va_arg_pack_p (s);
    }
  std::string name = fndecl ? std::string ("'")
			      + lang_hooks.decl_printable_name (fndecl, 2)
			      + "'"
			    : "an indirect call";
  if (seen)
    {
      tree parm = DECL_ARGUMENTS (callee->decl);
      for (unsigned i = 0; i < nargs; i++, parm = DECL_CHAIN (parm))
	{
	  tree arg = gimple_call_arg (s, i);
	  if (node_p (arg))
	    {
	      unite (node (arg), node (parm));
	      require_start (arg, ("is passed to " + name).c_str ());
	    }
	  else if (TREE_CODE (arg) == ADDR_EXPR)
	    {
	      scan_address (arg, "is passed to " + name);
	      if (POINTER_TYPE_P (TREE_TYPE (parm)))
		block_node (node (parm), m_loc,
			    describe (parm) + " of " + name
			    + " receives an address that is not a heap "
			      "array");
	    }
	  else if (POINTER_TYPE_P (TREE_TYPE (parm)) && !integer_zerop (arg)
		   && TREE_CODE (arg) != SSA_NAME)
	    block_node (node (parm), m_loc,
			describe (parm) + " of " + name
			+ " receives a value that is not a heap array");
	  else if (!is_gimple_reg_type (TREE_TYPE (arg))
		   && TREE_CODE (arg) != SSA_NAME)
	    scan_ref (arg, s, false, false);
	}
      if (lhs)
	{
	  if (node_p (lhs))
	    unite (node (lhs), node (callee->decl));
	  else if (TREE_CODE (lhs) != SSA_NAME)
	    {
	      scan_ref (lhs, s, true, false);
	      if (POINTER_TYPE_P (TREE_TYPE (lhs)))
		block_node (node (callee->decl), m_loc,
			    "the result of " + name + " is stored into "
			    "memory the layout does not follow");
	    }
	}
      return;
    }
  for (unsigned i = 0; i < nargs; i++)
    {
      tree arg = gimple_call_arg (s, i);
      if (node_p (arg))
	block (arg, "is passed to " + name + ", whose body the layout does "
		    "not see or which may be called from outside the "
		    "program");
      else if (TREE_CODE (arg) == ADDR_EXPR)
	scan_address (arg, "is passed to " + name);
      else if (TREE_CODE (arg) != SSA_NAME && !CONSTANT_CLASS_P (arg))
	scan_ref (arg, s, false, false);
    }
  if (lhs)
    {
      if (node_p (lhs))
	block (lhs, "is returned by " + name + ", whose body the layout "
		    "does not see");
      else if (TREE_CODE (lhs) != SSA_NAME)
	scan_ref (lhs, s, true, false);
    }
}

/* A statement of a shape the layout does not follow: every pointer in it
   escapes, every record access in it is refused.  */
void
heap_analysis::scan_other (gimple *s)
{
  for (unsigned i = 0; i < gimple_num_ops (s); i++)
    {
      tree op = gimple_op (s, i);
      if (!op)
	continue;
      if (node_p (op))
	{
	  const char *what = is_gimple_assign (s)
			     ? get_tree_code_name (gimple_assign_rhs_code (s))
			     : gimple_code_name[gimple_code (s)];
	  block (op, std::string ("is used in a statement the layout does not "
				  "follow ('") + what + "')");
	}
      else if (TREE_CODE (op) == ADDR_EXPR)
	scan_address (op, "the layout does not follow");
      else if (TREE_CODE (op) == TREE_LIST)
	{
	  for (tree l = op; l; l = TREE_CHAIN (l))
	    {
	      tree v = TREE_VALUE (l);
	      if (node_p (v))
		block (v, "is an operand of an 'asm' statement");
	      else if (TREE_CODE (v) == ADDR_EXPR)
		scan_address (v, "is an operand of an 'asm' statement");
	      else if (DECL_P (v) || REFERENCE_CLASS_P (v)
		       || (TREE_TYPE (v) && !is_gimple_reg_type (TREE_TYPE (v))
			   && TREE_CODE (v) != SSA_NAME
			   && !CONSTANT_CLASS_P (v)))
		scan_ref (v, s, false, false);
	    }
	}
      else if (REFERENCE_CLASS_P (op) || DECL_P (op))
	scan_ref (op, s, false, false);
    }
}

void
heap_analysis::scan_stmt (gimple *s)
{
  if (gimple_location (s) != UNKNOWN_LOCATION)
    m_loc = gimple_location (s);
  switch (gimple_code (s))
    {
    case GIMPLE_DEBUG:
    case GIMPLE_LABEL:
    case GIMPLE_NOP:
    case GIMPLE_PREDICT:
    case GIMPLE_SWITCH:
      return;
    case GIMPLE_ASSIGN:
      scan_assign (as_a<gassign *> (s));
      return;
    case GIMPLE_CALL:
      scan_call (as_a<gcall *> (s));
      return;
    case GIMPLE_COND:
      scan_comparison (gimple_cond_code (s), gimple_cond_lhs (s),
		       gimple_cond_rhs (s));
      return;
    case GIMPLE_RETURN:
      {
	tree r = gimple_return_retval (as_a<greturn *> (s));
	if (r && node_p (r))
	  {
	    unite (node (r), node (current_function_decl));
	    require_start (r, "is returned");
	  }
	else if (r && TREE_CODE (r) == ADDR_EXPR)
	  {
	    scan_address (r, "is returned");
	    block_node (node (current_function_decl), m_loc,
			"the function returns something that is not a heap "
			"array");
	  }
	else if (r && TREE_CODE (r) != SSA_NAME && !CONSTANT_CLASS_P (r))
	  scan_ref (r, s, false, false);
	return;
      }
    default:
      scan_other (s);
      return;
    }
}

void
heap_analysis::scan_function (cgraph_node *cn)
{
  function *fn = DECL_STRUCT_FUNCTION (cn->decl);
  push_cfun (fn);
  m_fn = fn;
  m_loc = DECL_SOURCE_LOCATION (cn->decl);
  bool local = cn->local_p ();
  std::string fname = std::string ("'")
		      + lang_hooks.decl_printable_name (cn->decl, 2) + "'";
  for (tree parm = DECL_ARGUMENTS (cn->decl); parm; parm = DECL_CHAIN (parm))
    {
      refuse_decl (parm);
      if (POINTER_TYPE_P (TREE_TYPE (parm)) && !local)
	block_node (node (parm), DECL_SOURCE_LOCATION (parm),
		    describe (parm) + " is a parameter of " + fname
		    + ", which may be called from outside the program or "
		      "through a pointer");
    }
  if (POINTER_TYPE_P (TREE_TYPE (TREE_TYPE (cn->decl))) && !local)
    block_node (node (cn->decl), m_loc,
		"the result of " + fname + ", which may be called from "
		"outside the program or through a pointer");
  refuse_decl (DECL_RESULT (cn->decl));
  unsigned ix;
  tree var;
  FOR_EACH_LOCAL_DECL (fn, ix, var)
    refuse_decl (var);
  basic_block bb;
  FOR_EACH_BB_FN (bb, fn)
    {
      for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	scan_phi (gsi.phi ());
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	scan_stmt (gsi_stmt (gsi));
    }
  pop_cfun ();
}

void
heap_analysis::scan_global (varpool_node *v)
{
  m_loc = DECL_SOURCE_LOCATION (v->decl);
  refuse_decl (v->decl);
  if (POINTER_TYPE_P (TREE_TYPE (v->decl)))
    node (v->decl);
}

/* Classes to targets; reasons to targets; the derived pointers' offsets
   checked against the record size.  */
void
heap_analysis::decide ()
{
  std::map<int, std::set<int>> class_targets;
  for (size_t n = 0; n < m_seed.size (); n++)
    if (m_seed[n] >= 0)
      class_targets[find (n)].insert (m_seed[n]);
  for (auto &d : m_derefs)
    class_targets[find (d.first)].insert (d.second);
  auto target_of_class = [&] (int n) -> int {
    auto it = class_targets.find (find (n));
    if (it == class_targets.end ())
      return -1;
    return *it->second.begin ();
  };
  for (auto &ct : class_targets)
    if (ct.second.size () > 1)
      for (int t : ct.second)
	refuse_type (t, TYPE_STUB_DECL (targets[t].type)
			? DECL_SOURCE_LOCATION (TYPE_STUB_DECL
						(targets[t].type))
			: UNKNOWN_LOCATION,
		     "one pointer points to records of two structure types "
		     "that both change layout");
  for (auto &e : m_var_escapes)
    {
      auto it = m_var_fields.find (e.first);
      if (it != m_var_fields.end ())
	for (int n : it->second)
	  {
	    tree f = m_trees[n];
	    std::string name
	      = std::string (DECL_NAME (e.first)
			     ? IDENTIFIER_POINTER (DECL_NAME (e.first)) : "?")
		+ "." + (DECL_NAME (f) ? IDENTIFIER_POINTER (DECL_NAME (f))
				       : "?");
	    m_pending.push_back ({ n, e.second.loc,
				   "'" + name + "': " + e.second.text });
	  }
    }
  for (auto &p : m_pending)
    if (class_targets.count (find (p.node)))
      for (int t : class_targets[find (p.node)])
	refuse_type (t, p.loc, p.text);
  /* Every pointer arithmetic of a class moves by whole records.  */
  for (size_t n = 0; n < m_trees.size (); n++)
    {
      tree t = m_trees[n];
      int target = target_of_class (n);
      if (target < 0 || TREE_CODE (t) != SSA_NAME
	  || !targets[target].size)
	continue;
      gimple *def = SSA_NAME_DEF_STMT (t);
      if (!is_gimple_assign (def)
	  || gimple_assign_rhs_code (def) != POINTER_PLUS_EXPR)
	continue;
      if (!heap_record_offset_p (gimple_assign_rhs2 (def),
				 targets[target].size))
	refuse_type (target, gimple_location (def),
		     describe (t) + " is moved by an offset that is not a "
		     "whole number of records (or not a multiple of the "
		     "record size the layout can see)");
    }
  for (scalar_deref &d : m_scalars)
    {
      int t = target_of_class (d.node);
      if (t < 0 || !targets[t].size)
	continue;
      heap_target &tt = targets[t];
      HOST_WIDE_INT rem = ((d.offset % tt.size) + tt.size) % tt.size;
      bool found = false;
      for (unsigned f = 0; f < tt.fields.size () && !found; f++)
	if (tt.fields[f].offset == rem && tt.fields[f].size == d.size)
	  {
	    d.access.field = f;
	    tt.accesses.push_back (d.access);
	    found = true;
	  }
      if (!found)
	refuse_type (t, d.loc, d.why + ", which covers no field or more "
			   "than one");
    }
  for (auto &a : m_accesses)
    {
      int t = target_of_class (a.first);
      if (t >= 0)
	targets[t].accesses.push_back (a.second);
    }
  for (auto &a : m_allocs)
    {
      int t = target_of_class (a.first);
      if (t < 0)
	continue;
      targets[t].allocations.push_back (a.second);
    }
  for (auto &f : m_frees)
    {
      int t = target_of_class (f.first);
      if (t >= 0)
	targets[t].frees++;
    }
}

void
heap_analysis::run ()
{
  cgraph_node *cn;
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (cn)
    {
      if (cn->inlined_to || cn->thunk)
	continue;
      cn->get_body ();
    }
  varpool_node *v;
  FOR_EACH_VARIABLE (v)
    scan_global (v);
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (cn)
    if (!cn->inlined_to && !cn->thunk && DECL_STRUCT_FUNCTION (cn->decl))
      scan_function (cn);
  decide ();
}

/* Whether this compilation sees the whole program; else WHY says what
   gives it.  */
bool
whole_program_view (std::string &why)
{
  if (flag_ltrans)
    {
      symtab_node *n;
      FOR_EACH_SYMBOL (n)
	if (n->in_other_partition || n->used_from_other_partition)
	  {
	    why = "the link split the program into several partitions: add "
		  "-flto-partition=one to the link command";
	    return false;
	  }
      return true;
    }
  if (!in_lto_p && flag_whole_program)
    return true;
  why = "add -flto -flto-partition=one to the compile and link commands "
	"(or -fwhole-program for a program of one translation unit)";
  return false;
}

class heap_relayout_pass : public simple_ipa_opt_pass
{
public:
  heap_relayout_pass (gcc::context *ctxt)
    : simple_ipa_opt_pass (heap_relayout_pass_data, ctxt)
  {
  }

  bool gate (function *) final override
  {
    /* A compilation that writes LTO objects leaves the layout to the
       link.  */
    return (!heap_layout_requests ().empty () && !seen_error ()
	    && !flag_generate_lto && !flag_wpa);
  }

  unsigned int execute (function *) final override;
};

unsigned int
heap_relayout_pass::execute (function *)
{
  std::string why;
  bool whole = whole_program_view (why);
  heap_analysis a;
  for (const layout_request &r : heap_layout_requests ())
    {
      heap_target t;
      t.request = &r;
      t.name = r.spec.array;
      a.targets.push_back (t);
    }
  a.run ();
  if (!whole)
    {
      /* Only where the type is used: a build-wide spec meets many
	 translation units that never mention it.  */
      for (heap_target &t : a.targets)
	{
	  if (t.type)
	    {
	      diagnostic_set_last_function (global_dc,
					    (diagnostic_info *) NULL);
	      warning_at (UNKNOWN_LOCATION, 0,
			  "layout of %<struct %s%> needs a whole-program "
			  "view: %s", t.name.c_str (), why.c_str ());
	    }
	  if (dump_file)
	    fprintf (dump_file, "struct %s: refused: no whole-program view: "
		     "%s\n", t.name.c_str (), why.c_str ());
	}
      return 0;
    }
  for (heap_target &t : a.targets)
    {
      std::string spec = "struct " + t.name + " -> " + heap_layout_text (t);
      if (!t.type)
	{
	  if (dump_file)
	    fprintf (dump_file, "%s: ignored: no function of the program "
		     "uses 'struct %s'\n", spec.c_str (), t.name.c_str ());
	  continue;
	}
      if (!t.reasons.empty ())
	{
	  if (dump_file)
	    fprintf (dump_file, "%s: refused: %u reason(s)\n", spec.c_str (),
		     (unsigned) t.reasons.size ());
	  std::set<std::pair<location_t, std::string>> said;
	  unsigned shown = 0;
	  for (const heap_reason &r : t.reasons)
	    {
	      if (!said.insert ({ r.loc, r.text }).second)
		continue;
	      if (dump_file)
		fprintf (dump_file, "  %s:%d: %s\n", LOCATION_FILE (r.loc)
			 ? LOCATION_FILE (r.loc) : "?",
			 LOCATION_LINE (r.loc), r.text.c_str ());
	      /* No "At top level:" context line: the reasons come from
		 every function of the program.  */
	      diagnostic_set_last_function (global_dc,
					    (diagnostic_info *) NULL);
	      if (shown++ < 20)
		warning_at (LOCATION_LOCUS (r.loc), 0,
			    "layout of %<struct %s%> not changed: %s",
			    t.name.c_str (), r.text.c_str ());
	    }
	  continue;
	}
      if (t.allocations.empty () && t.accesses.empty ())
	{
	  if (dump_file)
	    fprintf (dump_file, "%s: nothing to change: no allocation or "
		     "access\n", spec.c_str ());
	  continue;
	}
      rewrite_heap_target (t);
      location_t loc = t.allocations.empty ()
		       ? gimple_location (t.accesses[0].stmt)
		       : gimple_location (t.allocations[0].stmt);
      if (dump_file)
	fprintf (dump_file, "%s: changed: %u allocation(s), %u access(es), "
		 "%u free(s)\n", spec.c_str (),
		 (unsigned) t.allocations.size (),
		 (unsigned) t.accesses.size (), t.frees);
      if (dump_enabled_p ())
	dump_printf_loc (MSG_OPTIMIZED_LOCATIONS,
			 dump_user_location_t::from_location_t (loc),
			 "heap arrays of 'struct %s' laid out as %s: %u "
			 "allocation(s), %u access(es)\n", t.name.c_str (),
			 heap_layout_text (t).c_str (),
			 (unsigned) t.allocations.size (),
			 (unsigned) t.accesses.size ());
    }
  return 0;
}

} // anon namespace

std::string
heap_layout_text (const heap_target &t)
{
  if (t.request->spec.record == record_layout_kind::aosoa)
    return "AOSOA(" + std::to_string (t.request->spec.block) + ")";
  return "SOA";
}

bool
heap_derived_pointer_p (tree p)
{
  for (int depth = 0; depth < 32 && TREE_CODE (p) == SSA_NAME; depth++)
    {
      gimple *def = SSA_NAME_DEF_STMT (p);
      if (!is_gimple_assign (def))
	return false;
      tree_code code = gimple_assign_rhs_code (def);
      if (code == POINTER_PLUS_EXPR)
	return true;
      if (!CONVERT_EXPR_CODE_P (code) && code != SSA_NAME)
	return false;
      p = gimple_assign_rhs1 (def);
      if (!POINTER_TYPE_P (TREE_TYPE (p)))
	return false;
    }
  /* A chain too long to follow counts as moved: it may not reach a place
     where only the start of an array may.  */
  return TREE_CODE (p) == SSA_NAME;
}

/* The statement that defines OFF when it is an assignment whose result
   has the width of sizetype, or null.  */
static gassign *
offset_def (tree off)
{
  if (TREE_CODE (off) != SSA_NAME
      || !INTEGRAL_TYPE_P (TREE_TYPE (off))
      || TYPE_PRECISION (TREE_TYPE (off)) != TYPE_PRECISION (sizetype))
    return nullptr;
  return dyn_cast<gassign *> (SSA_NAME_DEF_STMT (off));
}

static bool
record_offset_p (tree off, HOST_WIDE_INT size, int depth)
{
  if (TREE_CODE (off) == INTEGER_CST)
    return (HOST_WIDE_INT) TREE_INT_CST_LOW (off) % size == 0;
  gassign *def = offset_def (off);
  if (!def || depth > 8)
    return false;
  tree_code code = gimple_assign_rhs_code (def);
  tree a = gimple_assign_rhs1 (def);
  switch (code)
    {
    case MULT_EXPR:
      {
	tree c = gimple_assign_rhs2 (def);
	return (TREE_CODE (c) == INTEGER_CST
		&& (HOST_WIDE_INT) TREE_INT_CST_LOW (c) % size == 0);
      }
    case PLUS_EXPR:
    case MINUS_EXPR:
      return (record_offset_p (a, size, depth + 1)
	      && record_offset_p (gimple_assign_rhs2 (def), size, depth + 1));
    case NEGATE_EXPR:
    case SSA_NAME:
      return record_offset_p (a, size, depth + 1);
    CASE_CONVERT:
      return (INTEGRAL_TYPE_P (TREE_TYPE (a))
	      && TYPE_PRECISION (TREE_TYPE (a)) == TYPE_PRECISION (sizetype)
	      && record_offset_p (a, size, depth + 1));
    default:
      return false;
    }
}

bool
heap_record_offset_p (tree off, HOST_WIDE_INT size)
{
  return record_offset_p (off, size, 0);
}

tree
heap_record_index (gimple_seq *seq, location_t loc, tree off,
		   HOST_WIDE_INT size)
{
  if (TREE_CODE (off) == INTEGER_CST)
    return size_int ((HOST_WIDE_INT) TREE_INT_CST_LOW (off) / size);
  gassign *def = offset_def (off);
  gcc_assert (def);
  tree a = gimple_assign_rhs1 (def);
  switch (gimple_assign_rhs_code (def))
    {
    case MULT_EXPR:
      {
	HOST_WIDE_INT c
	  = (HOST_WIDE_INT) TREE_INT_CST_LOW (gimple_assign_rhs2 (def));
	tree v = gimple_convert (seq, loc, sizetype, a);
	if (c / size == 1)
	  return v;
	return gimple_build (seq, loc, MULT_EXPR, sizetype, v,
			     size_int (c / size));
      }
    case PLUS_EXPR:
    case MINUS_EXPR:
      return gimple_build (seq, loc, gimple_assign_rhs_code (def), sizetype,
			   heap_record_index (seq, loc, a, size),
			   heap_record_index (seq, loc,
					      gimple_assign_rhs2 (def), size));
    case NEGATE_EXPR:
      return gimple_build (seq, loc, NEGATE_EXPR, sizetype,
			   heap_record_index (seq, loc, a, size));
    default:
      return heap_record_index (seq, loc, a, size);
    }
}

opt_pass *
make_heap_relayout_pass (gcc::context *ctxt)
{
  return new heap_relayout_pass (ctxt);
}

} // namespace hyperlane
