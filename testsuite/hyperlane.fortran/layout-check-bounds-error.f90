! An index out of bounds of an array whose layout changed is reported as
! in the source (-fcheck=bounds tests the subscripts before the layout's
! new ones are formed).
! { dg-do run }
! { dg-options {-O3 -fcheck=bounds -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u(m,i,j)->INTERCHANGE(m,i)->INTERCHANGE(m,j) -fdump-tree-hyperlane-layout-details} }
! { dg-shouldfail "index 21 of dimension 2" }
module bounds_fields
  implicit none
  integer, parameter :: n = 20
  double precision :: u(5, n, n)
end module bounds_fields

subroutine fill (k)
  use bounds_fields
  implicit none
  integer, intent(in) :: k
  integer :: i, j, m
  do j = 1, n
    do i = 1, n
      do m = 1, 5
        u(m, i, j) = dble (m + i * k - j)
      end do
    end do
  end do
end subroutine fill

subroutine poke (idx)
  use bounds_fields
  implicit none
  integer, intent(in) :: idx
  u(1, idx, 1) = 1d0
end subroutine poke

program main
  use bounds_fields
  implicit none
  integer :: bad
  call fill (3)
  if (u(2, 4, 5) /= 9d0) stop 1
  bad = n
  call poke (bad)
  if (u(1, n, 1) /= 1d0) stop 2
  bad = bad + 1
  call poke (bad)
end program main

! { dg-output "Index '21' of dimension 2 of array 'u' above upper bound of 20" }
! { dg-final { scan-tree-dump "new piece u: real\\(kind=8\\)\\\[5\\\]\\\[20\\\]\\\[20\\\]" "hyperlane-layout" } }
! { dg-final { scan-tree-dump-not "not changed" "hyperlane-layout" } }
