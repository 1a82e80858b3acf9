/* Groups that use one run of fields of records much wider than the run: a
   column of a matrix walked down its rows once the enclosing loop is
   unrolled and jammed (pipeline/column-stage.cc: a[j][i..i+7] in the inner
   loop over j), or the first fields of a record of 128 bytes or more.
   Loaded whole, such records would bring in many times the data the loop
   uses, and no permutation sequence reaches their stride: element by
   element, each field of each lane is one scalar load.  As a run, the
   group is a complete group of the run's stride to the planners, each
   record's run one vector (two or more records' runs joined where the
   plan's vectors are wider): the 8 x 8 transpose of a column block
   instead of 64 scalar loads.  Free of GCC headers.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_RECORD_RUNS_H
#define HYPERLANE_RECORD_RUNS_H

#include "lane-plan.h"
#include "scalar-dag.h"

namespace hyperlane {

/* Bytes a record spans at least for a run of its fields to be moved on
   its own: two cache lines, so that loading whole records would move at
   least twice the run (a run is at most one 64-byte vector) and permute
   more vectors than the run's transpose.  */
const unsigned run_record_bytes = 128;

/* Bytes of a run at least: one 32-byte vector.  Narrower runs (16 bytes,
   two doubles of a wide record) are planned as runs only in a loop
   jammed for them (pipeline/column-stage.cc): elsewhere the memory-order
   planner moves them with fewer permutes (NPB SP's back substitution
   interchanged, testsuite nest-jam.h).  */
const unsigned run_min_bytes = 32;

/* The narrowest run a column jam makes: a 16-byte vector (SSE, NEON).  */
const unsigned jammed_run_min_bytes = 16;

/* Whether a group of STRIDE-element records of ELEM_BYTES elements whose
   used fields are the run of FIELDS consecutive ones is planned as that
   run (memory_group::record_stride), runs of at least MIN_BYTES.  */
bool run_of_record_p (unsigned stride, unsigned fields, unsigned elem_bytes,
		      unsigned min_bytes = run_min_bytes);

/* Whether a group of DAG is planned as a run (memory_group::record_stride).  */
bool has_record_runs (const scalar_dag &dag);

/* Make each group of DAG that run_of_record_p accepts, with MIN_BYTES, a
   group of its run: its stride the run's fields, its fields numbered from
   the run's first, record_stride its records' elements.  */
void compact_record_runs (scalar_dag &dag,
			  unsigned min_bytes = run_min_bytes);

/* Rewrite PLAN, a plan of DAG, so that no access of a group of a run
   crosses a record's run: a load of several runs becomes one load per run
   joined by a concat, a store one extract and store per run (a masked
   store's mask split with it, pieces it leaves out dropped).  The reason
   when an access cannot be split so (it starts inside a run, or is a
   structure load or store), else null: the plan is then not used.  */
const char *split_record_runs (const scalar_dag &dag, lane_plan &plan);

} // namespace hyperlane

#endif
