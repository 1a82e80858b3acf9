/* What the hyperlane-relayout pass knows between its analysis
   (heap-analysis.cc) and its rewrite (heap-rewrite.cc).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_HEAP_INTERNAL_H
#define HYPERLANE_HEAP_INTERNAL_H

#include "../layout/layout-request.h"

#include <map>
#include <string>
#include <vector>

namespace hyperlane {

/* The header the relaid block starts with: the number of records, then
   padding, so that every field array is aligned as the records were.  */
constexpr HOST_WIDE_INT heap_header_bytes = 64;
/* SOA: the field arrays start at the first multiple of heap_soa_align
   after the header, and N is rounded up to a multiple of heap_soa_round
   records, so that every field array of 4-byte (or wider) fields starts
   on a heap_soa_align boundary: no vector access crosses a cache line
   more than the hand-written arrays' would.  */
constexpr HOST_WIDE_INT heap_soa_align = 64;
constexpr HOST_WIDE_INT heap_soa_round = 16;

struct heap_field
{
  tree decl;
  HOST_WIDE_INT offset;		/* Bytes, in the record.  */
  HOST_WIDE_INT size;
};

/* A refusal: where and why.  */
struct heap_reason
{
  location_t loc;
  std::string text;
};

/* A field access that is the lhs (a store) or rhs1 (a load) of an
   assignment: COMPONENT_REF (MEM_REF (PTR, CST), FIELD), or a MEM_REF
   (PTR, CST) of a scalar type of the field's size, CST the field's
   offset in a record (what GCC's folding makes of the first).  */
struct heap_access
{
  function *fn;
  gimple *stmt;
  bool store;
  unsigned field;
  bool component = true;
};

/* A malloc, calloc or realloc whose result points to the records.  */
struct heap_allocation
{
  function *fn;
  gcall *stmt;
};

/* A loop over the records of an AOSOA(T) target that the rewrite
   strip-mines (heap-stripmine.cc): its header and latch blocks (the loop
   is these two blocks), the counter (the header PHI's result) and the
   accesses, every one at record index (sizetype) IV + CIDX.  */
struct heap_strip_loop
{
  function *fn;
  int header, latch;		/* Block indices.  */
  tree iv;
  HOST_WIDE_INT cidx;
  std::vector<unsigned> accesses;	/* Into heap_target::accesses.  */
};

/* One record spec and what the analysis found for its type.  */
struct heap_target
{
  const layout_request *request;
  std::string name;		/* The structure tag.  */
  tree type = NULL_TREE;	/* Its main variant, once seen.  */
  HOST_WIDE_INT size = 0;
  std::vector<heap_field> fields;
  std::vector<heap_reason> reasons;	/* Non-empty: refused.  */
  std::vector<heap_access> accesses;
  std::vector<heap_allocation> allocations;
  unsigned frees = 0;
  std::vector<heap_strip_loop> strips;	/* AOSOA: loops to strip-mine.  */
};

/* The record layout's description for messages ("SOA", "AOSOA(8)").  */
std::string heap_layout_text (const heap_target &t);


/* Whether loop L of the current function, innermost, whose accesses of
   AOSOA target T are ACC (indices into T.accesses), can be strip-mined
   to the blocks of T records: a counted loop 'for (i = lo; i < n; i++)'
   of two blocks (the header: PHIs and the exit test; the body) whose
   every access of T is at record i + C (C a constant) of a pointer set
   before the loop.  Fills PLAN, or says WHY not.  */
bool heap_strip_mine_plan (const heap_target &t, class loop *l,
			   const std::vector<unsigned> &acc,
			   heap_strip_loop &plan, std::string &why);

/* The successor edge of BB that is not to TO, and the predecessor edge
   that is not from FROM (heap-stripmine-blocks.cc).  */
edge heap_other_succ (basic_block bb, basic_block to);
edge heap_other_pred (basic_block bb, basic_block from);

/* The loop over the blocks around a loop the strip-miner takes: its
   header OH, its body OB before the loop, and the loop's counter at the
   start of each block, IV_O.  */
struct heap_outer_loop
{
  basic_block oh, ob;
  tree iv_o;
};

/* Build the loop over the blocks of BLK records around the loop of
   header H and body B (counter IV, running while IV < BOUND), as
   heap-stripmine.cc draws it: its header OH, entered where the loop
   was, tests IV_O < BOUND and takes the computations of H from values
   set before the loop; its body OB, empty, runs the loop, whose exit
   goes back to OH.  LOC: the location of the new statements.  */
heap_outer_loop heap_build_outer_loop (basic_block h, basic_block b,
				       tree iv, tree bound,
				       HOST_WIDE_INT blk, location_t loc);

/* What the strip-miner leaves for the copy of an inner loop that runs
   the whole blocks: the inner loop's header, the number of lanes it runs
   (COUNT, sizetype), the bound of a whole block (LIM_FULL), T.  */
struct heap_full_block
{
  int header;
  tree count, lim_full;
  HOST_WIDE_INT block;
};

/* Strip-mine PLAN's loop in the current function and rewrite its
   accesses (with dependence clique CLIQUE, or 0).  */
heap_full_block heap_strip_mine (const heap_target &t,
				 const heap_strip_loop &plan,
				 unsigned short clique);

/* Version each inner loop of BLOCKS (the loops up to date, with
   preheaders): a copy for the whole blocks, whose bound is LIM_FULL and
   whose trip count T is a constant for GCC's vectorizer, and the loop as
   it was for a first or last block of fewer lanes.  */
void heap_version_full_blocks (const std::vector<heap_full_block> &blocks);

/* Rewrite the allocations and accesses of T (analysed, not refused);
   VERIFY: check the SSA form and the loops of the functions changed.
   The inner loops strip-mined are added to FULL_BLOCKS, for
   version_heap_full_blocks once every target is rewritten (a copy of a
   loop made earlier would hold accesses of another target that its
   rewrite does not know).  */
void rewrite_heap_target (heap_target &t, bool verify,
			  std::map<function *, std::vector<heap_full_block>>
			    &full_blocks);
void version_heap_full_blocks
  (std::map<function *, std::vector<heap_full_block>> &full_blocks,
   bool verify);

/* Whether SSA name P is a pointer moved away from the start of its
   array: the result of a POINTER_PLUS_EXPR, or a conversion of one.  */
bool heap_derived_pointer_p (tree p);

/* Whether byte offset OFF is a whole number of records of SIZE bytes
   that the layout can compute: a constant multiple of SIZE, a product by
   one, or sums, differences, negations and same-width conversions of
   such.  */
bool heap_record_offset_p (tree off, HOST_WIDE_INT size);

/* The number of records (sizetype) of OFF, for which
   heap_record_offset_p holds, emitted into SEQ.  */
tree heap_record_index (gimple_seq *seq, location_t loc, tree off,
			HOST_WIDE_INT size);

/* The MEM_REF of the header of the relaid block P points to (of an alias
   set of its own, heap-rewrite.cc).  */
tree heap_header_ref (tree p);

/* SOA: the byte offset of the field arrays in the block P points to,
   the first multiple of heap_soa_align after the header, emitted into
   SEQ.  */
tree heap_soa_area (gimple_seq *seq, location_t loc, tree p);

/* Rewrite allocation A of T (malloc, calloc or realloc,
   heap-rewrite-alloc.cc): the size of the relaid block, and its header
   stored when the allocation succeeded.  realloc becomes malloc, a copy
   of the records that both blocks hold (field by field for SOA) and a
   free of the old block, which is what realloc may do; realloc (p, 0) of
   a non-null P frees P and gives a null pointer, as glibc's does.  */
void heap_rewrite_allocation (const heap_target &t,
			      const heap_allocation &a);

/* Make statement S, whose access REF to field FIELD the layout moves,
   access ADDR instead (computed by SEQ, emitted before S); CLIQUE, when
   not 0, is the dependence clique of the fields, FIELD + 1 the base.  */
void heap_replace_access (gimple *s, bool store, tree ref, gimple_seq seq,
			  tree addr, unsigned short clique, unsigned field);

} // namespace hyperlane

#endif
