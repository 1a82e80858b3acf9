/* What GCC 12's vectorizer would do with a loop; see gcc-vectorizer-model.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "gcc-vectorizer-model.h"
#include "cost-model.h"
#include "../target/perm-cost.h"
#include "../target/perm-sequences.h"

#include <algorithm>
#include <map>
#include <set>

namespace hyperlane {

namespace {

/* Whether GCC builds programs like P itself: whole registers, no Melax
   or blend-permute sequence (structure loads and stores it uses where
   they exist); a store group with gaps stored piece by piece, never with
   masks or by writing the gaps back.  */
bool
gcc_like_p (const perm_program &p)
{
  if (p.needs_read_modify_write
      || p.strategy.find ("+masked") != std::string::npos)
    return false;
  return (p.strategy.compare (0, 6, "whole/") == 0
	  && p.strategy.find ("melax") == std::string::npos
	  && p.strategy.find ("blend-permute") == std::string::npos)
	 || p.strategy.find ("lanes") != std::string::npos;
}

/* The blends among P's permutes.  */
unsigned
program_blends (const perm_program &p, const isa_desc &isa)
{
  unsigned n = 0;
  for (const perm_op &op : p.ops)
    if (op.kind == perm_op_kind::perm)
      n += classify_perm (op.sel, p.shape.elem_size, op.args[0] == op.args[1],
			  isa).kind == perm_kind::blend;
  return n;
}

/* GCC 12 interleaves a group with permutes only when it has three
   elements per iteration or a power of two (vect_grouped_load_supported,
   vect_grouped_store_supported); it accesses other groups element by
   element (VMAT_ELEMENTWISE).  */
bool
gcc_interleaves_p (unsigned stride)
{
  return stride == 3 || (stride & (stride - 1)) == 0;
}

/* The interleaving chain of load node N as GCC 12 forms them
   (vect_analyze_data_ref_accesses): a load of an element an earlier load
   of the group already reads (loaded again after a store that may
   alias it) goes to a chain of such repeated loads, one per repetition.
   So the chain is the number of earlier loads of the same field.  */
unsigned
gcc_load_chain (const scalar_dag &dag, int n)
{
  const snode &x = dag.nodes[n];
  unsigned earlier = 0;
  for (int m : dag.groups[x.group].members)
    earlier += m < n && dag.nodes[m].field == x.field;
  return earlier;
}

/* Whether the slice from node B matches the slice from node A as GCC 12's
   SLP discovery compares two lanes (vect_build_slp_tree_1/_2): the same
   operations (commutative operands swapped where that helps), or an
   addition beside a subtraction (GCC's "two operators", computed both
   and merged), loads of one interleaving chain at any field, invariants
   of any value.  */
bool gcc_lanes_match_1 (const scalar_dag &dag, int a, int b,
			std::map<std::pair<int, int>, bool> &seen);

bool
gcc_lanes_match (const scalar_dag &dag, int a, int b)
{
  /* Memoized: a DAG that shares operands (x * x squared again) reaches
     the same pair of nodes along exponentially many paths.  */
  std::map<std::pair<int, int>, bool> seen;
  return gcc_lanes_match_1 (dag, a, b, seen);
}

bool
gcc_lanes_match_1 (const scalar_dag &dag, int a, int b,
		   std::map<std::pair<int, int>, bool> &seen)
{
  auto it = seen.find ({ a, b });
  if (it != seen.end ())
    return it->second;
  const snode &x = dag.nodes[a], &y = dag.nodes[b];
  bool match = false;
  if (x.kind != y.kind || x.type != y.type)
    ;
  else
    switch (x.kind)
      {
      case snode_kind::load:
	match = (x.group == y.group
		 && gcc_load_chain (dag, a) == gcc_load_chain (dag, b));
	break;
      case snode_kind::invariant:
	match = true;
	break;
      case snode_kind::compute:
	{
	  if ((x.code != y.code && !(x.additive && y.additive))
	      || x.args.size () != y.args.size ())
	    break;
	  bool ok = true;
	  for (size_t k = 0; ok && k < x.args.size (); k++)
	    ok = gcc_lanes_match_1 (dag, x.args[k], y.args[k], seen);
	  if (!ok && x.commutative && x.args.size () == 2)
	    ok = (gcc_lanes_match_1 (dag, x.args[0], y.args[1], seen)
		  && gcc_lanes_match_1 (dag, x.args[1], y.args[0], seen));
	  match = ok;
	  break;
	}
      default:
	match = a == b;
      }
  return seen[{ a, b }] = match;
}

/* The first of the lanes ROOTS that does not match lane 0 as GCC's SLP
   discovery matches lanes, or ROOTS.size () when all match.  */
unsigned
first_mismatch (const scalar_dag &dag, const std::vector<int> &roots)
{
  unsigned l = 1;
  while (l < roots.size () && gcc_lanes_match (dag, roots[0], roots[l]))
    l++;
  return l;
}

/* The children of the SLP node of computed lanes NODES as GCC 12's SLP
   discovery builds them: operand K of every lane, the operands of a lane
   that match the first lane's only when swapped, swapped.  */
std::vector<std::vector<int>>
gcc_slp_children (const scalar_dag &dag, const std::vector<int> &nodes)
{
  const snode &first = dag.nodes[nodes[0]];
  std::vector<bool> swapped (nodes.size (), false);
  if (first.commutative && first.args.size () == 2)
    for (size_t l = 0; l < nodes.size (); l++)
      {
	const snode &x = dag.nodes[nodes[l]];
	swapped[l] = !(gcc_lanes_match (dag, first.args[0], x.args[0])
		       && gcc_lanes_match (dag, first.args[1], x.args[1]));
      }
  std::vector<std::vector<int>> children (first.args.size ());
  for (size_t k = 0; k < first.args.size (); k++)
    for (size_t l = 0; l < nodes.size (); l++)
      children[k].push_back (dag.nodes[nodes[l]].args[swapped[l] ? 1 - k
							     : k]);
  return children;
}

/* GCC 12's SLP discovery from NODES, one node per lane: false where a
   lane does not match the first (gcc_lanes_match); else every distinct
   SLP node met, as its tuple of lanes, is added to TUPLES.  */
bool
gcc_slp_discover (const scalar_dag &dag, const std::vector<int> &nodes,
		  std::set<std::vector<int>> &tuples)
{
  if (first_mismatch (dag, nodes) < nodes.size ())
    return false;
  if (!tuples.insert (nodes).second)
    return true;
  if (dag.nodes[nodes[0]].kind != snode_kind::compute)
    return true;
  for (const std::vector<int> &child : gcc_slp_children (dag, nodes))
    if (!gcc_slp_discover (dag, child, tuples))
      return false;
  return true;
}

/* How GCC 12 computes an SLP node whose lanes add and subtract.  */
enum class two_operator_form
{
  blend,	/* Both operations on every vector, and a blend.  */
  addsub,	/* One vaddsubps per vector.  */
  fused		/* One vfmaddsub (or vfmsubadd) per vector, which also
		   computes the node's first operand, a multiplication.  */
};

/* The form of the SLP node TUPLE, whose lanes are additions and
   subtractions, on ISA (addsub_pattern in tree-vect-slp-patterns.cc):
   floats that subtract in the even lanes and add in the odd ones take
   the target's addsub; either alternation over a multiplication its
   fmaddsub or fmsubadd (isa.h, gcc_float_pattern).  */
two_operator_form
gcc_two_operator_form (const scalar_dag &dag, const std::vector<int> &tuple,
		       const isa_desc &isa)
{
  const snode &even = dag.nodes[tuple[0]];
  if (!dag.types[even.type].is_float || tuple.size () % 2)
    return two_operator_form::blend;
  for (size_t l = 0; l < tuple.size (); l++)
    {
      const snode &lane = dag.nodes[tuple[l]];
      if (lane.kind != snode_kind::compute || lane.args.size () != 2
	  || !lane.additive || lane.code != dag.nodes[tuple[l % 2]].code)
	return two_operator_form::blend;
    }
  const snode &odd = dag.nodes[tuple[1]];
  if (even.subtraction == odd.subtraction)
    return two_operator_form::blend;
  bool product = true;
  const std::vector<std::vector<int>> children = gcc_slp_children (dag, tuple);
  for (int n : children[0])
    product &= (dag.nodes[n].kind == snode_kind::compute
		&& dag.nodes[n].multiplication);
  if (product && (isa.float_patterns & float_fmaddsub))
    return two_operator_form::fused;
  if (even.subtraction && (isa.float_patterns & float_addsub))
    return two_operator_form::addsub;
  return two_operator_form::blend;
}

/* The load permutation of the SLP node TUPLE of loads: per lane, the
   element it reads counted from the group's first accessed element.  */
std::vector<unsigned>
gcc_load_permutation (const scalar_dag &dag, const std::vector<int> &tuple)
{
  const memory_group &group = dag.groups[dag.nodes[tuple[0]].group];
  std::vector<bool> used = group.fields_used (dag.nodes);
  unsigned lowest = 0;
  while (lowest < used.size () && !used[lowest])
    lowest++;
  std::vector<unsigned> perm;
  for (int n : tuple)
    perm.push_back (dag.nodes[n].field - lowest);
  return perm;
}

/* The selectors GCC 12 loads an SLP node with (vect_transform_slp_perm_load):
   lane k of every PERM.size () reads element PERM[k] of a group of
   STRIDE elements per iteration, NUNITS lanes per vector, VF iterations.
   Appends to SELS the selector of every vector that is not an input
   vector as it is, with whether it takes two inputs; false when some
   vector would need three.  */
bool
gcc_slp_load_selectors (const std::vector<unsigned> &perm, unsigned stride,
			unsigned nunits, unsigned vf,
			std::vector<std::pair<std::vector<int>, bool>> *sels)
{
  const unsigned group_size = perm.size ();
  if (group_size == 0 || nunits == 0)
    return false;
  /* A vector holds whole copies of the node: one input vector each, all
     with one selector.  */
  const bool repeating = group_size == stride && nunits % group_size == 0;
  const unsigned elements = vf * group_size;
  for (unsigned first = 0; first < elements; first += nunits)
    {
      long a = -1, b = -1;
      std::vector<int> sel;
      for (unsigned j = first; j < first + nunits && j < elements; j++)
	{
	  long i = (long) (j / group_size) * stride + perm[j % group_size];
	  if (repeating)
	    i -= (long) first / group_size * stride;
	  long v = i / nunits;
	  if (a == -1 || v == a)
	    {
	      a = v;
	      sel.push_back (i % nunits);
	    }
	  else if (b == -1 || v == b)
	    {
	      b = v;
	      sel.push_back (i % nunits + nunits);
	    }
	  else
	    return false;
	}
      bool identity = b == -1;
      for (size_t l = 0; identity && l < sel.size (); l++)
	identity = sel[l] == (int) l;
      if (sels && !identity)
	sels->emplace_back (sel, b != -1);
    }
  return true;
}

/* Whether GCC's SLP can load every node of TUPLES, VF iterations of
   vectors of ISA's width.  */
bool
gcc_slp_loads_ok (const scalar_dag &dag,
		  const std::set<std::vector<int>> &tuples, unsigned vf,
		  const isa_desc &isa)
{
  for (const std::vector<int> &tuple : tuples)
    {
      const snode &first = dag.nodes[tuple[0]];
      if (first.kind != snode_kind::load)
	continue;
      const memory_group &group = dag.groups[first.group];
      if (!gcc_slp_load_ok (gcc_load_permutation (dag, tuple), group.stride,
			    isa.vector_bytes / dag.types[group.type].bytes,
			    vf))
	return false;
    }
  return true;
}

/* Whether GCC's SLP can load the slices from ROOTS, one per lane.  */
bool
gcc_slp_piece_loads_ok (const scalar_dag &dag, const std::vector<int> &roots,
			unsigned vf, const isa_desc &isa)
{
  std::set<std::vector<int>> tuples;
  return (gcc_slp_discover (dag, roots, tuples)
	  && gcc_slp_loads_ok (dag, tuples, vf, isa));
}

/* The slices of store group G, one per field: the stored values.  False
   when a field is not stored (GCC's SLP does not store a group with
   gaps whole) or stored twice.  A group wider than a permute reaches
   (max_shape_stride) gives the slices of its one run of stored fields:
   GCC's SLP stores that run record by record (wide_group_pieces).  */
bool
store_roots (const scalar_dag &dag, const memory_group &group,
	     std::vector<int> &roots, bool gap_runs = false)
{
  bool twice;
  roots = group.members_by_field (dag.nodes, &twice);
  if (group.stride > max_shape_stride || gap_runs)
    {
      /* One run of fields, no gap inside it.  */
      auto first = std::find_if (roots.begin (), roots.end (),
				 [] (int r) { return r >= 0; });
      auto last = std::find_if (first, roots.end (),
				[] (int r) { return r < 0; });
      if (std::any_of (last, roots.end (), [] (int r) { return r >= 0; }))
	return false;
      roots = std::vector<int> (first, last);
      /* A single field is no SLP group: GCC accesses it alone
	 (gcc_wide_group_shuffles).  */
      if (roots.size () < 2)
	return false;
    }
  for (int &r : roots)
    {
      if (r < 0)
	return false;
      r = dag.nodes[r].args[0];
    }
  return !twice;
}

/* What GCC's x86 and AArch64 back ends spend on the two-operand permute
   SEL of ELEM-byte lanes, given COST from the ISA's table: where the
   vector is one block and every lane reads inside one window of the
   concatenated operands, a palignr (ext) and a one-operand shuffle
   (expand_vec_perm_palignr), if that is cheaper.  GCC's SLP load
   permutations in memory order are mostly such windows (GCC 12 at SSE4.2
   loads a rotation's rows with 9 shufps and 3 palignr).  */
op_cost
gcc_window_perm_cost (const std::vector<int> &sel, unsigned elem,
		      const isa_desc &isa, op_cost cost)
{
  const unsigned n = sel.size ();
  if (isa.block_bytes < isa.vector_bytes || n == 0)
    return cost;
  int lo = -1, hi = -1;
  for (int s : sel)
    if (s >= 0)
      {
	lo = lo < 0 || s < lo ? s : lo;
	hi = s > hi ? s : hi;
      }
  if (lo < 0 || hi - lo >= (int) n)
    return cost;
  const unsigned size = elem_size_index (elem);
  op_cost ext = isa.perm[(unsigned) perm_kind::ext][size];
  op_cost one = isa.perm[(unsigned) perm_kind::block_one_source][size];
  if (!ext.available () || !one.available ())
    return cost;
  op_cost both = ext + one;
  return !cost.available () || both < cost ? both : cost;
}

} // anon namespace

bool
gcc_may_fuse_add_sub (const scalar_dag &dag)
{
  bool adds = false, subtracts = false, product = false;
  for (const snode &n : dag.nodes)
    if (n.kind == snode_kind::compute && n.additive
	&& dag.types[n.type].is_float)
      {
	(n.subtraction ? subtracts : adds) = true;
	for (int a : n.args)
	  product |= (dag.nodes[a].kind == snode_kind::compute
		      && dag.nodes[a].multiplication);
      }
  return adds && subtracts && product;
}

unsigned
wide_group_pieces (unsigned run, unsigned nunits)
{
  unsigned pieces = 0;
  for (unsigned left = run; left; pieces++)
    {
      unsigned piece = 1;
      while (piece * 2 <= left && piece * 2 <= nunits)
	piece *= 2;
      left -= piece;
    }
  return pieces;
}

unsigned
elementwise_shuffles (const group_shape &shape, bool store,
		      unsigned *pressure)
{
  unsigned fields = 0;
  for (unsigned k = 0; k < shape.stride; k++)
    fields += shape.field_used (k);
  unsigned shuffles = fields * (shape.lanes - 1);
  *pressure = shuffles + (store ? fields * shape.lanes : 0);
  return shuffles;
}

bool
gcc_cannot_access_group (const group_shape &shape, bool store)
{
  if (gcc_interleaves_p (shape.stride))
    return false;
  const bool several = (shape.fields & (shape.fields - 1)) != 0;
  return store ? shape.complete () : several;
}

unsigned
gcc_wide_group_shuffles (unsigned stride, unsigned used, unsigned lanes,
			 bool store, unsigned *pressure)
{
  if (used != 1 || (stride & (stride - 1)) == 0)
    {
      *pressure = no_gcc_sequence;
      return no_gcc_sequence;
    }
  *pressure = (lanes - 1) + (store ? lanes : 0);
  return lanes - 1;
}

unsigned
gcc_shuffles (const group_shape &shape, const isa_desc &isa, bool store,
	      unsigned *pressure)
{
  if (!gcc_interleaves_p (shape.stride))
    return elementwise_shuffles (shape, store, pressure);
  bool found = false;
  program_cost best;
  const perm_program *chosen = nullptr;
  const std::vector<perm_program> &candidates
    = perm_candidates (shape, isa, store);
  for (const perm_program &p : candidates)
    {
      if (!gcc_like_p (p) || !verify_program (p))
	continue;
      program_cost c = cost_program (p, isa);
      if (!found || cheaper (c, best))
	{
	  best = c;
	  chosen = &p;
	}
      found = true;
    }
  if (!found)
    {
      *pressure = no_gcc_sequence;
      return no_gcc_sequence;
    }
  *pressure = best.shuffles - program_blends (*chosen, isa);
  return best.shuffles;
}

bool
gcc_slp_load_ok (const std::vector<unsigned> &perm, unsigned stride,
		 unsigned nunits, unsigned vf)
{
  return gcc_slp_load_selectors (perm, stride, nunits, vf, nullptr);
}

bool
gcc_splits_store_group (const scalar_dag &dag, int g, unsigned vf,
			const isa_desc &isa)
{
  const memory_group &group = dag.groups[g];
  std::vector<int> roots;
  if (!group.is_store || group.stride < 3 || isa.store_lanes.available ()
      || !store_roots (dag, group, roots))
    return false;
  const unsigned split = first_mismatch (dag, roots);
  if (split < 2 || split >= roots.size ())
    return false;
  /* Both pieces are then stored as strided groups.  The loop stays SLP
     only if GCC can load the first piece, and the rest where that is SLP
     itself (all its lanes match; one that does not match its lane 1 is
     not SLP, one that splits again is conservatively taken as giving up
     SLP).  */
  std::vector<int> first (roots.begin (), roots.begin () + split);
  std::vector<int> rest (roots.begin () + split, roots.end ());
  if (!gcc_slp_piece_loads_ok (dag, first, vf, isa))
    return false;
  if (rest.size () < 2)
    return true;
  const unsigned rest_split = first_mismatch (dag, rest);
  if (rest_split == rest.size ())
    return gcc_slp_piece_loads_ok (dag, rest, vf, isa);
  return rest_split == 1;
}

/* Adds to C what GCC's SLP spends on a group wider than
   max_shape_stride whose records' runs of RUN fields it moves piece by
   piece (wide_group_pieces), VF records per vector iteration: a load or
   store per piece and record, and an insert or extract for each, as
   elementwise_shuffles counts them; a store narrower than a vector
   weighs two shuffles more, as plan_shuffles weighs ours.  */
static void
add_wide_group_pieces (const scalar_dag &dag, const memory_group &group,
		       unsigned run, unsigned vf, const isa_desc &isa,
		       bool store, gcc_slp_cost &c)
{
  const unsigned nunits = isa.vector_bytes / dag.types[group.type].bytes;
  const unsigned moves = vf * wide_group_pieces (run, nunits);
  c.shuffles += moves;
  c.pressure += store ? 3 * moves : moves;
  if (!store)
    c.weight += moves;
}

/* Adds to C what GCC's SLP spends storing a run of RUN fields of each of
   VF records of GROUP as a strided group (VMAT_STRIDED_SLP) in pieces
   (wide_group_pieces): a piece of a whole vector is a vector store; a
   narrower one is extracted and stored narrow, an extract and two
   shuffles more for the narrow store, as plan_shuffles weighs ours.  */
static void
add_strided_store_pieces (const scalar_dag &dag, const memory_group &group,
			  unsigned run, unsigned vf, const isa_desc &isa,
			  gcc_slp_cost &c)
{
  const unsigned nunits = isa.vector_bytes / dag.types[group.type].bytes;
  for (unsigned left = run; left; )
    {
      unsigned piece = 1;
      while (piece * 2 <= left && piece * 2 <= nunits)
	piece *= 2;
      left -= piece;
      if (piece < nunits)
	{
	  c.shuffles += vf;
	  c.pressure += 3 * vf;
	}
    }
}

/* Adds to C what GCC's SLP spends on the nodes TUPLES, VF iterations on
   ISA's vectors: each computed node on every vector of its lanes (both
   operations and a blend where its lanes have two), each loaded group
   once and each node's load permutation; the groups reached go to
   COVERED.  False where GCC could not load a node.  */
static bool
add_slp_nodes (const scalar_dag &dag,
	       const std::set<std::vector<int>> &tuples, unsigned vf,
	       const isa_desc &isa, std::set<int> &covered, gcc_slp_cost &c)
{
  std::set<int> loaded;
  /* The forms of the nodes that add and subtract, and the products
     fused into them.  */
  std::map<std::vector<int>, two_operator_form> two_operators;
  std::set<std::vector<int>> fused_products;
  for (const std::vector<int> &tuple : tuples)
    {
      const snode &first = dag.nodes[tuple[0]];
      if (first.kind != snode_kind::compute)
	continue;
      bool mixed = false;
      for (int n : tuple)
	mixed |= dag.nodes[n].code != first.code;
      if (!mixed)
	continue;
      two_operator_form form = gcc_two_operator_form (dag, tuple, isa);
      two_operators[tuple] = form;
      if (form == two_operator_form::fused)
	fused_products.insert (gcc_slp_children (dag, tuple)[0]);
    }
  for (const std::vector<int> &tuple : tuples)
    {
      const snode &first = dag.nodes[tuple[0]];
      const unsigned bytes = dag.types[first.type].bytes;
      const unsigned nunits = isa.vector_bytes / bytes;
      const unsigned vectors = (tuple.size () * vf + nunits - 1) / nunits;
      if (first.kind == snode_kind::compute && !fused_products.count (tuple))
	{
	  c.weight += vectors * (first.slow ? slow_op_weight : 1);
	  auto form = two_operators.find (tuple);
	  if (form != two_operators.end ()
	      && form->second == two_operator_form::blend)
	    {
	      /* Both operations on every vector, then a blend of the two
		 (vect_transform_slp_perm: VEC_PERM_EXPR of the results).  */
	      op_cost blend = isa.perm[(unsigned) perm_kind::blend]
				      [elem_size_index (bytes)];
	      c.weight += vectors;
	      c.shuffles += vectors * blend.shuffles;
	    }
	}
      if (first.kind != snode_kind::load)
	continue;
      const memory_group &group = dag.groups[first.group];
      covered.insert (first.group);
      if (group.stride > max_shape_stride)
	{
	  /* Each record's run loaded as it is, in lane order.  */
	  const std::vector<unsigned> perm = gcc_load_permutation (dag, tuple);
	  for (unsigned l = 0; l < perm.size (); l++)
	    if (perm[l] != l)
	      return false;
	  if (loaded.insert (first.group).second)
	    add_wide_group_pieces (dag, group, perm.size (), vf, isa, false,
				   c);
	  continue;
	}
      if (loaded.insert (first.group).second)
	c.weight += (group.stride * vf + nunits - 1) / nunits;
      std::vector<std::pair<std::vector<int>, bool>> sels;
      if (!gcc_slp_load_selectors (gcc_load_permutation (dag, tuple),
				   group.stride, nunits, vf, &sels))
	return false;
      for (const auto &sel : sels)
	{
	  perm_class pc = classify_perm (sel.first, bytes, !sel.second, isa);
	  op_cost cost = gcc_window_perm_cost (sel.first, bytes, isa, pc.cost);
	  if (!cost.available ())
	    return false;	/* Not a permute GCC's target hook allows.  */
	  c.shuffles += cost.shuffles;
	  c.pressure += pc.kind == perm_kind::blend ? 0 : cost.shuffles;
	  /* Counted twice across blocks, as plan_weight counts ours.  */
	  if (counts_cross_blocks_twice (isa) && crosses_blocks (pc.kind))
	    c.pressure += cost.shuffles;
	}
    }
  return true;
}

/* Finishes C, an SLP plan whose nodes and stores are counted and whose
   groups COVERED reaches: none where a strided group is not reached or
   where GCC would use structure accesses instead.  */
static gcc_slp_cost
finish_slp_cost (const scalar_dag &dag, const std::set<int> &covered,
		 const isa_desc &isa, gcc_slp_cost c)
{
  for (size_t g = 0; g < dag.groups.size (); g++)
    if (dag.groups[g].stride >= 2 && !covered.count (g))
      return gcc_slp_cost ();
  /* Where structure loads and stores serve every group and some load is
     permuted, GCC 12 gives up SLP for them (vect_analyze_loop_2:
     "can use load/store-lanes"): NEON's ld3/st3.  */
  bool lanes = isa.max_lanes_stride > 0 && c.shuffles > 0;
  for (size_t g = 0; lanes && g < dag.groups.size (); g++)
    lanes = dag.groups[g].stride <= isa.max_lanes_stride;
  if (lanes)
    return gcc_slp_cost ();
  c.weight += 2 * c.pressure;
  c.applies = true;
  return c;
}

/* GCC 12's SLP plan of the loop from its store groups: each group's
   slices one instance, or, with SPLIT, a store group with a gap at its
   end taken as its run and split into instances where a lane does not
   match the first (vect_build_slp_instance; a lone lane is not SLP), such
   groups stored as strided pieces.  With SPLIT the plan applies only
   where some group is so stored.  */
static gcc_slp_cost
slp_from_store_groups (const scalar_dag &dag, unsigned vf,
		       const isa_desc &isa, bool split)
{
  gcc_slp_cost c;
  std::set<std::vector<int>> tuples;
  std::set<int> covered;
  bool strided = false;
  for (size_t g = 0; g < dag.groups.size (); g++)
    {
      const memory_group &group = dag.groups[g];
      if (!group.is_store || group.stride < 2)
	continue;
      std::vector<int> roots;
      if (!store_roots (dag, group, roots, split))
	return gcc_slp_cost ();
      std::vector<std::vector<int>> pieces;
      if (!split)
	pieces.push_back (roots);
      for (size_t from = 0; split && from < roots.size (); )
	{
	  std::vector<int> rest (roots.begin () + from, roots.end ());
	  const unsigned n = first_mismatch (dag, rest);
	  if (n < 2)
	    return gcc_slp_cost ();
	  pieces.emplace_back (rest.begin (), rest.begin () + n);
	  from += n;
	}
      const bool piecewise = (roots.size () < group.stride
			      || pieces.size () > 1);
      strided |= piecewise;
      for (const std::vector<int> &piece : pieces)
	{
	  if (!gcc_slp_discover (dag, piece, tuples))
	    return gcc_slp_cost ();
	  if (group.stride > max_shape_stride)
	    add_wide_group_pieces (dag, group, piece.size (), vf, isa, true,
				   c);
	  else if (piecewise)
	    add_strided_store_pieces (dag, group, piece.size (), vf, isa, c);
	}
      covered.insert (g);
    }
  if (covered.empty () || (split && !strided)
      || !add_slp_nodes (dag, tuples, vf, isa, covered, c))
    return gcc_slp_cost ();
  return finish_slp_cost (dag, covered, isa, c);
}

gcc_slp_cost
gcc_slp_in_memory_order (const scalar_dag &dag, unsigned vf,
			 const isa_desc &isa)
{
  return slp_from_store_groups (dag, vf, isa, false);
}

gcc_slp_cost
gcc_slp_strided_stores (const scalar_dag &dag, unsigned vf,
			const isa_desc &isa)
{
  return slp_from_store_groups (dag, vf, isa, true);
}

} // namespace hyperlane
