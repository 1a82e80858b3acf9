/* Loops over records too wide for a permute sequence, planned in record
   lanes (VF 1, each vector a run of consecutive fields of one iteration):
   NPB BT's x_solve block formation (75 fields stored an iteration from
   blocks i - 1, i and i + 1 of two arrays, the diagonal computing one
   operation more; runs of 25 fields, which no vector length divides, so
   the last vector of a run overlaps the one before) and records of 25
   fields of which 20 are stored (two runs of 10); the block formation
   through pointer parameters too, behind a runtime alias check.  The *_ref copies are
   the scalar loops, for the run tests.  */

#define N 40

double fjac[N + 2][5][5], njac[N + 2][5][5], lhs[N + 2][3][5][5];
double dx[5];
double a[N + 2][25], b[N + 2][25], out[N + 2][25];

#define ATTR __attribute__ ((noipa))
#define BLOCK_NAME form_blocks
#define BLOCK_PTR_NAME form_blocks_ptr
#define GAP_NAME gap_records
#include "record-lanes-kernels.h"
#undef ATTR
#undef BLOCK_NAME
#undef BLOCK_PTR_NAME
#undef GAP_NAME

#define ATTR \
  __attribute__ ((noipa, unused, optimize ("no-tree-vectorize"))) static
#define BLOCK_NAME form_blocks_ref
#define BLOCK_PTR_NAME form_blocks_ptr_ref
#define GAP_NAME gap_records_ref
#include "record-lanes-kernels.h"
