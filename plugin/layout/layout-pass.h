/* The data-layout pass, "hyperlane-layout", run early (after "cfg") so it
   sees source-level array references.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_LAYOUT_PASS_H
#define HYPERLANE_LAYOUT_PASS_H

#include <vector>

namespace hyperlane {

struct layout_spec;

/* A new instance of the pass applying SPECS (which must outlive it).  */
opt_pass *make_layout_pass (gcc::context *ctxt,
			    const std::vector<layout_spec> &specs);

} // namespace hyperlane

#endif
