! Fortran's sqrt is a math builtin without errno: hyperlane vectorizes the
! normalization of u(3,n) and its results equal the scalar loop's.
! { dg-do run }
! { dg-options "-O3 -ffp-contract=off -fno-inline -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" }

module norm
  implicit none
contains
  subroutine normalize(u, r, n)
    integer, intent(in) :: n
    real, intent(in) :: u(3,n)
    real, intent(out) :: r(3,n)
    integer :: i
    real :: len
    do i = 1, n
      len = sqrt(u(1,i) * u(1,i) + u(2,i) * u(2,i) + u(3,i) * u(3,i))
      r(1,i) = u(1,i) / len
      r(2,i) = u(2,i) / len
      r(3,i) = u(3,i) / len
    end do
  end subroutine normalize

  ! The reference: one point per call (-fno-inline keeps the calls), a
  ! loop neither vectorizer takes.
  subroutine normalize1(x, y, z, r)
    real, intent(in) :: x, y, z
    real, intent(out) :: r(3)
    real :: len
    len = sqrt(x * x + y * y + z * z)
    r(1) = x / len
    r(2) = y / len
    r(3) = z / len
  end subroutine normalize1

  subroutine normalize_ref(u, r, n)
    integer, intent(in) :: n
    real, intent(in) :: u(3,n)
    real, intent(out) :: r(3,n)
    integer :: i
    do i = 1, n
      call normalize1(u(1,i), u(2,i), u(3,i), r(:,i))
    end do
  end subroutine normalize_ref
end module norm

program normalize_run
  use norm
  implicit none
  integer, parameter :: n = 1027
  real :: u(3,n), r(3,n), s(3,n)
  integer :: i, m
  integer, parameter :: counts(8) = (/ 0, 1, 3, 4, 7, 8, 9, 1027 /)
  do i = 1, n
    u(1,i) = real(i) * 0.25
    u(2,i) = 1.0 / real(i)
    u(3,i) = real(mod(i, 9)) - 4.5
  end do
  do m = 1, size(counts)
    r = 0.0
    s = 0.0
    call normalize(u, r, counts(m))
    call normalize_ref(u, s, counts(m))
    if (any(r /= s)) stop 1
  end do
end program normalize_run

! { dg-final { scan-tree-dump "loop vectorized by hyperlane" "hyperlane" } }
! { dg-final { scan-tree-dump-times " = \\.SQRT \\(" 1 "hyperlane" } }
