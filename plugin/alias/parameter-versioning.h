/* The parameter-versioning pass, "hyperlane-alias", inserted after GCC's
   "alias" (points-to analysis) and before the FRE that follows it.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_PARAMETER_VERSIONING_H
#define HYPERLANE_PARAMETER_VERSIONING_H

namespace hyperlane {

enum class versioning_mode;

/* A new instance of the pass for alias-versioning=MODE; VERIFY checks
   GCC's IL after each function it versions.  */
opt_pass *make_parameter_versioning_pass (gcc::context *ctxt,
					  versioning_mode mode, bool verify);

} // namespace hyperlane

#endif
