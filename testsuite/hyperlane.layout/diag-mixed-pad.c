/* A positive PAD of the field dimension of a structure whose fields have
   different types (one array per field: there is no padding field to add)
   is refused, not a crash.  */
/* { dg-do compile } */

struct particle { float x; double m; } a[64];
#pragma array_transform a[i][f] -> PAD(f, 2) /* { dg-error "field dimension 'f' of a structure with fields of different types cannot be strip-mined or padded" } */

double f (int i) { return a[i].x + a[i].m; }
