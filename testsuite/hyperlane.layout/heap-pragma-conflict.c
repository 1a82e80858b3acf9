/* Two layouts of one structure type: an error at the later spec, with a
   note at an earlier pragma.  The same layout twice is fine.  And a
   pointer spec without its name.  */
/* { dg-do compile } */
/* { dg-options {-O2 -fwhole-program "-fplugin-arg-hyperlane-layout=struct cell -> AOSOA(8)"} } */

struct particle { float x, v; };
struct cell { int a, b; };
#pragma array_transform struct particle -> SOA /* { dg-message "note: the earlier layout of 'struct particle' is here" } */
#pragma array_transform struct particle -> SOA
#pragma array_transform struct particle -> AOSOA(4) /* { dg-error "conflicting layouts for 'struct particle': 'struct particle -> AOSOA\\(4\\)' here, but 'struct particle -> SOA' before; give one layout \\(SOA or AOSOA\\(4\\)\\)" } */
#pragma array_transform struct cell -> AOSOA(8)
#pragma array_transform struct cell -> SOA /* { dg-error "conflicting layouts for 'struct cell': 'struct cell -> SOA' here, but 'struct cell -> AOSOA\\(8\\)' before \\(from -fplugin-arg-hyperlane-layout=\\)" } */
#pragma array_transform * -> SOA /* { dg-error "expected a pointer variable's name after '\\*', found '->'" } */

int heap_pragma_conflict;
