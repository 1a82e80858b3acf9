! A particle push on x(3,n), v(3,n) dummy arrays: the velocity is stored,
! then its y and z loaded again after stores to x that GCC's value numbering
! cannot tell apart from them, so the loads reach the HLP pass.  hyperlane forwards
! the stored velocity (with the default cost model: its plan beats GCC's)
! and every result equals the loop written with the values in locals,
! bit for bit.
! { dg-do compile }
! { dg-do run { target avx2_runtime } }
! { dg-options "-O3 -march=haswell -ffp-contract=off -fno-inline -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" }

module push_mod
  implicit none
contains
  subroutine push(x, v, e, b, dt, n)
    integer, intent(in) :: n
    double precision, intent(inout) :: x(3,n), v(3,n)
    double precision, intent(in) :: e(3,n), b(3), dt
    double precision :: vx, vy, vz
    integer :: i
    do i = 1, n
      vx = v(1,i)
      vy = v(2,i)
      vz = v(3,i)
      v(1,i) = vx + dt * (e(1,i) + vy * b(3) - vz * b(2))
      v(2,i) = vy + dt * (e(2,i) + vz * b(1) - vx * b(3))
      v(3,i) = vz + dt * (e(3,i) + vx * b(2) - vy * b(1))
      x(1,i) = x(1,i) + v(1,i) * dt
      x(2,i) = x(2,i) + v(2,i) * dt
      x(3,i) = x(3,i) + v(3,i) * dt
    end do
  end subroutine push

  ! The same with the new velocity in locals: nothing to forward.
  subroutine push_ref(x, v, e, b, dt, n)
    integer, intent(in) :: n
    double precision, intent(inout) :: x(3,n), v(3,n)
    double precision, intent(in) :: e(3,n), b(3), dt
    double precision :: vx, vy, vz, wx, wy, wz
    integer :: i
    do i = 1, n
      vx = v(1,i)
      vy = v(2,i)
      vz = v(3,i)
      wx = vx + dt * (e(1,i) + vy * b(3) - vz * b(2))
      wy = vy + dt * (e(2,i) + vz * b(1) - vx * b(3))
      wz = vz + dt * (e(3,i) + vx * b(2) - vy * b(1))
      v(1,i) = wx
      v(2,i) = wy
      v(3,i) = wz
      x(1,i) = x(1,i) + wx * dt
      x(2,i) = x(2,i) + wy * dt
      x(3,i) = x(3,i) + wz * dt
    end do
  end subroutine push_ref
end module push_mod

program forward_load
  use push_mod
  implicit none
  integer, parameter :: m = 203
  double precision :: x(3,m), v(3,m), e(3,m), xr(3,m), vr(3,m)
  double precision :: b(3) = (/ 0.25d0, -1.5d0, 0.75d0 /)
  integer :: i, k, n
  integer :: counts(9) = (/ 0, 1, 3, 4, 5, 8, 9, 17, 203 /)
  do k = 1, 9
    n = counts(k)
    do i = 1, m
      x(:,i) = (/ dble(mod(i * 37, 101)), dble(i) * 0.5d0, -dble(i) /)
      v(:,i) = (/ dble(mod(i * 11, 13)) * 0.125d0, 1.0d0 / dble(i), 3.0d0 /)
      e(:,i) = (/ dble(i) * 0.25d0, -2.0d0, dble(mod(i, 7)) /)
    end do
    xr = x
    vr = v
    call push(x, v, e, b, 0.125d0, n)
    call push_ref(xr, vr, e, b, 0.125d0, n)
    if (any(x /= xr) .or. any(v /= vr)) stop 1
  end do
end program forward_load

! { dg-final { scan-tree-dump-times "forwarded from the store of the same iteration" 2 "hyperlane" } }
! { dg-final { scan-tree-dump-times "loop vectorized by hyperlane" 2 "hyperlane" } }
