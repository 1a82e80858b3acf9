/* Interleaved access groups: the data references of one loop partitioned
   by base, offset, step and element size, each member placed at its field
   of the stride.  This is the first stage of HLP analysis; the slicer and
   the lane planner consume it.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_ACCESS_GROUPS_H
#define HYPERLANE_ACCESS_GROUPS_H

#include <vector>

namespace hyperlane {

/* How the addresses of a group advance from one iteration to the next.  */
enum class access_pattern
{
  invariant,	/* Step 0: the same element every iteration.  */
  contiguous,	/* Step == element size.  */
  strided	/* Step == stride * element size, stride > 1.  */
};

struct group_member
{
  data_reference *dr;
  unsigned field;		/* Position inside the stride.  */
};

struct access_group
{
  bool is_store;
  access_pattern pattern;
  HOST_WIDE_INT step;		/* Bytes per iteration (may be negative).  */
  unsigned HOST_WIDE_INT elem_size;	/* Bytes.  */
  unsigned stride;		/* |step| / elem_size; 1 when not strided.  */
  HOST_WIDE_INT min_init, max_init;	/* Byte offsets of the members.  */
  std::vector<group_member> members;

  /* Number of distinct fields the members touch.  */
  unsigned fields_used () const;
  bool complete () const { return fields_used () == stride; }
};

/* Why a loop's data references could not be grouped.  */
struct grouping_failure
{
  data_reference *dr = nullptr;	/* The offending reference, if any.  */
  const char *reason = nullptr;	/* Null when grouping succeeded.  */
};

/* Partition DATAREFS into GROUPS.  On failure return the reference and the
   reason; GROUPS is then incomplete and must not be used.  */
grouping_failure build_access_groups (const vec<data_reference_p> &datarefs,
				      std::vector<access_group> &groups);

/* Whether data references A and B walk the same memory: one base
   address, offset and constant step, so that their constant offsets
   (DR_INIT) compare.  */
bool same_walk_p (data_reference *a, data_reference *b);

/* Whether groups A and B address the same memory (same_walk_p of their
   first members), so that their byte offsets (min_init) compare.  */
bool same_memory_p (const access_group &a, const access_group &b);

/* Write GROUP in the dump's notation to FILE, e.g.
   "load stride 3 (elem 4 bytes, step 12) fields {0,1,2} complete".  */
void dump_access_group (FILE *file, const access_group &group);

const char *access_pattern_name (access_pattern pattern);

/* The address of GROUP's lowest element in the loop's first iteration, as
   a GENERIC tree valid in the preheader.  */
tree group_start_address (const access_group &group);

} // namespace hyperlane

#endif
