/* Bounds read from memory in the loop's header (NPB's
   "i <= grid_points[0] - 1"): the loop is strip-mined when GCC's alias
   oracle proves that nothing in it writes that memory (a store of
   another type, another element, another field).  When a store through
   a pointer of the bound's type or a call may write it, the loop keeps
   the division, with a warning that gives the loop's depth.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-vec -fdump-tree-hyperlane-layout-details" } */

static double a[64][5];
int lim[2];
struct grid { int n, m; } g;
#pragma array_transform a[i][m] -> STRIP_MINE(i, 4, ii) -> INTERCHANGE(m, ii)

void
store_other_type (double v)
{
  for (int i = 0; i <= lim[0] - 1; i++) /* { dg-message "loop strip-mined by 4" } */
    a[i][1] = v;
}

void
store_other_element (double v)
{
  for (int i = 0; i < lim[0]; i++) /* { dg-message "loop strip-mined by 4" } */
    {
      a[i][2] = v;
      lim[1] = i;
    }
}

void
store_other_field (double v)
{
  for (int i = 1; i <= g.n - 2; i++) /* { dg-message "loop strip-mined by 4" } */
    {
      a[i][3] = v;
      g.m = i;
    }
}

void
store_through_pointer (int *p, double v)
{
  for (int i = 0; i < lim[0]; i++) /* { dg-warning "loop at depth 1 not strip-mined to match the strip-mined array 'a', which it indexes by 'i' \\(its bound is read from memory the loop may write\\): its subscripts keep a division, and the layout may make it slower" } */
    {
      a[i][1] = v;
      *p = i;
    }
}

extern void update (void);

void
call (int n, double v)
{
  for (int k = 0; k < n; k++)
    for (int i = 0; i < g.n; i++) /* { dg-warning "loop at depth 2 not strip-mined to match the strip-mined array 'a', which it indexes by 'i' \\(its bound is read from memory the loop may write\\)" } */
      {
	a[i][4] = v;
	update ();
      }
}

void
bound_changes (int n, double v)
{
  for (int i = 0; i < n; i++) /* { dg-warning "loop at depth 1 not strip-mined to match the strip-mined array 'a', which it indexes by 'i' \\(its bound is changed in the loop\\)" } */
    {
      a[i][0] = v;
      n -= i & 1;
    }
}

/* { dg-prune-output "missed:" } */
/* { dg-final { scan-tree-dump-times "strip-mined loop \[0-9\]+ by 4" 5 "hyperlane-layout" } } */

/* Strip-mined for i, but a stencil (i + 1) and a variable computed
   from the counter (i1 = i + 1, read as i + 1) read across tiles and
   keep their division.  */
void
stencil (int n)
{
  for (int i = 0; i < n - 1; i++) /* { dg-warning "loop at depth 1 strip-mined, but its subscripts of the strip-mined array 'a' by 'i' keep a division \\(the variable plus a constant reads across tiles\\), and the layout may make it slower" } */
    a[i][0] = a[i + 1][1];
}

void
derived (int n)
{
  for (int i = 0; i < n - 1; i++) /* { dg-warning "loop at depth 1 strip-mined, but its subscripts of the strip-mined array 'a' by 'i' keep a division \\(the variable plus a constant reads across tiles\\)" } */
    {
      int i1 = i + 1;
      a[i][2] = a[i1][3];
    }
}
