/* The GCC-free model of parameter versioning (parameter-accesses.h).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "parameter-accesses.h"

#include <algorithm>

namespace hyperlane {

void
parameter_extent::add (int64_t from, int64_t to, bool store)
{
  lo = std::min (lo, from);
  hi = std::max (hi, to);
  written |= store;
  accesses++;
}

void
parameter_extent::add_variable (bool store)
{
  written |= store;
  accesses++;
  variable++;
}

namespace {

/* An address loaded or stored earlier in the block; CROSSED once a store
   through another versioned parameter followed.  */
struct available_value
{
  unsigned param;
  uint64_t key;
  int64_t lo, hi;
  bool crossed;
};

unsigned
count_blocked_loads (const std::vector<parameter_access> &block,
		     const std::vector<bool> &versioned)
{
  std::vector<available_value> available;
  unsigned blocked = 0;
  for (const parameter_access &a : block)
    {
      bool ours = a.kind != parameter_access::opaque_store
		  && a.param < versioned.size () && versioned[a.param];
      if (!ours)
	{
	  /* A store the copy cannot tell apart from the parameters'
	     memory kills every value in both copies alike.  */
	  if (a.kind != parameter_access::load)
	    available.clear ();
	  continue;
	}
      auto same = std::find_if (available.begin (), available.end (),
				[&] (const available_value &v)
				{ return v.param == a.param && v.key == a.key
					 && v.lo == a.lo && v.hi == a.hi; });
      if (a.kind == parameter_access::load)
	{
	  if (same == available.end ())
	    available.push_back ({ a.param, a.key, a.lo, a.hi, false });
	  else
	    {
	      blocked += same->crossed;
	      same->crossed = false;
	    }
	  continue;
	}
      /* A store: other parameters' values survive it in the copy only;
	 its own parameter's values it may overlap are gone in both.  */
      available.erase (std::remove_if (available.begin (), available.end (),
				       [&] (const available_value &v)
				       { return v.param == a.param
						&& (v.key != a.key
						    || (v.lo < a.hi
							&& a.lo < v.hi)); }),
		       available.end ());
      for (available_value &v : available)
	v.crossed = true;
      available.push_back ({ a.param, a.key, a.lo, a.hi, false });
    }
  return blocked;
}

} // anon namespace

versioning_decision
decide_parameter_versioning (
  const std::vector<std::vector<parameter_access>> &blocks,
  const std::vector<parameter_extent> &extents, unsigned min_blocked)
{
  versioning_decision d;
  bool any_written = false;
  for (unsigned p = 0; p < extents.size (); p++)
    if (extents[p].bounded && extents[p].accesses > 0)
      {
	d.params.push_back (p);
	any_written |= extents[p].written;
      }
  if (d.params.size () < 2)
    {
      d.reason = "fewer than two pointer parameters are accessed at "
		 "known offsets";
      return d;
    }
  if (!any_written)
    {
      d.reason = "no store goes through a pointer parameter";
      return d;
    }
  for (unsigned i = 0; i < d.params.size (); i++)
    for (unsigned j = i + 1; j < d.params.size (); j++)
      if (extents[d.params[i]].written || extents[d.params[j]].written)
	d.pairs.emplace_back (i, j);

  std::vector<bool> versioned (extents.size (), false);
  for (unsigned p : d.params)
    versioned[p] = true;
  for (const std::vector<parameter_access> &block : blocks)
    d.blocked_loads += count_blocked_loads (block, versioned);
  /* Under alias-versioning=always (MIN_BLOCKED 0) whatever it costs.  */
  unsigned needed = min_blocked
		    ? std::max<unsigned> (min_blocked, blocked_loads_per_pair
							* d.pairs.size ())
		    : 0;
  d.version = d.blocked_loads >= needed;
  if (!d.version)
    d.reason = "too few loads (" + std::to_string (d.blocked_loads)
	       + ") are repeated after stores through other parameters"
	       + (needed > min_blocked
		  ? " for a check of " + std::to_string (d.pairs.size ())
		    + " pairs of parameters"
		  : std::string ());
  return d;
}

} // namespace hyperlane
