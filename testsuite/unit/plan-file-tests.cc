/* The planner tests as files (docs/testing.md): each .plan file of
   testsuite/unit/plans/ gives a scalar DAG in the text form of
   plugin/plan/plan-text.h, a target, a planner and the lane plan expected
   of them (or the planner's refusal), so that a planner's test is data,
   and a change of plan is a diff to read.

     plan-file-tests [FILE...]          check FILEs (default: every .plan
					file of the plans directory)
     plan-file-tests --update FILE...   rewrite each FILE's expect: section
					with what the planner makes now

   The plans directory is $HYPERLANE_PLAN_FILES, else testsuite/unit/plans
   of the tree the program was built in (unit.exp runs it from elsewhere),
   else of the current directory.  Prints PASS:/FAIL: lines for
   testsuite/hyperlane.unit/unit.exp, a diff after a plan that differs.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "plan/classic-planner.h"
#include "plan/memory-order-planner.h"
#include "plan/narrowing.h"
#include "plan/plan-text.h"
#include "plan/plan-verifier.h"
#include "plan/slice-grouping.h"
#include "target/isa.h"
#include "unit-check.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <unistd.h>
#include <vector>

using namespace hyperlane;

namespace fs = std::filesystem;

/* memory_order_wanted's answers by the names of a wanted: line.  */
static const struct
{
  const char *name;
  memory_order_use use;
} wanted_names[] = {
  { "none", memory_order_use::none },
  { "masked_stores", memory_order_use::masked_stores },
  { "permuted", memory_order_use::permuted },
  { "merged", memory_order_use::merged },
  { "deferred", memory_order_use::deferred },
  { "gcc_scalar", memory_order_use::gcc_scalar },
};

/* One .plan file, read.  */
struct plan_file
{
  std::string path, name;
  const isa_desc *isa = nullptr;
  unsigned vf = 0;
  bool memory_order = false;
  bool planner_given = false;
  const char *wanted = nullptr;	/* wanted: memory_order_wanted's answer.  */
  int narrow_code = -1;		/* narrow: narrow_arithmetic first.  */
  planner_options options;
  std::string dag, expect;	/* The sections' text.  */
  unsigned dag_line = 0, expect_line = 0;	/* Their first lines.  */
  /* The file up to its expect: line, which --update keeps.  */
  std::string head;
};

/* The text of the file PATH into *TEXT; false when it cannot be read.  */
static bool
read_text (const std::string &path, std::string *text)
{
  std::ifstream in (path);
  std::stringstream s;
  s << in.rdbuf ();
  *text = s.str ();
  return bool (in);
}

/* Apply the header line KEY: VALUE (line NUMBER) to F; false with *ERROR
   when it is not one.  */
static bool
header_line (plan_file &f, const std::string &key, const std::string &value,
	     unsigned number, std::string *error)
{
  std::istringstream words (value);
  std::string a, b, c;
  words >> a >> b >> c;
  std::string expected;
  if (key == "target")
    {
      f.isa = find_isa (a);
      f.vf = b == "VF" ? (unsigned) std::atoi (c.c_str ()) : 0;
      if (!f.isa || !f.vf)
	expected = "'target: ISA VF N', ISA sse4.2, sse2/ssse3, avx2, avx512 "
		   "or neon";
    }
  else if (key == "planner")
    {
      f.memory_order = a == "memory-order";
      f.planner_given = a == "classic" || a == "memory-order";
      if (!f.planner_given)
	expected = "'planner: classic' or 'planner: memory-order'";
    }
  else if (key == "wanted")
    {
      for (const auto &w : wanted_names)
	if (a == w.name)
	  f.wanted = w.name;
      if (!f.wanted)
	expected = "'wanted: none|masked_stores|permuted|merged|deferred'";
    }
  else if (key == "narrow")
    {
      f.narrow_code = test_operation_code (a);
      if (f.narrow_code < 0 && a.compare (0, 2, "op") == 0)
	f.narrow_code = std::atoi (a.c_str () + 2);
      if (f.narrow_code < 0)
	expected = "'narrow: CONVERSION', an operation name";
    }
  else if (key == "options")
    {
      f.options.rewrite_store_gaps = a == "rewrite_store_gaps";
      if (!f.options.rewrite_store_gaps)
	expected = "'options: rewrite_store_gaps'";
    }
  else
    expected = "a line 'target:', 'planner:', 'wanted:', 'narrow:', "
	       "'options:', 'dag:' or 'expect:'";
  if (expected.empty ())
    return true;
  *error = "line " + std::to_string (number) + ": expected " + expected;
  return false;
}

/* Read the .plan file PATH into *F; false with *ERROR (its line and what
   was expected) when it is malformed.  */
static bool
read_plan_file (const std::string &path, plan_file *f, std::string *error)
{
  f->path = path;
  f->name = fs::path (path).stem ().string ();
  std::string text;
  if (!read_text (path, &text))
    return *error = "cannot read " + path, false;
  std::istringstream in (text);
  std::string line;
  enum { header, dag, expect } section = header;
  for (unsigned number = 1; std::getline (in, line); number++)
    {
      if (section == expect)
	{
	  f->expect += line + "\n";
	  continue;
	}
      size_t colon = line.find (':');
      bool key = (colon != std::string::npos && colon > 0
		  && line.find_first_not_of ("abcdefghijklmnopqrstuvwxyz_")
		     == colon);
      if (!key && (section == dag || line.empty () || line[0] == '#'))
	{
	  if (section == dag)
	    f->dag += line + "\n";
	  f->head += line + "\n";
	  continue;
	}
      if (!key)
	return *error = ("line " + std::to_string (number)
			 + ": expected 'key: value'"), false;
      const std::string name = line.substr (0, colon);
      std::string value = line.substr (colon + 1);
      value.erase (0, value.find_first_not_of (' '));
      if (name == "dag" && !value.empty ())
	return *error = ("line " + std::to_string (number)
			 + ": expected the DAG on the lines after 'dag:'"),
	       false;
      if (name == "dag")
	section = dag, f->dag_line = number + 1;
      else if (name == "expect")
	{
	  section = expect;
	  f->expect_line = value.empty () ? number + 1 : number;
	  if (!value.empty ())
	    f->expect = value + "\n";
	  continue;
	}
      else if (!header_line (*f, name, value, number, error))
	return false;
      else
	section = header;
      f->head += line + "\n";
    }
  if (!f->isa || !f->planner_given || !f->dag_line)
    return *error = "no 'target:' line, 'planner:' line or 'dag:' section",
	   false;
  return true;
}

/* Whether DAGs A and B are equal in every field; else *WHY says where
   they differ first.  */
static bool
same_dag (const scalar_dag &a, const scalar_dag &b, std::string *why)
{
  if (a.types.size () != b.types.size ())
    return *why = "another number of types", false;
  for (size_t k = 0; k < a.types.size (); k++)
    if (a.types[k].bytes != b.types[k].bytes
	|| a.types[k].is_float != b.types[k].is_float
	|| a.types[k].is_unsigned != b.types[k].is_unsigned)
      return *why = "t" + std::to_string (k) + " differs", false;
  if (a.nodes.size () != b.nodes.size ())
    return *why = "another number of nodes", false;
  for (size_t i = 0; i < a.nodes.size (); i++)
    {
      const snode &x = a.nodes[i], &y = b.nodes[i];
      const char *field
	= (x.kind != y.kind ? "kind" : x.type != y.type ? "type"
	   : x.args != y.args ? "args" : x.code != y.code ? "code"
	   : x.group != y.group ? "group" : x.field != y.field ? "field"
	   : x.external != y.external ? "external" : x.rule != y.rule ? "rule"
	   : x.shift != y.shift ? "shift"
	   : x.commutative != y.commutative ? "commutative"
	   : x.additive != y.additive ? "additive" : x.slow != y.slow ? "slow"
	   : x.combine != y.combine ? "combine" : nullptr);
      if (field)
	return *why = "n" + std::to_string (i) + "'s " + field + " differs",
	       false;
    }
  if (a.groups.size () != b.groups.size ())
    return *why = "another number of groups", false;
  for (size_t g = 0; g < a.groups.size (); g++)
    {
      const memory_group &x = a.groups[g], &y = b.groups[g];
      if (x.is_store != y.is_store || x.stride != y.stride
	  || x.type != y.type || x.members != y.members
	  || x.memory != y.memory || x.first_byte != y.first_byte
	  || x.step_bytes != y.step_bytes)
	return *why = "g" + std::to_string (g) + " differs", false;
    }
  return true;
}

/* Likewise plans.  */
static bool
same_plan (const lane_plan &a, const lane_plan &b, std::string *why)
{
  if (a.vf != b.vf || a.reads_gap != b.reads_gap
      || std::strcmp (a.planner, b.planner) || a.notes != b.notes)
    return *why = "the header or the notes differ", false;
  if (a.ops.size () != b.ops.size ())
    return *why = "another number of operations", false;
  for (size_t i = 0; i < a.ops.size (); i++)
    {
      const vop &x = a.ops[i], &y = b.ops[i];
      const char *field
	= (x.kind != y.kind ? "kind" : x.lanes != y.lanes ? "lanes"
	   : x.type != y.type ? "type" : x.args != y.args ? "args"
	   : x.code != y.code ? "code" : x.vectors != y.vectors ? "vectors"
	   : x.index != y.index ? "index" : x.group != y.group ? "group"
	   : x.offset != y.offset ? "offset" : x.sel != y.sel ? "sel"
	   : x.mask != y.mask ? "mask" : nullptr);
      if (field)
	return *why = "v" + std::to_string (i) + "'s " + field + " differs",
	       false;
    }
  return true;
}

/* TEXT's lines.  */
static std::vector<std::string>
split_lines (const std::string &text)
{
  std::vector<std::string> lines;
  std::istringstream in (text);
  for (std::string line; std::getline (in, line);)
    lines.push_back (line);
  return lines;
}

/* Print the differences of GOT from WANT, line by line (a longest common
   subsequence), with two lines of context.  */
static void
print_diff (const std::string &want, const std::string &got)
{
  std::vector<std::string> a = split_lines (want), b = split_lines (got);
  std::vector<std::vector<unsigned>> lcs
    (a.size () + 1, std::vector<unsigned> (b.size () + 1));
  for (size_t i = a.size (); i-- > 0;)
    for (size_t j = b.size (); j-- > 0;)
      lcs[i][j] = (a[i] == b[j] ? lcs[i + 1][j + 1] + 1
		   : std::max (lcs[i + 1][j], lcs[i][j + 1]));
  /* The edit script: ' ', '-' or '+' and the line.  */
  std::vector<std::pair<char, std::string>> script;
  size_t i = 0, j = 0;
  while (i < a.size () || j < b.size ())
    if (i < a.size () && j < b.size () && a[i] == b[j])
      script.push_back ({ ' ', a[i] }), i++, j++;
    else if (i < a.size ()
	     && (j == b.size () || lcs[i + 1][j] >= lcs[i][j + 1]))
      script.push_back ({ '-', a[i++] });
    else
      script.push_back ({ '+', b[j++] });
  std::printf ("  --- expected\n  +++ planned\n");
  bool gap = false;
  for (size_t k = 0; k < script.size (); k++)
    {
      bool near = false;
      const size_t last = std::min (k + 2, script.size () - 1);
      for (size_t d = k >= 2 ? k - 2 : 0; d <= last; d++)
	near |= script[d].first != ' ';
      if (!near)
	{
	  gap = true;
	  continue;
	}
      if (gap)
	std::printf ("  ...\n");
      gap = false;
      std::printf ("  %c%s\n", script[k].first, script[k].second.c_str ());
    }
}

/* Plan DAG as F asks; the plan's full text, or "refused: REASON".  */
static std::string
plan_text (const plan_file &f, const scalar_dag &dag, lane_plan *plan)
{
  plan_failure failure
    = (f.memory_order
       ? plan_memory_order (dag, find_hyper_loops (dag), f.vf, *f.isa, *plan,
			    f.options)
       : plan_classic (dag, f.vf, *f.isa, *plan, f.options));
  if (!failure.reason)
    return serialize_lane_plan (*plan);
  return (std::string ("refused: ") + failure.reason
	  + (failure.node >= 0
	     ? " (n" + std::to_string (failure.node) + ")" : "") + "\n");
}

/* Check that the DAG of F reads back from both its text forms as it is,
   and from the full form completely.  */
static void
check_dag_text (const plan_file &f, const scalar_dag &dag)
{
  std::string error, why;
  scalar_dag full, dumped;
  bool ok = (parse_scalar_dag (serialize_scalar_dag (dag), test_operation_code,
			       &full, &error)
	     && same_dag (dag, full, &why)
	     && parse_scalar_dag (dag.describe (test_operation_name),
				  test_operation_code, &dumped, &error)
	     && (dumped.describe (test_operation_name)
		 == dag.describe (test_operation_name)
		 || (why = "the dump's form differs", false)));
  check (ok, f.name + ": the DAG's text reads back"
	 + (ok ? "" : " (" + error + why + ")"));
}

/* Likewise the plan PLAN of F.  */
static void
check_plan_text (const plan_file &f, const lane_plan &plan)
{
  std::string error, why;
  lane_plan full, dumped;
  bool ok = (parse_lane_plan (serialize_lane_plan (plan), &full, &error)
	     && same_plan (plan, full, &why)
	     && parse_lane_plan (plan.describe (test_operation_name), &dumped,
				 &error)
	     && (dumped.describe (test_operation_name)
		 == plan.describe (test_operation_name)
		 || (why = "the dump's form differs", false)));
  check (ok, f.name + ": the plan's text reads back"
	 + (ok ? "" : " (" + error + why + ")"));
}

/* The DAG of F as the planner gets it into *DAG, narrowed if F says;
   false with *ERROR when the DAG section is malformed.  */
static bool
read_dag (const plan_file &f, scalar_dag *dag, std::string *error)
{
  if (!parse_scalar_dag (f.dag, test_operation_code, dag, error, f.dag_line))
    return false;
  if (f.narrow_code >= 0)
    narrow_arithmetic (*dag, f.narrow_code);
  return true;
}

/* The expectation of F as it is compared: "refused: REASON", or the
   expected plan in its full form, or in the dump's form when it has no
   types (*DUMP_FORM): a plan pasted from a -details dump.  False with
   *ERROR when it is malformed.  */
static bool
read_expectation (const plan_file &f, std::string *want, bool *dump_form,
		  std::string *error)
{
  *dump_form = false;
  const size_t first = f.expect.find_first_not_of (" \t\n");
  if (first == std::string::npos || f.expect.compare (first, 8, "refused:"))
    {
      lane_plan expected;
      if (!parse_lane_plan (f.expect, &expected, error, test_operation_code,
			    f.expect_line))
	return false;
      *dump_form = true;
      for (const vop &op : expected.ops)
	*dump_form &= (op.type == -1 || op.kind == vop_kind::unpack
		       || op.kind == vop_kind::pack);
      *want = (*dump_form ? expected.describe (test_operation_name)
	       : serialize_lane_plan (expected));
      return true;
    }
  *want = f.expect.substr (first, f.expect.find ('\n', first) - first) + "\n";
  return true;
}

/* Check that memory_order_wanted says of DAG what F's wanted: says.  */
static void
check_wanted (const plan_file &f, const scalar_dag &dag)
{
  memory_order_use use = memory_order_wanted (dag, find_hyper_loops (dag));
  std::string said = "?";
  for (const auto &w : wanted_names)
    if (w.use == use)
      said = w.name;
  check (said == f.wanted, f.name + ": memory order wanted " + f.wanted
	 + (said == f.wanted ? "" : " (says " + said + ")"));
}

/* Run the checks of the .plan file PATH.  */
static void
test_file (const std::string &path)
{
  plan_file f;
  std::string error, want;
  scalar_dag dag;
  bool dump_form = false;
  bool ok = (read_plan_file (path, &f, &error)
	     && parse_scalar_dag (f.dag, test_operation_code, &dag, &error,
				  f.dag_line)
	     && read_expectation (f, &want, &dump_form, &error));
  check (ok, f.name + ": reads" + (ok ? "" : " (" + path + " " + error + ")"));
  if (!ok)
    return;
  check_dag_text (f, dag);
  read_dag (f, &dag, &error);
  if (f.wanted)
    check_wanted (f, dag);
  lane_plan plan;
  std::string got = plan_text (f, dag, &plan);
  if (got.compare (0, 8, "refused:"))
    {
      std::string wrong = verify_lane_plan (dag, plan);
      check (wrong.empty (), f.name + ": the plan verifies"
	     + (wrong.empty () ? "" : " (" + wrong + ")"));
      check_plan_text (f, plan);
      if (dump_form)
	got = plan.describe (test_operation_name);
    }
  check (got == want, f.name + ": the plan is as expected");
  if (got != want)
    print_diff (want, got);
}

/* The readers on malformed text: each error names the line (the text's
   first being line 10 here) and what was expected.  */
static void
test_reader_errors ()
{
  static const struct
  {
    bool dag;
    const char *text, *error;
  } cases[] = {
    { true, "  n0: i32 load g0\n",
      "line 10: expected 'g<group>.<field>', found 'g0'" },
    { true, "  n0: i32 load g0.0\n  n1: i32 frob_expr n0\n",
      "line 11: expected an operation name or 'op<code>', found 'frob_expr'" },
    { true, "  n0: i32 load g0.0\n  n1: i32 plus_expr n0 n2\n"
	    "  g0: load stride 1, 1 members\n",
      "line 11: n1's operand n2 is not an earlier node" },
    { true, "# c\n  n0: i32 load g0.3\n  g0: load stride 2, 1 members\n",
      "line 11: n0 accesses field 3 of a group of stride 2" },
    { true, "  n0: i32 load g0.0\n\n  g0: load stride 2, 2 members\n",
      "line 12: g0 has 1 members, not 2" },
    { true, "  n0: i32 load g0.0\n  g0: load stride 2 1 members\n",
      "line 11: expected the stride and ',', found '2'" },
    { true, "", "line 10: expected a node 'n0: ...', found the end of the "
		"text" },
    { false, "lane plan (classik), VF 8\n",
      "line 10: expected the planner '(classic)' or '(memory order)', "
      "found '(classik),'" },
    { false, "  v1 = load x8 g0+0\n", "line 10: expected 'v0', found 'v1'" },
    { false, "  v0 = load 8 g0+0\n",
      "line 10: expected the lanes 'x<lanes>', found '8'" },
    { false, "  v0 = load x8 g0+0\n  v1 = perm x8 v0 v2 {0,1}\n",
      "line 11: operand v2 is not made before v1" },
    { false, "  v0 = load x8 g0+0\n  v1 = store x8 g0+0 v0 mask 12\n",
      "line 11: expected a lane mask of 0 and 1, found '12'" },
    { false, "  v0 = load x8 g0+0\n  a note too late\n",
      "line 11: expected an operation 'v<number> = ...', found 'a'" },
  };
  for (const auto &c : cases)
    {
      std::string error;
      scalar_dag dag;
      lane_plan plan;
      bool read = (c.dag ? parse_scalar_dag (c.text, test_operation_code,
					     &dag, &error, 10)
		   : parse_lane_plan (c.text, &plan, &error,
				      test_operation_code, 10));
      check (!read && error == c.error, std::string ("reader error: ")
	     + c.error + (read || error == c.error ? "" : " (" + error + ")"));
    }
}

/* Rewrite the expect: section of the .plan file PATH with what the
   planner makes now; false when the file cannot be read or written.  */
static bool
update_file (const std::string &path)
{
  plan_file f;
  std::string error;
  scalar_dag dag;
  if (!read_plan_file (path, &f, &error) || !read_dag (f, &dag, &error))
    {
      std::fprintf (stderr, "%s: %s\n", path.c_str (), error.c_str ());
      return false;
    }
  lane_plan plan;
  std::ofstream out (path);
  out << f.head << "expect:\n" << plan_text (f, dag, &plan);
  out.close ();
  if (!out)
    {
      std::fprintf (stderr, "%s: cannot write\n", path.c_str ());
      return false;
    }
  std::printf ("updated %s\n", path.c_str ());
  return true;
}

/* The directory of the .plan files (see the top).  */
static std::string
plans_directory ()
{
  if (const char *dir = std::getenv ("HYPERLANE_PLAN_FILES"))
    return dir;
  char exe[4096];
  ssize_t n = readlink ("/proc/self/exe", exe, sizeof exe - 1);
  if (n > 0)
    {
      exe[n] = 0;
      /* The program is build/unit/plan-file-tests of its tree.  */
      fs::path dir = (fs::path (exe).parent_path () / ".." / ".."
		      / "testsuite" / "unit" / "plans");
      std::error_code ec;
      if (fs::is_directory (dir, ec))
	return dir.lexically_normal ().string ();
    }
  return "testsuite/unit/plans";
}

int
main (int argc, char **argv)
{
  std::vector<std::string> files (argv + 1, argv + argc);
  if (!files.empty () && files[0] == "--update")
    {
      bool ok = files.size () > 1;
      if (!ok)
	std::fprintf (stderr, "usage: %s --update FILE...\n", argv[0]);
      for (size_t i = 1; i < files.size (); i++)
	ok &= update_file (files[i]);
      return !ok;
    }
  if (files.empty ())
    {
      const std::string dir = plans_directory ();
      std::error_code ec;
      for (const auto &entry : fs::directory_iterator (dir, ec))
	if (entry.path ().extension () == ".plan")
	  files.push_back (entry.path ().string ());
      std::sort (files.begin (), files.end ());
      check (!files.empty (), std::string ("plan files found")
	     + (files.empty () ? " (none in " + dir + ")" : ""));
    }
  if (argc == 1)
    test_reader_errors ();
  for (const std::string &path : files)
    test_file (path);
  std::printf ("%d failures\n", failures);
  return failures != 0;
}
