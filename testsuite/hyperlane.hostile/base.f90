! The Fortran translation unit of the bad-input corpus (hostile.exp):
! module, dummy, pointer and local arrays that C specs may name.
module fields
  real(8) :: u(5, 4, 4, 4)
  real(8) :: rhs(5, 4, 4, 4)
end module fields

subroutine work (n, w, q)
  use fields
  integer :: n
  real(8) :: w(5, n)
  real(8), pointer :: q(:)
  real(8) :: loc(4), a(100)
  integer :: i
  do i = 1, 4
    loc(i) = w(1, i) + u(1, i, 1, 1) + rhs(2, i, 1, 1)
    a(i) = loc(i)
  end do
  u(1, 1, 1, 1) = sum (loc) + a(1) + q(1)
end subroutine work
