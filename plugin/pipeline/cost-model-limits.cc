/* The limits GCC's -fvect-cost-model puts on what a vector loop may add to
   the scalar one, applied to hyperlane's vector loop as GCC's vectorizer
   applies them to its own (tree-vect-data-refs.cc,
   vect_prune_runtime_alias_test_list; tree-vect-loop.cc,
   vect_analyze_loop_costing): under very-cheap, GCC 12's default at -O2,
   no runtime alias check and no scalar epilogue; under cheap and above,
   at most --param vect-max-version-for-alias-checks checks (60% of it
   under cheap).  Users pick -O2 for its code size, and expect the plugin
   to keep to the same bargain.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "../codegen/vector-loop.h"
#include "../support/cost-model-text.h"
#include "../hlp/loop-analysis.h"
#include "loop-plan-info.h"
#include "stages.h"

#include <string>

namespace hyperlane {

namespace {

/* Whether LOOP's cost model is -fsimd-cost-model's, as loop_cost_model
   chooses: for a loop GCC must vectorize (an OpenMP simd loop), unless
   that option is left at its default.  */
bool
simd_model_p (class loop *loop)
{
  return loop->force_vectorize
	 && flag_simd_cost_model != VECT_COST_MODEL_DEFAULT;
}

/* The option that sets LOOP's cost model.  */
const char *
cost_model_option (class loop *loop)
{
  return simd_model_p (loop) ? "-fsimd-cost-model" : "-fvect-cost-model";
}

} // anon namespace

std::string
cost_model_limit (const loop_plan_info &info)
{
  class loop *loop = info.loop ();
  const vect_cost_model model = loop_cost_model (loop);
  const unsigned checks = info.legal.alias_checks.size ();
  char text[240];

  if (model == VECT_COST_MODEL_VERY_CHEAP && checks)
    {
      snprintf (text, sizeof text,
		"the vector loop needs %u runtime alias check%s, ", checks,
		checks == 1 ? "" : "s");
      return text + very_cheap_refusal (simd_model_p (loop), checks > 1);
    }
  unsigned limit = param_vect_max_version_for_alias_checks;
  if (model == VECT_COST_MODEL_CHEAP)
    limit = limit * 6 / 10;
  if (checks > limit)
    {
      snprintf (text, sizeof text,
		"the vector loop needs %u runtime alias checks, more than "
		"the %u --param vect-max-version-for-alias-checks allows",
		checks, limit);
      if (model == VECT_COST_MODEL_CHEAP)
	return text + std::string (" (60% of it under ")
	       + cost_model_option (loop) + "=cheap)";
      return text;
    }
  if (model == VECT_COST_MODEL_VERY_CHEAP)
    if (const char *need = epilogue_need (loop, info.vf,
					  info.analysis.niters (),
					  !info.plan->reads_gap,
					  info.reductions))
      {
	snprintf (text, sizeof text,
		  "a scalar epilogue would stay beside the vector loop of "
		  "VF %u (", info.vf);
	return text + std::string (need) + "), "
	       + very_cheap_refusal (simd_model_p (loop), false);
      }
  return std::string ();
}

} // namespace hyperlane
