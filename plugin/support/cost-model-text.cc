/* How remarks name what GCC's cost model options forbid; see
   cost-model-text.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "cost-model-text.h"

namespace hyperlane {

std::string
very_cheap_refusal (bool simd, bool plural)
{
  const char *it = plural ? "them" : "it";
  if (simd)
    return std::string ("which -fsimd-cost-model=very-cheap does not "
			"allow: -fsimd-cost-model=cheap or =unlimited (its "
			"default) allows ") + it;
  return std::string ("which -fvect-cost-model=very-cheap (GCC 12's "
		      "default at -O2) does not allow: "
		      "-fvect-cost-model=cheap or -O3 allows ") + it;
}

} // namespace hyperlane
