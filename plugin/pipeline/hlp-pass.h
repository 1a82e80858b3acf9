/* The HLP vectorizer pass, "hyperlane", inserted before GCC's "vect".
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_HLP_PASS_H
#define HYPERLANE_HLP_PASS_H

#include "../plan/plan-options.h"

namespace hyperlane {

/* What the pass reads of the plugin's arguments (driver/options.h), in
   this folder so that the pipeline does not depend on the driver.  */
struct hlp_options
{
  bool enabled = true;		/* hlp=  */
  cost_mode cost = cost_mode::model;
  plan_choice plan = plan_choice::automatic;
  unsigned vector_bits = 0;	/* vector-width=; 0 is auto.  */
  bool scalar_epilogue = false;	/* epilogue=scalar  */
  bool verify = false;		/* Check GCC's IL after each loop.  */
};

/* Where a remark about LOOP points: at STMT where it has a location of
   the loop's own function, else (no statement, one GCC made up, one of
   a call inlined into the loop, at -flto one of another file) at the
   loop.  */
dump_user_location_t remark_location (gimple *stmt, class loop *loop);

/* A new instance of the pass, reading a copy of OPTS.  */
opt_pass *make_hlp_pass (gcc::context *ctxt, const hlp_options &opts);

} // namespace hyperlane

#endif
