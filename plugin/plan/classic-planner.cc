/* The classic planner; see classic-planner.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "classic-planner.h"

namespace hyperlane {

namespace {

class classic_planner
{
public:
  classic_planner (const scalar_dag &dag, unsigned vf, const isa_desc &isa,
		   lane_plan &plan)
    : m_dag (dag), m_vf (vf), m_isa (isa), m_plan (plan),
      m_value (dag.nodes.size (), -1),
      m_group_fields (dag.groups.size ())
  {}

  plan_failure run ();

private:
  const scalar_dag &m_dag;
  unsigned m_vf;
  const isa_desc &m_isa;
  lane_plan &m_plan;
  std::vector<int> m_value;	/* Node -> vop holding its vector.  */
  /* Per group: the vop of each field (loaded, or to be stored).  */
  std::vector<std::vector<int>> m_group_fields;
  plan_failure m_fail;

  bool fail (const char *reason, int node)
  {
    m_fail.reason = reason;
    m_fail.node = node;
    return false;
  }
  int value_of (int node);
  bool load_group (int group, int node);
  bool store_group (int group, int node);
};

/* The vop for NODE's value, broadcasting invariants on first use.  */
int
classic_planner::value_of (int node)
{
  if (m_value[node] < 0)
    {
      const snode &n = m_dag.nodes[node];
      vop b;
      b.kind = vop_kind::broadcast;
      b.lanes = m_vf;
      b.type = n.type;
      b.args.push_back (node);
      m_value[node] = m_plan.add (b);
    }
  return m_value[node];
}

/* Bring every field GROUP uses into field order; NODE is the first
   load.  */
bool
classic_planner::load_group (int group, int node)
{
  const memory_group &g = m_dag.groups[group];
  std::vector<int> &fields = m_group_fields[group];
  fields.assign (g.stride, -1);
  if (g.stride != 1)
    return fail ("strided groups are not planned yet", node);
  vop load;
  load.kind = vop_kind::load;
  load.lanes = m_vf;
  load.type = g.type;
  load.group = group;
  load.offset = 0;
  fields[0] = m_plan.add (load);
  return true;
}

/* Write the fields of GROUP back in memory order; NODE is its last
   store.  */
bool
classic_planner::store_group (int group, int node)
{
  const memory_group &g = m_dag.groups[group];
  const std::vector<int> &fields = m_group_fields[group];
  for (int f : fields)
    if (f < 0)
      return fail ("store group does not write every field", node);
  if (g.stride != 1)
    return fail ("strided groups are not planned yet", node);
  vop store;
  store.kind = vop_kind::store;
  store.lanes = m_vf;
  store.type = g.type;
  store.group = group;
  store.offset = 0;
  store.args.push_back (fields[0]);
  m_plan.add (store);
  return true;
}

plan_failure
classic_planner::run ()
{
  m_plan.vf = m_vf;
  for (size_t g = 0; g < m_dag.groups.size (); g++)
    if (m_dag.groups[g].is_store)
      m_group_fields[g].assign (m_dag.groups[g].stride, -1);

  for (size_t i = 0; i < m_dag.nodes.size (); i++)
    {
      const snode &n = m_dag.nodes[i];
      switch (n.kind)
	{
	case snode_kind::invariant:
	  break;
	case snode_kind::load:
	  if (m_group_fields[n.group].empty () && !load_group (n.group, i))
	    return m_fail;
	  m_value[i] = m_group_fields[n.group][n.field];
	  break;
	case snode_kind::compute:
	  {
	    vop c;
	    c.kind = vop_kind::compute;
	    c.lanes = m_vf;
	    c.type = n.type;
	    c.code = n.code;
	    for (int a : n.args)
	      c.args.push_back (value_of (a));
	    m_value[i] = m_plan.add (c);
	    break;
	  }
	case snode_kind::store:
	  {
	    const memory_group &g = m_dag.groups[n.group];
	    int &slot = m_group_fields[n.group][n.field];
	    if (slot >= 0)
	      return { "two stores to one field in one iteration", (int) i };
	    slot = value_of (n.args[0]);
	    if (g.members.back () == (int) i && !store_group (n.group, i))
	      return m_fail;
	    break;
	  }
	}
    }
  return {};
}

} // anon namespace

plan_failure
plan_classic (const scalar_dag &dag, unsigned vf, const isa_desc &isa,
	      lane_plan &plan)
{
  return classic_planner (dag, vf, isa, plan).run ();
}

} // namespace hyperlane
