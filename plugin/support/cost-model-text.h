/* How remarks name what GCC's vectorizer cost model options forbid: the
   one wording for every refusal under -fvect-cost-model=very-cheap (GCC
   12's default at -O2) or -fsimd-cost-model=very-cheap.  Free of GCC
   headers.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_COST_MODEL_TEXT_H
#define HYPERLANE_COST_MODEL_TEXT_H

#include <string>

namespace hyperlane {

/* The end of a very-cheap refusal ("which ... does not allow: ...
   allows it"): -fsimd-cost-model's where SIMD (an OpenMP simd loop under
   that option), else -fvect-cost-model's; "them" where PLURAL.  */
std::string very_cheap_refusal (bool simd, bool plural);

} // namespace hyperlane

#endif
