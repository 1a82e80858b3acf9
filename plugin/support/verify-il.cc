/* GCC's IL checks after a transformation (verify-il.h).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "gcc-includes.h"
#include "verify-il.h"

namespace hyperlane {

void
verify_function ()
{
  verify_flow_info ();
  if (dom_info_available_p (CDI_DOMINATORS))
    verify_dominators (CDI_DOMINATORS);
  verify_loop_structure ();
  verify_gimple_in_cfg (cfun, false);
  verify_ssa (true, true);
}

} // namespace hyperlane
