/* The pass "hyperlane-relayout": the layout of the heap arrays of a
   structure type ('struct NAME -> SOA', 'struct NAME -> AOSOA(T)') under a
   whole-program view, a late simple IPA pass (before "simdclone") that sees
   every function body of the program in SSA form: in lto1's ltrans under
   -flto -flto-partition=one, or in cc1 under -fwhole-program.
   docs/layout.md section 13.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_HEAP_RELAYOUT_H
#define HYPERLANE_HEAP_RELAYOUT_H

namespace gcc { class context; }
class opt_pass;

namespace hyperlane {

/* FORCE_AOSOA (cost=always): apply AOSOA(T) even where an innermost loop
   over the records would keep the division of its accesses (testing).
   VERIFY: check the SSA form and the loops after the rewrite.  */
opt_pass *make_heap_relayout_pass (gcc::context *ctxt, bool force_aosoa,
				   bool verify);

} // namespace hyperlane

#endif
