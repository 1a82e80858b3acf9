! With -fno-automatic a host's array is static, not in the frame its
! internal procedure reads through a pointer: both refer to it directly,
! and its layout changes in both (without the option: refused, see
! layout-refuse.f90).
! { dg-do run }
! { dg-options {-O3 -fno-automatic -fplugin-arg-hyperlane-layout=hv(m,i)->INTERCHANGE(m,i) -fdump-tree-hyperlane-layout-details} }
subroutine host (n, s)
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

program main
  double precision s, t
  integer i, m, n
  double precision hv(5, 10)
  call host (3, s)
  ! The same computation, written out.
  do i = 1, 10
    do m = 1, 5
      hv(m, i) = dble (m * 10 + i)
    end do
  end do
  n = 3
  hv(1, n) = 1.0d0
  hv(2, n) = hv(1, n)
  do i = 1, 10
    hv(3, i) = hv(4, i) + hv(5, 11 - i)
  end do
  t = 0
  do i = 1, 10
    do m = 1, 5
      t = t * 1.5d0 + hv(m, i)
    end do
  end do
  if (s /= t) stop 1
end program

! { dg-final { scan-tree-dump "new piece hv: real\\(kind=8\\)\\\[5\\\]\\\[10\\\]" "hyperlane-layout" } }
! { dg-final { scan-tree-dump-not "not changed" "hyperlane-layout" } }
