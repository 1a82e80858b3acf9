/* Unit tests of groups planned as a run of fields of wide records
   (plugin/plan/record-runs.h): which groups become runs, the bytes of a
   run's elements, the split of plan accesses that cross runs (loads
   joined by a concat, stores extracted piece by piece with their masks)
   and the refusal of those that start inside a run; and the classic
   planner's plan of a jammed column walk, split and verified.
   Prints PASS:/FAIL: lines for testsuite/hyperlane.unit/unit.exp.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "plan/classic-planner.h"
#include "plan/plan-verifier.h"
#include "plan/record-runs.h"
#include "target/isa.h"
#include "unit-check.h"

#include <string>
#include <vector>

using namespace hyperlane;

namespace {

/* A DAG with one load group of STRIDE elements of BYTES bytes per
   iteration, whose members read FIELDS, each stored to a contiguous group
   of its own (the jammed copies' rows).  */
scalar_dag
column_dag (unsigned stride, unsigned bytes, const std::vector<unsigned> &fields)
{
  scalar_dag dag;
  dag.types.push_back ({ bytes, true, false });
  memory_group in;
  in.is_store = false;
  in.stride = stride;
  in.type = 0;
  in.step_bytes = (long) stride * bytes;
  dag.groups.push_back (in);
  for (unsigned f : fields)
    {
      snode load;
      load.kind = snode_kind::load;
      load.type = 0;
      load.group = 0;
      load.field = f;
      dag.groups[0].members.push_back (dag.nodes.size ());
      dag.nodes.push_back (load);
      memory_group out;
      out.is_store = true;
      out.stride = 1;
      out.type = 0;
      out.step_bytes = bytes;
      snode store;
      store.kind = snode_kind::store;
      store.type = 0;
      store.group = dag.groups.size ();
      store.args.push_back (dag.nodes.size () - 1);
      out.members.push_back (dag.nodes.size ());
      dag.nodes.push_back (store);
      dag.groups.push_back (out);
    }
  return dag;
}

std::vector<unsigned>
run (unsigned first, unsigned count)
{
  std::vector<unsigned> fields;
  for (unsigned k = 0; k < count; k++)
    fields.push_back (first + k);
  return fields;
}

vop
access (vop_kind kind, long offset, unsigned lanes)
{
  vop op;
  op.kind = kind;
  op.lanes = lanes;
  op.type = 0;
  op.group = 0;
  op.offset = offset;
  return op;
}

void
test_compaction ()
{
  scalar_dag dag = column_dag (256, 4, run (0, 8));
  compact_record_runs (dag);
  const memory_group &g = dag.groups[0];
  check (g.record_stride == 256 && g.stride == 8 && g.memory == -1,
	 "8 floats of 256: a run of stride 8");
  check (g.memory_stride () == 256, "its memory stride is the record's");
  check (dag.nodes[dag.groups[0].members[7]].field == 7,
	 "its fields keep their numbers from the run's first");
  check (g.byte_offset (13, 4) == 1024 + 5 * 4,
	 "element 13 is field 5 of the second record, 1024 bytes on");

  dag = column_dag (256, 4, run (3, 8));
  compact_record_runs (dag);
  check (dag.groups[0].record_stride == 256
	 && dag.nodes[dag.groups[0].members[0]].field == 0
	 && dag.groups[0].first_byte == 12,
	 "a run from field 3: renumbered from 0, its start 12 bytes on");

  dag = column_dag (256, 4, run (0, 7));
  compact_record_runs (dag);
  check (!dag.groups[0].record_stride, "7 fields: no power of two");

  dag = column_dag (256, 4, { 0, 2, 4, 6, 8, 10, 12, 14 });
  compact_record_runs (dag);
  check (!dag.groups[0].record_stride, "every other field: no run");

  dag = column_dag (24, 4, run (0, 8));
  compact_record_runs (dag);
  check (!dag.groups[0].record_stride,
	 "records of 96 bytes: loaded whole as before");

  dag = column_dag (37, 4, run (0, 8));
  compact_record_runs (dag);
  check (dag.groups[0].record_stride == 37, "records of 148 bytes: a run");

  dag = column_dag (200, 8, run (3, 2));
  compact_record_runs (dag);
  check (!dag.groups[0].record_stride,
	 "two doubles: below the run's 32 bytes outside a jammed loop");
  compact_record_runs (dag, jammed_run_min_bytes);
  check (dag.groups[0].record_stride == 200,
	 "two doubles: a run in a loop jammed for it");

  check (!run_of_record_p (256, 16, 8),
	 "16 doubles: wider than one 64-byte vector");
}

void
test_split ()
{
  scalar_dag dag = column_dag (256, 4, run (0, 8));
  compact_record_runs (dag);

  lane_plan plan;
  plan.vf = 16;
  int wide = plan.add (access (vop_kind::load, 16, 16));
  vop store = access (vop_kind::store, 0, 16);
  store.group = 1;
  store.args.push_back (wide);
  plan.add (store);
  check (!split_record_runs (dag, plan), "a load of two runs is split");
  check (plan.ops.size () == 4 && plan.ops[0].kind == vop_kind::load
	 && plan.ops[0].lanes == 8 && plan.ops[0].offset == 16
	 && plan.ops[1].offset == 24 && plan.ops[2].kind == vop_kind::concat
	 && plan.ops[2].args == std::vector<int> ({ 0, 1 })
	 && plan.ops[3].args == std::vector<int> ({ 2 }),
	 "into one load per run and a concat its user reads");
  check (verify_lane_plan (dag, plan).empty (), "the split plan verifies");

  /* A masked store of two runs whose mask leaves the second out.  */
  scalar_dag sdag = column_dag (256, 4, run (0, 8));
  sdag.groups[0].is_store = true;
  compact_record_runs (sdag);
  lane_plan masked;
  masked.vf = 16;
  int value = masked.add (access (vop_kind::load, 0, 16));
  masked.ops[value].group = 1;
  vop ms = access (vop_kind::store, 0, 16);
  ms.args.push_back (value);
  ms.mask.assign (16, false);
  for (unsigned l = 0; l < 8; l++)
    ms.mask[l] = true;
  masked.add (ms);
  check (!split_record_runs (sdag, masked), "a masked store is split");
  check (masked.ops.size () == 3 && masked.ops[1].kind == vop_kind::extract
	 && masked.ops[1].lanes == 8 && masked.ops[2].kind == vop_kind::store
	 && masked.ops[2].lanes == 8 && masked.ops[2].mask.empty (),
	 "the run the mask writes whole is stored unmasked, the other not");

  lane_plan inside;
  inside.vf = 8;
  inside.add (access (vop_kind::load, 4, 8));
  check (split_record_runs (dag, inside) != nullptr,
	 "a load starting inside a run is refused");
  lane_plan lanes;
  lanes.vf = 8;
  vop ld = access (vop_kind::load_lanes, 0, 8);
  ld.vectors = 2;
  lanes.add (ld);
  check (split_record_runs (dag, lanes) != nullptr,
	 "a structure load across runs is refused");
  lane_plan within;
  within.vf = 8;
  within.add (access (vop_kind::load, 8, 8));
  check (!split_record_runs (dag, within) && within.ops.size () == 1,
	 "a load of one run stays as it is");
  check (verify_lane_plan (dag, inside).find ("across records' runs")
	 != std::string::npos,
	 "the verifier rejects an access across runs");
}

/* The jammed s1115: 8 rows' runs of 8 floats, transposed by the classic
   planner at VF 8 and 16 on vectors of up to half the VF (two vectors
   per field at 16 bytes), split and verified.  */
void
test_classic_plan ()
{
  scalar_dag dag = column_dag (256, 4, run (0, 8));
  compact_record_runs (dag);
  for (const isa_desc *isa : { &isa_sse42, &isa_avx2, &isa_avx512, &isa_neon })
    for (unsigned vf : { 8u, 16u })
      {
	if (vf * 4 > isa->vector_bytes * 2)
	  continue;
	lane_plan plan;
	std::string name = std::string (isa->name) + " VF "
			   + std::to_string (vf);
	plan_failure f = plan_classic (dag, vf, *isa, plan);
	check (!f.reason, name + ": the column's transpose is planned");
	if (f.reason)
	  continue;
	check (!split_record_runs (dag, plan), name + ": and split");
	check (verify_lane_plan (dag, plan).empty (), name + ": and verifies");
      }
}

} // anon namespace

int
main ()
{
  test_compaction ();
  test_split ();
  test_classic_plan ();
  return failures != 0;
}
