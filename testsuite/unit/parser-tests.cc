/* Unit tests of the GCC-free parts of hyperlane: the plugin-argument parser
   and the layout-spec parser.  Each check prints "PASS: name" or
   "FAIL: name"; testsuite/hyperlane.unit/unit.exp turns those into DejaGnu
   results.  Exit status is non-zero when a check failed.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "driver/options.h"
#include "layout/layout-spec.h"
#include "unit-check.h"

#include <cstdio>
#include <string>
#include <vector>

using namespace hyperlane;

/* Parse ARGS; return the errors.  */
static std::vector<std::string>
parse (std::vector<raw_argument> args, options &opts)
{
  std::vector<std::string> errors;
  parse_arguments (args, opts, errors);
  return errors;
}

static void
test_options ()
{
  {
    options o;
    check (parse ({}, o).empty () && o.hlp && o.cost == cost_mode::model,
	   "options: defaults");
  }
  {
    options o;
    auto e = parse ({ { "hlp", std::string ("off") },
		      { "cost", std::string ("always") },
		      { "layout-trust", {} }, { "version", {} } }, o);
    check (e.empty () && !o.hlp && o.cost == cost_mode::always
	   && o.layout_trust && o.print_version,
	   "options: hlp=off cost=always layout-trust version");
  }
  {
    options o;
    check (o.plan == plan_choice::automatic, "options: plan=auto default");
    auto e = parse ({ { "plan", std::string ("memory-order") } }, o);
    check (e.empty () && o.plan == plan_choice::memory_order,
	   "options: plan=memory-order");
    e = parse ({ { "plan", std::string ("classic") } }, o);
    check (e.empty () && o.plan == plan_choice::classic,
	   "options: plan=classic");
    e = parse ({ { "plan", std::string ("fastest") } }, o);
    check (e.size () == 1 && o.plan == plan_choice::classic,
	   "options: plan=fastest rejected");
  }
  {
    options o;
    auto e = parse ({ { "bogus", {} } }, o);
    check (e.size () == 1
	   && e[0].find ("in '-fplugin-arg-hyperlane-bogus': unknown argument "
			 "'bogus'") == 0
	   && e[0].find ("hlp=on|off") != std::string::npos,
	   "options: unknown key lists the valid keys");
  }
  {
    options o;
    auto e = parse ({ { "hlp", std::string ("maybe") }, { "hlp", {} } }, o);
    check (e.size () == 2 && o.hlp, "options: bad or missing hlp value");
  }
  {
    options o;
    auto e = parse ({ { "version", std::string ("1") } }, o);
    check (e.size () == 1 && !o.print_version,
	   "options: flag key refuses a value");
  }
  {
    options o;
    auto e = parse ({ { "layout", std::string ("") } }, o);
    check (e.size () == 1 && o.layout_specs.empty (),
	   "options: layout needs a value");
  }
  {
    options o;
    auto e = parse ({ { "layout", std::string ("A[i][j]->INTERCHANGE(i,j)") },
		      { "layout", std::string ("B[i]->PAD(i,4)") },
		      { "layout-file", std::string ("x.spec") } }, o);
    check (e.empty () && o.layout_specs.size () == 2
	   && o.layout_files.size () == 1,
	   "options: layout and layout-file accumulate");
  }
  {
    options o;
    auto e = parse ({ { "dump", {} }, { "dump", std::string ("details") },
		      { "dump", std::string ("-layout-details") },
		      { "dump", std::string ("=out.txt") } }, o);
    check (e.empty () && o.dump_requests.size () == 4
	   && o.dump_requests[0] == "" && o.dump_requests[1] == "-details"
	   && o.dump_requests[2] == "-layout-details"
	   && o.dump_requests[3] == "=out.txt",
	   "options: dump suffixes are normalised");
  }
  check (help_text ().find ("-fplugin-arg-hyperlane-cost=model|always")
	 != std::string::npos, "options: help text names every key");
}

/* Parse TEXT; return the diagnostics reported.  */
static std::vector<layout_diagnostic>
parse_spec (const std::string &text, std::vector<layout_spec> &specs)
{
  layout_problems problems;
  parse_layout_specs (text, specs, problems);
  return problems.reported;
}

/* Whether TEXT yields exactly one error containing WHAT at COLUMN.  */
static void
check_spec_error (const std::string &text, const std::string &what,
		  unsigned column, const std::string &name)
{
  std::vector<layout_spec> specs;
  auto d = parse_spec (text, specs);
  bool ok = d.size () == 1 && d[0].message.find (what) != std::string::npos
	    && d[0].where.column == column;
  if (!ok)
    for (const auto &x : d)
      std::printf ("  got %u:%u: %s\n", x.where.line, x.where.column,
		   x.message.c_str ());
  check (ok, "layout-spec error: " + name);
}

static void
test_layout_spec ()
{
  /* The seven layouts of thesis Table 3.2 parse and print back.  */
  const char *table_3_2[] = {
    "u[i][j][k][m] -> PEEL(m, 1)",
    "u[i][j][k][m] -> PEEL(m, -1)",
    "u[i][j][k][m] -> PEEL(m, 1) -> PEEL(m, 2)",
    "u[i][j][k][m] -> PEEL(m, 2) -> PEEL(m, 2)",
    "u[i][j][k][m] -> INTERCHANGE(m, k) -> INTERCHANGE(m, j) -> "
    "INTERCHANGE(m, i)",
    "u[i][j][k][m] -> STRIP_MINE(k, 4, kk) -> INTERCHANGE(m, kk)",
    "A[i][j][k] -> STRIP_MINE(i, 8, ii) -> STRIP_MINE(j, 8, jj) -> "
    "INTERCHANGE(ii, j) -> PAD(k, -2)",
  };
  for (const char *text : table_3_2)
    {
      std::vector<layout_spec> specs;
      auto d = parse_spec (text, specs);
      check (d.empty () && specs.size () == 1 && to_string (specs[0]) == text,
	     std::string ("layout-spec round trip: ") + text);
    }

  {
    std::vector<layout_spec> specs;
    auto d = parse_spec ("# SP layouts\nu[k][j][i][m] -> PEEL(m,1); # split\n"
			 "rhs[k][j][i][m]->PEEL(m,1)->PEEL(m,2);\n", specs);
    check (d.empty () && specs.size () == 2 && specs[1].array == "rhs"
	   && specs[1].where.line == 3 && specs[1].actions.size () == 2,
	   "layout-spec: several specs, comments, positions");
  }
  {
    std::vector<layout_spec> specs;
    auto d = parse_spec ("A[i]->PAD(i,0); B[i][f]->INTERCHANGE(i,f)", specs);
    check (d.size () == 1 && specs.size () == 1 && specs[0].array == "B",
	   "layout-spec: recovers after an error at ';'");
  }

  check_spec_error ("A[i][j]", "expected '->'", 8, "no action");
  check_spec_error ("A -> PAD(i,1)", "expected '['", 3, "no dimensions");
  check_spec_error ("A[i][i] -> PAD(i,1)", "used twice", 6, "duplicate dim");
  check_spec_error ("A[i] -> SPLIT(i,1)", "unknown layout action", 9,
		    "unknown action");
  check_spec_error ("A[i] -> PAD(q,1)", "'q' is not a dimension", 13,
		    "unknown dimension");
  check_spec_error ("A[i] -> STRIP_MINE(i,0,ii)", "must be positive", 22,
		    "zero tile");
  check_spec_error ("A[i] -> STRIP_MINE(i,-4,ii)", "positive integer", 22,
		    "negative tile");
  check_spec_error ("A[i][j] -> STRIP_MINE(i,4,j)", "already names", 27,
		    "strip-mine onto an existing name");
  check_spec_error ("A[i] -> INTERCHANGE(i,i)", "with itself", 23,
		    "interchange with itself");
  check_spec_error ("A[i][j] -> PEEL(j,1) -> PAD(i,2)", "after PEEL", 25,
		    "pre-action after post-action");
  check_spec_error ("A[i][j] -> PEEL(j,1) -> PEEL(i,1)", "one dimension", 30,
		    "chained peels on two dimensions");
  check_spec_error ("A[i] -> PEEL(i,0)", "must not be zero", 16, "zero peel");
  check_spec_error ("A[i] -> PAD(i,99999999999)", "too large", 15,
		    "huge size");
  check_spec_error ("A[i] -> PAD(i,1", "expected ')'", 16, "unclosed");
  check_spec_error ("A[i] -> PAD(i 1)", "expected ','", 15, "missing comma");
  check_spec_error ("A[i] $", "unexpected character '$'", 6, "bad character");
  check_spec_error ("A[i] -> PAD(i,1) PAD(i,1)", "expected '->' or ';'", 18,
		    "missing arrow between actions");
  check_spec_error ("A[i][j] -> STRIP_MINE(i,4,ii) -> INTERCHANGE(m,ii)",
		    "'m' is not a dimension", 46, "dimension named later");
}

int
main ()
{
  test_options ();
  test_layout_spec ();
  std::printf ("%s\n", failures ? "unit tests FAILED" : "unit tests passed");
  return failures != 0;
}
