/* What GCC 12's own vectorizer would do with a loop, for the cost model:
   the permute chains it interleaves groups with (or its element-by-element
   access where it has none), the store groups its SLP discovery splits,
   and its SLP plan in memory order.  Each rule follows GCC 12's source
   (tree-vect-data-refs.cc, tree-vect-slp.cc, tree-vect-stmts.cc) as
   cited, and was checked against GCC's vectorizer dumps.  Free of GCC
   headers.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_GCC_VECTORIZER_MODEL_H
#define HYPERLANE_GCC_VECTORIZER_MODEL_H

#include "scalar-dag.h"
#include "../target/perm-program.h"

#include <vector>

namespace hyperlane {

struct isa_desc;

/* What gcc_shuffles counts for a group GCC has no sequence for; sums of
   counts saturate at it, so that no comparison overflows.  */
constexpr unsigned no_gcc_sequence = ~0u / 4;

/* Shuffle-class instructions GCC's own sequence for a group of SHAPE
   costs on ISA (a store group when STORE), and in *PRESSURE the same
   without blends: the cheapest permute chain or structure access GCC
   builds for a group of three elements per iteration or a power of two,
   element-by-element access for the others (vect_grouped_load_supported,
   vect_grouped_store_supported), no_gcc_sequence when there is none.  */
unsigned gcc_shuffles (const group_shape &shape, const isa_desc &isa,
		       bool store, unsigned *pressure);

/* Whether GCC 12's loop vectorizer (without SLP) gives up on a group of
   SHAPE, a load group if not STORE: a stride it does not interleave
   (neither three nor a power of two) falls back to element-by-element
   access only for a load of one field or a store group with gaps
   (get_group_load_store_type: "not falling back to elementwise
   accesses"; vect_analyze_group_access_1 marks a store group with gaps
   strided), so a load of several fields or a complete store group
   leaves the whole loop scalar (NPB SP's stride-5 solves).  */
bool gcc_cannot_access_group (const group_shape &shape, bool store);

/* Whether GCC 12's vector code for DAG's loop may fuse a multiplication
   into an addition or subtraction whatever -ffp-contract says: its SLP
   pattern of floats that add in some lanes and subtract in others over
   products becomes vfmaddsub or vfmsubadd (gcc_two_operator_form), which
   GCC emits under -ffp-contract=off too.  Any float addition beside a
   float subtraction with a product among their operands counts.  */
bool gcc_may_fuse_add_sub (const scalar_dag &dag);

/* GCC's element-by-element access of the fields SHAPE uses, as
   gcc_shuffles counts: a field's vector is built with LANES - 1 inserts
   from scalar loads, or stored with LANES - 1 extracts and LANES scalar
   stores, which compete for the store ports as shuffles do for
   theirs.  */
unsigned elementwise_shuffles (const group_shape &shape, bool store,
			       unsigned *pressure);

/* What GCC's own access of a group of STRIDE elements wider than a
   shape describes (max_shape_stride) costs, as gcc_shuffles counts,
   given the number of fields USED: element by element where the loop
   uses one field and STRIDE is no power of 2 (get_group_load_store_type
   takes VMAT_ELEMENTWISE for such a single-element group); else GCC 12
   refuses the group ("not falling back to elementwise accesses"; no
   permute chain that long), and the loop is left scalar:
   no_gcc_sequence.  */
unsigned gcc_wide_group_shuffles (unsigned stride, unsigned used,
				  unsigned lanes, bool store,
				  unsigned *pressure);

/* The pieces GCC 12's SLP moves each record's run of RUN fields of a
   group wider than max_shape_stride in, on vectors of NUNITS lanes: the
   group is strided (vect_analyze_group_access_1), so it is accessed as
   VMAT_STRIDED_SLP, the run split at power-of-two sizes
   (vect_build_slp_instance splits a group at vector boundaries: NPB LU's
   five-field rsd stores go as four and one).  */
unsigned wide_group_pieces (unsigned run, unsigned nunits);

/* Whether GCC 12's SLP vectorizer can load one node of its SLP tree
   (vect_transform_slp_perm_load): lane k of every PERM.size () reads
   element PERM[k] of an interleaved group of STRIDE elements per
   iteration, counted from the group's first accessed element; the node
   has NUNITS lanes per vector and covers VF iterations.  Each of its
   vectors must be one permute of at most two vectors of the group.  */
bool gcc_slp_load_ok (const std::vector<unsigned> &perm, unsigned stride,
		      unsigned nunits, unsigned vf);

/* Whether GCC 12's SLP vectorizer splits store group G of DAG, as it
   does where the first lanes (at least two, not all) match and the next
   does not: the pieces are then stored as strided groups, element by
   element (vect_build_slp_instance; an RGBA pixel whose alpha is computed
   apart).  Not where the target has structure stores, which GCC prefers;
   not when GCC's SLP could not load the pieces and so gives up SLP for
   the loop.  */
bool gcc_splits_store_group (const scalar_dag &dag, int g, unsigned vf,
			     const isa_desc &isa);

/* GCC 12's SLP plan of a loop in memory order: every strided store
   group complete, its lanes matching as GCC's SLP discovery matches them
   (the same operations, loads of one group at any field, invariants of
   any value), every node of loads loadable (gcc_slp_load_ok, with a
   permute the target has), and every strided group reached.  GCC then
   computes every node on the lanes of memory, repeating per field what
   the fields share, and permutes its loads.  */
struct gcc_slp_cost
{
  bool applies = false;
  unsigned shuffles = 0;	/* Per vector iteration.  */
  unsigned pressure = 0;	/* The same without blends.  */
  unsigned weight = 0;		/* As plan_weight weighs a lane plan.  */
  /* The vector size GCC's plan was weighed at where it is narrower than
     the plan's (gcc_slp_strided_stores); else 0.  */
  unsigned vector_bytes = 0;
};

gcc_slp_cost gcc_slp_in_memory_order (const scalar_dag &dag, unsigned vf,
				      const isa_desc &isa);

/* GCC 12's SLP plan of a loop some of whose store groups it stores as
   strided groups, record by record in pieces (wide_group_pieces): a
   group whose stored fields are one run shorter than the record
   (vect_analyze_group_access_1 makes a store group with a gap at its
   end strided), or one it splits where a lane does not match the
   first (vect_build_slp_instance splits a loop's store group into
   instances of at least two lanes, each strided).  The nodes are
   counted as gcc_slp_in_memory_order counts them, shared between
   instances as GCC shares them.  Does not apply where no store group is
   so stored.  GCC tries its vector sizes from the widest down and keeps
   the first whose plan beats the scalar loop in its own cost model, so
   the cost model weighs this plan at every width up to the plan's.  */
gcc_slp_cost gcc_slp_strided_stores (const scalar_dag &dag, unsigned vf,
				     const isa_desc &isa);

} // namespace hyperlane

#endif
