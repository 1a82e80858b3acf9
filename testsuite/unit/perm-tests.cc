/* Unit tests of the permutation library (plugin/target): permute
   classification, the simulator, every candidate and the chosen program
   of every ISA x stride x element size x direction x field set, and the
   budgets of the issue.  Each check prints "PASS: name" or "FAIL: name";
   "NOTE:" lines hold the table of chosen costs for docs.  Exit status is
   non-zero when a check failed.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "target/isa.h"
#include "target/perm-cost.h"
#include "target/perm-program.h"
#include "target/perm-sequences.h"
#include "unit-check.h"

#include <cstdio>
#include <string>
#include <vector>

using namespace hyperlane;

static group_shape
shape (unsigned stride, unsigned elem_size, unsigned lanes, uint64_t fields)
{
  group_shape g;
  g.stride = stride;
  g.elem_size = elem_size;
  g.lanes = lanes;
  g.fields = fields;
  return g;
}

static group_shape
full_shape (const isa_desc &isa, unsigned stride, unsigned elem_size)
{
  group_shape g = shape (stride, elem_size, isa.vector_bytes / elem_size, 0);
  g.fields = g.all_fields ();
  return g;
}

/* SEL (W lanes, indices into a W-lane pair) repeated in every block of
   an N-lane permute.  */
static std::vector<int>
per_block (const std::vector<int> &sel, unsigned n)
{
  const unsigned w = sel.size ();
  std::vector<int> out;
  for (unsigned base = 0; base < n; base += w)
    for (int s : sel)
      out.push_back (s < (int) w ? base + s : n + base + s - w);
  return out;
}

static void
check_kind (const std::vector<int> &sel, unsigned elem_size, bool one_source,
	    const isa_desc &isa, perm_kind want, unsigned shuffles,
	    const std::string &name)
{
  perm_class pc = classify_perm (sel, elem_size, one_source, isa);
  bool ok = pc.kind == want && pc.cost.shuffles == shuffles;
  if (!ok)
    std::printf ("  got %s, %u shuffles\n", perm_kind_name (pc.kind),
		 pc.cost.available () ? pc.cost.shuffles : 999);
  check (ok, "classify: " + name);
}

static void
test_classify ()
{
  check_kind (per_block ({ 2, 3, 5, 6 }, 8), 4, false, isa_avx2,
	      perm_kind::shufps, 1, "avx2 Melax xy is one in-lane shufps");
  check_kind (per_block ({ 2, 3, 5, 6 }, 16), 4, false, isa_avx512,
	      perm_kind::shufps, 1, "avx512 Melax xy is one in-lane shufps");
  check_kind ({ 0, 2, 4, 6, 8, 10, 12, 14 }, 4, false, isa_avx2,
	      perm_kind::cross_two_source, 3,
	      "avx2 even floats of two ymm cost three");
  check_kind ({ 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30 },
	      4, false, isa_avx512, perm_kind::cross_two_source, 1,
	      "avx512 even floats are one vpermt2ps");
  check_kind ({ 7, 6, 5, 4, 3, 2, 1, 0 }, 4, true, isa_avx2,
	      perm_kind::cross_one_source, 1, "avx2 reverse is one vpermps");
  check_kind ({ 0, 4, 1, 5 }, 4, false, isa_neon, perm_kind::zip, 1,
	      "neon zip1");
  check_kind ({ 1, 3, 5, 7 }, 4, false, isa_neon, perm_kind::uzp, 1,
	      "neon uzp2");
  check_kind ({ 0, 4, 2, 6 }, 4, false, isa_neon, perm_kind::trn, 1,
	      "neon trn1");
  check_kind ({ 3, 4, 5, 6 }, 4, false, isa_sse42, perm_kind::ext, 1,
	      "sse palignr");
  check_kind ({ 0, 5, 2, 7 }, 4, false, isa_sse42, perm_kind::blend, 1,
	      "sse blendps");
  check_kind ({ 4, 5, 6, 7, 12, 13, 14, 15 }, 4, false, isa_avx2,
	      perm_kind::block_move, 1, "avx2 vperm2f128 high halves");
  check_kind ({ 5, 0, 7, 1, 2, 3, 4, 6, 9, 10, 8, 11, 12, 14, 15, 13 }, 1,
	      true, isa_sse42, perm_kind::block_one_source, 1,
	      "sse byte shuffle is one pshufb");
  check_kind ({ 0, 1, 2, 3, 9, 5, 6, 8 }, 4, false, isa_avx2,
	      perm_kind::cross_permute_blend, 2,
	      "avx2 one operand in place: vpermps + blend");
  {
    /* Don't-cares are filled so the kind still holds.  */
    perm_class pc = classify_perm ({ 0, 8, -1, 9, 4, -1, -1, 13 }, 4, false,
				   isa_avx2);
    check (pc.kind == perm_kind::zip
	   && pc.sel == std::vector<int> ({ 0, 8, 1, 9, 4, 12, 5, 13 }),
	   "classify: don't-cares completed as unpcklps");
  }
  /* Every ISA has a kind for any permute of any element size.  */
  for (const isa_desc *isa : known_isas ())
    for (unsigned e = 1; e <= 8; e *= 2)
      {
	unsigned n = isa->vector_bytes / e;
	std::vector<int> any (n);
	for (unsigned i = 0; i < n; i++)
	  any[i] = (i * 7 + 3) % (2 * n);
	perm_class pc = classify_perm (any, e, false, *isa);
	check (pc.cost.available (),
	       std::string ("classify: ") + isa->name + " covers all of elem "
	       + std::to_string (e));
      }
}

static void
test_simulator ()
{
  group_shape g = shape (2, 4, 4, 3);
  perm_program p;
  p.shape = g;
  int a = p.add_load (0, 4), b = p.add_load (4, 4);
  p.outputs = { p.add_perm (a, b, { 0, 2, 4, 6 }),
		p.add_perm (a, b, { 1, 3, 5, 7 }) };
  std::string why;
  check (verify_program (p, &why), "simulate: stride-2 uzp deinterleave");
  p.ops[3].sel = { 1, 3, 5, 6 };
  check (!verify_program (p, &why) && why.find ("field 1 lane 3") == 0,
	 "simulate: a wrong selector is caught");
  p.ops[3].sel = { 1, 3, 5, 8 };
  check (!verify_program (p, &why)
	 && why.find ("out of range") != std::string::npos,
	 "simulate: an out-of-range selector is caught");
  perm_program q;
  q.shape = g;
  q.interleave = true;
  q.add_store (q.add_input (0), 0);
  q.add_store (q.add_input (1), 4);
  check (!verify_program (q, &why), "simulate: a wrong interleave is caught");
  q.shape.fields = 1;
  check (!verify_program (q, &why)
	 && why.find ("input of unused field 1") == 0,
	 "simulate: input of an unused field is refused");
  bool write_back = false;
  for (const perm_program &c : perm_candidates (shape (2, 4, 4, 1),
						isa_sse42, true))
    if (c.needs_read_modify_write)
      write_back = verify_program (c, &why);
  check (write_back, "simulate: partial interleave merging old memory");
  perm_program m = best_interleave (shape (2, 4, 4, 1), isa_avx2);
  bool masked = false;
  for (const perm_op &op : m.ops)
    masked |= op.masked;
  check (verify_program (m, &why) && !m.needs_read_modify_write && masked,
	 "simulate: partial interleave with masked stores");
  perm_program pc = best_interleave (shape (2, 4, 4, 1), isa_sse42);
  check (verify_program (pc, &why) && !pc.needs_read_modify_write
	 && pc.strategy.find ("+pieces") != std::string::npos,
	 "simulate: partial interleave in pieces");
  /* A masked store must leave the other fields' elements alone.  */
  perm_program bad = m;
  for (perm_op &op : bad.ops)
    op.masked = false;
  check (!verify_program (bad, &why),
	 "simulate: an unmasked store of a partial group is caught");
  check (to_string (p).find ("v2 = perm v0,v1 {0,2,4,6}\n")
	 != std::string::npos, "dump: perm line");
}

static std::string
fields_name (uint64_t fields)
{
  char buf[32];
  std::snprintf (buf, sizeof buf, "0x%llx", (unsigned long long) fields);
  return buf;
}

/* Every candidate and the chosen program of every combination simulate
   correctly.  */
static void
test_matrix ()
{
  for (const isa_desc *isa : known_isas ())
    for (unsigned s : { 2, 3, 4, 5, 6, 8 })
      for (unsigned e = 1; e <= 8; e *= 2)
	for (bool interleave : { false, true })
	  {
	    group_shape g = full_shape (*isa, s, e);
	    uint64_t all = g.all_fields ();
	    std::vector<uint64_t> sets = { all, 1, all >> 1 };
	    if (s >= 3)
	      sets.push_back (all & 0x5555555555555555ull);
	    for (size_t i = 0; i < sets.size (); i++)
	      {
		if (i == 2 && sets[2] == sets[1])
		  continue;
		g.fields = sets[i];
		std::string name = std::string (isa->name) + " stride "
				   + std::to_string (s) + " elem "
				   + std::to_string (e)
				   + (interleave ? " interleave" : " deinterleave")
				   + " fields " + fields_name (g.fields);
		bool ok = true;
		std::string why;
		auto cands = perm_candidates (g, *isa, interleave, true);
		for (const perm_program &c : cands)
		  if (!verify_program (c, &why))
		    {
		      std::printf ("  candidate %s: %s\n%s",
				   c.strategy.c_str (), why.c_str (),
				   to_string (c).c_str ());
		      ok = false;
		    }
		perm_program p = interleave ? best_interleave (g, *isa)
				 : best_deinterleave (g, *isa);
		if (cands.empty () || !verify_program (p, &why))
		  {
		    std::printf ("  chosen %s: %s\n", p.strategy.c_str (),
				 why.c_str ());
		    ok = false;
		  }
		check (ok, name + ": candidates and choice simulate");
	      }
	  }
}

/* Print what a budget check measured; the check's name stays stable.  */
static void
measured (const char *what, const perm_program &p, const program_cost &c)
{
  std::printf ("  %s: %s, %u shuffles, %u insns, %u perms (%u two-source, "
	       "%u cross-block), %u concats, %u extracts\n", what,
	       p.strategy.c_str (), c.shuffles, c.insns, c.perms,
	       c.two_source_perms, c.cross_block_perms, c.concats,
	       c.extracts);
}

/* Every subset of fields of every stride, per ISA: one check each, so
   gaps in the middle or at the start are covered too.  */
static void
test_field_subsets ()
{
  for (const isa_desc *isa : known_isas ())
    {
      unsigned runs = 0, bad = 0;
      for (unsigned s : { 2, 3, 4, 5, 6, 8 })
	for (unsigned e = 1; e <= 8; e *= 2)
	  for (uint64_t f = 1; f < (uint64_t) 1 << s; f++)
	    for (bool interleave : { false, true })
	      {
		group_shape g = full_shape (*isa, s, e);
		g.fields = f;
		std::string why;
		perm_program p = interleave ? best_interleave (g, *isa)
				 : best_deinterleave (g, *isa);
		runs++;
		if (!verify_program (p, &why))
		  {
		    if (bad++ < 5)
		      std::printf ("  stride %u elem %u fields %s %s: %s\n", s,
				   e, fields_name (f).c_str (),
				   interleave ? "interleave" : "deinterleave",
				   why.c_str ());
		  }
	      }
      std::printf ("  %s: %u of %u programs wrong\n", isa->name, bad, runs);
      check (bad == 0, std::string (isa->name)
		       + ": every field subset simulates");
    }
}

static void
test_budgets ()
{
  {
    perm_program p = best_deinterleave (full_shape (isa_avx2, 3, 4),
					isa_avx2);
    program_cost c = cost_program (p, isa_avx2);
    measured ("avx2 xyz deinterleave", p, c);
    check (c.shuffles <= 8 && c.cross_block_perms == 0,
	   "budget: avx2 deinterleave of 8 xyz floats <= 8 shuffles, "
	   "none cross-lane");
  }
  {
    perm_program p = best_interleave (full_shape (isa_avx2, 3, 4), isa_avx2);
    program_cost c = cost_program (p, isa_avx2);
    measured ("avx2 xyz interleave", p, c);
    check (c.shuffles <= 8 && !p.needs_read_modify_write,
	   "budget: avx2 interleave of 8 xyz floats <= 8 shuffles");
  }
  {
    perm_program p = best_deinterleave (full_shape (isa_avx512, 3, 4),
					isa_avx512);
    program_cost c = cost_program (p, isa_avx512);
    measured ("avx512 xyz deinterleave", p, c);
    check (c.shuffles <= 6 && c.two_source_perms <= 6 && c.concats == 0,
	   "budget: avx512 deinterleave of 16 xyz floats <= 6 two-source "
	   "permutes, no concats");
  }
  {
    /* Bytes of stride 3 at AVX2: per 16-byte block, two blends gather a
       field in place and one vpshufb orders it (GCC's chain: three
       vpshufb and two blends per field).  Not for bytes at SSE4.2, whose
       pblendvb wants its mask in xmm0; for words there (pblendw).  */
    perm_program ld = best_deinterleave (full_shape (isa_avx2, 3, 1),
					 isa_avx2);
    perm_program st = best_interleave (full_shape (isa_avx2, 3, 1),
				       isa_avx2);
    program_cost lc = cost_program (ld, isa_avx2);
    program_cost sc = cost_program (st, isa_avx2);
    measured ("avx2 rgb bytes deinterleave", ld, lc);
    measured ("avx2 rgb bytes interleave", st, sc);
    check (ld.strategy == "split2/blend-permute" && lc.shuffles <= 12
	   && st.strategy == "split2/blend-permute" && sc.shuffles <= 11,
	   "budget: avx2 stride-3 bytes by blend-permute, <= 12 and 11 "
	   "shuffles");
    perm_program sse = best_deinterleave (full_shape (isa_sse42, 3, 1),
					  isa_sse42);
    check (sse.strategy.find ("blend-permute") == std::string::npos,
	   "budget: no blend-permute where blends are not cheap (sse4.2 "
	   "bytes)");
    perm_program words = best_deinterleave (full_shape (isa_sse42, 3, 2),
					    isa_sse42);
    check (words.strategy == "whole/blend-permute"
	   && cost_program (words, isa_sse42).shuffles <= 9,
	   "budget: sse4.2 stride-3 words by blend-permute (pblendw), <= 9 "
	   "shuffles");
  }
  for (unsigned e = 1; e <= 8; e *= 2)
    {
      group_shape g = full_shape (isa_neon, 3, e);
      perm_program ld = best_deinterleave (g, isa_neon);
      perm_program st = best_interleave (g, isa_neon);
      check (cost_program (ld, isa_neon).lanes_ops == 1
	     && cost_program (ld, isa_neon).perms == 0
	     && cost_program (st, isa_neon).lanes_ops == 1
	     && cost_program (st, isa_neon).perms == 0,
	     "budget: neon stride 3 elem " + std::to_string (e)
	     + " uses ld3/st3");
    }
  {
    /* A partial group computes only its field.  */
    group_shape g = full_shape (isa_sse42, 4, 4);
    program_cost full = cost_program (best_deinterleave (g, isa_sse42),
				      isa_sse42);
    g.fields = 1;
    perm_program p = best_deinterleave (g, isa_sse42);
    program_cost one = cost_program (p, isa_sse42);
    std::printf ("  sse stride 4: %u permutes for field 0, %u for all\n",
		 one.perms, full.perms);
    check (one.perms < full.perms && p.outputs[1] == -1,
	   "partial: sse stride 4 field 0 computes only what it needs");
  }
  {
    /* Fields 0 and 1 of stride 8 fill whole 2-lane vectors: plain
       stores, no write to the other fields, even when writing back is
       allowed.  A gap inside a vector is stored in pieces.  */
    perm_program p = best_interleave (shape (8, 8, 2, 3), isa_sse42, true);
    perm_program q = best_interleave (shape (8, 8, 2, 1), isa_sse42);
    check (verify_program (p) && !p.needs_read_modify_write
	   && verify_program (q) && !q.needs_read_modify_write,
	   "partial: no read-modify-write where whole vectors or pieces do");
  }
}

/* The chosen programs' costs, for docs.  */
static void
print_table ()
{
  std::printf ("NOTE: chosen programs for complete groups, shuffle-class"
	       "/all instructions\n");
  std::printf ("NOTE: | ISA | stride | elem | deinterleave | strategy "
	       "| interleave | strategy |\n");
  std::printf ("NOTE: |---|---|---|---|---|---|---|\n");
  for (const isa_desc *isa : known_isas ())
    for (unsigned s : { 2, 3, 4, 5, 6, 8 })
      for (unsigned e = 1; e <= 8; e *= 2)
	{
	  group_shape g = full_shape (*isa, s, e);
	  perm_program ld = best_deinterleave (g, *isa);
	  perm_program st = best_interleave (g, *isa);
	  program_cost lc = cost_program (ld, *isa);
	  program_cost sc = cost_program (st, *isa);
	  std::printf ("NOTE: | %s | %u | %u | %u/%u | %s | %u/%u | %s |\n",
		       isa->name, s, e, lc.shuffles, lc.insns,
		       ld.strategy.c_str (), sc.shuffles, sc.insns,
		       st.strategy.c_str ());
	}
}

/* The searches remember their answers by the ISA table's contents
   (isa_table_id): a copy shares them, a table -mtune changed does not.  */
static void
test_memo ()
{
  isa_desc copy = isa_avx2;
  check (isa_table_id (copy) == isa_table_id (isa_avx2),
	 "memo: a copy of a table is the same table");
  isa_desc no_masks = isa_avx2;
  for (op_cost &c : no_masks.masked_store)
    c = not_available;
  check (isa_table_id (no_masks) != isa_table_id (isa_avx2),
	 "memo: a table without masked stores is another table");
  check (isa_table_id (isa_sse42) != isa_table_id (isa_ssse3),
	 "memo: tables differing in their blends only are two tables");

  /* Stride 3, two of three floats: masked where the table has masked
     stores, in pieces where it has none; asked in both orders.  */
  group_shape g = shape (3, 4, 8, 0x3);
  perm_program with = best_interleave (g, isa_avx2);
  perm_program without = best_interleave (g, no_masks);
  auto masked = [] (const perm_program &p)
    {
      for (const perm_op &op : p.ops)
	if (op.kind == perm_op_kind::store && op.masked)
	  return true;
      return false;
    };
  check (masked (with) && !masked (without),
	 "memo: a partial store follows the table's masked stores");
  check (masked (best_interleave (g, copy)),
	 "memo: the copy gets the original's answer");

  /* Classification: the same selector under two tables.  */
  std::vector<int> sel = { 0, 2, 4, 6, 8, 10, 12, 14 };
  perm_class a = classify_perm (sel, 4, false, isa_avx2);
  isa_desc dear = isa_avx2;
  for (auto &row : dear.perm)
    for (op_cost &c : row)
      if (c.available ())
	c.shuffles += 5;
  perm_class b = classify_perm (sel, 4, false, dear);
  check (a.kind == b.kind && b.cost.shuffles == a.cost.shuffles + 5,
	 "memo: a classification follows the table's costs");
  check (classify_perm (sel, 4, false, isa_avx2).cost.shuffles
	   == a.cost.shuffles,
	 "memo: the original table's classification is kept");
}

int
main ()
{
  test_memo ();
  test_classify ();
  test_simulator ();
  test_matrix ();
  test_field_subsets ();
  test_budgets ();
  print_table ();
  std::printf ("%s\n", failures ? "perm tests FAILED" : "perm tests passed");
  return failures != 0;
}
