/* One place for the GCC internal headers the plugin uses, in the order GCC
   itself includes them (several headers are not self-contained).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_GCC_INCLUDES_H
#define HYPERLANE_GCC_INCLUDES_H

#include "gcc-plugin.h"
#include "plugin-version.h"
#include "tree.h"
#include "gimple.h"
#include "tree-pass.h"
#include "cgraph.h"
#include "context.h"
#include "function.h"
#include "basic-block.h"
#include "cfgloop.h"
#include "cfgloopmanip.h"
#include "gimple-iterator.h"
#include "gimple-walk.h"
#include "tree-cfg.h"
#include "tree-cfgcleanup.h"
#include "tree-affine.h"
#include "gimple-pretty-print.h"
#include "tree-pretty-print.h"
#include "ssa.h"
#include "tree-ssa.h"
#include "tree-data-ref.h"
#include "tree-scalar-evolution.h"
#include "tree-ssa-loop-niter.h"
#include "tree-ssa-loop.h"
#include "tree-ssa-loop-manip.h"
#include "gimplify.h"
#include "gimplify-me.h"
#include "gimple-fold.h"
#include "tree-vector-builder.h"
#include "tree-into-ssa.h"
#include "internal-fn.h"
#include "builtins.h"	/* associated_internal_fn */
#include "stor-layout.h"
#include "fold-const.h"
#include "dumpfile.h"
#include "diagnostic-core.h"
#include "intl.h"
#include "langhooks.h"
#include "toplev.h"
#include "opts.h"
#include "tree-vectorizer.h"	/* find_loop_location */

#endif
