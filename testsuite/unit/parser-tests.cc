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
    e = parse ({ { "plan", std::string ("records") } }, o);
    check (e.empty () && o.plan == plan_choice::records,
	   "options: plan=records");
    e = parse ({ { "plan", std::string ("classic") } }, o);
    e = parse ({ { "plan", std::string ("fastest") } }, o);
    check (e.size () == 1 && o.plan == plan_choice::classic,
	   "options: plan=fastest rejected");
  }
  {
    options o;
    check (!o.scalar_epilogue, "options: epilogue=auto default");
    auto e = parse ({ { "epilogue", std::string ("scalar") } }, o);
    check (e.empty () && o.scalar_epilogue, "options: epilogue=scalar");
    e = parse ({ { "epilogue", std::string ("auto") } }, o);
    check (e.empty () && !o.scalar_epilogue, "options: epilogue=auto");
    e = parse ({ { "epilogue", std::string ("vector") } }, o);
    check (e.size () == 1 && !o.scalar_epilogue,
	   "options: epilogue=vector rejected");
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

/* Parse TEXT; return all its problems.  */
static layout_problems
problems_of (const std::string &text, std::vector<layout_spec> &specs)
{
  layout_problems problems;
  parse_layout_specs (text, specs, problems);
  return problems;
}

/* Hostile input: what garbage costs, and how messages quote it.  */
static void
test_hostile_input ()
{
  check (printable_text (std::string ("a\0b\xff\n", 5)) == "a\\x00b\\xff\\x0a",
	 "printable_text: NUL, high bytes and newlines escaped");
  check (printable_text (std::string (1000, 'x'), 10)
	 == std::string (10, 'x') + "...",
	 "printable_text: cut after the maximum length");

  {
    std::vector<layout_spec> specs;
    layout_problems p = problems_of (std::string ("A[i] -> PAD(i, 1)\0zz\0", 22),
				     specs);
    check (p.errors == 1 && p.reported.size () == 1 && specs.empty ()
	   && p.reported[0].message.find ("NUL byte") != std::string::npos
	   && p.reported[0].where.column == 18,
	   "layout-spec: a NUL byte is one error and drops the text");
  }
  {
    std::vector<layout_spec> specs;
    layout_problems p = problems_of ("A[i] \x01\x02\xc3\xbc -> PAD(i,1)", specs);
    check (p.errors == 1
	   && p.reported[0].message
	      == "unexpected characters '\\x01\\x02\\xc3\\xbc' in layout spec",
	   "layout-spec: a run of bad bytes is one escaped error");
  }
  {
    std::string text;
    for (int i = 0; i < 50; i++)
      text += "A[i] -> SWAP(i);\n";
    std::vector<layout_spec> specs;
    layout_problems p = problems_of (text, specs);
    check (p.errors == 50 && p.reported.size () == max_reported_problems
	   && p.unreported == 40 && p.first_unreported.line == 11,
	   "layout-spec: problems capped, the rest counted");
  }
  {
    std::vector<layout_spec> specs;
    layout_problems p = problems_of ("A[i] -> SWAP(i)\nB[i] -> PAD(\n"
				     "  -> PAD(i, 1)\nC[i] -> PAD(i, 1)\n",
				     specs);
    check (p.errors == 2 && p.reported[1].where.line == 3
	   && specs.size () == 1 && specs[0].array == "C",
	   "layout-spec: one spec per line recovers at the next line");
  }
  {
    std::vector<layout_spec> specs;
    layout_problems p = problems_of (std::string (200000, '\x80'), specs);
    check (p.errors == 1 && p.reported[0].message.size () < 120,
	   "layout-spec: 200 KB of one bad byte, one short message");
  }
  {
    std::string name (100000, 'a');
    std::vector<layout_spec> specs;
    layout_problems p = problems_of (name + "[i] -> PAD(j, 1)", specs);
    check (p.errors == 1 && p.reported[0].message.size () < 160,
	   "layout-spec: a 100000-character name is cut in messages");
  }
  {
    std::string text;
    for (int i = 0; i < 200000; i++)
      text += "a.";
    std::vector<layout_spec> specs;
    layout_problems p = problems_of (text, specs);
    check (p.errors > 0 && specs.empty (),
	   "layout-spec: a 400 KB run of path characters, linear");
  }
  {
    std::string text = "A";
    for (int i = 0; i < 100000; i++)
      text += "[d" + std::to_string (i) + "]";
    std::vector<layout_spec> specs;
    layout_problems p = problems_of (text + " -> PAD(d0, 1)", specs);
    check (p.errors == 1 && p.reported[0].where.column == 1429
	   && p.reported[0].message.find ("at most 256") != std::string::npos,
	   "layout-spec: at most 256 dimensions (100000 named)");
    text = "A[i]";
    for (int i = 0; i < 30000; i++)
      text += " -> STRIP_MINE(i, 2, i" + std::to_string (i) + ")";
    p = problems_of (text, specs);
    check (p.errors == 1
	   && p.reported[0].message.find ("at most 256") != std::string::npos,
	   "layout-spec: at most 256 dimensions (30000 created)");
  }
  check_spec_error ("A[i] -> STRIP_MINE(i, 99999999999999999999, ii)",
		    "a tile size '99999999999999999999' is too large", 23,
		    "huge tile named as written");
  check_spec_error ("A[i] -> PEEL(i, -2147483648)",
		    "a peel size '2147483648' is too large", 18,
		    "peel size below the range");
  {
    std::vector<layout_spec> specs;
    auto d = parse_spec ("A[i] -> PAD(i, 000000000000000000002147483647)",
			 specs);
    check (d.empty () && specs.size () == 1
	   && specs[0].actions[0].size == 2147483647,
	   "layout-spec: the largest size, leading zeros");
  }
  {
    std::vector<layout_spec> specs;
    layout_problems p = problems_of (";A[i]->PAD(i,1);;B[i]->PAD(i,1);",
				     specs);
    check (p.errors == 0 && p.reported.size () == 2
	   && p.reported[0].warning && p.reported[0].where.column == 1
	   && p.reported[1].warning && p.reported[1].where.column == 17
	   && specs.size () == 2,
	   "layout-spec: empty specs are warnings, a final ';' is not");
  }
  {
    std::vector<layout_spec> specs;
    layout_problems p = problems_of ("", specs);
    layout_problems q = problems_of ("  \n# nothing\n\t\r\n", specs);
    check (p.reported.empty () && q.reported.empty () && specs.empty (),
	   "layout-spec: empty and blank texts are clean");
  }
}

/* FILE:NAME[...] specs and how FILE matches the main input file.  */
static void
test_file_scope ()
{
  {
    std::vector<layout_spec> specs;
    auto d = parse_spec ("src/sp-1+x.c:u[k][m] -> PAD(m, 3)\n"
			 "bt.c:rhs[i] -> PAD(i, 1)\nv[i] -> PAD(i, 2)", specs);
    check (d.empty () && specs.size () == 3
	   && specs[0].file_scope == "src/sp-1+x.c" && specs[0].array == "u"
	   && specs[1].file_scope == "bt.c" && specs[1].where.line == 2
	   && specs[2].file_scope.empty ()
	   && to_string (specs[0]) == "src/sp-1+x.c:u[k][m] -> PAD(m, 3)",
	   "file scope: parsed, one per line, printed back");
  }
  {
    /* Fortran form: column-major, the first name the fastest dimension;
       the same dimensions as C's u[k][j][i][m], printed back as written.  */
    std::vector<layout_spec> specs;
    auto d = parse_spec ("u(m, i, j, k) -> STRIP_MINE(i, 4, ii) -> "
			 "INTERCHANGE(m, ii)\nsp.f:rhs(m,i) -> PEEL(m, 1)\n"
			 "u[k][j][i][m] -> PAD(m, 3)", specs);
    check (d.empty () && specs.size () == 3 && specs[0].column_major
	   && specs[0].dims == std::vector<std::string> ({ "k", "j", "i", "m" })
	   && to_string (specs[0]) == "u(m, i, j, k) -> STRIP_MINE(i, 4, ii) "
				       "-> INTERCHANGE(m, ii)"
	   && specs[1].file_scope == "sp.f" && specs[1].column_major
	   && specs[1].dims == std::vector<std::string> ({ "i", "m" })
	   && to_string (specs[1]) == "sp.f:rhs(m, i) -> PEEL(m, 1)"
	   && !specs[2].column_major,
	   "layout-spec: Fortran form u(m, i, j, k), beside a C spec");
  }
  check_spec_error ("u(m i) -> PAD(m, 1)", "expected ')' after the dimension "
		    "names, found 'i'", 5, "Fortran form without a comma");
  check_spec_error ("u(m, m) -> PAD(m, 1)", "dimension name 'm' used twice",
		    6, "Fortran form, a name twice");
  check_spec_error ("u() -> PAD(m, 1)", "expected a dimension name", 3,
		    "Fortran form, no dimension");
  check_spec_error ("u[a:b] -> PAD(a, 1)", "expected a dimension name, "
		    "found 'a:'", 3, "a scope is no dimension");
  check_spec_error ("x.c: -> PAD(a, 1)", "expected an array name", 6,
		    "a scope needs an array");
  check (file_scope_matches ("sp.c", "sp.c")
	 && file_scope_matches ("sp.c", "/home/u/npb/SP/sp.c")
	 && file_scope_matches ("SP/sp.c", "/home/u/npb/SP/sp.c")
	 && file_scope_matches ("/home/u/npb/SP/sp.c", "/home/u/npb/SP/sp.c"),
	 "file scope: whole path, basename or path suffix");
  check (!file_scope_matches ("p.c", "/home/u/sp.c")
	 && !file_scope_matches ("sp.c", "sp.cc")
	 && !file_scope_matches ("", "sp.c")
	 && !file_scope_matches ("npb/SP/sp.c", "SP/sp.c"),
	 "file scope: no partial names");
}

/* 'struct NAME -> SOA' and 'struct NAME -> AOSOA(T)' (plugin/relayout/).  */
static void
test_record_specs ()
{
  {
    std::vector<layout_spec> specs;
    auto d = parse_spec ("struct particle -> SOA\n"
			 "struct body -> AOSOA(8); u[i] -> PAD(i, 1)", specs);
    check (d.empty () && specs.size () == 3
	   && specs[0].record == record_layout_kind::soa
	   && specs[0].array == "particle"
	   && specs[1].record == record_layout_kind::aosoa
	   && specs[1].block == 8 && specs[1].where.line == 2
	   && specs[2].record == record_layout_kind::none
	   && to_string (specs[0]) == "struct particle -> SOA"
	   && to_string (specs[1]) == "struct body -> AOSOA(8)",
	   "record specs: parsed and printed back");
  }
  check_spec_error ("struct particle -> AOS", "unknown structure layout "
		    "'AOS'; expected SOA or AOSOA(T)", 20,
		    "record specs: unknown layout");
  check_spec_error ("struct particle -> AOSOA(0)", "AOSOA block size must "
		    "be positive", 26, "record specs: block zero");
  check_spec_error ("struct particle -> AOSOA(5000)", "is too large", 26,
		    "record specs: block too large");
  check_spec_error ("struct particle SOA", "expected '->' and a layout", 17,
		    "record specs: arrow");
  check_spec_error ("struct p -> SOA -> PAD(i, 1)", "takes no further "
		    "actions", 17, "record specs: no actions after");
}

/* '*NAME -> SOA' and '*NAME -> AOSOA(T)': the structure type the pointer
   variable NAME points to.  */
static void
test_pointer_record_specs ()
{
  {
    std::vector<layout_spec> specs;
    auto d = parse_spec ("*p -> SOA\n"
			 " * cells -> AOSOA(16); struct p -> SOA", specs);
    check (d.empty () && specs.size () == 3
	   && specs[0].record == record_layout_kind::soa
	   && specs[0].record_pointer && specs[0].array == "p"
	   && specs[1].record == record_layout_kind::aosoa
	   && specs[1].record_pointer && specs[1].array == "cells"
	   && specs[1].block == 16 && specs[1].where.line == 2
	   && specs[1].where.column == 2
	   && !specs[2].record_pointer && specs[2].array == "p"
	   && to_string (specs[0]) == "*p -> SOA"
	   && to_string (specs[1]) == "*cells -> AOSOA(16)"
	   && to_string (specs[2]) == "struct p -> SOA",
	   "pointer record specs: parsed and printed back");
  }
  {
    /* Scoped: parsed (the spec's taker refuses the scope).  */
    std::vector<layout_spec> specs;
    auto d = parse_spec ("sp.c:*p -> SOA", specs);
    check (d.empty () && specs.size () == 1 && specs[0].record_pointer
	   && specs[0].file_scope == "sp.c"
	   && to_string (specs[0]) == "sp.c:*p -> SOA",
	   "pointer record specs: file scope kept");
  }
  check_spec_error ("* -> SOA", "expected a pointer variable's name after "
		    "'*', found '->'", 3, "pointer record specs: no name");
  check_spec_error ("*p[i] -> SOA", "expected '->' and a layout (SOA or "
		    "AOSOA(T)) after '*p'", 3,
		    "pointer record specs: not an array");
  check_spec_error ("*p -> PAD(i, 1)", "unknown structure layout 'PAD'", 7,
		    "pointer record specs: array actions refused");
  check_spec_error ("*p -> AOSOA(0)", "AOSOA block size must be positive",
		    13, "pointer record specs: block zero");
  check_spec_error ("*p -> SOA -> SOA", "takes no further actions", 11,
		    "pointer record specs: no actions after");
  check_spec_error ("**p -> SOA", "expected a pointer variable's name", 2,
		    "pointer record specs: one '*'");
  check_spec_error ("u*[i] -> PAD(i, 1)", "expected '[' and a dimension "
		    "name after 'u'", 2, "pointer record specs: '*' in an "
		    "array spec");
}

int
main ()
{
  test_options ();
  test_layout_spec ();
  test_hostile_input ();
  test_file_scope ();
  test_record_specs ();
  test_pointer_record_specs ();
  std::printf ("%s\n", failures ? "unit tests FAILED" : "unit tests passed");
  return failures != 0;
}
