! Allocatable arrays allocated with constant bounds: the shape comes
! from the ALLOCATE, each reference (*u.data)[u.offset + ...] becomes a
! reference of the new layout from the same data pointer, the ALLOCATE
! of a layout that needs more elements allocates them, and the module
! variable's symbol spells the layout and the shape
! (layout-alloc-hybrid-run.F90 runs it).
! { dg-do compile }
! { dg-options {-O2 -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u(m,i,j)->STRIP_MINE(i,4,ii)->INTERCHANGE(m,ii);w(m,i)->INTERCHANGE(m,i) -fdump-tree-hyperlane-layout-details -fdump-tree-optimized} }
#include "layout-alloc.inc"
! { dg-final { scan-tree-dump "old type: real\\(kind=8\\)\\(1:5,0:38,0:4\\)" "hyperlane-layout" } }
! { dg-final { scan-tree-dump "new piece u: real\\(kind=8\\)\\\[5\\\]\\\[10\\\]\\\[5\\\]\\\[4\\\]" "hyperlane-layout" } }
! { dg-final { scan-tree-dump "old type: real\\(kind=8\\)\\(1:5,0:38\\)" "hyperlane-layout" } }
! { dg-final { scan-tree-dump "new piece w: real\\(kind=8\\)\\\[5\\\]\\\[39\\\]" "hyperlane-layout" } }
! { dg-final { scan-tree-dump "rewrote MEM <real\\(kind=8\\)\\\[0:\\\]> \\\[\\(real\\(kind=8\\)\\\[0:\\\] \\*\\)_\[0-9\]+\\\]\\\[_\[0-9\]+\\\] -> MEM <real\\(kind=8\\)\\\[5\\\]\\\[10\\\]\\\[5\\\]\\\[4\\\]> \\\[\\(real\\(kind=8\\) \\*\\)_\[0-9\]+\\\]\\\[j\\\]" "hyperlane-layout" } }
! { dg-final { scan-tree-dump "rewrote MEM <real\\(kind=8\\)\\\[0:\\\]> \\\[\\(real\\(kind=8\\)\\\[0:\\\] \\*\\)_\[0-9\]+\\\]\\\[_\[0-9\]+\\\] -> MEM <real\\(kind=8\\)\\\[5\\\]\\\[39\\\]> \\\[\\(real\\(kind=8\\) \\*\\)_\[0-9\]+\\\]\\\[1\\\]\\\[i\\\]" "hyperlane-layout" } }
! { dg-final { scan-tree-dump-not "not changed" "hyperlane-layout" } }
! 5 * 40 * 5 elements of 8 bytes for u; w keeps 5 * 39.
! { dg-final { scan-tree-dump "__builtin_malloc \\(8000\\)" "optimized" } }
! { dg-final { scan-tree-dump "__builtin_malloc \\(1560\\)" "optimized" } }
! { dg-final { scan-assembler "__amod_MOD_u\\.hyperlane\\.j\\.i\\.m\\.STRIP_MINE\\.i\\.4\\.ii\\.INTERCHANGE\\.m\\.ii\\.shape\\.1\\.5\\.0\\.38\\.0\\.4" } }
