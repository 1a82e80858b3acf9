/* What the hyperlane-relayout pass knows between its analysis
   (heap-analysis.cc) and its rewrite (heap-rewrite.cc).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_HEAP_INTERNAL_H
#define HYPERLANE_HEAP_INTERNAL_H

#include "../layout/layout-request.h"

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
};

/* The record layout's description for messages ("SOA", "AOSOA(8)").  */
std::string heap_layout_text (const heap_target &t);

/* Rewrite the allocations and accesses of T (analysed, not refused).  */
void rewrite_heap_target (heap_target &t);

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

} // namespace hyperlane

#endif
