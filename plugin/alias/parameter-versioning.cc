/* The parameter-versioning pass, "hyperlane-alias".

   A function that loads and stores through two or more pointer
   parameters (a 5x5 block routine, a small matrix or vector kernel, a
   sweep over rows of blocks) is compiled by GCC as if every store
   through one parameter could change the memory of the others: each
   later load is done again and no value stays in a register across a
   store.  This pass gives such a function a second body, entered when a
   check at entry finds the parameters' byte ranges disjoint, in which
   the accesses through different parameters carry a dependence clique
   of their own, the information GCC records for restrict pointers.
   GCC's FRE, DSE, SLP vectorizer and scheduler then treat them as
   independent.  The original body runs whenever the ranges overlap.

     alias/parameter-accesses.*   the GCC-free model: which parameters,
				  which pairs the check compares, whether
				  it pays (blocked loads)
     alias/loop-extents.*         the bytes an access at a changing
				  offset touches over all iterations
     alias/parameter-versioning.cc  this pass: the accesses, the copy of
				  the body, the check, the cliques

   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "../support/cost-model-text.h"
#include "tree-dfa.h"
#include "../support/pass-timer.h"
#include "../support/verify-il.h"
#include "address-parts.h"
#include "loop-extents.h"
#include "parameter-accesses.h"
#include "parameter-versioning.h"

#include <algorithm>
#include <vector>

namespace hyperlane {

namespace {

const pass_data parameter_versioning_pass_data = {
  GIMPLE_PASS,
  "hyperlane-alias",		/* name: -fdump-tree-hyperlane-alias */
  OPTGROUP_VEC,			/* -fopt-info-vec shows our remarks.  */
  TV_NONE,
  (PROP_cfg | PROP_ssa),
  0,
  0,
  0,
  0
};

/* Offsets beyond this many bytes from a parameter are not followed: the
   check's additions must not wrap.  */
constexpr int64_t max_offset = int64_t (1) << 40;

/* The default definition of the pointer parameter PTR is based on, with
   the constant byte offset from it in *OFFSET, or null.  */
tree
parameter_base (tree ptr, int64_t *offset)
{
  *offset = 0;
  for (unsigned steps = 0; steps < 32; steps++)
    {
      if (TREE_CODE (ptr) != SSA_NAME || !POINTER_TYPE_P (TREE_TYPE (ptr)))
	return NULL_TREE;
      if (SSA_NAME_IS_DEFAULT_DEF (ptr))
	return parameter_value_p (ptr) ? ptr : NULL_TREE;
      gimple *def = SSA_NAME_DEF_STMT (ptr);
      if (!is_gimple_assign (def))
	return NULL_TREE;
      tree rhs = gimple_assign_rhs1 (def);
      switch (gimple_assign_rhs_code (def))
	{
	case POINTER_PLUS_EXPR:
	  {
	    tree step = gimple_assign_rhs2 (def);
	    if (TREE_CODE (step) != INTEGER_CST)
	      return NULL_TREE;
	    /* sizetype is unsigned: a step back is a large value.  */
	    offset_int s = wi::sext (wi::to_offset (step),
				     TYPE_PRECISION (TREE_TYPE (step)));
	    if (wi::ges_p (s, max_offset) || wi::les_p (s, -max_offset))
	      return NULL_TREE;
	    *offset += s.to_shwi ();
	    ptr = rhs;
	    break;
	  }
	case SSA_NAME:
	CASE_CONVERT:
	  ptr = rhs;
	  break;
	case ADDR_EXPR:
	  {
	    offset_int o;
	    ptr = address_pointer_and_bytes (rhs, &o);
	    if (!ptr || wi::ges_p (o, max_offset)
		|| wi::les_p (o, -max_offset))
	      return NULL_TREE;
	    *offset += o.to_shwi ();
	    break;
	  }
	default:
	  return NULL_TREE;
	}
      if (*offset >= max_offset || *offset <= -max_offset)
	return NULL_TREE;
    }
  return NULL_TREE;
}

/* The pointer parameter PTR is based on at any offset, through pointer
   arithmetic, copies and PHIs (pointer induction variables), or null.  */
tree
parameter_root (tree ptr, hash_set<tree> &visited, unsigned depth = 0)
{
  if (depth > 32 || TREE_CODE (ptr) != SSA_NAME
      || !POINTER_TYPE_P (TREE_TYPE (ptr)))
    return NULL_TREE;
  if (SSA_NAME_IS_DEFAULT_DEF (ptr))
    return parameter_value_p (ptr) ? ptr : NULL_TREE;
  /* A cycle through PHIs adds no other root.  */
  if (visited.add (ptr))
    return error_mark_node;
  gimple *def = SSA_NAME_DEF_STMT (ptr);
  if (gphi *phi = dyn_cast<gphi *> (def))
    {
      tree root = error_mark_node;
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	{
	  tree r = parameter_root (gimple_phi_arg_def (phi, i), visited,
				   depth + 1);
	  if (!r || (r != error_mark_node && root != error_mark_node
		     && r != root))
	    return NULL_TREE;
	  if (r != error_mark_node)
	    root = r;
	}
      return root;
    }
  if (!is_gimple_assign (def))
    return NULL_TREE;
  tree rhs = gimple_assign_rhs1 (def);
  switch (gimple_assign_rhs_code (def))
    {
    case POINTER_PLUS_EXPR:
    case SSA_NAME:
    CASE_CONVERT:
      return parameter_root (rhs, visited, depth + 1);
    case ADDR_EXPR:
      {
	tree base = get_base_address (TREE_OPERAND (rhs, 0));
	if (!base || TREE_CODE (base) != MEM_REF)
	  return NULL_TREE;
	return parameter_root (TREE_OPERAND (base, 0), visited, depth + 1);
      }
    default:
      return NULL_TREE;
    }
}

/* An access through a parameter at an offset that changes: its bytes
   are computed at entry (alias/loop-extents.h).  */
struct variable_access
{
  gimple *stmt;
  tree address;			/* Of its first byte.  */
  HOST_WIDE_INT size;
};

/* The pointer parameters of a function and its accesses through them.  */
struct function_accesses
{
  /* The default definitions of the pointer parameters, in order.  */
  auto_vec<tree> params;
  std::vector<parameter_extent> extents;
  std::vector<std::vector<variable_access>> variable;
  std::vector<std::vector<parameter_access>> blocks;

  int param_index (tree def) const
  {
    for (unsigned i = 0; i < params.length (); i++)
      if (params[i] == def)
	return i;
    return -1;
  }
};

/* Where an access lies from a pointer parameter.  */
struct access_location
{
  int index = -1;		/* The parameter, or -1: not based on one.  */
  bool bounded = false;		/* Else the access cannot take part...  */
  const char *why = "of unknown extent";	/* ... for this reason.  */
  /* Bytes [LO, HI) from the parameter, or, when VARIABLE, SIZE bytes at
     ADDRESS (a pointer expression whose offset from the parameter
     changes).  */
  bool variable = false;
  int64_t lo = 0, hi = 0;
  tree address = NULL_TREE;
  HOST_WIDE_INT size = 0;
};

/* Where REF, a load or store whose base address is BASE, lies from a
   pointer parameter of ACC.  */
access_location
locate_access (const function_accesses &acc, tree base, tree ref)
{
  access_location at;
  if (TREE_CODE (base) != MEM_REF)
    return at;
  int64_t offset;
  tree ptr = TREE_OPERAND (base, 0);
  tree param = parameter_base (ptr, &offset);
  bool constant = param != NULL_TREE;
  if (!param)
    {
      hash_set<tree> visited;
      param = parameter_root (ptr, visited);
      if (param == error_mark_node)
	param = NULL_TREE;
    }
  at.index = param ? acc.param_index (param) : -1;
  if (at.index < 0)
    return at;
  if (TREE_THIS_VOLATILE (ref) || TREE_THIS_VOLATILE (base))
    {
      at.why = "volatile";
      return at;
    }
  /* restrict, or a function inlined with restrict parameters: GCC knows
     already, and a clique of ours would replace what it knows.  */
  if (MR_DEPENDENCE_CLIQUE (base) != 0)
    {
      at.why = "already independent (restrict)";
      return at;
    }

  /* At constant bytes from the parameter.  */
  poly_int64 bitpos, bitsize, maxsize;
  bool reverse;
  tree ref_base = get_ref_base_and_extent (ref, &bitpos, &bitsize, &maxsize,
					   &reverse);
  HOST_WIDE_INT pos, size;
  if (constant && ref_base == base && known_size_p (maxsize)
      && known_eq (bitsize, maxsize) && bitpos.is_constant (&pos)
      && maxsize.is_constant (&size))
    {
      offset_int from = mem_ref_bytes (base);
      from += offset;
      offset_int first = from + (pos >> LOG2_BITS_PER_UNIT);
      offset_int last = from + ((pos + size + BITS_PER_UNIT - 1)
				>> LOG2_BITS_PER_UNIT);
      if (wi::les_p (first, -max_offset) || wi::ges_p (last, max_offset))
	return at;
      at.lo = first.to_shwi ();
      at.hi = last.to_shwi ();
      at.bounded = true;
      return at;
    }

  /* At bytes that change: the address of the whole reference, the
     MEM_REF's pointer plus its variable and constant offsets.  */
  tree var_off;
  machine_mode mode;
  int unsignedp, reversep, volatilep = 0;
  tree inner = get_inner_reference (ref, &bitsize, &bitpos, &var_off, &mode,
				    &unsignedp, &reversep, &volatilep);
  if (inner != base || !bitpos.is_constant (&pos)
      || !bitsize.is_constant (&size) || size <= 0
      || pos % BITS_PER_UNIT != 0)
    return at;
  offset_int bytes = mem_ref_bytes (base) + (pos >> LOG2_BITS_PER_UNIT);
  if (wi::les_p (bytes, -max_offset) || wi::ges_p (bytes, max_offset))
    return at;
  tree address = ptr;
  if (var_off)
    address = fold_build_pointer_plus (address,
				       fold_convert (sizetype, var_off));
  at.address = fold_build_pointer_plus_hwi (address, bytes.to_shwi ());
  at.size = (size + BITS_PER_UNIT - 1) / BITS_PER_UNIT;
  at.variable = true;
  at.bounded = true;
  return at;
}

struct collect_data
{
  function_accesses *acc;
  std::vector<parameter_access> *block;
};

/* Record the load or STORE REF, whose base address is BASE, of STMT.  */
void
collect_access (gimple *stmt, tree base, tree ref, collect_data *cd,
		bool store)
{
  access_location at = locate_access (*cd->acc, base, ref);
  if (at.index < 0)
    {
      if (store)
	cd->block->push_back ({ parameter_access::opaque_store, 0, 0, 0, 0 });
      return;
    }
  parameter_extent &e = cd->acc->extents[at.index];
  uint64_t key = 0;
  int64_t lo = at.lo, hi = at.hi;
  if (!at.bounded)
    {
      e.bounded = false;
      e.unbounded_because = at.why;
    }
  else if (at.variable)
    {
      e.add_variable (store);
      cd->acc->variable[at.index].push_back ({ stmt, at.address, at.size });
      /* The same address written twice is the same key.  */
      key = iterative_hash_expr (at.address, 0) | 1;
      lo = 0;
      hi = at.size;
    }
  else
    e.add (lo, hi, store);
  cd->block->push_back ({ store ? parameter_access::store
				: parameter_access::load,
			  (unsigned) at.index, lo, hi, key });
}

bool
collect_load (gimple *stmt, tree base, tree ref, void *data)
{
  collect_access (stmt, base, ref, (collect_data *) data, false);
  return false;
}

bool
collect_store (gimple *stmt, tree base, tree ref, void *data)
{
  collect_access (stmt, base, ref, (collect_data *) data, true);
  return false;
}

/* Why FUN cannot have a second body, or null.  */
const char *
copy_obstacle (function *fun, unsigned *statements)
{
  if (fun->has_nonlocal_label || fun->calls_setjmp
      || fun->has_forced_label_in_static || fun->has_simduid_loops)
    return "nonlocal labels, setjmp or SIMD lanes";
  /* Cycles GCC's loop tree does not hold: irreducible regions (marked
     by loop_optimizer_init where the function has loops).  */
  if (number_of_loops (fun) <= 1 && mark_dfs_back_edges (fun))
    return "the function's control flow has an irreducible cycle";
  basic_block bb;
  *statements = 0;
  FOR_EACH_BB_FN (bb, fun)
    {
      if (bb->flags & BB_IRREDUCIBLE_LOOP)
	return "the function's control flow has an irreducible cycle";
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (e->flags & (EDGE_EH | EDGE_ABNORMAL))
	  return "exception or abnormal edges";
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (gimple_code (stmt) == GIMPLE_ASM)
	    return "inline assembly";
	  if (!is_gimple_debug (stmt))
	    ++*statements;
	}
    }
  if (*statements > max_versioned_statements)
    return "the function is too large to copy";
  return nullptr;
}

/* "lhs, c and r" for the remark.  */
std::string
parameter_names (const function_accesses &acc, const versioning_decision &d)
{
  std::string names;
  for (unsigned i = 0; i < d.params.size (); i++)
    {
      if (i)
	names += i + 1 == d.params.size () ? " and " : ", ";
      tree var = SSA_NAME_VAR (acc.params[d.params[i]]);
      names += "'";
      names += DECL_NAME (var) ? IDENTIFIER_POINTER (DECL_NAME (var)) : "?";
      names += "'";
    }
  return names;
}

/* The extents of each parameter's accesses at offsets that change, one
   per evolution (alias/loop-extents.h), into EXTENTS; a parameter with
   an access that has none is no longer bounded.  Needs the loops
   initialized.  */
void
variable_extents (function_accesses &acc,
		  std::vector<std::vector<access_extent>> &extents)
{
  extents.assign (acc.params.length (), {});
  for (unsigned p = 0; p < acc.params.length (); p++)
    for (const variable_access &v : acc.variable[p])
      {
	if (!acc.extents[p].bounded)
	  break;
	access_extent e;
	if (const char *why = loop_access_extent (v.stmt, v.address, 0,
						  v.size, &e))
	  {
	    if (dump_file && (dump_flags & TDF_DETAILS))
	      {
		fprintf (dump_file, "  no extent (%s) for ", why);
		print_gimple_stmt (dump_file, v.stmt, 0, TDF_SLIM);
	      }
	    acc.extents[p].bounded = false;
	    acc.extents[p].unbounded_because = why;
	    break;
	  }
	/* Accesses a constant apart (the fields of a record, the elements
	   of a row) make one extent.  */
	std::vector<access_extent> &mine = extents[p];
	auto same = std::find_if (mine.begin (), mine.end (),
				  [&] (const access_extent &x)
				  { return same_evolution_p (x, e); });
	if (same == mine.end ())
	  mine.push_back (e);
	else
	  {
	    same->lo = std::min (same->lo, e.lo);
	    same->hi = std::max (same->hi, e.hi);
	  }
      }
}

/* EXPR computed at the end of SEQ.  */
tree
gimplify_at (gimple_seq *seq, tree expr)
{
  /* force_gimple_operand starts its sequence afresh.  */
  gimple_seq part = NULL;
  tree value = force_gimple_operand (unshare_expr (expr), &part, true,
				     NULL_TREE);
  gimple_seq_add_seq (seq, part);
  return value;
}

/* The entry check: true when every pair of D's parameters that the
   check compares has disjoint byte ranges: those of the accesses at
   constant offsets joined with VARIABLE's extents.  */
tree
build_disjointness_check (gimple_seq *seq, const function_accesses &acc,
			  const versioning_decision &d,
			  const std::vector<std::vector<access_extent>>
			    &variable)
{
  tree uptr = unsigned_type_for (ptr_type_node);
  std::vector<tree> lo (d.params.size ()), hi (d.params.size ());
  for (unsigned i = 0; i < d.params.size (); i++)
    {
      unsigned p = d.params[i];
      const parameter_extent &e = acc.extents[p];
      tree l = NULL_TREE, h = NULL_TREE;
      auto join = [&] (tree a, tree b)
	{
	  a = gimplify_at (seq, a);
	  b = gimplify_at (seq, b);
	  l = l ? gimple_build (seq, MIN_EXPR, uptr, l, a) : a;
	  h = h ? gimple_build (seq, MAX_EXPR, uptr, h, b) : b;
	};
      if (e.accesses > e.variable)
	{
	  tree at = fold_convert (uptr, acc.params[p]);
	  join (fold_build2 (PLUS_EXPR, uptr, at, build_int_cst (uptr, e.lo)),
		fold_build2 (PLUS_EXPR, uptr, at, build_int_cst (uptr, e.hi)));
	}
      for (const access_extent &x : variable[p])
	{
	  tree a, b;
	  extent_bounds (x, &a, &b);
	  join (a, b);
	}
      lo[i] = l;
      hi[i] = h;
    }
  tree all = NULL_TREE;
  for (const auto &pair : d.pairs)
    {
      unsigned a = pair.first, b = pair.second;
      tree before = gimple_build (seq, LE_EXPR, boolean_type_node, hi[a],
				  lo[b]);
      tree after = gimple_build (seq, LE_EXPR, boolean_type_node, hi[b],
				 lo[a]);
      tree apart = gimple_build (seq, BIT_IOR_EXPR, boolean_type_node,
				 before, after);
      all = all ? gimple_build (seq, BIT_AND_EXPR, boolean_type_node, all,
				apart)
		: apart;
    }
  return all;
}

struct clique_data
{
  const function_accesses *acc;
  const std::vector<int> *base_of_param;	/* 0: not versioned.  */
  unsigned short clique;
  unsigned marked;
};

bool
mark_access (gimple *, tree base, tree ref, void *data)
{
  clique_data *cd = (clique_data *) data;
  access_location at = locate_access (*cd->acc, base, ref);
  if (at.index < 0 || !at.bounded || (*cd->base_of_param)[at.index] == 0)
    return false;
  MR_DEPENDENCE_CLIQUE (base) = cd->clique;
  MR_DEPENDENCE_BASE (base) = (*cd->base_of_param)[at.index];
  cd->marked++;
  return false;
}

class parameter_versioning_pass : public gimple_opt_pass
{
public:
  parameter_versioning_pass (gcc::context *ctxt, versioning_mode mode,
			     bool verify)
    : gimple_opt_pass (parameter_versioning_pass_data, ctxt),
      m_mode (mode), m_verify (verify)
  {}

  bool gate (function *fun) final override
  {
    return m_mode != versioning_mode::off && optimize >= 2 && !optimize_debug
	   && optimize_function_for_speed_p (fun);
  }

  unsigned int execute (function *fun) final override;

private:
  /* The blocked loads a second body must save: none under always.  */
  unsigned min_blocked () const
  {
    return m_mode == versioning_mode::always ? 0 : min_blocked_loads;
  }

  versioning_mode m_mode;
  bool m_verify;
};

/* The details dump of each parameter's accesses and of D.  */
void
dump_parameters (function *fun, const function_accesses &acc,
		 const versioning_decision &d)
{
  fprintf (dump_file, "parameter versioning of %s:\n", function_name (fun));
  for (unsigned p = 0; p < acc.params.length (); p++)
    {
      const parameter_extent &e = acc.extents[p];
      fprintf (dump_file, "  parameter ");
      print_generic_expr (dump_file, acc.params[p]);
      if (!e.accesses && e.bounded)
	fprintf (dump_file, ": no access\n");
      else if (!e.bounded)
	fprintf (dump_file, ": an access %s\n", e.unbounded_because);
      else if (e.accesses == e.variable)
	fprintf (dump_file, ": %u accesses, all at variable offsets%s\n",
		 e.accesses, e.written ? ", written" : "");
      else
	fprintf (dump_file, ": %u accesses, bytes [%lld, %lld)%s\n",
		 e.accesses, (long long) e.lo, (long long) e.hi,
		 e.written ? ", written" : "");
    }
  fprintf (dump_file, "  blocked loads: %u; %s\n", d.blocked_loads,
	   d.version ? "worth a second body" : d.reason.c_str ());
}

/* The details dump of the extents of the accesses at variable offsets.  */
void
dump_variable_extents (const function_accesses &acc,
		       const std::vector<std::vector<access_extent>> &variable)
{
  for (unsigned p = 0; p < acc.params.length (); p++)
    {
      if (!acc.extents[p].variable)
	continue;
      fprintf (dump_file, "  parameter ");
      print_generic_expr (dump_file, acc.params[p]);
      if (!acc.extents[p].bounded)
	{
	  fprintf (dump_file, ": an access at a variable offset has no "
		   "extent: %s\n", acc.extents[p].unbounded_because);
	  continue;
	}
      fprintf (dump_file, ": %u accesses at variable offsets, %u extents:\n",
	       acc.extents[p].variable, (unsigned) variable[p].size ());
      for (const access_extent &x : variable[p])
	{
	  tree a, b;
	  extent_bounds (x, &a, &b);
	  fprintf (dump_file, "    [");
	  print_generic_expr (dump_file, a);
	  fprintf (dump_file, ", ");
	  print_generic_expr (dump_file, b);
	  fprintf (dump_file, ")\n");
	}
    }
}

/* Say why FUN keeps one body, when it would have gained from two: in
   the details dump and as a missed remark.  */
void
missed (function *fun, const char *why)
{
  if (dump_file && (dump_flags & TDF_DETAILS))
    fprintf (dump_file, "  not versioned: %s\n", why);
  if (dump_enabled_p ())
    dump_printf_loc (MSG_MISSED_OPTIMIZATION,
		     dump_user_location_t::from_location_t
		       (DECL_SOURCE_LOCATION (fun->decl)),
		     "hyperlane: pointer parameters not versioned: %s\n",
		     why);
}

unsigned int
parameter_versioning_pass::execute (function *fun)
{
  function_accesses acc;
  for (tree parm = DECL_ARGUMENTS (fun->decl); parm;
       parm = DECL_CHAIN (parm))
    /* Pointers into another address space (x86's __seg_fs) do not
       compare as addresses of the generic one.  */
    if (POINTER_TYPE_P (TREE_TYPE (parm)) && is_gimple_reg (parm)
	&& TYPE_ADDR_SPACE (TREE_TYPE (TREE_TYPE (parm))) == ADDR_SPACE_GENERIC)
      if (tree def = ssa_default_def (fun, parm))
	acc.params.safe_push (def);
  if (acc.params.length () < 2)
    return 0;
  /* Cliques are unsigned short: leave a function that used them up.  */
  if (fun->last_clique >= 0xfffe)
    return 0;
  pass_timer timer ("hyperlane parameter versioning");

  /* The accesses, block by block.  */
  acc.extents.resize (acc.params.length ());
  acc.variable.resize (acc.params.length ());
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      acc.blocks.emplace_back ();
      collect_data cd = { &acc, &acc.blocks.back () };
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (is_gimple_debug (stmt))
	    continue;
	  size_t before = cd.block->size ();
	  walk_stmt_load_store_ops (stmt, &cd, collect_load, collect_store);
	  /* A call or other statement that writes memory without a store
	     operand of its own.  */
	  bool stored = false;
	  for (size_t i = before; i < cd.block->size (); i++)
	    stored |= (*cd.block)[i].kind != parameter_access::load;
	  if (gimple_vdef (stmt) && !stored)
	    cd.block->push_back ({ parameter_access::opaque_store, 0, 0, 0,
				   0 });
	}
    }

  versioning_decision d
    = decide_parameter_versioning (acc.blocks, acc.extents, min_blocked ());
  if (dump_file && (dump_flags & TDF_DETAILS))
    dump_parameters (fun, acc, d);
  if (!d.version)
    return 0;
  /* The entry check is a runtime alias check, which GCC adds under no
     cost model below cheap (its -O2 default is very-cheap).  */
  if (opt_for_fn (fun->decl, flag_vect_cost_model)
      == VECT_COST_MODEL_VERY_CHEAP)
    {
      missed (fun, ("the check at entry is a runtime alias check, "
		    + very_cheap_refusal (false, false)).c_str ());
      return 0;
    }

  /* Loops with preheaders and exits for SCEV; irreducible regions
     marked.  */
  bool loops = number_of_loops (fun) > 1;
  /* The default leaves them: the one measured (NPB LU's buts, 17% fewer
     instructions at class S) ran no faster at class A and took 75% more
     compile time (docs/performance.md).  */
  if (loops && m_mode == versioning_mode::loop_free)
    {
      missed (fun, "the function has loops "
		   "(-fplugin-arg-hyperlane-alias-versioning=loops versions "
		   "such functions too)");
      return 0;
    }
  if (loops)
    {
      loop_optimizer_init (LOOPS_NORMAL | LOOPS_HAVE_RECORDED_EXITS);
      /* Counts an earlier pass left would describe loops since changed.  */
      free_numbers_of_iterations_estimates (fun);
    }
  unsigned statements = 0;
  const char *why = copy_obstacle (fun, &statements);
  std::vector<std::vector<access_extent>> variable;
  if (!why)
    {
      if (loops)
	scev_initialize ();
      variable_extents (acc, variable);
      if (loops)
	scev_finalize ();
      if (dump_file && (dump_flags & TDF_DETAILS))
	dump_variable_extents (acc, variable);
      /* Parameters whose extents could not be made take no part now.  */
      d = decide_parameter_versioning (acc.blocks, acc.extents,
				       min_blocked ());
      if (!d.version)
	why = "the bytes some accesses touch are not known at entry";
    }
  if (loops)
    loop_optimizer_finalize (fun);
  if (why)
    {
      missed (fun, why);
      return 0;
    }
  auto_vec<basic_block> region;
  FOR_EACH_BB_FN (bb, fun)
    region.safe_push (bb);
  if (!can_copy_bbs_p (region.address (), region.length ()))
    {
      missed (fun, "a block GCC cannot duplicate");
      return 0;
    }

  /* The second body, after the first.  */
  free_dominance_info (CDI_DOMINATORS);
  edge entry = single_succ_edge (ENTRY_BLOCK_PTR_FOR_FN (fun));
  basic_block first = entry->dest;
  auto_vec<basic_block> copy;
  copy.safe_grow (region.length ());
  initialize_original_copy_tables ();
  /* The loops first, so that copy_bbs puts each block's copy in its
     loop's copy.  */
  class loop *root = loops_for_fn (fun)->tree_root;
  auto_vec<class loop *> top_loops;
  for (class loop *l = root->inner; l; l = l->next)
    top_loops.safe_push (l);
  for (class loop *l : top_loops)
    duplicate_subloops (l, duplicate_loop (l, root));
  copy_bbs (region.address (), region.length (), copy.address (), NULL, 0,
	    NULL, root, EXIT_BLOCK_PTR_FOR_FN (fun)->prev_bb, false);
  basic_block copy_first = get_bb_copy (first);
  add_phi_args_after_copy (copy.address (), copy.length (), NULL);
  free_original_copy_tables ();

  /* The check, on the entry edge.  */
  basic_block check = split_edge (entry);
  gimple_seq seq = NULL;
  tree disjoint = build_disjointness_check (&seq, acc, d, variable);
  gimple_stmt_iterator gsi = gsi_last_bb (check);
  gsi_insert_seq_after (&gsi, seq, GSI_CONTINUE_LINKING);
  gcond *cond = gimple_build_cond (NE_EXPR, disjoint, boolean_false_node,
				   NULL_TREE, NULL_TREE);
  gsi_insert_after (&gsi, cond, GSI_NEW_STMT);
  edge to_original = single_succ_edge (check);
  to_original->flags &= ~EDGE_FALLTHRU;
  to_original->flags |= EDGE_FALSE_VALUE;
  edge to_copy = make_edge (check, copy_first, EDGE_TRUE_VALUE);
  /* Arguments that overlap are the exception.  */
  profile_probability disjoint_p = profile_probability::likely ();
  to_copy->probability = disjoint_p;
  to_original->probability = disjoint_p.invert ();
  scale_bbs_frequencies (region.address (), region.length (),
			 disjoint_p.invert ());
  scale_bbs_frequencies (copy.address (), copy.length (), disjoint_p);

  update_ssa (TODO_update_ssa);

  /* The copy's accesses through different parameters do not alias.  */
  std::vector<int> base_of_param (acc.params.length (), 0);
  for (unsigned i = 0; i < d.params.size (); i++)
    base_of_param[d.params[i]] = i + 1;
  if (fun->last_clique == 0)
    fun->last_clique = 1;	/* 1 is points-to's own (structalias).  */
  clique_data cd = { &acc, &base_of_param, ++fun->last_clique, 0 };
  for (basic_block c : copy)
    for (gimple_stmt_iterator si = gsi_start_bb (c); !gsi_end_p (si);
	 gsi_next (&si))
      walk_stmt_load_store_ops (gsi_stmt (si), &cd, mark_access,
				mark_access);

  if (m_verify)
    verify_function ();

  std::string names = parameter_names (acc, d);
  if (dump_file && (dump_flags & TDF_DETAILS))
    fprintf (dump_file, "  versioned: %u statements copied, %u accesses "
	     "marked independent in clique %u\n", statements, cd.marked,
	     (unsigned) cd.clique);
  if (dump_enabled_p ())
    dump_printf_loc (MSG_OPTIMIZED_LOCATIONS,
		     dump_user_location_t::from_location_t
		       (DECL_SOURCE_LOCATION (fun->decl)),
		     "hyperlane: function versioned for disjoint pointer "
		     "parameters %s: %u loads repeated after stores through "
		     "other parameters need not be\n", names.c_str (),
		     d.blocked_loads);
  return TODO_cleanup_cfg;
}

} // anon namespace

opt_pass *
make_parameter_versioning_pass (gcc::context *ctxt, versioning_mode mode,
				bool verify)
{
  return new parameter_versioning_pass (ctxt, mode, verify);
}

} // namespace hyperlane
