/* What the planner unit tests share: loop_case, which builds a scalar
   DAG; an interpreter of the scalar loop and of a lane plan on known
   data; and test_case and test_memory_order, which plan a case for
   every ISA table and check that the plan stores what the scalar loop
   stores.  Used by plan-tests.cc, memory-order-tests.cc and
   gcc-model-tests.cc.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_PLAN_TEST_SUPPORT_H
#define HYPERLANE_PLAN_TEST_SUPPORT_H

#include "plan/classic-planner.h"
#include "plan/memory-order-planner.h"
#include "plan/narrowing.h"
#include "plan/plan-verifier.h"
#include "plan/slice-grouping.h"
#include "target/isa.h"
#include "unit-check.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

using namespace hyperlane;

/* The operation codes of the tests, those plan-text.h's
   test_operation_code gives plus_expr, nop_expr, mult_expr, rshift_expr
   and minus_expr, so that a case's DAG can become a .plan file.  */
const int code_add = 1;
const int code_convert = 2;
const int code_mul = 3;
const int code_shr = 4;	/* By a constant: snode::shift.  */
const int code_sub = 5;

/* The values of the invariant nodes, by snode::external.  */
static std::vector<int64_t> constants;
/* Base and step of the induction nodes, by snode::external.  */
static std::vector<std::pair<int64_t, int64_t>> inductions;

/* X wrapped to element type T, as C converts integers.  */
static inline int64_t
wrap (int64_t x, const element_type &t)
{
  unsigned bits = t.bytes * 8;
  if (bits == 64)
    return x;
  uint64_t m = (uint64_t) x & ((uint64_t (1) << bits) - 1);
  if (!t.is_unsigned && (m >> (bits - 1)))
    return (int64_t) (m - (uint64_t (1) << bits));
  return (int64_t) m;
}

/* A loop body under test and its memory: MEMORY[g] holds group g's
   elements for VF iterations (stride * VF, plus a gap).  */
struct loop_case
{
  std::string name;
  scalar_dag dag;
  int type (unsigned bytes, bool is_unsigned)
  {
    dag.types.push_back ({ bytes, false, is_unsigned });
    return dag.types.size () - 1;
  }
  int group (bool is_store, unsigned stride, int type)
  {
    memory_group g;
    g.is_store = is_store;
    g.stride = stride;
    g.type = type;
    dag.groups.push_back (g);
    return dag.groups.size () - 1;
  }
  int node (snode_kind kind, int type, std::vector<int> args, int group = -1,
	    unsigned field = 0, int code = 0)
  {
    snode n;
    n.kind = kind;
    n.type = type;
    n.args = args;
    n.group = group;
    n.field = field;
    n.code = code;
    dag.nodes.push_back (n);
    int id = dag.nodes.size () - 1;
    if (group >= 0)
      dag.groups[group].members.push_back (id);
    return id;
  }
  int load (int g, unsigned field)
  {
    return node (snode_kind::load, dag.groups[g].type, {}, g, field);
  }
  int convert (int type, int arg)
  {
    int n = node (snode_kind::compute, type, { arg }, -1, 0, code_convert);
    dag.nodes[n].rule = bit_rule::ring;
    return n;
  }
  int add (int a, int b)
  {
    int n = node (snode_kind::compute, dag.nodes[a].type, { a, b }, -1, 0,
		  code_add);
    dag.nodes[n].rule = bit_rule::ring;
    return n;
  }
  int mul (int a, int b)
  {
    int n = add (a, b);
    dag.nodes[n].code = code_mul;
    dag.nodes[n].commutative = true;
    return n;
  }
  int sub (int a, int b)
  {
    int n = add (a, b);
    dag.nodes[n].code = code_sub;
    return n;
  }
  int constant (int64_t value, int type)
  {
    int n = node (snode_kind::invariant, type, {});
    dag.nodes[n].external = constants.size ();
    constants.push_back (value);
    return n;
  }
  int induction (int64_t base, int64_t step, int type)
  {
    int n = node (snode_kind::induction, type, {});
    dag.nodes[n].external = inductions.size ();
    inductions.push_back ({ base, step });
    return n;
  }
  int shr (int a, unsigned count)
  {
    int n = node (snode_kind::compute, dag.nodes[a].type,
		  { a, constant (count, dag.nodes[a].type) }, -1, 0, code_shr);
    dag.nodes[n].rule = bit_rule::shift_right;
    dag.nodes[n].shift = count;
    return n;
  }
  void store (int g, unsigned field, int value)
  {
    node (snode_kind::store, dag.groups[g].type, { value }, g, field);
  }
};

/* Operation CODE of the tests on X and Y (before wrapping).  */
static inline int64_t
apply (int code, int64_t x, int64_t y)
{
  switch (code)
    {
    case code_add: return x + y;
    case code_mul: return (int64_t) ((uint64_t) x * (uint64_t) y);
    case code_shr: return x >> y;
    case code_sub: return (int64_t) ((uint64_t) x - (uint64_t) y);
    default: return x;	/* code_convert */
    }
}

/* Memory of every group for VF iterations, filled with a pattern.  */
static inline std::vector<std::vector<int64_t>>
initial_memory (const scalar_dag &dag, unsigned vf)
{
  std::vector<std::vector<int64_t>> mem;
  for (size_t g = 0; g < dag.groups.size (); g++)
    {
      const memory_group &mg = dag.groups[g];
      std::vector<int64_t> m ((vf + 1) * mg.stride);
      for (size_t i = 0; i < m.size (); i++)
	m[i] = wrap ((int64_t) (i * 2654435761u + g * 977), dag.types[mg.type]);
      mem.push_back (m);
    }
  return mem;
}

/* The scalar loop: VF iterations of DAG.  */
static inline void
run_scalar (const scalar_dag &dag, unsigned vf,
	    std::vector<std::vector<int64_t>> &mem)
{
  for (unsigned i = 0; i < vf; i++)
    {
      std::vector<int64_t> val (dag.nodes.size ());
      for (size_t k = 0; k < dag.nodes.size (); k++)
	{
	  const snode &n = dag.nodes[k];
	  const element_type &t = dag.types[n.type];
	  unsigned stride = n.group >= 0 ? dag.groups[n.group].stride : 0;
	  switch (n.kind)
	    {
	    case snode_kind::load:
	      val[k] = mem[n.group][i * stride + n.field];
	      break;
	    case snode_kind::store:
	      mem[n.group][i * stride + n.field] = wrap (val[n.args[0]], t);
	      break;
	    case snode_kind::invariant:
	      val[k] = wrap (constants[n.external], t);
	      break;
	    case snode_kind::induction:
	      val[k] = wrap (inductions[n.external].first
			     + (int64_t) i * inductions[n.external].second, t);
	      break;
	    case snode_kind::compute:
	      val[k] = wrap (apply (n.code, val[n.args[0]],
				    n.args.size () > 1 ? val[n.args[1]] : 0), t);
	      break;
	    default:
	      break;
	    }
	}
    }
}

/* The lane plan on MEM; false when an operation is malformed.  */
static inline bool
run_plan (const scalar_dag &dag, const lane_plan &plan,
	  std::vector<std::vector<int64_t>> &mem, std::string *why)
{
  std::vector<std::vector<int64_t>> v (plan.ops.size ());
  for (size_t k = 0; k < plan.ops.size (); k++)
    {
      const vop &op = plan.ops[k];
      const element_type &t = dag.types[op.type];
      auto arg = [&] (unsigned a) -> const std::vector<int64_t> &
	{ return v[op.args[a]]; };
      std::vector<int64_t> &out = v[k];
      switch (op.kind)
	{
	case vop_kind::load:
	  for (unsigned l = 0; l < op.lanes; l++)
	    out.push_back (mem[op.group].at (op.offset + l));
	  break;
	case vop_kind::store:
	  if (arg (0).size () != op.lanes
	      || (!op.mask.empty () && op.mask.size () != op.lanes))
	    return *why = "store of a vector of another length", false;
	  for (unsigned l = 0; l < op.lanes; l++)
	    if (op.mask.empty () || op.mask[l])
	      mem[op.group].at (op.offset + l) = arg (0)[l];
	  break;
	case vop_kind::perm:
	  for (unsigned s : op.sel)
	    out.push_back (s < op.lanes ? arg (0).at (s)
			   : arg (1).at (s - op.lanes));
	  break;
	case vop_kind::concat:
	  out = arg (0);
	  out.insert (out.end (), arg (1).begin (), arg (1).end ());
	  break;
	case vop_kind::extract:
	  for (unsigned l = 0; l < op.lanes; l++)
	    out.push_back (arg (0).at (op.offset + l));
	  break;
	case vop_kind::unpack:
	  if (arg (0).size () != 2 * op.lanes
	      || 2 * dag.types[plan.ops[op.args[0]].type].bytes != t.bytes)
	    return *why = "unpack of a malformed operand", false;
	  for (unsigned l = 0; l < op.lanes; l++)
	    out.push_back (wrap (arg (0)[op.offset * op.lanes + l], t));
	  break;
	case vop_kind::pack:
	  if (arg (0).size () * 2 != op.lanes || arg (1).size () * 2 != op.lanes
	      || dag.types[plan.ops[op.args[0]].type].bytes != 2 * t.bytes)
	    return *why = "pack of malformed operands", false;
	  for (unsigned a = 0; a < 2; a++)
	    for (int64_t x : arg (a))
	      out.push_back (wrap (x, t));
	  break;
	case vop_kind::broadcast:
	  out.assign (op.lanes,
		      wrap (constants[dag.nodes[op.args[0]].external], t));
	  break;
	case vop_kind::induction:
	  {
	    /* Vector iteration 0: lane l is scalar iteration OFFSET + l.  */
	    const auto &iv = inductions[dag.nodes[op.args[0]].external];
	    for (unsigned l = 0; l < op.lanes; l++)
	      out.push_back (wrap (iv.first + (op.offset + l) * iv.second, t));
	    break;
	  }
	case vop_kind::compute:
	  for (unsigned l = 0; l < op.lanes; l++)
	    {
	      if (arg (0).size () != op.lanes
		  || (op.args.size () > 1 && arg (1).size () != op.lanes))
		return *why = "compute on vectors of another length", false;
	      /* A broadcast shift count is the invariant's own value
		 (codegen keeps it scalar); counts by lane (a row of
		 several invariants, merged) are the vector's lanes.  */
	      int64_t y = op.args.size () < 2 ? 0
			  : (op.code == code_shr
			     && plan.ops[op.args[1]].kind == vop_kind::broadcast)
			  ? constants[dag.nodes[plan.ops[op.args[1]].args[0]]
					.external]
			  : arg (1)[l];
	      out.push_back (wrap (apply (op.code, arg (0)[l], y), t));
	    }
	  break;
	default:
	  return *why = "operation the interpreter does not know", false;
	}
      if (op.kind != vop_kind::store && out.size () != op.lanes)
	return *why = "value of the wrong length", false;
      if (op.kind != vop_kind::store
	  && op.lanes * t.bytes > 64)
	return *why = "value wider than a vector", false;
    }
  return true;
}

/* Check that PLAN (of DAG, or of DAG as narrowed) stores what the scalar
   loop of DAG stores in VF iterations.  */
static inline void
check_stores (const scalar_dag &dag, const lane_plan &plan, unsigned vf,
	      const std::string &name, const scalar_dag *planned = nullptr)
{
  std::vector<std::vector<int64_t>> want = initial_memory (dag, vf);
  std::vector<std::vector<int64_t>> got = want;
  run_scalar (dag, vf, want);
  std::string why;
  bool ran = run_plan (planned ? *planned : dag, plan, got, &why);
  check (ran && got == want,
	 name + ": stores what the scalar loop stores"
	 + (ran ? "" : " (" + why + ")"));
  std::string wrong = verify_lane_plan (planned ? *planned : dag, plan);
  check (wrong.empty (), name + ": the plan verifies"
	 + (wrong.empty () ? "" : " (" + wrong + ")"));
}

/* Plan C for every ISA table (after narrow_arithmetic when NARROW, which
   must narrow something) and compare with the scalar loop of the DAG as
   built.  */
enum class narrowing { off, may, must };

static inline void
test_case (loop_case &c, narrowing narrow = narrowing::off)
{
  scalar_dag dag = c.dag;
  if (narrow != narrowing::off)
    {
      unsigned n = narrow_arithmetic (dag, code_convert);
      if (narrow == narrowing::must)
	check (n > 0, c.name + ": arithmetic narrowed");
    }
  for (const isa_desc *isa : known_isas ())
    {
      if (isa->load_lanes.available ())
	continue;	/* The interpreter has no structure loads.  */
      unsigned narrowest = 8;
      for (const element_type &t : dag.types)
	narrowest = t.bytes < narrowest ? t.bytes : narrowest;
      unsigned vf = isa->vector_bytes / narrowest;
      std::string name = c.name + " " + isa->name + " VF "
			 + std::to_string (vf);
      lane_plan plan;
      plan_failure f = plan_classic (dag, vf, *isa, plan);
      if (f.reason)
	{
	  check (false, name + ": " + f.reason);
	  continue;
	}
      bool resized = false;
      for (const vop &op : plan.ops)
	resized |= op.kind == vop_kind::unpack || op.kind == vop_kind::pack;
      check (resized, name + ": plan unpacks or packs");
      check_stores (c.dag, plan, vf, name, &dag);
    }
}

/* Plan C in memory order for every ISA table (after narrow_arithmetic
   when NARROW, which must narrow something), where USE is what
   memory_order_wanted must say: the plan must exist and store what the
   scalar loop of the DAG as built stores, leaving the fields it does not
   store alone.  A masked_stores plan must also permute nothing and store
   with masks where the table has masked stores of that size and piece
   by piece elsewhere.  */
static inline void
test_memory_order (loop_case &c, memory_order_use use,
		   narrowing narrow = narrowing::off)
{
  scalar_dag dag = c.dag;
  if (narrow != narrowing::off)
    {
      unsigned n = narrow_arithmetic (dag, code_convert);
      if (narrow == narrowing::must)
	check (n > 0, c.name + ": arithmetic narrowed");
    }
  check (memory_order_wanted (dag, find_hyper_loops (dag)) == use,
	 c.name + (use == memory_order_use::deferred
		   ? ": deferred deinterleave wanted"
		   : use == memory_order_use::permuted
		   ? ": in-record permutes wanted"
		   : use == memory_order_use::merged
		   ? ": partially grouped plan wanted"
		   : ": memory order wanted"));
  const unsigned bytes = dag.types[dag.groups[0].type].bytes;
  unsigned narrowest = 8;
  for (const element_type &t : dag.types)
    narrowest = t.bytes < narrowest ? t.bytes : narrowest;
  for (const isa_desc *isa : known_isas ())
    {
      unsigned vf = isa->vector_bytes / narrowest;
      std::string name = c.name + " " + isa->name + " VF "
			 + std::to_string (vf);
      lane_plan plan;
      plan_failure f = plan_memory_order (dag, find_hyper_loops (dag), vf,
					  *isa, plan);
      if (f.reason)
	{
	  check (false, name + ": " + f.reason);
	  continue;
	}
      if (use == memory_order_use::masked_stores)
	{
	  unsigned masked = 0, pieces = 0, perms = 0;
	  for (const vop &op : plan.ops)
	    {
	      masked += !op.mask.empty ();
	      pieces += (op.kind == vop_kind::store
			 && op.lanes * dag.types[op.type].bytes
			    < isa->vector_bytes);
	      perms += (op.kind == vop_kind::perm
			|| op.kind == vop_kind::concat);
	    }
	  if (isa->masked_store[elem_size_index (bytes)].available ())
	    check (masked && !pieces && !perms, name + ": masked stores");
	  else
	    check (!masked && pieces && !perms, name + ": stores by pieces");
	}
      check_stores (c.dag, plan, vf, name, &dag);
    }
}


#endif
