/* The data-layout pass.  This stage finds the arrays the layout specs name
   and reports them; the rewriting itself is not implemented yet, so every
   array keeps its declared layout and a missed remark says so.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "layout-spec.h"
#include "layout-pass.h"

#include <set>
#include <string>

namespace hyperlane {

namespace {

const pass_data layout_pass_data = {
  GIMPLE_PASS,
  "hyperlane-layout",		/* name: -fdump-tree-hyperlane-layout */
  OPTGROUP_VEC,
  TV_NONE,
  PROP_cfg,			/* properties_required */
  0, 0, 0, 0
};

/* walk_gimple_op callback: collect into DATA->info (a std::set of names)
   the variables the specs name.  */
struct reference_walk
{
  const std::vector<layout_spec> *specs;
  std::set<std::string> found;
};

tree
find_named_arrays (tree *tp, int *walk_subtrees, void *data)
{
  walk_stmt_info *wi = static_cast<walk_stmt_info *> (data);
  reference_walk *rw = static_cast<reference_walk *> (wi->info);
  tree t = *tp;
  if (TYPE_P (t))
    *walk_subtrees = 0;
  else if (VAR_P (t) && DECL_NAME (t))
    {
      const char *name = IDENTIFIER_POINTER (DECL_NAME (t));
      for (const layout_spec &spec : *rw->specs)
	if (spec.array == name)
	  rw->found.insert (spec.array);
    }
  return NULL_TREE;
}

class layout_pass : public gimple_opt_pass
{
public:
  layout_pass (gcc::context *ctxt, const std::vector<layout_spec> &specs)
    : gimple_opt_pass (layout_pass_data, ctxt), m_specs (specs)
  {}

  bool gate (function *) final override { return !m_specs.empty (); }

  unsigned int execute (function *fun) final override
  {
    reference_walk rw;
    rw.specs = &m_specs;
    walk_stmt_info wi;
    memset (&wi, 0, sizeof (wi));
    wi.info = &rw;
    basic_block bb;
    FOR_EACH_BB_FN (bb, fun)
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	walk_gimple_op (gsi_stmt (gsi), find_named_arrays, &wi);

    for (const layout_spec &spec : m_specs)
      {
	if (!rw.found.count (spec.array))
	  continue;
	if (dump_file)
	  fprintf (dump_file, "array %s: spec %s\n", spec.array.c_str (),
		   to_string (spec).c_str ());
	if (dump_enabled_p ())
	  dump_printf_loc (MSG_MISSED_OPTIMIZATION,
			   dump_user_location_t::from_function_decl
			     (fun->decl),
			   "hyperlane: layout of '%s' not changed: layout "
			   "transformation is not implemented yet\n",
			   spec.array.c_str ());
      }
    return 0;
  }

private:
  const std::vector<layout_spec> &m_specs;
};

} // anon namespace

opt_pass *
make_layout_pass (gcc::context *ctxt, const std::vector<layout_spec> &specs)
{
  return new layout_pass (ctxt, specs);
}

} // namespace hyperlane
