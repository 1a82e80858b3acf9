! sp_tzetar_f (thesis Fig. 3-1; Fortran sp_tzetar): the loop nest of NPB
! SP's tzetar, which transforms rhs in place point by point.  AoS as in SP:
! u(5,i,j,k) and rhs(5,i,j,k) (stride 5), us, vs, ws, speed, qs (i,j,k).
! SoA ("pure SoA"): u(i,j,k,5), rhs(i,j,k,5).  Grids have a one-point halo
! (indices 0..n+1); the nest covers the interior.  An element is one grid
! point.
module sp_tzetar_f_k
  use, intrinsic :: iso_fortran_env, only: real64
  use harness_mod
  implicit none
  private
  public :: setup, reference, run_aos, run_soa, compare, reset

  integer :: nx, ny, nz
  real(real64), parameter :: bt = 0.70710678118654752d0  ! sqrt(0.5), as in SP
  real(real64), parameter :: c2iv = 2.5d0
  real(real64), allocatable, dimension(:,:,:) :: us, vs, ws, speed, qs
  real(real64), allocatable, dimension(:,:,:,:) :: u, rhs, rhs0, want
  real(real64), allocatable, dimension(:,:,:,:) :: su, srhs, srhs0

contains

  ! The per-point update of rhs (r1..r5) at a point where u(1,i,j,k) = u1.
  pure subroutine tzetar_point(u1, xvel, yvel, zvel, ac, q, r1, r2, r3, r4, r5)
    real(real64), intent(in) :: u1, xvel, yvel, zvel, ac, q
    real(real64), intent(inout) :: r1, r2, r3, r4, r5
    real(real64) :: s1, s2, ac2u, btuz, t1, t2, t3
    s1 = r1
    s2 = r2
    ac2u = ac * ac
    btuz = bt * u1
    t1 = btuz / ac * (r4 + r5)
    t2 = r3 + t1
    t3 = btuz * (r4 - r5)
    r1 = t2
    r2 = -u1 * s2 + xvel * t2
    r3 = u1 * s1 + yvel * t2
    r4 = zvel * t2 + t3
    r5 = u1 * (-xvel * s2 + yvel * s1) + q * t2 + c2iv * ac2u * t1 + zvel * t3
  end subroutine tzetar_point

  subroutine tzetar_aos(nx, ny, nz, rhs, u, us, vs, ws, speed, qs)
    integer, intent(in) :: nx, ny, nz
    real(real64), intent(inout) :: rhs(5, 0:nx+1, 0:ny+1, 0:nz+1)
    real(real64), intent(in) :: u(5, 0:nx+1, 0:ny+1, 0:nz+1)
    real(real64), intent(in), dimension(0:nx+1, 0:ny+1, 0:nz+1) :: &
         us, vs, ws, speed, qs
    integer :: i, j, k
    do k = 1, nz
       do j = 1, ny
          do i = 1, nx
             call tzetar_point(u(1, i, j, k), us(i, j, k), vs(i, j, k), &
                  ws(i, j, k), speed(i, j, k), qs(i, j, k), rhs(1, i, j, k), &
                  rhs(2, i, j, k), rhs(3, i, j, k), rhs(4, i, j, k), &
                  rhs(5, i, j, k))
          end do
       end do
    end do
  end subroutine tzetar_aos

  subroutine tzetar_soa(nx, ny, nz, rhs, u, us, vs, ws, speed, qs)
    integer, intent(in) :: nx, ny, nz
    real(real64), intent(inout) :: rhs(0:nx+1, 0:ny+1, 0:nz+1, 5)
    real(real64), intent(in) :: u(0:nx+1, 0:ny+1, 0:nz+1, 5)
    real(real64), intent(in), dimension(0:nx+1, 0:ny+1, 0:nz+1) :: &
         us, vs, ws, speed, qs
    integer :: i, j, k
    do k = 1, nz
       do j = 1, ny
          do i = 1, nx
             call tzetar_point(u(i, j, k, 1), us(i, j, k), vs(i, j, k), &
                  ws(i, j, k), speed(i, j, k), qs(i, j, k), rhs(i, j, k, 1), &
                  rhs(i, j, k, 2), rhs(i, j, k, 3), rhs(i, j, k, 4), &
                  rhs(i, j, k, 5))
          end do
       end do
    end do
  end subroutine tzetar_soa

  subroutine tzetar_ref(nx, ny, nz, rhs, u, us, vs, ws, speed, qs)
    integer, intent(in) :: nx, ny, nz
    real(real64), intent(inout) :: rhs(5, 0:nx+1, 0:ny+1, 0:nz+1)
    real(real64), intent(in) :: u(5, 0:nx+1, 0:ny+1, 0:nz+1)
    real(real64), intent(in), dimension(0:nx+1, 0:ny+1, 0:nz+1) :: &
         us, vs, ws, speed, qs
    integer :: i, j, k
!GCC$ novector
    do k = 1, nz
!GCC$ novector
       do j = 1, ny
!GCC$ novector
          do i = 1, nx
             call tzetar_point(u(1, i, j, k), us(i, j, k), vs(i, j, k), &
                  ws(i, j, k), speed(i, j, k), qs(i, j, k), rhs(1, i, j, k), &
                  rhs(2, i, j, k), rhs(3, i, j, k), rhs(4, i, j, k), &
                  rhs(5, i, j, k))
          end do
       end do
    end do
  end subroutine tzetar_ref

  subroutine setup(nn, work)
    integer, intent(in) :: nn
    integer, intent(out) :: work
    type(hl_rng) :: rng
    integer :: pts, m
    call hl_grid3(nn, nx, ny, nz)
    work = nx * ny * nz
    pts = (nx + 2) * (ny + 2) * (nz + 2)
    rng = hl_seed(nn)
    if (allocated(us)) deallocate (us, vs, ws, speed, qs, u, rhs, want, su, srhs)
    allocate (us(0:nx+1, 0:ny+1, 0:nz+1), vs(0:nx+1, 0:ny+1, 0:nz+1), &
         ws(0:nx+1, 0:ny+1, 0:nz+1), speed(0:nx+1, 0:ny+1, 0:nz+1), &
         qs(0:nx+1, 0:ny+1, 0:nz+1))
    allocate (u(5, 0:nx+1, 0:ny+1, 0:nz+1), rhs(5, 0:nx+1, 0:ny+1, 0:nz+1), &
         want(5, 0:nx+1, 0:ny+1, 0:nz+1))
    allocate (su(0:nx+1, 0:ny+1, 0:nz+1, 5), srhs(0:nx+1, 0:ny+1, 0:nz+1, 5))
    call hl_fill_r8(us, pts, rng, -0.5d0, 0.5d0)
    call hl_fill_r8(vs, pts, rng, -0.5d0, 0.5d0)
    call hl_fill_r8(ws, pts, rng, -0.5d0, 0.5d0)
    call hl_fill_r8(speed, pts, rng, 1d0, 2d0)
    call hl_fill_r8(qs, pts, rng, 0d0, 0.5d0)
    call hl_fill_r8(u, 5 * pts, rng, 0.5d0, 1.5d0)
    call hl_fill_r8(rhs, 5 * pts, rng, -1d0, 1d0)
    rhs0 = rhs
    do m = 1, 5
       su(:, :, :, m) = u(m, :, :, :)
       srhs(:, :, :, m) = rhs(m, :, :, :)
    end do
    srhs0 = srhs
  end subroutine setup

  subroutine reference()
    want = rhs
    call tzetar_ref(nx, ny, nz, want, u, us, vs, ws, speed, qs)
  end subroutine reference

  real(real64) function run_aos() result(probe)
    call tzetar_aos(nx, ny, nz, rhs, u, us, vs, ws, speed, qs)
    probe = rhs(5, nx / 2, ny / 2, nz / 2)
  end function run_aos

  real(real64) function run_soa() result(probe)
    call tzetar_soa(nx, ny, nz, srhs, su, us, vs, ws, speed, qs)
    probe = srhs(nx / 2, ny / 2, nz / 2, 5)
  end function run_soa

  ! rhs grows or shrinks geometrically over runs: restore it.
  subroutine reset()
    rhs = rhs0
    srhs = srhs0
  end subroutine reset

  logical function compare(soa) result(bad)
    logical, intent(in) :: soa
    character(4), parameter :: what(5) = ['rhs1', 'rhs2', 'rhs3', 'rhs4', 'rhs5']
    integer :: m
    bad = .false.
    if (soa) then
       do m = 1, 5
          if (.not. bad) bad = hl_expect_r8(what(m), srhs(:, :, :, m), &
               want(m, :, :, :), size(srhs(:, :, :, m)))
       end do
    else
       bad = hl_expect_r8('rhs', rhs, want, size(rhs))
    end if
  end function compare

end module sp_tzetar_f_k

program sp_tzetar_f
  use harness_mod, only: hl_main, hl_sizes_3d
  use sp_tzetar_f_k
  implicit none
  call hl_main('sp_tzetar_f', setup, reference, run_aos, compare, &
       run_soa=run_soa, reset=reset, sizes=hl_sizes_3d)
end program sp_tzetar_f
