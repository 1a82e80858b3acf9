! With -fno-automatic a host's array is static, not in the frame its
! internal procedure reads through a pointer: both refer to it directly,
! and its layout changes in both (a refusal would warn; without the
! option it is refused, see layout-refuse.f90).  The program gives the
! results of its copy without a layout, bit for bit.
! { dg-do run }
! { dg-options {-O3 -fno-automatic -fplugin-arg-hyperlane-layout=hv(m,i)->INTERCHANGE(m,i)} }
! { dg-additional-unit "-O3 -fno-automatic" }
#ifdef HYPERLANE_UNIT
#define HOST ref_host
#else
#define HOST host
#endif

subroutine HOST (n, s)
  integer n
  double precision s
  double precision hv(5, 10)
  integer i, m
  do i = 1, 10
    do m = 1, 5
      hv(m, i) = dble (m * 10 + i)
    end do
  end do
  hv(1, n) = 1.0d0
  call inner ()
  s = 0
  do i = 1, 10
    do m = 1, 5
      s = s * 1.5d0 + hv(m, i)
    end do
  end do
contains
  subroutine inner ()
    integer k
    hv(2, n) = hv(1, n)
    do k = 1, 10
      hv(3, k) = hv(4, k) + hv(5, 11 - k)
    end do
  end subroutine
end subroutine

#ifndef HYPERLANE_UNIT
program main
  double precision s, t
  call host (3, s)
  call ref_host (3, t)
  if (s /= t) stop 1
end program
#endif
