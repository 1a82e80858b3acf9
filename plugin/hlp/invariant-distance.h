/* Dependences GCC's analysis gives up on, decided from the addresses.
   References to one array whose subscripts differ by loop-invariant names
   (NPB SP's lhs[k][i] and lhs[k1][i] with k1 = k + 1 computed before the
   loop, or rows nz2 - 1 and nz2) have access functions GCC cannot
   compare, so it reports the dependence unknown and a vector loop would
   check the groups' overlap at run time on every entry.  Expanded through
   the definitions of those names, as loop invariant motion does
   (tree-affine.h), their addresses differ by a constant, and
   plan/group-distance.h says from it at which VF the groups cannot meet.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_INVARIANT_DISTANCE_H
#define HYPERLANE_INVARIANT_DISTANCE_H

#include "access-groups.h"

#include <cstdint>

class name_expansion;

namespace hyperlane {

/* Expansions of SSA names shared by the queries of one loop.  */
class address_expander
{
public:
  address_expander () = default;
  ~address_expander ();
  address_expander (const address_expander &) = delete;
  address_expander &operator= (const address_expander &) = delete;

  /* The largest VF at which the vector loop needs no runtime check
     between data references A of group GA and B of group GB: their
     addresses differ by a constant and the groups' windows of VF
     iterations never meet (disjoint_vf_limit); 0 when the difference is
     not a constant.  */
  uint64_t disjoint_vf_limit (data_reference *a, const access_group &ga,
			      data_reference *b, const access_group &gb);

private:
  hash_map<tree, name_expansion *> *m_cache = nullptr;
};

} // namespace hyperlane

#endif
