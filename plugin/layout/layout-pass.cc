/* The data-layout pass, "hyperlane-layout".  It runs in the first IPA
   stage, just before the function bodies go into SSA form: every function
   of the translation unit is lowered by then and still refers to arrays as
   the source wrote them (ARRAY_REF chains).  Its first run decides, for
   the whole translation unit, which arrays change layout
   (layout-targets.h); every run rewrites the function it is given
   (layout-rewrite.h).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "../support/pass-timer.h"
#include "cgraph.h"
#include "layout-fortran.h"
#include "layout-map.h"
#include "layout-pass.h"
#include "layout-request.h"
#include "layout-rewrite.h"
#include "layout-symbols.h"
#include "layout-targets.h"

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

/* "double[64][64][16][5]" style text of a piece's type.  */
std::string
type_text (tree type)
{
  std::string dims;
  while (TREE_CODE (type) == ARRAY_TYPE)
    {
      tree dom = TYPE_DOMAIN (type);
      dims += "[" + std::to_string (tree_to_shwi (TYPE_MAX_VALUE (dom)) + 1)
	      + "]";
      type = TREE_TYPE (type);
    }
  pretty_printer pp;
  dump_generic_node (&pp, type, 0, TDF_SLIM, false);
  return std::string (pp_formatted_text (&pp)) + dims;
}

/* Report the new layout of T: dump and optimization remark.  */
void
report_target (const layout_target &t)
{
  const char *name = IDENTIFIER_POINTER (DECL_NAME (t.decl));
  /* A Fortran array's pieces are views of its storage: their types.  */
  auto piece_name = [&] (size_t p) {
    return t.fortran ? fortran_piece_name (t, (int) p)
		     : std::string (IDENTIFIER_POINTER
				    (DECL_NAME (t.pieces[p])));
  };
  auto piece_type = [&] (size_t p) {
    return type_text (t.fortran ? t.pieces[p] : TREE_TYPE (t.pieces[p]));
  };
  std::string pieces;
  for (size_t p = 0; p < t.pieces.size (); p++)
    {
      if (p)
	pieces += ", ";
      pieces += piece_name (p);
      pieces += ": " + piece_type (p);
    }
  if (dump_file)
    {
      fprintf (dump_file, "array %s: spec %s\n", name,
	       to_string (t.request->spec).c_str ());
      fprintf (dump_file, "  old type: %s\n",
	       (t.fortran ? fortran_shape_text (t)
			  : type_text (t.old_type)).c_str ());
      for (size_t p = 0; p < t.pieces.size (); p++)
	{
	  std::vector<std::string> names = t.request->spec.dims;
	  fprintf (dump_file, "  new piece %s: %s", piece_name (p).c_str (),
		   piece_type (p).c_str ());
	  if (t.map.peel_dim >= 0)
	    fprintf (dump_file, " (%s in [%ld, %ld))",
		     t.map.pre_dims[t.map.peel_dim].name.c_str (),
		     t.map.pieces[p].first, t.map.pieces[p].last);
	  fprintf (dump_file, "\n");
	  for (const mapped_dim &d : t.map.pieces[p].dims)
	    fprintf (dump_file, "    [%s] = %s\n", d.name.c_str (),
		     describe_index (d, names).c_str ());
	}
      if (!t.fortran && (TREE_PUBLIC (t.decl) || DECL_EXTERNAL (t.decl)))
	for (tree piece : t.pieces)
	  fprintf (dump_file, "  symbol of %s: %s\n",
		   IDENTIFIER_POINTER (DECL_NAME (piece)),
		   IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (piece)));
    }
  if (dump_enabled_p ())
    dump_printf_loc (MSG_OPTIMIZED_LOCATIONS,
		     dump_user_location_t::from_location_t
		       (DECL_SOURCE_LOCATION (t.decl)),
		     "hyperlane: layout of '%s' changed by '%s': %s\n", name,
		     printable_text (to_string (t.request->spec), 200).c_str (),
		     pieces.c_str ());
}

class layout_pass : public gimple_opt_pass
{
public:
  layout_pass (gcc::context *ctxt, bool trust)
    : gimple_opt_pass (layout_pass_data, ctxt), m_trust (trust)
  {}

  bool gate (function *) final override
  {
    return !layout_requests ().empty () && !seen_error ();
  }

  /* Decide, once per translation unit, which arrays change layout: give
     them their new declarations and initializers.  */
  void decide ()
  {
    if (m_decided)
      return;
    m_decided = true;
    /* The decision is the translation unit's, not the function's that
       happens to come first: no "In function" context in its messages.  */
    tree saved_function = current_function_decl;
    current_function_decl = NULL_TREE;
    decide_layout_targets (layout_requests (), m_trust, m_targets);
    current_function_decl = saved_function;
    if (seen_error ())
      return;		/* Nothing is rewritten: say nothing changed.  */
    give_fortran_layout_symbols (m_targets);
    for (layout_target &t : m_targets)
      if (t.fortran)
	{
	  if (!t.refused && !t.pieces.empty ())
	    report_target (t);
	}
      else if (!t.refused && !t.pieces.empty ())
	{
	  give_layout_symbols (t);
	  report_target (t);
	}
      else
	record_refused_layout (t);
  }

  unsigned int execute (function *fun) final override
  {
    pass_timer timer ("hyperlane layout");
    decide ();
    bool any = false;
    for (const layout_target &t : m_targets)
      any |= !t.refused && !t.pieces.empty ();
    if (!any || seen_error ())
      return 0;
    unsigned n = rewrite_function (fun, m_targets);
    if (dump_file)
      fprintf (dump_file, "%s: %u references rewritten\n",
	       function_name (fun), n);
    return 0;
  }

private:
  bool m_trust;
  bool m_decided = false;
  std::vector<layout_target> m_targets;
};

layout_pass *the_layout_pass;

/* PLUGIN_ALL_IPA_PASSES_START.  A translation unit of data only never runs
   the pass, yet its arrays must change layout as in the translation units
   that use them (layout-trust): decide here when no function will.  */
void
layout_unit_start (void *, void *)
{
  if (!the_layout_pass || layout_requests ().empty () || seen_error ())
    return;
  cgraph_node *node;
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    return;
  the_layout_pass->decide ();
}

} // anon namespace

opt_pass *
make_layout_pass (gcc::context *ctxt, bool trust, const char *plugin_name)
{
  the_layout_pass = new layout_pass (ctxt, trust);
  register_callback (plugin_name, PLUGIN_ALL_IPA_PASSES_START,
		     layout_unit_start, NULL);
  return the_layout_pass;
}

} // namespace hyperlane
