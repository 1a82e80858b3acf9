/* Unit tests of the classic planner (plugin/plan/classic-planner.h) on
   loops whose values have element types of different sizes: the lane
   plan is run by a small interpreter on known data and must store what
   the scalar loop stores, for every ISA table and its vector length.
   Several cases are also files of plans/, which pin their plan at one
   target (plan-file-tests.cc).  Prints PASS:/FAIL: lines for
   testsuite/hyperlane.unit/unit.exp.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "plan/classic-planner.h"
#include "plan/cost-model.h"
#include "plan/gcc-vectorizer-model.h"
#include "plan/memory-order-planner.h"
#include "plan/narrowing.h"
#include "plan/plan-verifier.h"
#include "plan/slice-grouping.h"
#include "target/isa.h"
#include "unit-check.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <string>
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
static int64_t
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
static int64_t
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
static std::vector<std::vector<int64_t>>
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
static void
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
static bool
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
static void
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

static void
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
static void
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

int
main ()
{
  {
    /* MG rprj3's shape: a contiguous sum of fields 0 and 1 of one stride-2
       group and field 0 of another.  */
    loop_case c;
    c.name = "stride-2 sums, deferred";
    int i32 = c.type (4, false);
    int a = c.group (false, 2, i32), b = c.group (false, 2, i32);
    int out = c.group (true, 1, i32);
    c.store (out, 0, c.add (c.mul (c.load (a, 0), c.constant (3, i32)),
			    c.add (c.load (a, 1), c.load (b, 0))));
    test_memory_order (c, memory_order_use::deferred);
  }
  {
    /* Stride 3, 16-bit: all three fields.  */
    loop_case c;
    c.name = "stride-3 product, deferred";
    int i16 = c.type (2, false);
    int a = c.group (false, 3, i16), out = c.group (true, 1, i16);
    c.store (out, 0, c.add (c.mul (c.load (a, 0), c.load (a, 1)),
			    c.load (a, 2)));
    test_memory_order (c, memory_order_use::deferred);
  }
  {
    /* Particles: x, y, z += (vx, vy, vz) * dt over a stride-6 group
       (fields 3 further on), stored with a gap.  */
    loop_case c;
    c.name = "particles, memory order";
    int i32 = c.type (4, false);
    int in = c.group (false, 6, i32), out = c.group (true, 6, i32);
    int dt = c.constant (3, i32);
    for (unsigned k = 0; k < 3; k++)
      c.store (out, k, c.add (c.load (in, k), c.mul (c.load (in, k + 3), dt)));
    test_memory_order (c, memory_order_use::masked_stores);
  }
  {
    /* The cross product's shape: every field from two other fields of
       two stride-3 groups (a.y b.z + a.z b.y, ...), in memory order one
       permute per row and vector.  */
    loop_case c;
    c.name = "stride-3 rotations, permuted";
    int i32 = c.type (4, false);
    int a = c.group (false, 3, i32), b = c.group (false, 3, i32);
    int out = c.group (true, 3, i32);
    for (unsigned k = 0; k < 3; k++)
      c.store (out, k,
	       c.add (c.mul (c.load (a, (k + 1) % 3), c.load (b, (k + 2) % 3)),
		      c.mul (c.load (a, (k + 2) % 3),
			     c.load (b, (k + 1) % 3))));
    test_memory_order (c, memory_order_use::permuted);
  }
  {
    /* The cross product proper, c = a.yzx * b.zxy - a.zxy * b.yzx: at
       AVX-512 its stored row is computed in another order, a * b.yzx -
       a.yzx * b, whose operand rows permute two rows instead of four,
       and rotated at the store: 12 permutes per 16 points instead of
       16.  Also stride 4 over the first three fields of {x, y, z, w}
       (w neither read nor written), and the 4-field rotation.  */
    for (unsigned stride : { 3, 4 })
      for (unsigned fields : { 3, 4 })
	{
	  if (fields > stride)
	    continue;
	  loop_case c;
	  c.name = "stride-" + std::to_string (stride) + " cross product of "
		   + std::to_string (fields) + " fields, reordered";
	  int i32 = c.type (4, false);
	  int a = c.group (false, stride, i32), b = c.group (false, stride, i32);
	  int out = c.group (true, stride, i32);
	  for (unsigned k = 0; k < fields; k++)
	    c.store (out, k,
		     c.sub (c.mul (c.load (a, (k + 1) % fields),
				   c.load (b, (k + 2) % fields)),
			    c.mul (c.load (a, (k + 2) % fields),
				   c.load (b, (k + 1) % fields))));
	  test_memory_order (c, memory_order_use::permuted);
	  if (stride != 3)
	    continue;
	  lane_plan plan;
	  plan_memory_order (c.dag, find_hyper_loops (c.dag), 16,
			     *find_isa ("avx512"), plan);
	  unsigned perms = 0;
	  for (const vop &op : plan.ops)
	    perms += op.kind == vop_kind::perm;
	  check (perms == 12 && plan.notes.find ("slice order") != plan.notes.npos,
		 c.name + " avx512: 12 permutes, stored row reordered ("
		 + std::to_string (perms) + ")");
	}
  }
  {
    /* Each field of a stride-4 group scaled by the record's last one,
       which is not stored: permuted and partial.  */
    loop_case c;
    c.name = "stride-4 scale by w, permuted";
    int i16 = c.type (2, false);
    int a = c.group (false, 4, i16), out = c.group (true, 4, i16);
    for (unsigned k = 0; k < 3; k++)
      c.store (out, k, c.mul (c.load (a, k), c.load (a, 3)));
    test_memory_order (c, memory_order_use::permuted);
  }
  {
    /* MG's line buffer: field 0 of a stride-2 store group from field 0 of
       two stride-2 load groups, 16-bit.  */
    loop_case c;
    c.name = "stride-2 line, memory order";
    int i16 = c.type (2, false);
    int a = c.group (false, 2, i16), b = c.group (false, 2, i16);
    int out = c.group (true, 2, i16);
    c.store (out, 0, c.add (c.load (a, 0), c.load (b, 0)));
    test_memory_order (c, memory_order_use::masked_stores);
  }
  {
    /* rgb2yuv's shape: bytes of a stride-3 group widened to int twice
       (u8 -> u16 -> i32), summed, narrowed back to a stride-3 group.  */
    loop_case c;
    c.name = "u8x3 -> i32 -> u8x3";
    int u8 = c.type (1, true), u16 = c.type (2, true), i32 = c.type (4, false);
    int in = c.group (false, 3, u8), out = c.group (true, 3, u8);
    int f[3];
    for (unsigned k = 0; k < 3; k++)
      f[k] = c.convert (i32, c.convert (u16, c.load (in, k)));
    int s0 = c.add (c.add (f[0], f[1]), f[2]);
    int s1 = c.add (f[1], f[1]);
    int s2 = c.add (f[2], f[0]);
    int sums[3] = { s0, s1, s2 };
    for (unsigned k = 0; k < 3; k++)
      c.store (out, k, c.convert (u8, c.convert (u16, sums[k])));
    test_case (c);
  }
  {
    /* A wider group beside a narrower one: int pairs (stride 2) and
       contiguous signed shorts into contiguous shorts.  */
    loop_case c;
    c.name = "i32x2 + i16 -> i16";
    int i16 = c.type (2, false), i32 = c.type (4, false);
    int a = c.group (false, 2, i32), b = c.group (false, 1, i16);
    int out = c.group (true, 1, i16);
    int sum = c.add (c.load (a, 0), c.load (a, 1));
    int wide_b = c.convert (i32, c.load (b, 0));
    c.store (out, 0, c.convert (i16, c.add (sum, wide_b)));
    test_case (c);
  }
  {
    /* Narrow values stored into a wider stride-2 group.  */
    loop_case c;
    c.name = "u8 -> u16x2";
    int u8 = c.type (1, true), u16 = c.type (2, true);
    int in = c.group (false, 1, u8), out = c.group (true, 2, u16);
    int x = c.convert (u16, c.load (in, 0));
    c.store (out, 0, x);
    c.store (out, 1, c.add (x, x));
    test_case (c);
  }
  {
    /* rgb2yuv's Y in fixed point, in int as C computes it: stored as a
       byte after a shift by 8, so 16 bits suffice (narrowed).  */
    loop_case c;
    c.name = "rgb2yuv Y, narrowed";
    int u8 = c.type (1, true), u16 = c.type (2, true), i32 = c.type (4, false);
    int in = c.group (false, 3, u8), out = c.group (true, 3, u8);
    int f[3];
    for (unsigned k = 0; k < 3; k++)
      f[k] = c.convert (i32, c.convert (u16, c.load (in, k)));
    int y = c.add (c.add (c.add (c.mul (f[0], c.constant (66, i32)),
				 c.mul (f[1], c.constant (129, i32))),
			  c.mul (f[2], c.constant (25, i32))),
		   c.constant (128, i32));
    int u = c.add (c.add (c.add (c.mul (f[0], c.constant (-38, i32)),
				 c.mul (f[1], c.constant (-74, i32))),
			  c.mul (f[2], c.constant (112, i32))),
		   c.constant (32896, i32));
    int outs[3] = { c.add (c.shr (y, 8), c.constant (16, i32)),
		    c.shr (u, 8), f[1] };
    for (unsigned k = 0; k < 3; k++)
      c.store (out, k, c.convert (u8, c.convert (u16, outs[k])));
    test_case (c, narrowing::must);
  }
  {
    /* A right shift by 9 of a sum that needs 17 bits, stored as a byte:
       the shift and the sum must stay 32 bits wide.  */
    loop_case c;
    c.name = "(a * 300 + b * 300) >> 9, narrowing";
    int u8 = c.type (1, true), u16 = c.type (2, true), i32 = c.type (4, false);
    int in = c.group (false, 2, u8), out = c.group (true, 1, u8);
    int a = c.convert (i32, c.convert (u16, c.load (in, 0)));
    int b = c.convert (i32, c.convert (u16, c.load (in, 1)));
    int sum = c.add (c.mul (a, c.constant (300, i32)),
		     c.mul (b, c.constant (300, i32)));
    c.store (out, 0, c.convert (u8, c.convert (u16, c.shr (sum, 9))));
    test_case (c, narrowing::may);
  }
  {
    /* The counter as data: a long induction variable narrowed to bytes
       beside them (four parts per value, packs), and an int one with
       another base and step in a stride-2 group of shorts.  */
    loop_case c;
    c.name = "induction variables as data";
    int u8 = c.type (1, true), i16 = c.type (2, false), i32 = c.type (4, false);
    int i64 = c.type (8, false);
    int in = c.group (false, 1, u8), out = c.group (true, 1, u8);
    int pairs = c.group (true, 2, i16);
    int i = c.induction (0, 1, i64);
    int j = c.induction (-7, 3, i32);
    int i32v = c.convert (i32, i);
    int i16v = c.convert (i16, i32v);
    int i8v = c.convert (u8, i16v);
    c.store (out, 0, c.add (c.load (in, 0), i8v));
    c.store (pairs, 0, c.convert (i16, j));
    c.store (pairs, 1, c.add (c.convert (i16, j), i16v));
    test_case (c, narrowing::may);
  }
  /* GCC 12's rule for SLP load permutations (vect_transform_slp_perm_load):
     at most two input vectors per vector of the node.  */
  check (gcc_slp_load_ok ({ 0, 0, 0 }, 3, 8, 8), "GCC SLP loads {0,0,0} at 8 lanes");
  check (!gcc_slp_load_ok ({ 1, 1, 1 }, 3, 8, 8),
	 "GCC SLP cannot load {1,1,1} at 8 lanes (three vectors)");
  check (gcc_slp_load_ok ({ 1, 1, 1 }, 3, 16, 16), "GCC SLP loads {1,1,1} at 16 lanes");
  check (gcc_slp_load_ok ({ 2, 2, 2 }, 3, 4, 4), "GCC SLP loads {2,2,2} at 4 lanes");
  check (!gcc_slp_load_ok ({ 1, 2, 0 }, 3, 16, 16),
	 "GCC SLP cannot load the rotation {1,2,0} at 16 lanes");
  check (gcc_slp_load_ok ({ 1, 0 }, 2, 8, 8), "GCC SLP loads {1,0}: one vector each");
  {
    /* A record scaled by its field 1: GCC's SLP computes it in memory
       order with the load permutation {1,1,1} where it can.  */
    loop_case c;
    c.name = "scale by y";
    int f32 = c.type (4, false);
    int a = c.group (false, 3, f32), out = c.group (true, 3, f32);
    /* One load of y, as GIMPLE has it after redundancy elimination.  */
    int y = c.load (a, 1);
    for (unsigned k = 0; k < 3; k++)
      c.store (out, k, c.mul (k == 1 ? y : c.load (a, k), y));
    check (gcc_slp_in_memory_order (c.dag, 16, *find_isa ("avx512")).applies,
	   "scale by y: GCC's SLP in memory order at AVX-512");
    check (!gcc_slp_in_memory_order (c.dag, 8, *find_isa ("avx2")).applies,
	   "scale by y: no GCC SLP at AVX2");
    check (!gcc_slp_in_memory_order (c.dag, 4, *find_isa ("neon")).applies,
	   "scale by y: GCC prefers ld3/st3 to SLP at NEON");
  }
  {
    /* A store group that leaves a field out: GCC's SLP does not store it
       whole, and hyperlane stores it with masks or by pieces.  */
    loop_case c;
    c.name = "scale by y, partial";
    int f32 = c.type (4, false);
    int a = c.group (false, 3, f32), out = c.group (true, 3, f32);
    int y = c.load (a, 1);
    for (unsigned k = 0; k < 2; k++)
      c.store (out, k, c.mul (k == 1 ? y : c.load (a, k), y));
    check (!gcc_slp_in_memory_order (c.dag, 16, *find_isa ("avx512")).applies,
	   "partial store group: no GCC SLP in memory order");
  }
  {
    /* A rotation's rows: distinct constants per field match in GCC's
       SLP discovery (it builds vectors of them), though not in a hyper
       loop.  */
    loop_case c;
    c.name = "rotation rows";
    int f32 = c.type (4, false);
    int a = c.group (false, 3, f32), out = c.group (true, 3, f32);
    int x = c.load (a, 0), y = c.load (a, 1);
    for (unsigned k = 0; k < 3; k++)
      c.store (out, k,
	       c.add (c.mul (x, c.constant (k + 1, f32)),
		      c.mul (y, c.constant (k + 4, f32))));
    gcc_slp_cost slp = gcc_slp_in_memory_order (c.dag, 4, *find_isa ("sse4.2"));
    check (slp.applies && slp.shuffles > 0,
	   "rotation rows: GCC's SLP in memory order at SSE4.2, permuting");
  }
  {
    /* x and y scaled, z shifted: GCC's SLP splits the store group after
       y and stores both pieces element by element, except where it
       prefers structure stores.  */
    loop_case c;
    c.name = "scale x y, add z";
    int f32 = c.type (4, false);
    int a = c.group (false, 3, f32), out = c.group (true, 3, f32);
    int s = c.constant (3, f32);
    c.store (out, 0, c.mul (c.load (a, 0), s));
    c.store (out, 1, c.mul (c.load (a, 1), s));
    c.store (out, 2, c.add (c.load (a, 2), s));
    check (gcc_splits_store_group (c.dag, out, 8, *find_isa ("avx2")),
	   "scale x y, add z: GCC splits the store group at AVX2");
    check (!gcc_splits_store_group (c.dag, out, 4, *find_isa ("neon")),
	   "scale x y, add z: no split where structure stores exist");
    check (!gcc_splits_store_group (c.dag, a, 8, *find_isa ("avx2")),
	   "scale x y, add z: a load group is not split");
  }
  {
    /* x alone matches no other lane: no split, GCC's SLP gives up.  */
    loop_case c;
    c.name = "add x, scale y z";
    int f32 = c.type (4, false);
    int a = c.group (false, 3, f32), out = c.group (true, 3, f32);
    int s = c.constant (3, f32);
    c.store (out, 0, c.add (c.load (a, 0), s));
    c.store (out, 1, c.mul (c.load (a, 1), s));
    c.store (out, 2, c.mul (c.load (a, 2), s));
    check (!gcc_splits_store_group (c.dag, out, 8, *find_isa ("avx2")),
	   "add x, scale y z: no split after one lane");
  }
  {
    /* Partially grouped slices (thesis Fig. 4-5), codes merged: every
       field reads other fields, the operations differ by field.  Each
       code runs on the shared operand rows, merged with blends.  */
    loop_case c;
    c.name = "swizzle, codes merged";
    int i32 = c.type (4, false);
    int a = c.group (false, 3, i32), out = c.group (true, 3, i32);
    int x = c.load (a, 0), y = c.load (a, 1), z = c.load (a, 2);
    c.store (out, 0, c.add (y, z));
    c.store (out, 1, c.mul (z, x));
    c.store (out, 2, c.add (x, y));
    std::vector<hyper_loop> hls = find_hyper_loops (c.dag);
    check (hls.size () == 1 && !hls[0].fully_grouped
	   && hls[0].partially_grouped,
	   "swizzle: partially grouped, not fully");
    test_memory_order (c, memory_order_use::merged);
  }
  {
    /* Partially grouped by classes: an operation, a constant and a load
       of another group side by side, into a store group with a gap.  */
    loop_case c;
    c.name = "mixed kinds, classes merged";
    int i16 = c.type (2, false);
    int a = c.group (false, 4, i16), b = c.group (false, 4, i16);
    int out = c.group (true, 4, i16);
    c.store (out, 0, c.add (c.load (a, 0), c.constant (5, i16)));
    c.store (out, 1, c.constant (7, i16));
    c.store (out, 2, c.load (b, 3));
    test_memory_order (c, memory_order_use::merged);
  }
  {
    /* Rows of distinct constants: merged from broadcasts before the
       loop, so the loop itself permutes nothing.  */
    loop_case c;
    c.name = "per-field weights";
    int i32 = c.type (4, false);
    int a = c.group (false, 4, i32), out = c.group (true, 4, i32);
    for (unsigned k = 0; k < 4; k++)
      c.store (out, k, c.mul (c.load (a, k), c.constant (k + 2, i32)));
    test_memory_order (c, memory_order_use::merged);
    lane_plan plan;
    check (!plan_memory_order (c.dag, find_hyper_loops (c.dag), 8,
			       *find_isa ("avx2"), plan).reason
	   && plan.movement_ops () == 0,
	   "per-field weights: no permute in the loop");
  }
  {
    /* rgb2yuv whole, in int as C computes it, narrowed to 16 bits: Y adds
       16 after the shift U and V end with.  The extra addition is peeled
       off (the shifted row groups whole) and merged; the bytes are
       widened and narrowed in memory order, without a deinterleave.  */
    loop_case c;
    c.name = "rgb2yuv, widened in memory order";
    int u8 = c.type (1, true), u16 = c.type (2, true), i32 = c.type (4, false);
    int in = c.group (false, 3, u8), out = c.group (true, 3, u8);
    int f[3];
    for (unsigned k = 0; k < 3; k++)
      f[k] = c.convert (i32, c.convert (u16, c.load (in, k)));
    static const int w[3][3] = { { 66, 129, 25 }, { -38, -74, 112 },
				 { 112, -94, -18 } };
    static const int bias[3] = { 128, 32896, 32896 };
    int outs[3];
    for (unsigned k = 0; k < 3; k++)
      {
	int sum = c.add (c.add (c.add (c.mul (f[0], c.constant (w[k][0], i32)),
				       c.mul (f[1], c.constant (w[k][1], i32))),
				c.mul (f[2], c.constant (w[k][2], i32))),
			 c.constant (bias[k], i32));
	outs[k] = c.shr (sum, 8);
      }
    outs[0] = c.add (outs[0], c.constant (16, i32));
    for (unsigned k = 0; k < 3; k++)
      c.store (out, k, c.convert (u8, c.convert (u16, outs[k])));
    test_memory_order (c, memory_order_use::merged, narrowing::must);
    scalar_dag dag = c.dag;
    narrow_arithmetic (dag, code_convert);
    std::vector<hyper_loop> hls = find_hyper_loops (dag);
    bool peeled = false;
    for (const std::vector<int> &row : hls[0].grouped)
      peeled |= (std::find (row.begin (), row.end (), -1) != row.end ()
		 && covering_row (dag, hls[0], row) != nullptr);
    check (hls.size () == 1 && hls[0].partially_grouped && peeled,
	   "rgb2yuv: Y's extra addition peeled, its row covered");
    lane_plan plan;
    bool deinterleaved = false;
    check (!plan_memory_order (dag, find_hyper_loops (dag), 64,
			       *find_isa ("avx512"), plan).reason,
	   "rgb2yuv: memory order at avx512");
    for (const vop &op : plan.ops)
      deinterleaved |= op.kind == vop_kind::perm && op.type == u8;
    check (!deinterleaved, "rgb2yuv: no byte permute at avx512 (words "
	   "permuted after the widening)");
  }
  {
    /* Per-field weights over bytes widened to shorts, the fourth byte
       left alone: masked stores of bytes, no permute.  */
    loop_case c;
    c.name = "u8x4 weights, gap, widened";
    int u8 = c.type (1, true), u16 = c.type (2, true);
    int in = c.group (false, 4, u8), out = c.group (true, 4, u8);
    for (unsigned k = 0; k < 3; k++)
      c.store (out, k,
	       c.convert (u8, c.shr (c.mul (c.convert (u16, c.load (in, k)),
					   c.constant (100 + 50 * k, u16)),
				    7)));
    test_memory_order (c, memory_order_use::merged);
  }
  {
    /* Shorts swapped and widened into an int pair: the store group is
       wider than the load group, each int vector half a vector of
       shorts.  */
    loop_case c;
    c.name = "i16x2 swapped -> i32x2";
    int i16 = c.type (2, false), i32 = c.type (4, false);
    int in = c.group (false, 2, i16), out = c.group (true, 2, i32);
    c.store (out, 0, c.mul (c.convert (i32, c.load (in, 1)),
			    c.constant (5, i32)));
    c.store (out, 1, c.add (c.convert (i32, c.load (in, 0)),
			    c.constant (-7, i32)));
    test_memory_order (c, memory_order_use::merged);
  }
  {
    /* Forty squarings per field: every row is reached twice from the row
       above; grouped once each, the hyper loop groups at once (it took
       2^40 visits before).  */
    loop_case c;
    c.name = "squaring chain";
    int i32 = c.type (4, false);
    int a = c.group (false, 3, i32), out = c.group (true, 3, i32);
    for (unsigned k = 0; k < 3; k++)
      {
	int v = c.load (a, k);
	for (int d = 0; d < 40; d++)
	  v = c.mul (v, v);
	c.store (out, k, v);
      }
    std::vector<hyper_loop> hls = find_hyper_loops (c.dag);
    check (hls.size () == 1 && hls[0].fully_grouped
	   && hls[0].grouped.size () == 41,
	   "squaring chain: fully grouped, 41 rows");
    /* So is GCC's lane matching: memoized, it returns at once.  */
    check (gcc_slp_in_memory_order (c.dag, 16, *find_isa ("avx512")).applies,
	   "squaring chain: GCC's SLP in memory order");
  }
  {
    /* Slices whose rows hold values of different types (a conversion
       from int beside one from unsigned, found by the fuzzer): no
       merge, which would blend vectors of two types.  */
    loop_case c;
    c.name = "converted from two types";
    int i32 = c.type (4, false), u32 = c.type (4, true);
    int i16 = c.type (2, false);
    int a = c.group (false, 2, i32), b = c.group (false, 2, u32);
    int out = c.group (true, 2, i16);
    c.store (out, 0, c.convert (i16, c.load (a, 0)));
    c.store (out, 1, c.convert (i16, c.load (b, 1)));
    std::vector<hyper_loop> hls = find_hyper_loops (c.dag);
    check (hls.size () == 1 && !hls[0].fully_grouped
	   && !hls[0].partially_grouped,
	   "converted from two types: not grouped");
    check (memory_order_wanted (c.dag, find_hyper_loops (c.dag))
	   == memory_order_use::none,
	   "converted from two types: no memory-order plan");
  }
  {
    /* GCC's two operators: an addition beside a subtraction is one SLP
       node (both computed, then blended); other codes are not.  */
    loop_case c;
    c.name = "add x, subtract y";
    int f32 = c.type (4, false);
    int a = c.group (false, 2, f32), b = c.group (false, 2, f32);
    int out = c.group (true, 2, f32);
    int x = c.add (c.load (a, 0), c.load (b, 0));
    int y = c.add (c.load (a, 1), c.load (b, 1));
    c.dag.nodes[y].code = 5;
    c.dag.nodes[x].additive = c.dag.nodes[y].additive = true;
    c.store (out, 0, x);
    c.store (out, 1, y);
    check (gcc_slp_in_memory_order (c.dag, 8, *find_isa ("avx2")).applies,
	   "add x, subtract y: GCC's SLP with two operators");
    c.dag.nodes[y].additive = false;
    check (!gcc_slp_in_memory_order (c.dag, 8, *find_isa ("avx2")).applies,
	   "add x, multiply y: no GCC SLP");
  }
  {
    /* A field loaded twice (again after a store that may alias it) is in
       another interleaving chain for GCC, and its SLP gives up: complex
       saxpy without restrict.  */
    loop_case c;
    c.name = "loaded twice";
    int f32 = c.type (4, false);
    int a = c.group (false, 2, f32), out = c.group (true, 2, f32);
    int x0 = c.load (a, 0), x1 = c.load (a, 1);
    c.store (out, 0, c.mul (x0, x1));
    c.store (out, 1, c.mul (c.load (a, 0), x1));
    check (!gcc_slp_in_memory_order (c.dag, 8, *find_isa ("avx2")).applies,
	   "loaded twice: GCC's SLP gives up");
  }
  std::printf ("%d failures\n", failures);
  return failures != 0;
}
