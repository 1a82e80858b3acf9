! An AoS u(3,n) loop computes exact results (small integers in real).
! { dg-do run }
! { dg-options "-O3 -ffp-contract=off" }

module aos
  implicit none
contains
  subroutine norm2(u, r, n)
    integer, intent(in) :: n
    real, intent(in) :: u(3,n)
    real, intent(out) :: r(n)
    integer :: i
    do i = 1, n
      r(i) = u(1,i) * u(1,i) + u(2,i) * u(2,i) + u(3,i) * u(3,i)
    end do
  end subroutine norm2
end module aos

program aos_run
  use aos
  implicit none
  integer, parameter :: n = 1027
  real :: u(3,n), r(n)
  integer :: i
  do i = 1, n
    u(1,i) = real(i)
    u(2,i) = real(2 * i)
    u(3,i) = real(3 * i)
  end do
  call norm2(u, r, n)
  do i = 1, n
    if (r(i) /= real(14 * i * i)) stop 1
  end do
end program aos_run
