/* The data-layout pass, "hyperlane-layout", run just before the functions
   go into SSA form (inside GCC's build_ssa_passes), when the whole
   translation unit is lowered and still refers to arrays as written.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_LAYOUT_PASS_H
#define HYPERLANE_LAYOUT_PASS_H

namespace hyperlane {

/* A new instance of the pass applying layout_requests (); TRUST is
   -fplugin-arg-hyperlane-layout-trust.  Also registers, for PLUGIN_NAME,
   the callback that decides for a translation unit without functions.  */
opt_pass *make_layout_pass (gcc::context *ctxt, bool trust,
			    const char *plugin_name);

} // namespace hyperlane

#endif
