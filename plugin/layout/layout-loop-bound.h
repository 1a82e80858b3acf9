/* The bound of a loop's exit test as a value the loop cannot change, for
   the layout-aware strip-miner (layout-loops.h): NPB's loops compare
   their counter with values loaded in the loop's header on every
   iteration ("i <= grid_points[0] - 1", "i <= nx2"), which the tile loop
   needs before the loop starts.  GCC's alias oracle (with TBAA) proves
   that no statement of the loop writes the memory they are loaded from.

   Works on the lowered, not yet SSA, GIMPLE the layout pass sees.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_LAYOUT_LOOP_BOUND_H
#define HYPERLANE_LAYOUT_LOOP_BOUND_H

namespace hyperlane {

/* True when STMT may set the variable VAR.  */
bool stmt_sets_var_p (gimple *stmt, tree var);

/* 1 or -1 where CODE by BY ("v = v + BY", "v = v - BY") steps a counter
   up or down by one, else 0.  */
int unit_step (tree_code code, tree by);

/* True when a statement of LOOP (its inner loops included) sets VAR.  */
bool set_in_loop_p (class loop *loop, tree var);

/* Whether a statement of LOOP may write REF, memory or a variable in
   memory (GCC's alias oracle, with TBAA when -fstrict-aliasing; an asm
   statement may write anything).  */
bool written_in_loop_p (class loop *loop, tree ref);

/* Whether T is a variable or a parameter: what a subscript or a bound
   names when it is not a temporary of the compiler's.  */
bool variable_p (tree t);

/* A local integer scalar only this function's statements can change.  */
bool private_scalar_p (tree t);

/* BOUND, what the exit test of LOOP compares its counter with, as a
   GENERIC expression that has the value BOUND has in every iteration
   when it is evaluated just before the loop: constants, private scalars
   the loop does not set, memory no statement of the loop may write, and
   arithmetic on them computed in the loop's header.  NULL_TREE, with
   *WHY set, when the loop may change it.  */
tree invariant_bound (class loop *loop, tree bound, const char **why);

/* Whether DEF assigns the same value in every iteration of LOOP:
   constants, private scalars the loop does not set, memory no statement
   of the loop may write, and +, -, *, min, max and conversions of them,
   computed anywhere in the loop.  DEPTH counts the statements followed
   so far.  */
bool invariant_assignment_p (class loop *loop, gassign *def, int depth = 0);

} // namespace hyperlane

#endif
