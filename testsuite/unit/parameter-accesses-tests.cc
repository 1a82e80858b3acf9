/* Unit tests of the parameter-versioning model
   (plugin/alias/parameter-accesses.h): which parameters a function's
   second body treats as disjoint, which pairs the entry check compares,
   and the count of loads that stores through other parameters force
   GCC to repeat.
   Prints PASS:/FAIL: lines for testsuite/hyperlane.unit/unit.exp.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "alias/parameter-accesses.h"
#include "unit-check.h"

#include <vector>

using namespace hyperlane;

namespace {

typedef std::vector<parameter_access> block;

parameter_access
load (unsigned p, int64_t lo, int64_t bytes = 8)
{
  return { parameter_access::load, p, lo, lo + bytes };
}

parameter_access
store (unsigned p, int64_t lo, int64_t bytes = 8)
{
  return { parameter_access::store, p, lo, lo + bytes };
}

parameter_access
opaque ()
{
  return { parameter_access::opaque_store, 0, 0, 0 };
}

/* The extents the pass would collect from BLOCKS for N parameters.  */
std::vector<parameter_extent>
extents_of (const std::vector<block> &blocks, unsigned n)
{
  std::vector<parameter_extent> e (n);
  for (const block &b : blocks)
    for (const parameter_access &a : b)
      if (a.kind != parameter_access::opaque_store)
	e[a.param].add (a.lo, a.hi, a.kind == parameter_access::store);
  return e;
}

/* bvec[i] -= a[k][i] * v[k]: v is reloaded for every row after the store
   to bvec.  */
void
test_matvec ()
{
  block b;
  for (int i = 0; i < 5; i++)
    {
      b.push_back (load (2, 8 * i));
      for (int k = 0; k < 5; k++)
	{
	  b.push_back (load (0, 40 * k + 8 * i));
	  b.push_back (load (1, 8 * k));
	}
      b.push_back (store (2, 8 * i));
    }
  std::vector<block> blocks = { b };
  std::vector<parameter_extent> e = extents_of (blocks, 3);
  versioning_decision d = decide_parameter_versioning (blocks, e);
  check (d.version, "matvec: versioned");
  check (d.blocked_loads == 20, "matvec: 4 rows x 5 reloads of v blocked");
  check (d.params.size () == 3, "matvec: three parameters");
  check (d.pairs.size () == 2, "matvec: a-v not compared (neither written)");
  check (e[0].lo == 0 && e[0].hi == 200, "matvec: a spans 200 bytes");
}

void
test_refusals ()
{
  /* Loads only.  */
  std::vector<block> reads = { { load (0, 0), load (1, 0), load (0, 0) } };
  versioning_decision d = decide_parameter_versioning (reads,
						       extents_of (reads, 2));
  check (!d.version && d.reason.find ("no store") != std::string::npos,
	 "no store: not versioned");

  /* One parameter.  */
  std::vector<block> one = { { load (0, 0), store (0, 8), load (0, 0) } };
  d = decide_parameter_versioning (one, extents_of (one, 1));
  check (!d.version && d.params.size () == 1, "one parameter: not versioned");

  /* An opaque store between: the reload is needed in both bodies.  */
  block b;
  for (int i = 0; i < 8; i++)
    {
      b.push_back (load (0, 0));
      b.push_back (store (1, 8 * i));
      b.push_back (opaque ());
    }
  std::vector<block> calls = { b };
  d = decide_parameter_versioning (calls, extents_of (calls, 2));
  check (!d.version && d.blocked_loads == 0,
	 "opaque stores: nothing to gain");

  /* A parameter of unknown extent takes no part; the rest decide.  */
  block c;
  for (int i = 0; i < 8; i++)
    {
      c.push_back (load (0, 0));
      c.push_back (store (1, 8 * i));
      c.push_back (store (2, 0));
    }
  std::vector<block> partial = { c };
  std::vector<parameter_extent> e = extents_of (partial, 3);
  e[2].bounded = false;
  d = decide_parameter_versioning (partial, e);
  check (d.params.size () == 2 && d.blocked_loads == 0 && !d.version,
	 "an unbounded parameter's stores are opaque");
  e[2] = parameter_extent ();
  e[2].add (0, 8, true);
  d = decide_parameter_versioning (partial, e);
  check (d.version && d.blocked_loads == 7 && d.pairs.size () == 3,
	 "bounded, the same stores block 7 loads");

  /* Below the threshold.  */
  std::vector<block> few = { { load (0, 0), store (1, 0), load (0, 0) } };
  d = decide_parameter_versioning (few, extents_of (few, 2));
  check (!d.version && d.blocked_loads == 1, "one blocked load: too few");
  /* Many parameters: the check's pairs must be paid for.  */
  block wide;
  for (unsigned p = 1; p < 6; p++)
    wide.push_back (store (p, 0));
  for (int i = 0; i < 6; i++)
    {
      wide.push_back (load (0, 8 * i));
      wide.push_back (store (1, 8));
      wide.push_back (load (0, 8 * i));
    }
  std::vector<block> many = { wide };
  d = decide_parameter_versioning (many, extents_of (many, 6));
  check (d.pairs.size () == 15 && d.blocked_loads == 6 && !d.version
	 && d.reason.find ("15 pairs") != std::string::npos,
	 "six parameters, 15 pairs: 6 blocked loads do not pay");
  d = decide_parameter_versioning (many, extents_of (many, 6), 0);
  check (d.version, "always: they do");

  /* alias-versioning=always: whatever it saves.  */
  d = decide_parameter_versioning (few, extents_of (few, 2), 0);
  check (d.version, "always: one blocked load is enough");
  d = decide_parameter_versioning (reads, extents_of (reads, 2), 0);
  check (!d.version, "always: still nothing to check without a store");
}

/* A store through the same parameter kills what it overlaps; a load of
   what a store wrote is forwarded in both bodies unless another
   parameter's store came between.  */
void
test_same_parameter ()
{
  block b = { load (0, 0, 16), store (0, 8), load (0, 0, 16), store (1, 0),
	      load (0, 8), store (1, 8), load (0, 8), store (1, 16),
	      load (0, 8), store (1, 24), load (0, 8) };
  std::vector<block> blocks = { b };
  versioning_decision d = decide_parameter_versioning (blocks,
						       extents_of (blocks, 2));
  check (d.blocked_loads == 4, "same parameter: 4 loads after other stores");
  check (d.version, "same parameter: versioned");
  /* Blocks are counted apart.  */
  std::vector<block> split = { { load (0, 0), store (1, 0) },
			       { load (0, 0), store (1, 0) },
			       { load (0, 0), store (1, 0) },
			       { load (0, 0), store (1, 0), load (0, 0) } };
  d = decide_parameter_versioning (split, extents_of (split, 2));
  check (d.blocked_loads == 1, "values do not cross blocks");
}

/* Accesses at changing offsets (in loops) are compared by the address
   they use, KEY: the same key and bytes is the same value; a store at
   another key of the same parameter may overlap anything of it.  */
void
test_variable_addresses ()
{
  auto at = [] (parameter_access a, uint64_t key)
    {
      a.key = key;
      return a;
    };
  block b = { at (load (0, 0), 7), at (store (1, 0), 9), at (load (0, 0), 7),
	      at (load (0, 8), 7), at (store (1, 8), 9), at (load (0, 8), 7),
	      at (load (0, 0), 8) };
  std::vector<block> blocks = { b };
  std::vector<parameter_extent> e (2);
  for (const parameter_access &a : b)
    e[a.param].add_variable (a.kind == parameter_access::store);
  versioning_decision d = decide_parameter_versioning (blocks, e);
  check (d.blocked_loads == 2, "variable: the same key and bytes, 2 blocked");
  check (e[1].written && e[1].variable == 2, "variable: counted apart");

  block c = { at (load (0, 0), 7), at (store (0, 0), 8), at (store (1, 0), 9),
	      at (load (0, 0), 7) };
  std::vector<block> other = { c };
  d = decide_parameter_versioning (other, e, 0);
  check (d.blocked_loads == 0,
	 "variable: a store at another key of the parameter kills the value");
}

} // anon namespace

int
main ()
{
  test_matvec ();
  test_refusals ();
  test_same_parameter ();
  test_variable_addresses ();
  return failures != 0;
}
