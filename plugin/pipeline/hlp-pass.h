/* The HLP vectorizer pass, "hyperlane", inserted before GCC's "vect".
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_HLP_PASS_H
#define HYPERLANE_HLP_PASS_H

namespace hyperlane {

struct options;

/* A new instance of the pass, reading OPTS (which must outlive it).  */
opt_pass *make_hlp_pass (gcc::context *ctxt, const options &opts);

} // namespace hyperlane

#endif
