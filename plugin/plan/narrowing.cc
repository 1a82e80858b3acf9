/* Narrowing of integer arithmetic; see narrowing.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "narrowing.h"

#include <algorithm>
#include <map>
#include <utility>

namespace hyperlane {

namespace {

class narrower
{
public:
  narrower (scalar_dag &dag, int convert_code, unsigned min_bytes)
    : m_dag (dag), m_convert (convert_code), m_min_bytes (min_bytes)
  {}

  unsigned run ();

private:
  scalar_dag &m_dag;
  int m_convert;
  unsigned m_min_bytes;
  std::vector<unsigned> m_demand;	/* Per old node: bits needed.  */
  std::vector<int> m_new_type;		/* Per old node: -1, or narrowed.  */
  /* The rewrite.  */
  std::vector<snode> m_nodes;
  std::vector<int> m_map;		/* Old node -> new node.  */
  std::map<std::pair<int, int>, int> m_converted;  /* (new node, type).  */

  unsigned bits (int node) const
  {
    const element_type &t = m_dag.types[m_dag.nodes[node].type];
    return t.is_float ? 0 : t.bytes * 8;
  }
  void demand (int node, unsigned b)
  {
    unsigned full = bits (node);
    b = std::min (b, full ? full : b);
    m_demand[node] = std::max (m_demand[node], b);
  }
  void demand_all (int node) { demand (node, ~0u); }
  void analyse ();
  bool narrowable_p (int node) const;
  int unsigned_type (unsigned bytes);
  int add (snode n)
  {
    m_nodes.push_back (std::move (n));
    return m_nodes.size () - 1;
  }
  int value_as (int old_node, int type);
};

/* Demanded bits, users before operands (the DAG is in program order).  */
void
narrower::analyse ()
{
  const std::vector<snode> &nodes = m_dag.nodes;
  m_demand.assign (nodes.size (), 0);
  for (size_t i = nodes.size (); i-- > 0;)
    {
      const snode &n = nodes[i];
      switch (n.kind)
	{
	case snode_kind::load:
	case snode_kind::invariant:
	case snode_kind::induction:
	  break;
	case snode_kind::store:
	case snode_kind::reduce:
	  for (int a : n.args)
	    demand_all (a);
	  break;
	case snode_kind::compute:
	  {
	    /* A float result, or one nothing demands, needs every bit.  */
	    unsigned d = bits (i) && m_demand[i] ? m_demand[i] : ~0u;
	    switch (bits (i) ? n.rule : bit_rule::other)
	      {
	      case bit_rule::ring:
		for (int a : n.args)
		  demand (a, d);
		break;
	      case bit_rule::shift_left:
		demand (n.args[0], d);
		demand_all (n.args[1]);
		break;
	      case bit_rule::shift_right:
		demand (n.args[0], d == ~0u ? d : d + n.shift);
		for (size_t a = 1; a < n.args.size (); a++)
		  demand_all (n.args[a]);
		break;
	      case bit_rule::other:
		for (int a : n.args)
		  demand_all (a);
		break;
	      }
	    break;
	  }
	}
    }
}

/* Whether NODE may compute in fewer bits than its type has.  */
bool
narrower::narrowable_p (int node) const
{
  const snode &n = m_dag.nodes[node];
  if (n.kind != snode_kind::compute || n.rule == bit_rule::other
      || !bits (node))
    return false;
  /* A shift count stays in its own type: it must be an invariant, which
     codegen keeps scalar.  */
  if ((n.rule == bit_rule::shift_left || n.rule == bit_rule::shift_right)
      && m_dag.nodes[n.args[1]].kind != snode_kind::invariant)
    return false;
  return true;
}

int
narrower::unsigned_type (unsigned bytes)
{
  for (size_t t = 0; t < m_dag.types.size (); t++)
    {
      const element_type &e = m_dag.types[t];
      if (!e.is_float && e.is_unsigned && e.bytes == bytes)
	return t;
    }
  m_dag.types.push_back ({ bytes, false, true });
  return m_dag.types.size () - 1;
}

/* The new node holding old node OLD_NODE's value in element type TYPE:
   the node itself, a copy of an invariant in TYPE, or a chain of
   conversions that double or halve the size (of integers only: this
   pass narrows integers only).  */
int
narrower::value_as (int old_node, int type)
{
  int node = m_map[old_node];
  if (m_nodes[node].type == type)
    return node;
  auto key = std::make_pair (node, type);
  auto it = m_converted.find (key);
  if (it != m_converted.end ())
    return it->second;
  int result;
  if (m_nodes[node].kind == snode_kind::invariant)
    {
      /* Codegen converts the scalar when it broadcasts it.  */
      snode copy = m_nodes[node];
      copy.type = type;
      result = add (copy);
    }
  else
    {
      result = node;
      unsigned size = m_dag.types[m_nodes[node].type].bytes;
      const unsigned goal = m_dag.types[type].bytes;
      do
	{
	  unsigned next = size < goal ? size * 2 : size > goal ? size / 2
			  : size;
	  snode c;
	  c.kind = snode_kind::compute;
	  c.type = next == goal ? type : unsigned_type (next);
	  c.code = m_convert;
	  c.rule = bit_rule::ring;
	  c.args.push_back (result);
	  result = add (c);
	  size = next;
	}
      while (size != goal);
    }
  m_converted[key] = result;
  return result;
}

unsigned
narrower::run ()
{
  analyse ();
  const std::vector<snode> &nodes = m_dag.nodes;
  m_new_type.assign (nodes.size (), -1);
  unsigned narrowed = 0;
  for (size_t i = 0; i < nodes.size (); i++)
    {
      if (!narrowable_p (i))
	continue;
      /* A right shift computes in its operand's type, which must hold the
	 bits shifted in.  */
      const snode &n = nodes[i];
      unsigned need = m_demand[i]
		      + (n.rule == bit_rule::shift_right ? n.shift : 0);
      unsigned bytes = m_min_bytes;
      while (bytes * 8 < need
	     /* A shift by at least the narrow precision is undefined.  */
	     || ((n.rule == bit_rule::shift_left
		  || n.rule == bit_rule::shift_right)
		 && n.shift >= bytes * 8))
	bytes *= 2;
      if (bytes * 8 >= bits (i))
	continue;
      m_new_type[i] = unsigned_type (bytes);
      narrowed++;
    }
  if (!narrowed)
    return 0;

  /* Rebuild in program order; m_map[i] is the new node of old node i.  */
  m_map.assign (nodes.size (), -1);
  for (size_t i = 0; i < nodes.size (); i++)
    {
      snode n = nodes[i];
      const bool narrow = m_new_type[i] >= 0;
      if (narrow)
	n.type = m_new_type[i];
      /* An integer conversion of a narrowed value, or a narrowed one:
	 the operand converted straight to the type wanted (only bits the
	 users do not demand differ).  */
      if (n.kind == snode_kind::compute && n.rule == bit_rule::ring
	  && n.args.size () == 1 && nodes[n.args[0]].type != nodes[i].type
	  && (narrow || m_new_type[n.args[0]] >= 0))
	{
	  m_map[i] = value_as (n.args[0], n.type);
	  continue;
	}
      for (size_t a = 0; a < n.args.size (); a++)
	{
	  int arg = n.args[a];
	  bool count = (a == 1 && (n.rule == bit_rule::shift_left
				   || n.rule == bit_rule::shift_right));
	  n.args[a] = value_as (arg, narrow && !count ? n.type
						      : nodes[arg].type);
	}
      m_map[i] = add (n);
    }
  for (memory_group &g : m_dag.groups)
    for (int &m : g.members)
      m = m_map[m];
  m_dag.nodes = std::move (m_nodes);
  return narrowed;
}

} // anon namespace

unsigned
narrow_arithmetic (scalar_dag &dag, int convert_code, unsigned min_bytes)
{
  return narrower (dag, convert_code, min_bytes).run ();
}

} // namespace hyperlane
