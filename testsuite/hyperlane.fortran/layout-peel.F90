! Split layouts (PEEL) of a COMMON block's u and a module's q: the pieces and
! the rewritten references in the dump (layout-peel-run.F90 runs it).
! { dg-do compile }
! { dg-options {-O3 -ffp-contract=off -fplugin-arg-hyperlane-layout-trust -fdump-tree-hyperlane-layout-details -fplugin-arg-hyperlane-layout=u(m,i)->PEEL(m,1)->PEEL(m,2);q(f,i)->INTERCHANGE(f,i)->PEEL(f,-1)} }
#ifdef HYPERLANE_UNIT
#define PMOD ref_pmod
#define CP ref_cp
#define STEP ref_step
#define OUTV ref_outv
#else
#define PMOD pmod
#define CP cp
#define STEP step
#define OUTV outv
#endif

module PMOD
  implicit none
  double precision :: q(3, 50)
end module

subroutine STEP(n, dt)
  use PMOD
  implicit none
  integer n, i
  double precision dt, u(5, 0:49)
  common /CP/ u
  do i = 0, n - 1
    u(1, i) = 1.0d0 + i
    u(2, i) = 0.5d0 * i
    u(3, i) = 2.0d0 - i
    u(4, i) = 0.25d0 * i * i
    u(5, i) = 3.0d0
  end do
  do i = 1, n
    q(1, i) = u(1, i - 1) * dt + u(5, i - 1)
    q(2, i) = u(2, i - 1) / u(1, i - 1)
    q(3, i) = u(3, i - 1) + u(4, i - 1) * q(1, i)
  end do
  do i = 1, n - 2
    u(5, i) = u(5, i - 1) + q(3, i + 1) - u(2, i + 1)
  end do
end subroutine

subroutine OUTV(o)
  use PMOD
  implicit none
  double precision o(400), u(5, 0:49)
  common /CP/ u
  integer i
  do i = 0, 49
    o(i + 1) = u(1, i) + u(2, i)
    o(i + 51) = u(3, i) - u(4, i)
    o(i + 101) = u(5, i)
    o(i + 151) = q(1, i + 1)
    o(i + 201) = q(2, i + 1)
    o(i + 251) = q(3, i + 1)
  end do
end subroutine

#ifndef HYPERLANE_UNIT
program main
  implicit none
  double precision a(400), b(400)
  a = 0
  b = 0
  call step (50, 0.125d0)
  call ref_step (50, 0.125d0)
  call step (37, 0.5d0)
  call ref_step (37, 0.5d0)
  call outv (a)
  call ref_outv (b)
  if (any (transfer (a, 1_8, 400) /= transfer (b, 1_8, 400))) stop 1
end program
#endif
! { dg-final { scan-tree-dump "new piece u: real\\(kind=8\\)\\\[50\\\] \\(m in \\\[0, 1\\)\\)" "hyperlane-layout" } }
! { dg-final { scan-tree-dump "new piece u.hl1: real\\(kind=8\\)\\\[50\\\]\\\[2\\\] \\(m in \\\[1, 3\\)\\)" "hyperlane-layout" } }
! { dg-final { scan-tree-dump "new piece q.hl1: real\\(kind=8\\)\\\[50\\\] \\(f in \\\[2, 3\\)\\)" "hyperlane-layout" } }
! { dg-final { scan-tree-dump "rewrote cp.u\\\[_\[0-9\]+\\\] -> MEM <real\\(kind=8\\)\\\[50\\\]\\\[2\\\]> \\\[\\(real\\(kind=8\\) \\*\\)&cp \\+ 400B\\\]\\\[i\\\]\\\[1\\\]" "hyperlane-layout" } }
