/* Text forms of the scalar DAG and of the lane plan, and their readers,
   so that planner tests can be files, a DAG in and the expected plan out
   (testsuite/unit/plans/, docs/testing.md), instead of C++ that builds
   each DAG by hand.

   Each has two forms.  The dump's (scalar_dag::describe,
   lane_plan::describe) is what -details prints, and stays as it is:
   scripts/compare-plans.py compares it byte for byte across commits.  It
   leaves out what the planners need beyond it -- which element type of
   several of one spelling a node has, a compute node's bit rule, shift,
   commutativity, additivity and slowness, a reduction's combining code,
   a group's member order, type and memory, the plan's VF, planner and
   gap read, the element type of every operation but pack and unpack, the
   group (and offset) a permute program made an operation for --
   so the full form (serialize_*) appends those to the end of the dump's
   lines, where they differ from what the reader infers, and adds lines
   of its own: "  t<k>: <type>" before a DAG's nodes and a plan's header
   "lane plan (<planner>), VF <vf>[, reads gap]", the dump's own header
   but for its ISA.  A line of the dump is thus a prefix of the full
   form's line.  The readers take either form (and the dump's "loop N:"
   headers); what the dump leaves out is then inferred: types by their
   spelling in order of appearance, a group's members as its nodes in
   order, its type as its first member's, an operation's type as -1.

     full DAG:   t0: f32
		 n0: f32 load g0.0
		 n1: f32 mult_expr n0 n0 commutative
		 n2: f32 store g1.0 n1
		 g0: load stride 2, 1 members
		 g1: store stride 1, 1 members memory 1 step_bytes 4
     full plan:  lane plan (classic), VF 8
		 v0 = load x8 g0+0 t0

   Free of GCC headers.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_PLAN_TEXT_H
#define HYPERLANE_PLAN_TEXT_H

#include "lane-plan.h"
#include "scalar-dag.h"

#include <string>

namespace hyperlane {

/* The operation code called NAME, or -1: the reverse of an
   operation_namer, for the readers.  */
using operation_coder = int (*) (const std::string &name);

/* The operations of the unit tests and plan files by GCC's names, at
   fixed numbers the tests' interpreter knows (plan-test-support.h):
   plus_expr 1, nop_expr 2 (a conversion), mult_expr 3, rshift_expr 4,
   minus_expr 5, then rdiv_expr, lshift_expr, the bit operations, negate,
   min, max, trunc_div, float, fix_trunc, abs and SQRT.  GCC numbers tree codes
   otherwise, but the planners compare codes only with each other.  A
   code outside the table is "op<code>", as describe names every code
   without a namer; the readers take "op<code>" with any coder.  */
int test_operation_code (const std::string &name);
const char *test_operation_name (int code);

/* The full forms of DAG and PLAN (see above), operations named by
   NAMER.  */
std::string serialize_scalar_dag (const scalar_dag &dag,
				  operation_namer namer = test_operation_name);
std::string serialize_lane_plan (const lane_plan &plan,
				 operation_namer namer = test_operation_name);

/* Read TEXT, either form, into *DAG, operations named as CODER knows
   them; blank lines and lines starting with "#" are skipped.  False, with
   *ERROR saying on which line (TEXT's first being FIRST_LINE) what was
   expected, when TEXT is malformed or describes no well-formed DAG.  */
bool parse_scalar_dag (const std::string &text, operation_coder coder,
		       scalar_dag *dag, std::string *error,
		       unsigned first_line = 1);

/* Likewise a lane plan.  Lines before the first operation that are not
   its header are the plan's notes, kept as they are; operands are
   checked only for being made before their use (verify_lane_plan checks
   the rest against the DAG).  */
bool parse_lane_plan (const std::string &text, lane_plan *plan,
		      std::string *error,
		      operation_coder coder = test_operation_code,
		      unsigned first_line = 1);

} // namespace hyperlane

#endif
