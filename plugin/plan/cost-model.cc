/* The cost model; see cost-model.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "cost-model.h"
#include "plan-chooser.h"
#include "gcc-vectorizer-model.h"
#include "classic-planner.h"
#include "slice-grouping.h"
#include "record-runs.h"
#include "store-forwarding.h"
#include "../target/perm-cost.h"
#include "../target/perm-sequences.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <set>

namespace hyperlane {


namespace {

/* What one operation of a plan costs: its shuffle-class instructions on
   the ISA (those of blends and of moves across blocks apart, as the
   pressure and the weights count them), whether it is a store narrower
   than a vector, the pressure of a masked store, and its work beside
   data movement.  The one definition per operation kind of the costs.  */
struct vop_tally
{
  unsigned shuffles = 0, blend_shuffles = 0, cross_block = 0;
  bool narrow_store = false;
  unsigned masked = 0;
  unsigned work = 0;
  /* The share of WORK that loads (and, apart, arithmetic) make: they
     issue on different ports (plan_bottleneck).  */
  unsigned load_work = 0;
};

/* The codes of DAG's slow operations: a compute vop carries its node's
   code, which decides slowness.  */
std::set<int>
slow_codes_of (const scalar_dag &dag)
{
  std::set<int> slow;
  for (const snode &n : dag.nodes)
    if (n.kind == snode_kind::compute && n.slow)
      slow.insert (n.code);
  return slow;
}

/* The tally of PLAN's operation I; data movement only where ISA is
   given.  */
vop_tally
tally_vop (const scalar_dag &dag, const lane_plan &plan, size_t i,
	   const isa_desc *isa, const std::set<int> &slow_codes)
{
  vop_tally t;
  const vop &op = plan.ops[i];
  switch (op.kind)
    {
    case vop_kind::perm:
      if (!isa || plan.invariant (i))
	break;	/* Before the loop.  */
      {
	std::vector<int> sel (op.sel.begin (), op.sel.end ());
	perm_class pc = classify_perm (sel, dag.types[op.type].bytes,
				       op.args[0] == op.args[1], *isa);
	t.shuffles = pc.cost.shuffles;
	t.blend_shuffles = pc.kind == perm_kind::blend ? pc.cost.shuffles : 0;
	t.cross_block = crosses_blocks (pc.kind) ? pc.cost.shuffles : 0;
	break;
      }
    case vop_kind::store:
      if (!isa)
	break;
      /* A masked store of one lane is a scalar store for the store port,
	 as GCC's element-by-element store is (docs/performance.md: NPB SP
	 written in SoA).  */
      t.narrow_store = (op.lanes * dag.types[op.type].bytes < isa->vector_bytes
			|| std::count (op.mask.begin (), op.mask.end (), true) == 1);
      /* Dear where -mtune says so (gcc-target.cc); else free.  */
      if (!op.mask.empty ())
	t.masked = isa->masked_store[elem_size_index (dag.types[op.type]
						       .bytes)].shuffles;
      break;
    case vop_kind::concat:
      /* One insert per operand after the first (element-wise loads
	 concatenate every lane's scalar).  */
      t.shuffles = isa ? isa->concat.shuffles * (op.args.size () - 1) : 0;
      break;
    case vop_kind::extract:
      /* The lowest part is free; a structure load's field is a register.  */
      if (isa && op.offset != 0
	  && plan.ops[op.args[0]].kind != vop_kind::load_lanes)
	t.shuffles = isa->extract.shuffles;
      break;
    case vop_kind::load_lanes:
      t.shuffles = isa ? isa->load_lanes.shuffles : 0;
      break;
    case vop_kind::store_lanes:
      t.shuffles = isa ? isa->store_lanes.shuffles : 0;
      break;
    case vop_kind::load:
      /* A load off the vector grid of its group (a memory-order row at
	 a positive offset, particles' vx three elements further) splits
	 a cache line wherever the group's own vectors do not: measured,
	 the cross product's former window loads on 64-byte aligned arrays
	 at AVX-512 ran 0.74x-0.85x of GCC's speed (global arrays, where
	 GCC reloads each window for each permute).  Such a load weighs as
	 a load and a shuffle.  */
      t.work = op.offset % (long) op.lanes != 0 ? 3 : 1;
      t.load_work = t.work;
      break;
    case vop_kind::compute:
      t.work = slow_codes.count (op.code) ? slow_op_weight : 1;
      break;
    case vop_kind::unpack:
    case vop_kind::pack:
      /* A conversion, as GCC's SLP model counts one: a plan that widens
	 every load (in memory order) widens more vectors.  */
      t.work = 1;
      break;
    default:
      break;
    }
  return t;
}

} // anon namespace

unsigned
plan_shuffles (const scalar_dag &dag, const lane_plan &plan,
	       const isa_desc &isa, unsigned *pressure, unsigned *cross_block,
	       unsigned *masked_stores)
{
  unsigned n = 0, relief = 0, narrow_stores = 0, across = 0, masked = 0;
  const std::set<int> none;
  for (size_t i = 0; i < plan.ops.size (); i++)
    {
      vop_tally t = tally_vop (dag, plan, i, &isa, none);
      n += t.shuffles;
      relief += t.blend_shuffles;
      across += t.cross_block;
      narrow_stores += t.narrow_store;
      masked += t.masked;
    }
  /* A store narrower than a vector costs about two shuffles: measured on
     the stride-3 interleave, whose five stores (three of 128 bits) lost
     to GCC's three 256-bit stores with more shuffles
     (docs/permutations.md).  */
  if (pressure)
    *pressure = n - relief + 2 * narrow_stores + masked;
  if (cross_block)
    *cross_block = across;
  if (masked_stores)
    *masked_stores = masked;
  return n;
}

bool
counts_cross_blocks_twice (const isa_desc &isa)
{
  return isa.vector_bytes == 2 * isa.block_bytes;
}

unsigned
plan_work (const scalar_dag &dag, const lane_plan &plan)
{
  const std::set<int> slow_codes = slow_codes_of (dag);
  unsigned work = 0;
  for (size_t i = 0; i < plan.ops.size (); i++)
    work += tally_vop (dag, plan, i, nullptr, slow_codes).work;
  return work;
}

unsigned
plan_bottleneck (const scalar_dag &dag, const lane_plan &plan,
		 unsigned pressure)
{
  const std::set<int> slow_codes = slow_codes_of (dag);
  unsigned loads = 0, arith = 0;
  for (size_t i = 0; i < plan.ops.size (); i++)
    {
      vop_tally t = tally_vop (dag, plan, i, nullptr, slow_codes);
      loads += t.load_work;
      arith += t.work - t.load_work;
    }
  /* Half cycles: one shuffle port, two load ports, two vector
     arithmetic ports, as on every x86 core since Haswell (Zen has more
     shuffle pipes, which favours the side that permutes more).  */
  return std::max ({ 2 * pressure, loads, arith });
}

unsigned
plan_weight (const scalar_dag &dag, const lane_plan &plan,
	     const isa_desc &isa)
{
  /* A shuffle across the 16-byte blocks of an AVX2 vector (vpermps,
     vperm2f128) has three times the latency of an in-block one and, on
     AMD's cores, half its throughput; it counts twice.  Measured: a
     rotation at AVX2 planned in memory order (9 vpermd, 3 vpermilps, 2
     vpalignr and 3 blends) ran 0.82x the speed of its classic plan
     (Melax's in-block shufps, 16 shuffles), whose permute count is
     higher.  Not on AVX-512, where both kinds of plan permute across
     blocks (vpermt2ps) and counting them twice would undo the cross
     product's measured choice.  */
  unsigned pressure, cross_block;
  plan_shuffles (dag, plan, isa, &pressure, &cross_block);
  if (counts_cross_blocks_twice (isa))
    pressure += cross_block;
  return 2 * pressure + plan_work (dag, plan);
}

/* Whether GCC's interleaving plan (no SLP in memory order) weighs more
   than PLAN, setting E's weights, where PLAN computes other vectors than
   GCC's: a memory-order plan computes on every lane of memory, rows of a
   partially grouped hyper loop class by class, a deferred deinterleave
   S times as many lanes.  GCC computes what the classic plan computes
   (each node once per vector of its fields) and permutes as the model
   says (E's pressures).  Measured: yuv2rgb at x86-64-v4 merged in memory
   order, a shuffle-port pressure of 14 against GCC's 48 but its clamps
   and sums computed class by class, ran 0.80x of GCC's speed.  */
unsigned
saturating_count (unsigned a, unsigned b)
{
  unsigned long long sum = (unsigned long long) a + b;
  return sum < no_gcc_sequence ? (unsigned) sum : no_gcc_sequence;
}

std::string
gcc_count_text (unsigned count)
{
  return count >= no_gcc_sequence ? "none" : std::to_string (count);
}

static bool
interleaving_weighs_more (const scalar_dag &dag, const lane_plan &plan,
			  const isa_desc &isa, cost_estimate &e)
{
  lane_plan classic;
  if (!strcmp (plan.planner, "classic")
      || plan_classic (dag, plan.vf, isa, classic).reason)
    return true;
  e.our_weight = 2 * e.our_pressure + plan_work (dag, plan);
  e.gcc_weight = 2 * e.gcc_pressure + plan_work (dag, classic);
  e.gcc_interleaving_weight = true;
  e.our_bottleneck = plan_bottleneck (dag, plan, e.our_pressure);
  e.gcc_bottleneck = plan_bottleneck (dag, classic, e.gcc_pressure);
  /* No margin, as between our own plans (plan/plan-chooser.cc): the
     in-record permuted cross product at AVX-512 weighs 47 against 51
     and runs 1.14x-1.21x of GCC's speed.  */
  return e.our_weight <= e.gcc_weight;
}

/* DAG as GCC's vectorizer sees it: itself, or, where a group is planned
   as a run of fields of wide records, a copy in COPY with each such group
   of its records' stride.  */
static const scalar_dag &
groups_as_in_memory (const scalar_dag &dag, scalar_dag &copy)
{
  if (!has_record_runs (dag))
    return dag;
  copy = dag;
  for (memory_group &g : copy.groups)
    {
      g.stride = g.memory_stride ();
      g.record_stride = 0;
    }
  return copy;
}

unsigned
scalar_loop_weight (const scalar_dag &dag, unsigned vf)
{
  unsigned per_iteration = 0;
  for (const snode &n : dag.nodes)
    switch (n.kind)
      {
      case snode_kind::load:
      case snode_kind::store:
      case snode_kind::reduce:
	per_iteration++;
	break;
      case snode_kind::compute:
	per_iteration += n.slow ? slow_op_weight : 1;
	break;
      default:
	break;
      }
  return per_iteration * vf;
}

/* Half cycles of LOADS and STORES on ports that take two loads and one
   store per cycle.  */
static unsigned
memory_ports_time (unsigned loads, unsigned stores)
{
  return std::max (loads, 2 * stores);
}

/* Whether every group of DAG stays within a cache line from one scalar
   iteration to the next: the loop streams through its lines, and its
   loads hit them on the load ports; a walk down a column brings a line
   in per iteration instead, which bounds the scalar loop and a plan
   alike.  */
static bool
streams_lines (const scalar_dag &dag)
{
  for (const memory_group &g : dag.groups)
    if (std::abs (g.step_bytes) >= 64)
      return false;
  return true;
}

bool
exceeds_reload_budget (unsigned live_vectors, const nest_alternatives &nest)
{
  return nest.reload_budget && live_vectors > nest.reload_budget;
}

unsigned
plan_memory_time (const scalar_dag &dag, const lane_plan &plan,
		  const isa_desc &isa, const nest_alternatives &nest,
		  unsigned live_vectors)
{
  const bool reloads = exceeds_reload_budget (live_vectors, nest);
  /* An access of BYTES counts two where the CPU makes 64-byte accesses
     in halves.  */
  auto halves = [&] (unsigned bytes) -> unsigned {
    return (nest.wide_in_halves && isa.vector_bytes == 64
	    && bytes > isa.vector_bytes / 2) ? 2 : 1;
  };
  /* The ops that use each vop (an op using it twice loads it once).  */
  std::vector<unsigned> users (plan.ops.size (), 0);
  for (const vop &op : plan.ops)
    if (op.kind != vop_kind::broadcast)
      {
	std::set<int> args (op.args.begin (), op.args.end ());
	for (int a : args)
	  users[a]++;
      }
  unsigned loads = 0, stores = 0;
  for (size_t i = 0; i < plan.ops.size (); i++)
    {
      const vop &op = plan.ops[i];
      if (plan.invariant (i))
	continue;
      const unsigned h = halves (op.lanes * dag.types[op.type].bytes);
      switch (op.kind)
	{
	case vop_kind::load:
	  loads += h * (reloads && op.lanes > 1 ? std::max (1u, users[i]) : 1);
	  break;
	case vop_kind::load_lanes:
	  loads += h * op.vectors;
	  break;
	case vop_kind::store:
	  stores += h;
	  break;
	case vop_kind::store_lanes:
	  stores += h * op.vectors;
	  break;
	default:
	  break;
	}
    }
  /* The vectors past the registers: spilled and loaded again (permute
     selectors first).  */
  if (reloads && live_vectors > nest.vector_registers)
    loads += ((live_vectors - nest.vector_registers)
	      * halves (isa.vector_bytes));
  return memory_ports_time (loads, stores);
}

unsigned
scalar_memory_time (const scalar_dag &dag, unsigned vf)
{
  /* A load of an element the iteration has loaded or stored before is
     GCC's to reuse (its redundancy elimination): the rows a jammed loop
     reads twice, the row it stores and reads again.  */
  std::set<std::pair<long, long>> accessed;
  unsigned loads = 0, stores = 0;
  for (const snode &n : dag.nodes)
    {
      if (n.kind != snode_kind::load && n.kind != snode_kind::store)
	continue;
      const memory_group &g = dag.groups[n.group];
      const std::pair<long, long> element
	= (g.memory >= 0
	   ? std::make_pair ((long) g.memory,
			     g.first_byte + (long) n.field
					    * dag.types[n.type].bytes)
	   : std::make_pair (-1l - n.group, (long) n.field));
      const bool again = !accessed.insert (element).second;
      if (n.kind == snode_kind::store)
	stores++;
      else if (!again)
	loads++;
    }
  return memory_ports_time (loads * vf, stores * vf);
}

unsigned
scalar_compute_time (const scalar_dag &dag, unsigned vf, unsigned fp_pipes)
{
  /* Quarter cycles, halved at the end.  */
  unsigned long long quarters = 0;
  for (const snode &n : dag.nodes)
    if (n.kind == snode_kind::compute)
      quarters += (n.slow ? 16
		   : dag.types[n.type].is_float ? 4 / std::max (1u, fp_pipes)
		   : 1);
  const unsigned long long half = (quarters * vf + 1) / 2;
  return half < no_gcc_sequence ? (unsigned) half : no_gcc_sequence;
}

/* The vops of PLAN for which IS_COUNTED holds.  */
template<typename Pred>
static unsigned
count_vops (const lane_plan &plan, Pred is_counted)
{
  return std::count_if (plan.ops.begin (), plan.ops.end (), is_counted);
}

unsigned
plan_stores (const lane_plan &plan)
{
  return count_vops (plan, [] (const vop &op) {
    return op.kind == vop_kind::store || op.kind == vop_kind::store_lanes;
  });
}

unsigned
plan_masked_stores (const lane_plan &plan)
{
  return count_vops (plan, [] (const vop &op) {
    return (op.kind == vop_kind::store
	    && std::count (op.mask.begin (), op.mask.end (), false) != 0);
  });
}

unsigned
plan_memory_accesses (const lane_plan &plan)
{
  return count_vops (plan, [] (const vop &op) {
    return op.kind == vop_kind::load || op.kind == vop_kind::store;
  });
}

/* The lane-by-lane loads and stores of PLAN, a plan of DAG, whose group
   uses one field of records of a cache line or more.  */
static unsigned
plan_column_lanes (const scalar_dag &dag, const lane_plan &plan)
{
  std::vector<bool> column (dag.groups.size (), false);
  for (size_t g = 0; g < dag.groups.size (); g++)
    {
      const memory_group &group = dag.groups[g];
      const std::vector<bool> used = group.fields_used (dag.nodes);
      column[g] = (group.stride >= 2 && !group.record_stride
		   && group.stride * dag.types[group.type].bytes >= 64
		   && std::count (used.begin (), used.end (), true) == 1);
    }
  return count_vops (plan, [&] (const vop &op)
    {
      return ((op.kind == vop_kind::load || op.kind == vop_kind::store)
	      && op.lanes == 1 && column[op.group]);
    });
}

/* GCC's SLP plan storing some group as strided pieces
   (gcc_slp_strided_stores) at the width of ISA or of one of NARROWER, the
   lightest per iteration, counted for VF iterations; none where it
   applies at no width.  */
static gcc_slp_cost
lightest_strided_slp (const scalar_dag &dag, unsigned vf,
		      const isa_desc &isa,
		      const std::vector<const isa_desc *> &narrower)
{
  gcc_slp_cost best;
  std::vector<const isa_desc *> widths = { &isa };
  widths.insert (widths.end (), narrower.begin (), narrower.end ());
  for (const isa_desc *w : widths)
    {
      if (w->vector_bytes > isa.vector_bytes
	  || vf * w->vector_bytes % isa.vector_bytes)
	continue;
      const unsigned w_vf = vf * w->vector_bytes / isa.vector_bytes;
      gcc_slp_cost c = gcc_slp_strided_stores (dag, w_vf, *w);
      if (!c.applies)
	continue;
      const unsigned times = vf / w_vf;
      if (w != &isa)
	c.vector_bytes = w->vector_bytes;
      c.weight *= times;
      c.shuffles *= times;
      c.pressure *= times;
      if (!best.applies || c.weight < best.weight)
	best = c;
    }
  return best;
}

cost_estimate
estimate_cost (const scalar_dag &dag,
	       const std::vector<hyper_loop> &loops, const lane_plan &plan,
	       const isa_desc &isa, const nest_alternatives &nest)
{
  cost_estimate e;
  const unsigned vf = plan.vf;

  /* Strided groups inside fully grouped hyper loops cost GCC nothing,
     unless they are runs of wider records, which GCC moves element by
     element.  */
  std::set<int> free_groups;
  for (const hyper_loop &hl : loops)
    if (hl.fully_grouped && !hl.partial && !hl.permuted)
      {
	free_groups.insert (hl.store_group);
	for (const std::vector<int> &row : hl.grouped)
	  for (int n : row)
	    if (dag.nodes[n].kind == snode_kind::load)
	      free_groups.insert (dag.nodes[n].group);
      }
  for (size_t g = 0; g < dag.groups.size (); g++)
    if (dag.groups[g].record_stride)
      free_groups.erase ((int) g);

  /* GCC sees a group planned as a run of fields of wide records
     (record-runs.h) as it is in memory: a group of the records' stride.  */
  scalar_dag in_memory;
  const scalar_dag &gcc_dag = groups_as_in_memory (dag, in_memory);

  /* GCC's SLP plan in memory order, which needs no interleaving.  */
  gcc_comparison facts;
  facts.slp = gcc_slp_in_memory_order (gcc_dag, vf, isa);
  if (!facts.slp.applies)
    facts.slp = lightest_strided_slp (gcc_dag, vf, isa, nest.narrower_isas);
  bool all_free = true;
  /* GCC gives up on some group and has no SLP plan: it runs the scalar
     loop, whatever GCC plan the weights below compare with.  */
  bool gcc_runs_scalar = false;
  for (size_t g = 0; g < gcc_dag.groups.size (); g++)
    {
      const memory_group &group = gcc_dag.groups[g];
      if (group.stride < 2)
	continue;
      e.strided_groups++;
      all_free &= free_groups.count (g) != 0;
      /* A group of a type wider than the narrowest is moved part by
	 part, by GCC as by the plan.  */
      unsigned lanes = vector_part_lanes (gcc_dag, group.type, vf, isa);
      unsigned pressure;
      group_shape shape = group_shape_of (gcc_dag, g, lanes);
      const bool split = gcc_splits_store_group (gcc_dag, g, vf, isa);
      e.gcc_split_groups += split;
      unsigned shuffles;
      if (group.stride > max_shape_stride)
	{
	  const std::vector<bool> used = group.fields_used (gcc_dag.nodes);
	  shuffles = gcc_wide_group_shuffles
	    (group.stride, std::count (used.begin (), used.end (), true),
	     lanes, group.is_store, &pressure);
	}
      else
	shuffles = (split ? elementwise_shuffles (shape, true, &pressure)
		    : gcc_shuffles (shape, isa, group.is_store, &pressure));
      /* Where its SLP does not apply, GCC runs such a loop scalar.  The
	 loops with a forwarded load (new to the plan, unlike the others
	 this rule would change, whose choices docs/performance.md
	 measures) are weighed against that scalar loop, and must weigh a
	 third less (gcc_comparison::forwarded_scalar).  */
      const bool gcc_gives_up
	= (!split && !facts.slp.applies
	   && gcc_cannot_access_group (shape, group.is_store));
      gcc_runs_scalar |= gcc_gives_up;
      if (dag.forwarded_loads && gcc_gives_up)
	{
	  shuffles = pressure = no_gcc_sequence;
	  facts.forwarded_scalar = true;
	}
      /* No known sequence: GCC's plan counts as hopeless (no overflow).  */
      unsigned parts = shuffles >= no_gcc_sequence ? 1 : vf / lanes;
      e.gcc_shuffles = saturating_count (e.gcc_shuffles, parts * shuffles);
      e.gcc_pressure = saturating_count (e.gcc_pressure, parts * pressure);
    }

  e.plan_weight = plan_weight (dag, plan, isa);
  e.our_shuffles = plan_shuffles (dag, plan, isa, &e.our_pressure, nullptr,
				  &e.masked_store_pressure);
  e.masked_stores = plan_masked_stores (plan);
  /* Measured: a particle drift on 16-byte-aligned data (malloc) ran
     0.84x-0.87x of GCC's 16-byte SLP loop at 256 bits where half its
     32-byte accesses split a cache line, 1.07x on 32-byte-aligned data;
     GCC's loop took the same time on both.  */
  if (facts.slp.vector_bytes)
    e.line_splits = plan_memory_accesses (plan);
  e.column_lanes = plan_column_lanes (dag, plan);
  facts.nest = nest;
  e.hazard_store = forwarding_hazard (dag, plan, &e.hazard_load);
  if (dag.gcc_scalar_cause)
    {
      /* GCC's loop vectorizer refuses a statement of the loop.  */
      e.gcc_shuffles = e.gcc_pressure = no_gcc_sequence;
      facts.gcc_scalar = true;
    }
  if (e.gcc_shuffles >= no_gcc_sequence
      && (facts.gcc_scalar || !facts.slp.applies))
    {
      /* GCC has no sequence for a group and no SLP plan in memory order
	 (which accesses a group wider than a permute reaches record by
	 record): it runs the scalar loop.  */
      e.our_total = e.plan_weight + plan_stores (plan);
      e.scalar_weight = scalar_loop_weight (dag, vf);
      gcc_runs_scalar = true;
    }
  /* Against the scalar loop GCC runs, the plan must also be faster on
     the memory ports, whatever the weights compare it with (the scalar
     loop's weight is too pessimistic a judge for some loops GCC leaves
     scalar, docs/performance.md, "forwarded loads").  */
  if (streams_lines (dag))
    {
      e.live_vectors = plan.peak_live_vectors ();
      e.reloads = exceeds_reload_budget (e.live_vectors, nest);
      e.our_memory = plan_memory_time (dag, plan, isa, nest, e.live_vectors);
      if (gcc_runs_scalar)
	{
	  e.scalar_memory = scalar_memory_time (dag, vf);
	  e.scalar_compute = scalar_compute_time (dag, vf,
						  nest.scalar_fp_pipes);
	}
    }
  facts.all_free = all_free;
  for (const snode &n : dag.nodes)
    if (n.kind == snode_kind::reduce && !n.combine)
      facts.in_order_adds += vf * (unsigned) n.args.size ();
  for (const vop &op : plan.ops)
    facts.resizes |= op.kind == vop_kind::unpack || op.kind == vop_kind::pack;
  facts.interleaving_weighs_more = [&] (cost_estimate &c) {
    return interleaving_weighs_more (dag, plan, isa, c);
  };
  decide_against_gcc (e, facts);
  return e;
}

cost_estimate
record_lane_cost (const scalar_dag &dag, const lane_plan &plan,
		  const isa_desc &isa, const cost_estimate &wide, bool always)
{
  cost_estimate e;
  e.strided_groups = wide.strided_groups;
  e.gcc_shuffles = wide.gcc_shuffles;
  e.gcc_pressure = wide.gcc_pressure;
  e.plan_weight = plan_weight (dag, plan, isa);
  e.our_shuffles = plan_shuffles (dag, plan, isa, &e.our_pressure, nullptr,
				  &e.masked_store_pressure);
  e.our_total = e.plan_weight + plan_stores (plan);
  e.scalar_weight = scalar_loop_weight (dag, 1);
  e.hazard_store = forwarding_hazard (dag, plan, &e.hazard_load);
  decide_record_lanes (e, always);
  return e;
}

} // namespace hyperlane
