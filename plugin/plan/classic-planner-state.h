/* The classic planner's state and steps, shared by its two files
   (classic-planner.h says what the plan is):
     classic-planner.cc     values part by part, groups loaded and stored
			    by permutation programs, the run
     classic-lane-groups.cc lane groups computed on load-phase registers
			    and permuted once
   Free of GCC headers.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_CLASSIC_PLANNER_STATE_H
#define HYPERLANE_CLASSIC_PLANNER_STATE_H

#include "classic-planner.h"
#include "../target/isa.h"

namespace hyperlane {

class classic_planner
{
public:
  classic_planner (const scalar_dag &dag, unsigned vf, const isa_desc &isa,
		   lane_plan &plan, const planner_options &options = {})
    : m_dag (dag), m_vf (vf), m_isa (isa), m_options (options), m_plan (plan),
      m_value (dag.nodes.size ()),
      m_group_fields (dag.groups.size ())
  {}

  plan_failure run ();

private:
  const scalar_dag &m_dag;
  unsigned m_vf;
  const isa_desc &m_isa;
  const planner_options m_options;
  lane_plan &m_plan;
  /* Node -> the vops holding its value: one per part (see parts_of).  */
  std::vector<std::vector<int>> m_value;
  /* Per group, per field: the vop of each part (loaded, or to be
     stored); empty before the group is touched.  */
  std::vector<std::vector<std::vector<int>>> m_group_fields;
  plan_failure m_fail;

  /* Lane groups (see classic-planner.h).  */
  struct lane_group
  {
    int load_group = -1;	/* Leaf: the DAG memory group.  */
    std::vector<int> members;	/* The node of each field.  */
    bool leaf = false;
    bool kept = false;		/* Computed on load-phase registers.  */
    bool external = false;	/* Kept, and needed in field order.  */
    std::vector<int> regs;	/* The load-phase registers (vops).  */
    std::vector<int> fields;	/* After the permute phase (vops).  */
  };
  /* The deinterleave program all lane groups share, split into its load
     phase (REGS: the ops the permute phase reads) and permute phase.  */
  perm_program m_lane_program;
  std::vector<bool> m_lane_load_phase;	/* Per op of the program.  */
  std::vector<int> m_lane_regs;
  std::vector<lane_group> m_lanes;
  std::vector<int> m_lane_of;	/* Node -> lane group, or -1.  */

  bool fail (const char *reason, int node)
  {
    m_fail.reason = reason;
    m_fail.node = node;
    return false;
  }
  unsigned part_lanes (int type) const;
  unsigned parts_of (int type) const { return m_vf / part_lanes (type); }
  bool single_size_p () const;
  const std::vector<int> &value_of (int node);
  bool compute_node (int node);
  bool convert_parts (int node, const std::vector<int> &from);
  vop memory_op (vop_kind kind, int group, unsigned part) const;
  group_shape shape_of (int group) const;
  bool add_program (const perm_program &program, int group, long base,
		    const std::vector<int> &inputs, std::vector<int> *outputs);
  bool load_group (int group, int node);
  bool store_group (int group, int node);

  void find_lane_groups ();
  bool set_lane_program (const perm_program &program);
  op_cost lane_movement_cost () const;
  void choose_lane_program (const group_shape &shape);
  unsigned permute_phases_needed () const;
  bool external_use_p (const lane_group &lg) const;
  void emit_lane_group (int lg);
  void permute_lane_group (int lg);
};

} // namespace hyperlane

#endif
