! Groups of LOGICAL elements (1-bit precision in 4 bytes) are left to GCC,
! with the plugin forced on, without an ICE.
! { dg-do compile }
! { dg-options "-O3 -march=haswell -fplugin-arg-hyperlane-cost=always -fopt-info-vec-missed" }

subroutine flags(a, b, n)
  implicit none
  integer, intent(in) :: n
  logical, intent(out) :: a(3, n)
  real, intent(in) :: b(3, n)
  integer :: i
  do i = 1, n
    a(1, i) = .true.   ! { dg-message "hyperlane: loop left to GCC: a type narrower than its element size \\(_Bool, bool, LOGICAL" }
    a(2, i) = b(2, i) > 0
    a(3, i) = .false.
  end do
end subroutine flags
