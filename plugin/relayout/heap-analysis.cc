/* The escape analysis of the hyperlane-relayout pass: nodes, classes and
   the decision (heap-analysis.h); the functions and their statements in
   heap-scan.cc and heap-scan-calls.cc.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "diagnostic.h"
#include "heap-analysis.h"

namespace hyperlane {

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
  if (m_primary_now)
    m_pending.push_back ({ n, loc, why, true });
  else if (!m_ctor.empty ())
    m_pending.push_back ({ n, loc, why + " in " + m_ctor + ", which 'new[]' "
				   "or 'delete[]' runs on every record",
			   true });
  else
    m_pending.push_back ({ n, loc, why });
}

/* "the constructor 'T::T()'" for a constructor or destructor FNDECL, or
   empty.  */
std::string
heap_analysis::ctor_text (tree fndecl)
{
  if (!fndecl || TREE_CODE (fndecl) != FUNCTION_DECL
      || (!DECL_CXX_CONSTRUCTOR_P (fndecl) && !DECL_CXX_DESTRUCTOR_P (fndecl)))
    return std::string ();
  return std::string (DECL_CXX_CONSTRUCTOR_P (fndecl) ? "the constructor '"
						      : "the destructor '")
	 + lang_hooks.decl_printable_name (fndecl, 2) + "'";
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

/* The target of the class of node N in CLASSES (the targets of each
   class, by its representative), or -1.  */
int
heap_analysis::target_of_class (const std::map<int, std::set<int>> &classes,
				int n)
{
  auto it = classes.find (find (n));
  if (it == classes.end ())
    return -1;
  return *it->second.begin ();
}

/* Every pointer arithmetic of a class moves by whole records.  */
void
heap_analysis::check_pointer_moves
  (const std::map<int, std::set<int>> &classes)
{
  for (size_t n = 0; n < m_trees.size (); n++)
    {
      tree t = m_trees[n];
      int target = target_of_class (classes, n);
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
}

/* The scalar dereferences that cover one field of their class's record
   become its accesses; any other refuses the target.  */
void
heap_analysis::match_scalar_derefs
  (const std::map<int, std::set<int>> &classes)
{
  for (scalar_deref &d : m_scalars)
    {
      int t = target_of_class (classes, d.node);
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
}

/* Whether the block LHS that a call of new[] returns starts with an
   array cookie (a type with a non-trivial destructor): the count stored
   at the start of the block, the records after it.  */
static bool
array_cookie_p (tree lhs)
{
  bool count = false, moved = false;
  use_operand_p use;
  imm_use_iterator it;
  FOR_EACH_IMM_USE_FAST (use, it, lhs)
    {
      gassign *u = dyn_cast<gassign *> (USE_STMT (use));
      if (!u)
	continue;
      tree l = gimple_assign_lhs (u);
      if (TREE_CODE (l) == MEM_REF && TREE_OPERAND (l, 0) == lhs
	  && integer_zerop (TREE_OPERAND (l, 1))
	  && INTEGRAL_TYPE_P (TREE_TYPE (l)))
	count = true;
      if (gimple_assign_rhs_code (u) == POINTER_PLUS_EXPR
	  && gimple_assign_rhs1 (u) == lhs
	  && TREE_CODE (gimple_assign_rhs2 (u)) == INTEGER_CST)
	moved = true;
    }
  return count && moved;
}

/* free with malloc, delete[] with new[]: anything else is undefined
   behaviour, whose block we do not change.  */
void
heap_analysis::check_releases (const std::map<int, std::set<int>> &classes)
{
  for (auto &r : m_releases)
    {
      int t = target_of_class (classes, r.first);
      if (t < 0)
	continue;
      for (const heap_allocation &a : targets[t].allocations)
	if (a.stmt != r.second && !heap_release_matches_p (a.stmt, r.second))
	  {
	    tree ad = gimple_call_fndecl (a.stmt);
	    tree rd = gimple_call_fndecl (r.second);
	    expanded_location el = expand_location (gimple_location (a.stmt));
	    refuse_type (t, gimple_location (r.second),
			 std::string ("'")
			 + lang_hooks.decl_printable_name (rd, 2)
			 + "' releases an array that '"
			 + lang_hooks.decl_printable_name (ad, 2)
			 + "' allocates (line " + std::to_string (el.line)
			 + "), which do not pair (malloc goes with free, "
			   "new[] with delete[])");
	    break;
	  }
    }
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
	{
	  refuse_type (t, p.loc, p.text);
	  if (p.primary)
	    m_primary[t].push_back ({ p.loc, p.text });
	}
  check_pointer_moves (class_targets);
  match_scalar_derefs (class_targets);
  for (auto &a : m_accesses)
    {
      int t = target_of_class (class_targets, a.first);
      if (t >= 0)
	targets[t].accesses.push_back (a.second);
    }
  for (auto &a : m_allocs)
    {
      int t = target_of_class (class_targets, a.first);
      if (t < 0)
	continue;
      targets[t].allocations.push_back (a.second);
      gcall *c = a.second.stmt;
      tree fndecl = gimple_call_fndecl (c);
      if (heap_array_new_p (fndecl) && targets[t].size
	  && gimple_call_num_args (c) >= 1
	  && !heap_new_size_p (gimple_call_arg (c, 0), targets[t].size))
	refuse_type (t, gimple_location (c),
		     std::string ("'")
		     + lang_hooks.decl_printable_name (fndecl, 2)
		     + "' allocates records of a size that is not visibly a "
		       "whole number of records ('n * sizeof (struct "
		     + targets[t].name + ")')");
    }
  /* The array cookie of new[]: told as the cause, whatever else the
     analysis found.  */
  for (auto &a : m_allocs)
    {
      int t = target_of_class (class_targets, a.first);
      gcall *c = a.second.stmt;
      tree lhs = gimple_call_lhs (c);
      if (t < 0 || !heap_array_new_p (gimple_call_fndecl (c)) || !lhs
	  || TREE_CODE (lhs) != SSA_NAME)
	continue;
      if (array_cookie_p (lhs))
	m_primary[t].push_back ({ gimple_location (c),
				  "'new[]' puts an array cookie (the count "
				  "of records, for a type with a non-trivial "
				  "destructor) before the records: they do not "
				  "start at the pointer it allocates" });
    }
  check_releases (class_targets);
  for (auto &f : m_frees)
    {
      int t = target_of_class (class_targets, f.first);
      if (t >= 0)
	targets[t].frees++;
    }
  /* A target refused for a cause (a constructor, a cookie) is told the
     cause, not its consequences.  */
  for (auto &p : m_primary)
    targets[p.first].reasons = p.second;
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

} // namespace hyperlane
