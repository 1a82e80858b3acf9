/* Unit tests of the layout index-space map (plugin/layout/layout-map.h):
   the new arrays of Table 3.2's layouts and of each primitive, and that
   every element of the old index space lands on its own element of the
   new one (a bijection into the new arrays, padding left over).  Prints
   PASS:/FAIL: lines for testsuite/hyperlane.unit/unit.exp.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "layout/layout-map.h"
#include "unit-check.h"

#include <cstdio>
#include <set>
#include <string>
#include <tuple>
#include <vector>

using namespace hyperlane;

static layout_spec
spec_of (const std::string &text)
{
  std::vector<layout_spec> specs;
  layout_problems problems;
  parse_layout_specs (text, specs, problems);
  return specs.empty () ? layout_spec () : specs[0];
}

/* "double[a][b]"-style shapes of the pieces.  */
static std::string
shapes (const layout_map &map)
{
  std::string s;
  for (const layout_piece &p : map.pieces)
    {
      if (!s.empty ())
	s += " ";
      s += "<";
      for (const mapped_dim &d : p.dims)
	s += "[" + std::to_string (d.size) + "]";
      s += ">";
    }
  return s;
}

/* Every index of SIZES maps into a piece, inside its bounds, and no two
   share an element.  */
static bool
bijective (const layout_map &map, const std::vector<long> &sizes)
{
  std::set<std::pair<int, std::vector<long>>> seen;
  std::vector<long> idx (sizes.size (), 0);
  for (;;)
    {
      int p = 0;
      if (map.peel_dim >= 0)
	{
	  const mapped_dim &pd = map.pre_dims[map.peel_dim];
	  p = map.piece_of (apply_ops (pd.ops, idx[pd.source]));
	  if (p < 0)
	    return false;
	}
      std::vector<long> out;
      for (const mapped_dim &d : map.pieces[p].dims)
	{
	  long v = apply_ops (d.ops, idx[d.source]);
	  if (v < 0 || v >= d.size)
	    return false;
	  out.push_back (v);
	}
      if (!seen.insert ({ p, out }).second)
	return false;
      size_t k = sizes.size ();
      while (k > 0 && ++idx[k - 1] == sizes[k - 1])
	idx[--k] = 0;
      if (k == 0)
	return true;
    }
}

static void
expect_map (const std::string &text, const std::vector<long> &sizes,
	    const std::string &want)
{
  layout_map map;
  std::string error;
  bool ok = build_layout_map (spec_of (text), sizes, map, error);
  std::string got = ok ? shapes (map) : "error: " + error;
  check (got == want, text + " => " + want + (got == want ? "" : " (got " + got + ")"));
  if (ok)
    check (bijective (map, sizes), text + ": one element each");
}

static void
expect_error (const std::string &text, const std::vector<long> &sizes,
	      const std::string &want)
{
  layout_map map;
  std::string error;
  const layout_action *at = nullptr;
  bool ok = build_layout_map (spec_of (text), sizes, map, error, &at);
  check (!ok && error == want && at, text + ": error '" + want + "'"
	 + (ok ? " (accepted)" : error == want ? "" : " (got '" + error + "')"));
}

int
main ()
{
  const std::vector<long> u = { 4, 6, 10, 5 };	/* [K][J][I][5] */
  /* Table 3.2.  */
  expect_map ("u[i][j][k][m] -> PEEL(m, 1)", u, "<[4][6][10]> <[4][6][10][4]>");
  expect_map ("u[i][j][k][m] -> PEEL(m, -1)", u, "<[4][6][10][4]> <[4][6][10]>");
  expect_map ("u[i][j][k][m] -> PEEL(m, 1) -> PEEL(m, 2)", u,
	      "<[4][6][10]> <[4][6][10][2]> <[4][6][10][2]>");
  expect_map ("u[i][j][k][m] -> PEEL(m, 2) -> PEEL(m, 2)", u,
	      "<[4][6][10][2]> <[4][6][10][2]> <[4][6][10]>");
  expect_map ("u[i][j][k][m] -> INTERCHANGE(m, k) -> INTERCHANGE(m, j) "
	      "-> INTERCHANGE(m, i)", u, "<[5][4][6][10]>");
  expect_map ("u[i][j][k][m] -> STRIP_MINE(k, 4, kk) -> INTERCHANGE(m, kk)",
	      u, "<[4][6][3][5][4]>");
  /* Primitives and compositions.  */
  expect_map ("u[i][j][k][m] -> PAD(k, 3)", u, "<[4][6][13][5]>");
  expect_map ("u[i][j][k][m] -> PAD(k, -3)", u, "<[4][6][13][5]>");
  expect_map ("u[i][j][k][m] -> STRIP_MINE(k, 5, kk)", u, "<[4][6][2][5][5]>");
  expect_map ("u[i][j][k][m] -> STRIP_MINE(k, 4, kk) -> STRIP_MINE(j, 2, jj)"
	      " -> INTERCHANGE(jj, k)", u, "<[4][3][3][2][4][5]>");
  expect_map ("u[i][j][k][m] -> PAD(k, -2) -> STRIP_MINE(k, 4, kk)", u,
	      "<[4][6][3][4][5]>");
  expect_map ("u[i][j][k][m] -> STRIP_MINE(k, 4, kk) -> PEEL(kk, 1)", u,
	      "<[4][6][3][5]> <[4][6][3][3][5]>");
  expect_map ("a[i] -> PEEL(i, 1) -> PEEL(i, -1)", { 7 }, "<> <[5]> <>");
  /* Errors.  */
  expect_error ("u[i][j][k][m] -> STRIP_MINE(k, 11, kk)", u,
		"STRIP_MINE tile size 11 is larger than dimension 'k' (10)");
  expect_error ("u[i][j][k][m] -> PEEL(m, 2) -> PEEL(m, 3)", u,
		"PEEL size 3 leaves no element in dimension 'm' (3 remain to peel from)");
  expect_error ("u[i][j][k][m] -> PAD(k, 2147483647)", u, "PAD size is too large");
  /* describe_index.  */
  {
    layout_map map;
    std::string error;
    build_layout_map (spec_of ("u[i][j][k][m] -> PAD(k, -2) -> STRIP_MINE(k, 4, kk)"),
		      u, map, error);
    std::vector<std::string> names = { "i", "j", "k", "m" };
    check (describe_index (map.pre_dims[2], names) == "(k + 2) / 4"
	   && describe_index (map.pre_dims[3], names) == "(k + 2) % 4",
	   "describe_index: (k + 2) / 4 and (k + 2) % 4");
  }
  /* split_dimension: one piece per field.  */
  {
    layout_map map;
    std::string error;
    build_layout_map (spec_of ("a[i][f] -> INTERCHANGE(i, f)"), { 9, 3 }, map,
		      error);
    split_dimension (map, 0);
    check (shapes (map) == "<[9]> <[9]> <[9]>" && bijective (map, { 9, 3 }),
	   "split_dimension: a[9][3] by fields");
  }
  return failures != 0;
}
