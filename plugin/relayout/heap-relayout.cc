/* The pass "hyperlane-relayout" (heap-relayout.h): the whole-program
   check, the analysis (heap-analysis.h), the refusals and the dump, the
   rewrite (heap-rewrite.cc); and the record offsets both use.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "../support/pass-timer.h"
#include "diagnostic.h"
#include "tree-diagnostic.h"
#include "heap-analysis.h"
#include "heap-relayout.h"
#include "heap-requests.h"

#include <map>
#include <set>

namespace hyperlane {

namespace {

const pass_data heap_relayout_pass_data = {
  SIMPLE_IPA_PASS,
  "hyperlane-relayout",		/* -fdump-tree-hyperlane-relayout */
  OPTGROUP_VEC,
  TV_NONE,
  0, 0, 0, 0, 0
};

/* Whether this compilation sees the whole program; else WHY says what
   gives it.  */
bool
whole_program_view (std::string &why)
{
  if (flag_ltrans)
    {
      symtab_node *n;
      FOR_EACH_SYMBOL (n)
	if (n->in_other_partition || n->used_from_other_partition)
	  {
	    why = "the link split the program into several partitions: add "
		  "-flto-partition=one to the link command";
	    return false;
	  }
      return true;
    }
  if (!in_lto_p && flag_whole_program)
    return true;
  why = "add -flto -flto-partition=one to the compile and link commands "
	"(or -fwhole-program for a program of one translation unit)";
  return false;
}

/* The structure tag request R is about, in TAG: its 'struct' NAME, or
   for '*P -> ...' the tag of the structure type the global or static
   pointer variable P points to.  False when there is none: an error at
   a pragma (which promises its names), a dump line for a spec of the
   command line or a layout file (which meets programs without them).  */
bool
resolve_record_request (const layout_request &r, std::string &tag)
{
  bool pragma = r.origin == layout_request::pragma;
  const std::string &name = r.spec.array;
  if (!r.spec.record_pointer)
    {
      tag = name;
      if (pragma && !record_tag_defined (tag))
	{
	  error_at (r.loc, "%<#pragma array_transform%> names %<struct %s%>, "
		    "which this translation unit does not define",
		    printable_text (tag, 40).c_str ());
	  return false;
	}
      return true;
    }
  std::string why;
  tree found = NULL_TREE;
  varpool_node *v;
  FOR_EACH_VARIABLE (v)
    {
      tree decl = v->decl;
      if (!DECL_NAME (decl) || name != IDENTIFIER_POINTER (DECL_NAME (decl)))
	continue;
      tree type = TREE_TYPE (decl);
      tree pointee = POINTER_TYPE_P (type)
		     ? TYPE_MAIN_VARIANT (TREE_TYPE (type)) : NULL_TREE;
      tree tname = pointee && TREE_CODE (pointee) == RECORD_TYPE
		   ? TYPE_NAME (pointee) : NULL_TREE;
      if (tname && TREE_CODE (tname) == TYPE_DECL)
	tname = DECL_NAME (tname);
      if (!tname || TREE_CODE (tname) != IDENTIFIER_NODE)
	{
	  why = "'" + printable_text (name, 40) + "' is not a pointer to a "
		"named structure type";
	  found = error_mark_node;
	  break;
	}
      if (found && found != tname)
	{
	  why = "the program has two variables '" + printable_text (name, 40)
		+ "' that point to different structure types";
	  found = error_mark_node;
	  break;
	}
      found = tname;
    }
  if (!found)
    why = "the program keeps no global or static variable '"
	  + printable_text (name, 40) + "' (one it never uses is gone by "
	  "then)";
  if (found && found != error_mark_node)
    {
      tag = IDENTIFIER_POINTER (found);
      if (dump_file)
	fprintf (dump_file, "%s: '%s' points to 'struct %s': every heap "
		 "array of 'struct %s' is laid out as the spec says\n",
		 to_string (r.spec).c_str (), name.c_str (), tag.c_str (),
		 tag.c_str ());
      return true;
    }
  if (pragma)
    error_at (r.loc, "%<#pragma array_transform *%s%> names no structure "
	      "type: %s", printable_text (name, 40).c_str (), why.c_str ());
  else if (dump_file)
    fprintf (dump_file, "%s: skipped: %s\n", to_string (r.spec).c_str (),
	     why.c_str ());
  return false;
}

class heap_relayout_pass : public simple_ipa_opt_pass
{
public:
  heap_relayout_pass (gcc::context *ctxt, bool force_aosoa, bool verify)
    : simple_ipa_opt_pass (heap_relayout_pass_data, ctxt),
      m_force_aosoa (force_aosoa), m_verify (verify)
  {
  }

  bool gate (function *) final override
  {
    /* A compilation that writes LTO objects leaves the layout to the
       link.  */
    return (!heap_layout_requests ().empty () && !seen_error ()
	    && !flag_generate_lto && !flag_wpa);
  }

  unsigned int execute (function *) final override;

private:
  bool m_force_aosoa;
  bool m_verify;
};

/* AOSOA(T) and never slower.  The accesses of an AOSOA(T) layout compute
   the block and the lane of their record, i / T and i % T, which no
   induction variable of GCC's follows: a loop over the records that is
   not strip-mined to the blocks of T records does not vectorize, and
   runs slower than over the records (0.67-0.83x of plain GCC on
   examples/heap).  Each innermost loop that accesses the records is
   strip-mined to the blocks (heap-stripmine.cc: PLANs into T.strips,
   TAKEN the loops of every target) where its shape allows; one that is
   not refuses the layout of T: a reason located at the loop, with a
   missed remark.  Accesses outside loops,
   or in loops around other loops, pay the division once per iteration
   of a loop whose inner loops do the work; they do not refuse it.  With
   FORCE (cost=always) the layout is applied anyway and each such loop
   gets a warning instead.  */
void
check_aosoa_loops (heap_target &t, bool force,
		   std::set<std::pair<function *, int>> &taken)
{
  if (t.request->spec.record != record_layout_kind::aosoa
      || !t.reasons.empty ())
    return;
  std::string blk = std::to_string (t.request->spec.block);
  std::string layout = heap_layout_text (t);
  /* The accesses of each innermost loop, in the order first seen.  */
  std::vector<std::pair<std::pair<function *, int>, std::vector<unsigned>>>
    loops;
  std::map<std::pair<function *, int>, size_t> slot;
  std::set<function *> found_loops;
  for (unsigned ix = 0; ix < t.accesses.size (); ix++)
    {
      function *fn = t.accesses[ix].fn;
      push_cfun (fn);
      if (!loops_for_fn (fn))
	{
	  loop_optimizer_init (AVOID_CFG_MODIFICATIONS);
	  found_loops.insert (fn);
	}
      class loop *l = gimple_bb (t.accesses[ix].stmt)->loop_father;
      if (l && loop_outer (l) && !l->inner)
	{
	  auto key = std::make_pair (fn, l->num);
	  auto it = slot.find (key);
	  if (it == slot.end ())
	    {
	      slot[key] = loops.size ();
	      loops.push_back ({ key, { ix } });
	    }
	  else
	    loops[it->second].second.push_back (ix);
	}
      pop_cfun ();
    }
  for (auto &lp : loops)
    {
      function *fn = lp.first.first;
      push_cfun (fn);
      class loop *l = get_loop (fn, lp.first.second);
      dump_user_location_t where = find_loop_location (l);
      location_t loc = where.get_location_t ();
      if (LOCATION_LOCUS (loc) == UNKNOWN_LOCATION)
	loc = gimple_location (t.accesses[lp.second[0]].stmt);
      int depth = loop_depth (l);
      heap_strip_loop plan;
      std::string why;
      bool ok;
      if (taken.count (lp.first))
	{
	  ok = false;
	  why = "it accesses the records of another structure type in "
		"AOSOA too";
	}
      else
	ok = heap_strip_mine_plan (t, l, lp.second, plan, why);
      if (ok)
	{
	  taken.insert (lp.first);
	  t.strips.push_back (plan);
	  if (dump_file)
	    fprintf (dump_file, "struct %s -> %s: %s:%d: loop at depth %d "
		     "strip-mined to blocks of %s records\n", t.name.c_str (),
		     layout.c_str (), LOCATION_FILE (loc) ? LOCATION_FILE (loc)
		     : "?", LOCATION_LINE (loc), depth, blk.c_str ());
	  if (dump_enabled_p ())
	    dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, where,
			     "hyperlane: loop at depth %d strip-mined to the "
			     "%s blocks of 'struct %s'\n", depth,
			     layout.c_str (), t.name.c_str ());
	  pop_cfun ();
	  continue;
	}
      if (dump_enabled_p ())
	dump_printf_loc (MSG_MISSED_OPTIMIZATION, where,
			 "hyperlane: loop at depth %d not strip-mined to "
			 "match the %s blocks of 'struct %s' (%s): its "
			 "accesses keep a division\n", depth, layout.c_str (),
			 t.name.c_str (), why.c_str ());
      if (dump_file)
	fprintf (dump_file, "struct %s -> %s: %s:%d: innermost loop at "
		 "depth %d not strip-mined (%s)%s\n", t.name.c_str (),
		 layout.c_str (), LOCATION_FILE (loc) ? LOCATION_FILE (loc)
		 : "?", LOCATION_LINE (loc), depth, why.c_str (),
		 force ? ": applied anyway (cost=always)" : "");
      if (force)
	{
	  diagnostic_set_last_function (global_dc, (diagnostic_info *) NULL);
	  warning_at (LOCATION_LOCUS (loc), 0,
		      "hyperlane: loop at depth %d not strip-mined to match "
		      "the %s blocks of %<struct %s%> (%s): its accesses keep "
		      "a division, and the layout may make it slower", depth,
		      layout.c_str (), t.name.c_str (), why.c_str ());
	}
      else
	t.reasons.push_back
	  ({ loc, layout + " would make the loop at depth "
		  + std::to_string (depth) + " slower: it is not "
		  "strip-mined to blocks of " + blk + " records (" + why
		  + "), so each access would divide the record's index by "
		  + blk + " and the loop would not vectorize; 'struct "
		  + t.name + " -> SOA' needs no division "
		  "(-fplugin-arg-hyperlane-cost=always applies " + layout
		  + " anyway)" });
      pop_cfun ();
    }
  for (function *fn : found_loops)
    {
      push_cfun (fn);
      loop_optimizer_finalize ();
      pop_cfun ();
    }
  /* Refused: nothing to strip-mine.  */
  if (!t.reasons.empty ())
    t.strips.clear ();
}

/* The targets of the record specs, into TARGETS: one per structure type
   (a pointer spec of a type another spec names is the same layout, or a
   conflict).  */
void
add_heap_targets (std::vector<heap_target> &targets)
{
  for (const layout_request &r : heap_layout_requests ())
    {
      heap_target t;
      t.request = &r;
      if (!resolve_record_request (r, t.name))
	continue;
      /* A pointer spec of a type another spec names: one layout.  */
      bool repeated = false;
      for (const heap_target &u : targets)
	if (u.name == t.name)
	  {
	    repeated = true;
	    if (!same_record_layout (u.request->spec, r.spec))
	      report_record_layout_conflict (r, *u.request, t.name);
	    else if (dump_file)
	      fprintf (dump_file, "%s: 'struct %s' has this layout already\n",
		       to_string (r.spec).c_str (), t.name.c_str ());
	  }
      if (!repeated)
	targets.push_back (t);
    }
}

/* The reasons T (SPEC in the dump) keeps its layout: each once in the
   dump, and as a warning (the first 20).  */
void
report_heap_refusal (const heap_target &t, const std::string &spec)
{
  if (dump_file)
    fprintf (dump_file, "%s: refused: %u reason(s)\n", spec.c_str (),
	     (unsigned) t.reasons.size ());
  std::set<std::pair<location_t, std::string>> said;
  unsigned shown = 0;
  for (const heap_reason &r : t.reasons)
    {
      if (!said.insert ({ r.loc, r.text }).second)
	continue;
      if (dump_file)
	fprintf (dump_file, "  %s:%d: %s\n", LOCATION_FILE (r.loc)
		 ? LOCATION_FILE (r.loc) : "?",
		 LOCATION_LINE (r.loc), r.text.c_str ());
      /* No "At top level:" context line: the reasons come from
	 every function of the program.  */
      diagnostic_set_last_function (global_dc, (diagnostic_info *) NULL);
      if (shown++ < 20)
	warning_at (LOCATION_LOCUS (r.loc), 0,
		    "layout of %<struct %s%> not changed: %s",
		    t.name.c_str (), r.text.c_str ());
    }
}

unsigned int
heap_relayout_pass::execute (function *)
{
  pass_timer timer ("hyperlane heap layout");
  std::string why;
  bool whole = whole_program_view (why);
  heap_analysis a;
  add_heap_targets (a.targets);
  if (seen_error ())
    return 0;
  a.run ();
  std::set<std::pair<function *, int>> taken;
  std::map<function *, std::vector<heap_full_block>> full_blocks;
  if (whole)
    for (heap_target &t : a.targets)
      if (t.type)
	check_aosoa_loops (t, m_force_aosoa, taken);
  if (!whole)
    {
      /* Only where the type is used: a build-wide spec meets many
	 translation units that never mention it.  */
      for (heap_target &t : a.targets)
	{
	  /* A pragma's spec is about this unit: said at the pragma.  */
	  bool pragma = t.request->origin == layout_request::pragma;
	  if (t.type || pragma)
	    {
	      diagnostic_set_last_function (global_dc,
					    (diagnostic_info *) NULL);
	      warning_at (pragma ? t.request->loc : UNKNOWN_LOCATION, 0,
			  "layout of %<struct %s%> needs a whole-program "
			  "view: %s", t.name.c_str (), why.c_str ());
	    }
	  if (dump_file)
	    fprintf (dump_file, "struct %s: refused: no whole-program view: "
		     "%s\n", t.name.c_str (), why.c_str ());
	}
      return 0;
    }
  for (heap_target &t : a.targets)
    {
      std::string spec = "struct " + t.name + " -> " + heap_layout_text (t);
      if (!t.type)
	{
	  if (dump_file)
	    fprintf (dump_file, "%s: ignored: no function of the program "
		     "uses 'struct %s'\n", spec.c_str (), t.name.c_str ());
	  continue;
	}
      if (!t.reasons.empty ())
	{
	  report_heap_refusal (t, spec);
	  continue;
	}
      if (t.allocations.empty () && t.accesses.empty ())
	{
	  if (dump_file)
	    fprintf (dump_file, "%s: nothing to change: no allocation or "
		     "access\n", spec.c_str ());
	  continue;
	}
      rewrite_heap_target (t, m_verify, full_blocks);
      location_t loc = t.allocations.empty ()
		       ? gimple_location (t.accesses[0].stmt)
		       : gimple_location (t.allocations[0].stmt);
      if (dump_file)
	fprintf (dump_file, "%s: changed: %u allocation(s), %u access(es), "
		 "%u free(s)\n", spec.c_str (),
		 (unsigned) t.allocations.size (),
		 (unsigned) t.accesses.size (), t.frees);
      if (dump_enabled_p ())
	dump_printf_loc (MSG_OPTIMIZED_LOCATIONS,
			 dump_user_location_t::from_location_t (loc),
			 "heap arrays of 'struct %s' laid out as %s: %u "
			 "allocation(s), %u access(es)\n", t.name.c_str (),
			 heap_layout_text (t).c_str (),
			 (unsigned) t.allocations.size (),
			 (unsigned) t.accesses.size ());
    }
  version_heap_full_blocks (full_blocks, m_verify);
  return 0;
}

} // anon namespace

std::string
heap_layout_text (const heap_target &t)
{
  if (t.request->spec.record == record_layout_kind::aosoa)
    return "AOSOA(" + std::to_string (t.request->spec.block) + ")";
  return "SOA";
}

bool
heap_derived_pointer_p (tree p)
{
  for (int depth = 0; depth < 32 && TREE_CODE (p) == SSA_NAME; depth++)
    {
      gimple *def = SSA_NAME_DEF_STMT (p);
      if (!is_gimple_assign (def))
	return false;
      tree_code code = gimple_assign_rhs_code (def);
      if (code == POINTER_PLUS_EXPR)
	return true;
      if (!CONVERT_EXPR_CODE_P (code) && code != SSA_NAME)
	return false;
      p = gimple_assign_rhs1 (def);
      if (!POINTER_TYPE_P (TREE_TYPE (p)))
	return false;
    }
  /* A chain too long to follow counts as moved: it may not reach a place
     where only the start of an array may.  */
  return TREE_CODE (p) == SSA_NAME;
}

/* The statement that defines OFF when it is an assignment whose result
   has the width of sizetype, or null.  */
static gassign *
offset_def (tree off)
{
  if (TREE_CODE (off) != SSA_NAME
      || !INTEGRAL_TYPE_P (TREE_TYPE (off))
      || TYPE_PRECISION (TREE_TYPE (off)) != TYPE_PRECISION (sizetype))
    return nullptr;
  return dyn_cast<gassign *> (SSA_NAME_DEF_STMT (off));
}

static bool
record_offset_p (tree off, HOST_WIDE_INT size, int depth)
{
  if (TREE_CODE (off) == INTEGER_CST)
    return (HOST_WIDE_INT) TREE_INT_CST_LOW (off) % size == 0;
  gassign *def = offset_def (off);
  if (!def || depth > 8)
    return false;
  tree_code code = gimple_assign_rhs_code (def);
  tree a = gimple_assign_rhs1 (def);
  switch (code)
    {
    case MULT_EXPR:
      {
	tree c = gimple_assign_rhs2 (def);
	return (TREE_CODE (c) == INTEGER_CST
		&& (HOST_WIDE_INT) TREE_INT_CST_LOW (c) % size == 0);
      }
    case PLUS_EXPR:
    case MINUS_EXPR:
      return (record_offset_p (a, size, depth + 1)
	      && record_offset_p (gimple_assign_rhs2 (def), size, depth + 1));
    case NEGATE_EXPR:
    case SSA_NAME:
      return record_offset_p (a, size, depth + 1);
    CASE_CONVERT:
      return (INTEGRAL_TYPE_P (TREE_TYPE (a))
	      && TYPE_PRECISION (TREE_TYPE (a)) == TYPE_PRECISION (sizetype)
	      && record_offset_p (a, size, depth + 1));
    default:
      return false;
    }
}

bool
heap_record_offset_p (tree off, HOST_WIDE_INT size)
{
  return record_offset_p (off, size, 0);
}

tree
heap_record_index (gimple_seq *seq, location_t loc, tree off,
		   HOST_WIDE_INT size)
{
  if (TREE_CODE (off) == INTEGER_CST)
    return size_int ((HOST_WIDE_INT) TREE_INT_CST_LOW (off) / size);
  gassign *def = offset_def (off);
  gcc_assert (def);
  tree a = gimple_assign_rhs1 (def);
  switch (gimple_assign_rhs_code (def))
    {
    case MULT_EXPR:
      {
	HOST_WIDE_INT c
	  = (HOST_WIDE_INT) TREE_INT_CST_LOW (gimple_assign_rhs2 (def));
	tree v = gimple_convert (seq, loc, sizetype, a);
	if (c / size == 1)
	  return v;
	return gimple_build (seq, loc, MULT_EXPR, sizetype, v,
			     size_int (c / size));
      }
    case PLUS_EXPR:
    case MINUS_EXPR:
      return gimple_build (seq, loc, gimple_assign_rhs_code (def), sizetype,
			   heap_record_index (seq, loc, a, size),
			   heap_record_index (seq, loc,
					      gimple_assign_rhs2 (def), size));
    case NEGATE_EXPR:
      return gimple_build (seq, loc, NEGATE_EXPR, sizetype,
			   heap_record_index (seq, loc, a, size));
    default:
      return heap_record_index (seq, loc, a, size);
    }
}

opt_pass *
make_heap_relayout_pass (gcc::context *ctxt, bool force_aosoa, bool verify)
{
  return new heap_relayout_pass (ctxt, force_aosoa, verify);
}

} // namespace hyperlane
