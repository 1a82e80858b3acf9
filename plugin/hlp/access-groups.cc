/* Partition a loop's data references into interleaved access groups, in
   the manner of vect_analyze_data_ref_accesses but keeping every field.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "access-groups.h"

#include <set>

namespace hyperlane {

unsigned
access_group::fields_used () const
{
  std::set<unsigned> fields;
  for (const group_member &m : members)
    fields.insert (m.field);
  return fields.size ();
}

const char *
access_pattern_name (access_pattern pattern)
{
  switch (pattern)
    {
    case access_pattern::invariant: return "invariant";
    case access_pattern::contiguous: return "contiguous";
    case access_pattern::strided: return "strided";
    }
  return "?";
}

namespace {

/* The element size of DR in bytes, or 0 when it is not a constant.  */
unsigned HOST_WIDE_INT
element_size (data_reference *dr)
{
  tree size = TYPE_SIZE_UNIT (TREE_TYPE (DR_REF (dr)));
  if (!size || !tree_fits_uhwi_p (size))
    return 0;
  return tree_to_uhwi (size);
}

/* Whether DR may join GROUP, whose first member is LEADER: same base,
   offset, step, size and direction, and the span of the members' offsets
   stays within one step.  */
bool
fits_group (const access_group &group, data_reference *leader,
	    data_reference *dr, unsigned HOST_WIDE_INT size)
{
  if (group.is_store == DR_IS_READ (dr) || group.elem_size != size
      || !same_walk_p (leader, dr))
    return false;
  HOST_WIDE_INT init = tree_to_shwi (DR_INIT (dr));
  HOST_WIDE_INT lo = MIN (group.min_init, init);
  HOST_WIDE_INT hi = MAX (group.max_init, init);
  if ((init - group.min_init) % (HOST_WIDE_INT) size != 0)
    return false;
  if (group.pattern != access_pattern::strided)
    return init == group.min_init;
  return (unsigned HOST_WIDE_INT) (hi - lo) < absu_hwi (group.step);
}

} // anon namespace

bool
same_walk_p (data_reference *a, data_reference *b)
{
  return (operand_equal_p (DR_BASE_ADDRESS (a), DR_BASE_ADDRESS (b), 0)
	  && operand_equal_p (DR_OFFSET (a), DR_OFFSET (b), 0)
	  && tree_int_cst_equal (DR_STEP (a), DR_STEP (b)));
}

bool
same_memory_p (const access_group &a, const access_group &b)
{
  return same_walk_p (a.members[0].dr, b.members[0].dr);
}

grouping_failure
build_access_groups (const vec<data_reference_p> &datarefs,
		     std::vector<access_group> &groups)
{
  /* Leaders parallel to GROUPS.  */
  std::vector<data_reference *> leaders;
  for (data_reference *dr : datarefs)
    {
      if (!DR_BASE_ADDRESS (dr) || !DR_STEP (dr) || !DR_INIT (dr)
	  || !DR_OFFSET (dr))
	return { dr, "data reference has no affine address (an indexed "
		      "access, a[b[i]], or one through a pointer the loop "
		      "loads)" };
      if (!tree_fits_shwi_p (DR_STEP (dr)))
	return { dr, "data reference has a step unknown at compile time (a "
		      "stride held in a variable)" };
      if (!tree_fits_shwi_p (DR_INIT (dr)))
	return { dr, "data reference has a non-constant offset" };
      if (TREE_THIS_VOLATILE (DR_REF (dr)))
	return { dr, "volatile data reference" };
      unsigned HOST_WIDE_INT size = element_size (dr);
      if (size == 0)
	return { dr, "data reference of variable size" };
      HOST_WIDE_INT step = tree_to_shwi (DR_STEP (dr));
      if (step != 0 && absu_hwi (step) % size != 0)
	return { dr, "step is not a multiple of the element size (a packed "
		      "structure, or a cast of a byte address)" };

      size_t g = 0;
      while (g < groups.size () && !fits_group (groups[g], leaders[g], dr,
						size))
	g++;
      HOST_WIDE_INT init = tree_to_shwi (DR_INIT (dr));
      if (g == groups.size ())
	{
	  access_group group;
	  group.is_store = !DR_IS_READ (dr);
	  group.step = step;
	  group.elem_size = size;
	  group.stride = step == 0 ? 1 : absu_hwi (step) / size;
	  group.pattern = (step == 0 ? access_pattern::invariant
			   : group.stride == 1 ? access_pattern::contiguous
			   : access_pattern::strided);
	  group.min_init = group.max_init = init;
	  groups.push_back (group);
	  leaders.push_back (dr);
	}
      access_group &group = groups[g];
      group.min_init = MIN (group.min_init, init);
      group.max_init = MAX (group.max_init, init);
      group.members.push_back ({ dr, 0 });
    }

  /* Fields are known once each group's lowest offset is.  */
  for (access_group &group : groups)
    for (group_member &m : group.members)
      m.field = (tree_to_shwi (DR_INIT (m.dr)) - group.min_init)
		/ (HOST_WIDE_INT) group.elem_size;
  return {};
}

tree
group_start_address (const access_group &group)
{
  data_reference *dr = group.members[0].dr;
  tree off = size_binop (PLUS_EXPR, fold_convert (sizetype, DR_OFFSET (dr)),
			 size_int (group.min_init));
  return fold_build_pointer_plus (DR_BASE_ADDRESS (dr), off);
}

void
dump_access_group (FILE *file, const access_group &group)
{
  std::set<unsigned> fields;
  for (const group_member &m : group.members)
    fields.insert (m.field);
  fprintf (file, "%s %s", group.is_store ? "store" : "load",
	   access_pattern_name (group.pattern));
  if (group.pattern == access_pattern::strided)
    fprintf (file, " stride %u", group.stride);
  fprintf (file, " (elem " HOST_WIDE_INT_PRINT_UNSIGNED " bytes, step "
	   HOST_WIDE_INT_PRINT_DEC ") fields {", group.elem_size, group.step);
  const char *sep = "";
  for (unsigned f : fields)
    {
      fprintf (file, "%s%u", sep, f);
      sep = ",";
    }
  fprintf (file, "}%s base ", group.complete () ? " complete" : " partial");
  print_generic_expr (file, DR_BASE_ADDRESS (group.members[0].dr), TDF_SLIM);
  fprintf (file, "\n");
}

} // namespace hyperlane
