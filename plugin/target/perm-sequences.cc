/* Candidate strategies and the choice among them; see perm-sequences.h.
   Strategies work on a sub-problem of a layout_builder: S sub-vectors of
   W lanes, sub-vector r holding elements r*W .. r*W+W-1 of a stride-S
   group.  They recurse on smaller strides, so they take the list of
   vectors and which original field each sub-field is.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "perm-sequences.h"
#include "perm-cost.h"
#include "perm-layout.h"
#include "memo.h"

#include <cassert>
#include <map>
#include <numeric>
#include <string>
#include <tuple>

namespace hyperlane {

namespace {

/* Which strategies a candidate combines.  */
struct policy
{
  bool even_odd;		/* Split even strides first.  */
  bool melax;			/* Solve stride 3 of four lanes by Melax.  */
  bool blend;			/* ... with blends for two of its shufps.  */
  bool blend_permute;		/* Blends by residue class, then one
				   one-source permute per field.  */
  const char *name;
};

const policy policies[] = {
  { false, false, false, false, "chain" },
  { true, false, false, false, "even-odd+chain" },
  { false, true, false, false, "melax" },
  { true, true, false, false, "even-odd+melax" },
  { false, true, true, false, "melax-blend" },
  { false, false, false, true, "blend-permute" }
};

/* Whether policy P changes anything for stride S at width W: even-odd
   needs an even stride, Melax a stride-3 level of four lanes,
   blend-permute a stride and width without a common factor and blends
   the ISA does cheaply (CHEAP_BLENDS, isa_desc::cheap_blends).  */
bool
policy_applies (const policy &p, unsigned s, unsigned w, bool interleave,
		bool cheap_blends)
{
  if (p.even_odd && s % 2)
    return false;
  if (p.blend && interleave)
    return false;	/* No blend variant of the interleave.  */
  if (p.blend_permute)
    return cheap_blends && std::gcd (s, w) == 1;
  if (!p.melax)
    return true;
  if (w != 4)
    return false;
  while (p.even_odd && s % 2 == 0)
    s /= 2;
  return s == 3;
}

/* The sub-vector R < S of a stride-S group of W-lane sub-vectors (W and S
   coprime) whose lane I holds field T: R*W + I == T modulo S.  */
int
residue_vector (unsigned s, unsigned w, unsigned i, unsigned t)
{
  for (unsigned r = 0; r < s; r++)
    if ((r * w + i) % s == t)
      return r;
  assert (!"W and S not coprime");
  return 0;
}

/* The value whose lane i is lane LANE[i] of SOURCES[SRC[i]] (SRC[i] < 0:
   don't care), built by a chain that adds one source per two-source
   permute, in the order of SOURCES; the lanes gathered so far stay in
   place, so the permutes are often blends or block-local.  */
int
gather (layout_builder &b, const std::vector<int> &sources,
	const std::vector<int> &src, const std::vector<int> &lane)
{
  const unsigned w = src.size ();
  int acc = -1;
  bool placed = false;
  std::vector<int> sel (w);
  for (unsigned k = 0; k < sources.size (); k++)
    {
      bool needed = false;
      for (int x : src)
	needed |= x == (int) k;
      if (!needed)
	continue;
      if (acc < 0)
	{
	  acc = sources[k];
	  continue;
	}
      for (unsigned i = 0; i < w; i++)
	sel[i] = src[i] < 0 || src[i] > (int) k ? -1
		 : src[i] == (int) k ? w + lane[i]
		 : placed ? (int) i : lane[i];
      acc = b.perm (acc, sources[k], sel);
      placed = true;
    }
  if (acc < 0)
    return sources[0];
  if (!placed)
    {
      for (unsigned i = 0; i < w; i++)
	sel[i] = src[i] < 0 ? -1 : lane[i];
      acc = b.perm (acc, acc, sel);
    }
  return acc;
}

bool
any_used (const layout_builder &b, const std::vector<unsigned> &fields)
{
  for (unsigned f : fields)
    if (b.field_used (f))
      return true;
  return false;
}

/* The even lanes (ODD = 0) or odd lanes of the concatenation of two
   W-lane vectors, and the zip of the low (HIGH = 0) or high halves.  */
std::vector<int>
even_odd_sel (unsigned w, unsigned odd)
{
  std::vector<int> sel (w);
  for (unsigned i = 0; i < w; i++)
    sel[i] = 2 * i + odd;
  return sel;
}

std::vector<int>
zip_sel (unsigned w, unsigned high)
{
  std::vector<int> sel (w);
  for (unsigned i = 0; i < w; i++)
    sel[i] = (i % 2 ? w : 0) + high * w / 2 + i / 2;
  return sel;
}

/* Deinterleave VECS, a stride-|VECS| group whose sub-field t is field
   FIELDS[t], into the builder's outputs.  */
void
solve_deinterleave (layout_builder &b, const std::vector<int> &vecs,
		    const std::vector<unsigned> &fields, const policy &p)
{
  const unsigned s = vecs.size (), w = b.width ();
  if (!any_used (b, fields))
    return;
  if (s == 1)
    {
      b.output (fields[0], vecs[0]);
      return;
    }
  if (p.even_odd && s % 2 == 0)
    {
      /* Even elements of the group form the stride-S/2 group of the even
	 fields, odd elements that of the odd fields.  */
      std::vector<int> half[2];
      std::vector<unsigned> half_fields[2];
      for (unsigned odd = 0; odd < 2; odd++)
	for (unsigned i = 0; i < s / 2; i++)
	  {
	    half[odd].push_back (b.perm (vecs[2 * i], vecs[2 * i + 1],
					 even_odd_sel (w, odd)));
	    half_fields[odd].push_back (fields[2 * i + odd]);
	  }
      solve_deinterleave (b, half[0], half_fields[0], p);
      solve_deinterleave (b, half[1], half_fields[1], p);
      return;
    }
  if (p.blend_permute)
    {
      /* W and S coprime: in the S vectors, lane i holds field t in
	 exactly one of them (element r*W + i with r*W + i == t mod S), so
	 S - 1 blends gather all of field t's lanes, each in the lane it
	 had, and one one-source permute puts them in order.  */
      for (unsigned t = 0; t < s; t++)
	if (b.field_used (fields[t]))
	  {
	    std::vector<int> src (w), lane (w), sel (w);
	    for (unsigned i = 0; i < w; i++)
	      {
		src[i] = residue_vector (s, w, i, t);
		lane[i] = i;
	      }
	    for (unsigned j = 0; j < w; j++)
	      sel[j] = (j * s + t) % w;
	    int blended = gather (b, vecs, src, lane);
	    b.output (fields[t], b.perm (blended, blended, sel));
	  }
      return;
    }
  if (p.melax && p.blend && s == 3 && w == 4)
    {
      /* The same registers; each field by one shufps of two values in
	 which blends (which run on more ports than shuffles) have put
	 the field's lanes where that shufps can take them.  */
      int bx = b.perm (vecs[1], vecs[2], { 0, 5, 2, 3 });   /* y1 x3 x2 y2 */
      b.output (fields[0], b.perm (vecs[0], bx, { 0, 3, 6, 5 }));
      int ay = b.perm (vecs[0], vecs[1], { 4, 1, 2, 3 });   /* y1 y0 z0 x1 */
      int by = b.perm (vecs[1], vecs[2], { 0, 1, 6, 3 });   /* y1 z1 y3 y2 */
      b.output (fields[1], b.perm (ay, by, { 1, 0, 7, 6 }));
      int az = b.perm (vecs[0], vecs[1], { 0, 5, 2, 3 });   /* x0 z1 z0 x1 */
      b.output (fields[2], b.perm (az, vecs[2], { 2, 1, 4, 7 }));
      return;
    }
  if (p.melax && s == 3 && w == 4)
    {
      /* r0 = x0 y0 z0 x1, r1 = y1 z1 x2 y2, r2 = z2 x3 y3 z3.  Every
	 permute takes lanes 0-1 from one operand and 2-3 from the other:
	 one shufps per block.  */
      int xy = b.perm (vecs[1], vecs[2], { 2, 3, 5, 6 });   /* x2 y2 x3 y3 */
      int yz = b.perm (vecs[0], vecs[1], { 1, 2, 4, 5 });   /* y0 z0 y1 z1 */
      b.output (fields[0], b.perm (vecs[0], xy, { 0, 3, 4, 6 }));
      b.output (fields[1], b.perm (yz, xy, { 0, 2, 5, 7 }));
      b.output (fields[2], b.perm (yz, vecs[2], { 1, 3, 4, 7 }));
      return;
    }
  /* Chain: field t lane j is element j*S + t.  */
  for (unsigned t = 0; t < s; t++)
    if (b.field_used (fields[t]))
      {
	std::vector<int> src (w), lane (w);
	for (unsigned j = 0; j < w; j++)
	  {
	    src[j] = (j * s + t) / w;
	    lane[j] = (j * s + t) % w;
	  }
	b.output (fields[t], gather (b, vecs, src, lane));
      }
}

/* Sub-vector R of memory in an interleave of the field values SOURCES
   (sub-field t is field FIELDS[t]): lane i is element R*W + i, field
   (R*W+i) % S, taken from lane (R*W+i) / S of its source or, IN_PLACE,
   from lane i (sources already permuted into place).  MERGE: unused lanes
   come from the old memory as the last source, which makes the last
   permute a blend.  -1 when TOP and no lane is of a used field.  */
int
memory_vector (layout_builder &b, std::vector<int> sources,
	       const std::vector<unsigned> &fields, unsigned r, bool merge,
	       bool top, bool in_place)
{
  const unsigned s = fields.size (), w = b.width ();
  std::vector<int> src (w), lane (w);
  bool any = false, all = true;
  for (unsigned i = 0; i < w; i++)
    {
      unsigned e = r * w + i;
      bool used = b.field_used (fields[e % s]);
      any |= used;
      all &= used;
      src[i] = used ? e % s : merge ? s : -1;
      lane[i] = used && !in_place ? e / s : i;
    }
  if (top && !any)
    return -1;
  if (merge && !all)
    sources.push_back (b.old_memory (r));
  return gather (b, sources, src, lane);
}

/* Sub-vectors of memory built by solve_interleave.  MERGED: they already
   hold the old contents in the lanes of unused fields.  */
struct interleaved
{
  std::vector<int> vecs;
  bool merged = false;
};

/* Interleave the field vectors VALS (sub-field t is field FIELDS[t]) into
   |VALS| sub-vectors of memory.  TOP: this is the whole group, so the
   chain may take unused lanes from the old memory (when the program
   writes back).  */
interleaved
solve_interleave (layout_builder &b, const std::vector<int> &vals,
		  const std::vector<unsigned> &fields, const policy &p,
		  bool top)
{
  const unsigned s = vals.size (), w = b.width ();
  interleaved out;
  if (s == 1)
    {
      out.vecs = vals;
      return out;
    }
  if (p.even_odd && s % 2 == 0)
    {
      /* Interleave the even and the odd fields separately, then zip.  */
      std::vector<int> half_vals[2];
      std::vector<unsigned> half_fields[2];
      for (unsigned t = 0; t < s; t++)
	{
	  half_vals[t % 2].push_back (vals[t]);
	  half_fields[t % 2].push_back (fields[t]);
	}
      interleaved even = solve_interleave (b, half_vals[0], half_fields[0],
					   p, false);
      interleaved odd = solve_interleave (b, half_vals[1], half_fields[1],
					  p, false);
      for (unsigned i = 0; i < s / 2; i++)
	for (unsigned high = 0; high < 2; high++)
	  out.vecs.push_back (b.perm (even.vecs[i], odd.vecs[i],
				      zip_sel (w, high)));
      return out;
    }
  if (p.blend_permute)
    {
      /* The deinterleave backwards: field t's vector permuted so that
	 each of its lanes sits in the lane it takes in the memory vector
	 that holds it (W and S coprime: one per lane), then each memory
	 vector blended from the permuted fields by residue class.  */
      const bool merge = top && b.writes_back ();
      out.merged = merge;
      std::vector<int> placed (s, -1);
      for (unsigned t = 0; t < s; t++)
	if (b.field_used (fields[t]))
	  {
	    std::vector<int> sel (w);
	    for (unsigned i = 0; i < w; i++)
	      sel[i] = (residue_vector (s, w, i, t) * w + i) / s;
	    placed[t] = b.perm (vals[t], vals[t], sel);
	  }
      for (unsigned r = 0; r < s; r++)
	out.vecs.push_back (memory_vector (b, placed, fields, r, merge, top,
					   true));
      return out;
    }
  if (p.melax && s == 3 && w == 4)
    {
      /* Pairs of adjacent elements of the output come from one operand,
	 so every permute is shufps-shaped.  */
      int xy = b.perm (vals[0], vals[1], { 0, 2, 4, 6 });  /* x0 x2 y0 y2 */
      int yz = b.perm (vals[1], vals[2], { 1, 3, 5, 7 });  /* y1 y3 z1 z3 */
      int zx = b.perm (vals[2], vals[0], { 0, 2, 5, 7 });  /* z0 z2 x1 x3 */
      out.vecs.push_back (b.perm (xy, zx, { 0, 2, 4, 6 }));
      out.vecs.push_back (b.perm (yz, xy, { 0, 2, 5, 7 }));
      out.vecs.push_back (b.perm (zx, yz, { 1, 3, 5, 7 }));
      return out;
    }
  /* Chain: each sub-vector of memory gathers its lanes from the field
     values, one two-source permute per extra field.  */
  const bool merge = top && b.writes_back ();
  out.merged = merge;
  for (unsigned r = 0; r < s; r++)
    out.vecs.push_back (memory_vector (b, vals, fields, r, merge, top,
				       false));
  return out;
}

perm_program
build (const group_shape &shape, const isa_desc &isa, bool interleave,
       unsigned pieces, bool by_perm, const policy &p,
       partial_store partial = partial_store::write_back)
{
  layout_builder b (shape, isa, interleave, pieces, by_perm, partial);
  std::vector<unsigned> fields;
  for (unsigned k = 0; k < shape.stride; k++)
    fields.push_back (k);
  std::string name = (pieces == 1 ? std::string ("whole")
		      : "split" + std::to_string (pieces)
			+ (by_perm ? "p" : "")) + "/" + p.name
		     + (partial == partial_store::masked ? "+masked"
			: partial == partial_store::pieces ? "+pieces" : "");
  if (!interleave)
    {
      std::vector<int> vecs;
      for (unsigned r = 0; r < shape.stride; r++)
	vecs.push_back (b.load (r));
      solve_deinterleave (b, vecs, fields, p);
      return b.finish (name);
    }
  std::vector<int> vals;
  for (unsigned k = 0; k < shape.stride; k++)
    vals.push_back (b.input (k));
  interleaved mem = solve_interleave (b, vals, fields, p, true);
  for (unsigned r = 0; r < shape.stride; r++)
    if (mem.vecs[r] >= 0)
      b.store (r, mem.vecs[r], mem.merged);
  return b.finish (name);
}

/* One structure load or store for the whole group; ld3 loads whole
   structures, so a partial group ignores the unused fields' vectors and
   a partial store writes back the old ones.  */
perm_program
build_lanes (const group_shape &shape, bool interleave)
{
  perm_program p;
  p.shape = shape;
  p.interleave = interleave;
  p.strategy = interleave ? "store-lanes" : "load-lanes";
  const unsigned s = shape.stride, n = shape.lanes;
  if (!interleave)
    {
      int all = p.add_load_lanes (0);
      p.outputs.assign (s, -1);
      for (unsigned k = 0; k < s; k++)
	if (shape.field_used (k))
	  p.outputs[k] = p.add_extract (all, k * n, n);
      return p;
    }
  int old = -1;
  if (!shape.complete ())
    {
      old = p.add_load_lanes (0);
      p.needs_read_modify_write = true;
    }
  std::vector<int> fields;
  for (unsigned k = 0; k < s; k++)
    fields.push_back (shape.field_used (k) ? p.add_input (k)
		      : p.add_extract (old, k * n, n));
  p.add_store_lanes (fields, 0);
  return p;
}

perm_program
search_best (const group_shape &shape, const isa_desc &isa, bool interleave,
	     bool write_back)
{
  perm_program chosen;
  program_cost chosen_cost;
  for (const perm_program &c : perm_candidates (shape, isa, interleave))
    {
      if (c.needs_read_modify_write && !write_back)
	continue;
      std::string why;
      if (!verify_program (c, &why))
	{
	  /* A generator bug: never emit it.  */
	  assert (!"perm candidate fails simulation");
	  continue;
	}
      program_cost cost = cost_program (c, isa);
      if (chosen.empty () || cheaper (cost, chosen_cost))
	{
	  chosen = c;
	  chosen_cost = cost;
	}
    }
  return chosen;
}

/* A search's arguments: the ISA table by isa_table_id, SHAPE's fields,
   and two flags (interleave, and write_back or permuted_split).  */
using search_key = std::tuple<unsigned, unsigned, unsigned, unsigned,
			      uint64_t, bool, bool>;

search_key
key_of (const group_shape &shape, const isa_desc &isa, bool interleave,
	bool flag)
{
  return search_key (isa_table_id (isa), shape.stride, shape.elem_size,
		     shape.lanes, shape.fields, interleave, flag);
}

/* The searches depend on their arguments only, and the loops of a
   translation unit ask for the same few shapes again and again (every
   plan of every width of every loop, and GCC's plans beside them): each
   is answered once.  */
perm_program
best (const group_shape &shape, const isa_desc &isa, bool interleave,
      bool write_back)
{
  static std::map<search_key, perm_program> found;
  return remembered (found, key_of (shape, isa, interleave, write_back),
		     [&] { return search_best (shape, isa, interleave,
					       write_back); });
}

std::vector<perm_program>
build_candidates (const group_shape &shape, const isa_desc &isa,
		  bool interleave, bool permuted_split)
{
  std::vector<perm_program> out;
  if (!shape.valid ())
    return out;
  const unsigned n = shape.lanes, s = shape.stride;
  const unsigned block = block_lanes (isa, shape.elem_size, n);
  const bool cheap_blends
    = isa.cheap_blends[elem_size_index (shape.elem_size)];
  std::vector<unsigned> layouts = { 1 };
  if (n > block)
    layouts.push_back (n / block);
  for (unsigned pieces : layouts)
    for (int by_perm = 0; by_perm < 2; by_perm++)
      {
	if (by_perm
	    && (!permuted_split || interleave || pieces != 2))
	  continue;
	for (const policy &p : policies)
	  if (policy_applies (p, s, n / pieces, interleave, cheap_blends))
	    {
	      out.push_back (build (shape, isa, interleave, pieces, by_perm,
				    p));
	      if (!interleave || shape.complete ())
		continue;
	      if (isa.masked_store[elem_size_index (shape.elem_size)]
		    .available ())
		out.push_back (build (shape, isa, interleave, pieces,
				      by_perm, p, partial_store::masked));
	      out.push_back (build (shape, isa, interleave, pieces, by_perm,
				    p, partial_store::pieces));
	    }
      }
  op_cost lanes = interleave ? isa.store_lanes : isa.load_lanes;
  if (lanes.available () && s <= isa.max_lanes_stride)
    out.push_back (build_lanes (shape, interleave));
  return out;
}

} // anon namespace

const std::vector<perm_program> &
perm_candidates (const group_shape &shape, const isa_desc &isa,
		 bool interleave, bool permuted_split)
{
  static std::map<search_key, std::vector<perm_program>> built;
  return remembered (built, key_of (shape, isa, interleave, permuted_split),
		     [&] { return build_candidates (shape, isa, interleave,
						    permuted_split); });
}

perm_program
best_deinterleave (const group_shape &shape, const isa_desc &isa)
{
  return best (shape, isa, false, false);
}

perm_program
best_interleave (const group_shape &shape, const isa_desc &isa,
		 bool write_back)
{
  return best (shape, isa, true, write_back);
}

} // namespace hyperlane
