/* The escape analysis of the hyperlane-relayout pass (heap-relayout.h).

   Every pointer value of the program (SSA names, 'static' pointer
   variables, pointer fields of 'static' structures, parameters and
   results of functions whose calls are all seen) is a node; copies, PHIs,
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

#ifndef HYPERLANE_HEAP_ANALYSIS_H
#define HYPERLANE_HEAP_ANALYSIS_H

#include "heap-internal.h"

#include <map>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

namespace hyperlane {

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
  /* The cause, of which the other reasons are consequences: a
     constructor or destructor of the records, an array cookie.  The
     reasons of a target with primary ones are these only.  */
  bool primary = false;
};

/* Whether FNDECL is one of the replaceable global array forms of
   'operator new []' (plain, nothrow, aligned), and of
   'operator delete []'; and whether a block of the first kind may be
   released by the second (GCC's valid_new_delete_pair_p; for free and
   the malloc family as well).  */
bool heap_array_new_p (tree fndecl);
bool heap_array_delete_p (tree fndecl);
bool heap_release_matches_p (gcall *alloc, gcall *release);

/* Whether SIZE, the size 'operator new []' is called with, is a whole
   number of records of RECORD bytes (n * sizeof, or the all-ones size
   the front end asks for when n * sizeof overflows).  */
bool heap_new_size_p (tree size, HOST_WIDE_INT record);

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
  /* What releases a block (free, realloc, operator delete[]): checked
     against the allocations of its class (malloc with free, new[] with
     delete[]).  */
  std::vector<std::pair<int, gcall *>> m_releases;
  std::set<tree> m_reported_decls;
  function *m_fn = nullptr;
  location_t m_loc = UNKNOWN_LOCATION;
  /* The constructor or destructor the current statement belongs to
     (inlined or not), for messages: "the constructor 'T::T()'", or
     empty.  */
  std::string m_ctor;
  std::string m_fn_ctor;
  static std::string ctor_text (tree fndecl);
  /* The program's own 'operator new []' or 'operator delete []' the
     current statement was inlined from, or null.  */
  tree m_replaced = NULL_TREE;
  bool m_primary_now = false;
  std::map<int, std::vector<heap_reason>> m_primary;

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
  /* Block T, which WHAT ("comes from", "is passed to") the allocation
     function the program replaces (m_replaced), as the primary cause.  */
  void block_replaced (tree t, const char *what);
  void block_node (int n, location_t loc, const std::string &why);
  std::string describe (tree t);
  void require_start (tree t, const char *where);

  void scan_function (cgraph_node *cn);
  void scan_phi (gphi *phi);
  void scan_stmt (gimple *s);
  void scan_assign (gassign *s);
  void scan_call (gcall *s);
  void scan_malloc_call (gcall *s);
  void scan_free_call (gcall *s);
  void scan_seen_call (gcall *s, cgraph_node *callee,
		       const std::string &name);
  void scan_unseen_call (gcall *s, const std::string &name);
  bool scan_new_delete (gcall *s);
  void scan_comparison (tree_code code, tree a, tree b);
  bool scan_ref (tree ref, gimple *s, bool store, bool whole_ok);
  void scan_other_deref (tree ref, tree base, tree ptr, int n, gimple *s,
			 bool store, bool whole_ok, int involved);
  void scan_address (tree addr, const std::string &why);
  void scan_other (gimple *s);
  void scan_global (varpool_node *v);
  void decide ();
  int target_of_class (const std::map<int, std::set<int>> &classes, int n);
  void check_pointer_moves (const std::map<int, std::set<int>> &classes);
  void match_scalar_derefs (const std::map<int, std::set<int>> &classes);
  void check_releases (const std::map<int, std::set<int>> &classes);
};

} // namespace hyperlane

#endif
