/* The scalar loop body as the planners see it: a DAG of scalar operations
   in program order, the memory groups they touch and the element types.
   Built from GIMPLE by hlp/body-builder.cc; consumed by the lane planners.
   Free of GCC headers, so the planners are unit-testable alone.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_SCALAR_DAG_H
#define HYPERLANE_SCALAR_DAG_H

#include <string>
#include <vector>

namespace hyperlane {

/* An element type; codegen maps the id back to the GCC type.  */
struct element_type
{
  unsigned bytes;
  bool is_float;
  bool is_unsigned;
};

enum class snode_kind
{
  load,		/* Field FIELD of memory group GROUP.  */
  store,	/* ARGS[0] into field FIELD of memory group GROUP.  */
  compute,	/* CODE (an operation code codegen understands) on ARGS.  */
  invariant,	/* Loop-invariant scalar number EXTERNAL.  */
  induction,	/* Integer induction variable number EXTERNAL: its value in
		   each iteration (base + iteration * step).  */
  reduce	/* Accumulate ARGS (combined with CODE) into reduction
		   EXTERNAL with CODE.  */
};

/* How the low bits of a compute node's result depend on its operands'
   bits: what plan/narrowing.cc needs to compute it in fewer bits.  */
enum class bit_rule
{
  other,	/* Any bit may depend on any bit (min, div, float ...).  */
  ring,		/* Result bits 0..k-1 depend only on operand bits 0..k-1
		   (+ - * neg & | ^ ~, integer conversions).  */
  shift_left,	/* ARGS[0] << SHIFT, SHIFT a constant: bits of ARGS[0] as
		   ring.  */
  shift_right	/* ARGS[0] >> SHIFT, SHIFT a constant: result bits
		   0..k-1 need operand bits 0..k+SHIFT-1.  */
};

/* What a slow operation (snode::slow) weighs in lane-wise operations: a
   division or square root of a vector issues once in several cycles
   where a multiply or an add issues twice a cycle; an integer division
   by a constant is a multiply-high sequence of about as many
   instructions.  */
const unsigned slow_op_weight = 8;

struct snode
{
  snode_kind kind;
  int type;			/* Index into scalar_dag::types.  */
  std::vector<int> args;	/* Operand node indices.  */
  int code = 0;			/* compute: codegen's operation code.  */
  int group = -1;		/* load/store: index into scalar_dag::groups.  */
  unsigned field = 0;		/* load/store: field within the stride.  */
  int external = -1;		/* invariant: codegen's scalar number.  */
  bit_rule rule = bit_rule::other;	/* compute: see bit_rule.  */
  unsigned shift = 0;		/* compute, shift_*: the constant count.  */
  bool commutative = false;	/* compute: ARGS[0] and ARGS[1] commute.  */
  /* compute: an addition or subtraction, which GCC's SLP computes side
     by side in one node and merges (its "two operators").  */
  bool additive = false;
  /* compute: a subtraction (additive), a multiplication: what GCC's SLP
     pattern of subtractions beside additions looks for (isa.h,
     gcc_float_pattern).  */
  bool subtraction = false;
  bool multiplication = false;
  /* compute: a long-latency operation of low throughput (floating-point
     division, square root) or one of several instructions (integer
     division by a constant), which the cost model weighs as
     slow_op_weight lane-wise operations.  */
  bool slow = false;
  /* reduce: the code that combines operands (and the parts of a wide
     value) before they are accumulated with CODE: CODE itself, but
     addition for a subtraction (acc - a - b = acc - (a + b)); 0 for an
     in-order reduction, whose operands (ARGS in the order the scalar
     loop adds them) are accumulated lane by lane, never combined.  */
  int combine = 0;
};

/* The accesses of one interleaved (or contiguous) group.  */
struct memory_group
{
  bool is_store;
  unsigned stride;		/* Elements per iteration.  */
  int type;			/* Element type.  */
  std::vector<int> members;	/* Load or store nodes, program order.  */
  /* Groups that address the same memory (one base, offset and step) share
     a number, -1 when unknown; for them FIRST_BYTE, the byte offset of
     the group's start from that memory's, tells where they overlap.  */
  int memory = -1;
  long first_byte = 0;
  long step_bytes = 0;		/* Signed: bytes per scalar iteration.  */
  /* Elements from one record to the next in memory where the group is a
     run of STRIDE fields of records that wide (plan/record-runs.h: a
     column of a matrix once the enclosing loop is jammed), 0 where the
     records lie one after the other.  */
  unsigned record_stride = 0;
  /* The group steps against the loop (a mirrored image row, c[n - 1 - i]
     beside d[i]): its nodes' fields are mirrored (stride - 1 - field),
     so that the planners see a group whose lanes rise with addresses,
     and mirror_plan_groups (plan/mirrored-groups.h) turns each plan's
     accesses of it into accesses of memory with their lanes reversed.  */
  bool mirrored = false;

  /* Elements from one record to the next in memory.  */
  unsigned memory_stride () const
  {
    return record_stride ? record_stride : stride;
  }
  /* The bytes from the group's start to its element OFFSET (plan
     offsets, lane-plan.h), ELEM_BYTES each: with a record stride, runs of
     STRIDE elements lie |STEP_BYTES| apart.  */
  long byte_offset (long offset, long elem_bytes) const
  {
    if (!record_stride)
      return offset * elem_bytes;
    const long step = step_bytes < 0 ? -step_bytes : step_bytes;
    return offset / stride * step + offset % stride * elem_bytes;
  }

  /* Per field, the member that accesses it, -1 for none; NODES is
     scalar_dag::nodes.  *TWICE, when given, says whether a field has two
     members (the later one is given).  The one place that reads a
     group's members by field: the planners, the hyper loops and the GCC
     model all start from it.  */
  std::vector<int> members_by_field (const std::vector<snode> &nodes,
				     bool *twice = nullptr) const;
  /* Fields touched, as a bit per field; NODES is scalar_dag::nodes.  */
  std::vector<bool> fields_used (const std::vector<snode> &nodes) const;
  /* The elements from the group's start that VF scalar iterations
     access: up to the last used field of the last iteration.  A vector
     iteration that reads beyond reads a gap, which only the next scalar
     iteration accesses (lane_plan::reads_gap).  */
  long accessed_extent (const std::vector<snode> &nodes, unsigned vf) const;
};

/* The name of operation code CODE (snode::code, vop::code) for dumps;
   the planners know codes only as numbers, the GCC side knows them as
   tree codes and internal functions (hlp/body-builder.h).  */
using operation_namer = const char *(*) (int code);

/* NAMER's name for CODE, or "opCODE" without a namer.  */
std::string operation_name (int code, operation_namer namer);

struct scalar_dag
{
  std::vector<element_type> types;
  std::vector<snode> nodes;	/* Program order; operands come first.  */
  std::vector<memory_group> groups;
  /* Why GCC 12's loop vectorizer leaves the whole loop scalar whatever
     its groups (a statement of complex type, an aggregate copy), or
     null: the cost model then weighs the plan against the scalar loop.  */
  const char *gcc_scalar_cause = nullptr;
  /* Loads that take the value a store of the same iteration wrote
     (hlp/forwarded-loads.h): they have no node.  */
  unsigned forwarded_loads = 0;

  /* One line per node and group, for the -details dump, operations named
     by NAMER.  */
  std::string describe (operation_namer namer = nullptr) const;
};

} // namespace hyperlane

#endif
