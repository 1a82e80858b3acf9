! cons2prim_f (stride-5 kernel; Fortran cons2prim): primitive variables
! q(:,i) = (rho, u, v, w, p) from conservative s(:,i) = (rho, rho u, rho v,
! rho w, E) over real(8) s(5,n), q(5,n) (stride 5 in and out).
module cons2prim_f_k
  use, intrinsic :: iso_fortran_env, only: real64
  use harness_mod
  implicit none
  private
  public :: setup, reference, run_aos, run_soa, compare

  integer :: n
  real(real64), parameter :: gm1 = 0.4d0
  real(real64), allocatable :: s(:,:), q(:,:), want(:,:)
  ! SoA: one array per field.
  real(real64), allocatable :: rho(:), mx(:), my(:), mz(:), e(:)
  real(real64), allocatable :: qrho(:), qu(:), qv(:), qw(:), qp(:)

contains

  pure subroutine to_primitive(gm1, rho, mx, my, mz, e, q1, q2, q3, q4, q5)
    real(real64), intent(in) :: gm1, rho, mx, my, mz, e
    real(real64), intent(out) :: q1, q2, q3, q4, q5
    real(real64) :: inv, ke
    inv = 1d0 / rho
    ke = 0.5d0 * (mx * mx + my * my + mz * mz) * inv
    q1 = rho
    q2 = mx * inv
    q3 = my * inv
    q4 = mz * inv
    q5 = gm1 * (e - ke)
  end subroutine to_primitive

  subroutine cons2prim_aos(n, gm1, s, q)
    integer, intent(in) :: n
    real(real64), intent(in) :: gm1, s(5, n)
    real(real64), intent(out) :: q(5, n)
    integer :: i
    do i = 1, n
       call to_primitive(gm1, s(1, i), s(2, i), s(3, i), s(4, i), s(5, i), &
            q(1, i), q(2, i), q(3, i), q(4, i), q(5, i))
    end do
  end subroutine cons2prim_aos

  subroutine cons2prim_soa(n, gm1, rho, mx, my, mz, e, qrho, qu, qv, qw, qp)
    integer, intent(in) :: n
    real(real64), intent(in) :: gm1
    real(real64), intent(in), dimension(n) :: rho, mx, my, mz, e
    real(real64), intent(out), dimension(n) :: qrho, qu, qv, qw, qp
    integer :: i
    do i = 1, n
       call to_primitive(gm1, rho(i), mx(i), my(i), mz(i), e(i), &
            qrho(i), qu(i), qv(i), qw(i), qp(i))
    end do
  end subroutine cons2prim_soa

  subroutine cons2prim_ref(n, gm1, s, q)
    integer, intent(in) :: n
    real(real64), intent(in) :: gm1, s(5, n)
    real(real64), intent(out) :: q(5, n)
    integer :: i
!GCC$ novector
    do i = 1, n
       call to_primitive(gm1, s(1, i), s(2, i), s(3, i), s(4, i), s(5, i), &
            q(1, i), q(2, i), q(3, i), q(4, i), q(5, i))
    end do
  end subroutine cons2prim_ref

  subroutine setup(nn, work)
    integer, intent(in) :: nn
    integer, intent(out) :: work
    type(hl_rng) :: rng
    integer :: i
    n = nn
    work = nn
    rng = hl_seed(nn)
    if (allocated(s)) deallocate (s, q, want, qrho, qu, qv, qw, qp)
    allocate (s(5, n), q(5, n), want(5, n), qrho(n), qu(n), qv(n), qw(n), &
         qp(n))
    do i = 1, n
       call hl_fill_r8(s(1, i), 1, rng, 0.5d0, 2d0)
       call hl_fill_r8(s(2, i), 3, rng, -1d0, 1d0)
       call hl_fill_r8(s(5, i), 1, rng, 2d0, 4d0)
    end do
    rho = s(1, :)
    mx = s(2, :)
    my = s(3, :)
    mz = s(4, :)
    e = s(5, :)
  end subroutine setup

  subroutine reference()
    call cons2prim_ref(n, gm1, s, want)
  end subroutine reference

  real(real64) function run_aos() result(probe)
    call cons2prim_aos(n, gm1, s, q)
    probe = 0
    if (n > 0) probe = q(5, 1)
  end function run_aos

  real(real64) function run_soa() result(probe)
    call cons2prim_soa(n, gm1, rho, mx, my, mz, e, qrho, qu, qv, qw, qp)
    probe = 0
    if (n > 0) probe = qp(1)
  end function run_soa

  logical function compare(soa) result(bad)
    logical, intent(in) :: soa
    if (soa) then
       bad = hl_expect_r8('rho', qrho, want(1, :), n)
       if (.not. bad) bad = hl_expect_r8('u', qu, want(2, :), n)
       if (.not. bad) bad = hl_expect_r8('v', qv, want(3, :), n)
       if (.not. bad) bad = hl_expect_r8('w', qw, want(4, :), n)
       if (.not. bad) bad = hl_expect_r8('p', qp, want(5, :), n)
    else
       bad = hl_expect_r8('q', q, want, 5 * n)
    end if
  end function compare

end module cons2prim_f_k

program cons2prim_f
  use harness_mod, only: hl_main
  use cons2prim_f_k
  implicit none
  call hl_main('cons2prim_f', setup, reference, run_aos, compare, &
       run_soa=run_soa)
end program cons2prim_f
