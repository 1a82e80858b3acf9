! vec3_cross_f (Group I; Fortran vec3_cross): c(:,i) = a(:,i) x b(:,i)
! over real a(3,n), b(3,n), c(3,n) (stride 3 in and out).
module vec3_cross_f_k
  use, intrinsic :: iso_fortran_env, only: real32, real64
  use harness_mod
  implicit none
  private
  public :: setup, reference, run_aos, run_soa, compare

  integer :: n
  real(real32), allocatable :: a(:,:), b(:,:), c(:,:), want(:,:)
  real(real32), allocatable :: ax(:), ay(:), az(:), bx(:), by(:), bz(:), &
       cx(:), cy(:), cz(:)

contains

  subroutine cross_aos(n, a, b, c)
    integer, intent(in) :: n
    real(real32), intent(in) :: a(3, n), b(3, n)
    real(real32), intent(out) :: c(3, n)
    integer :: i
    do i = 1, n
       c(1, i) = a(2, i) * b(3, i) - a(3, i) * b(2, i)
       c(2, i) = a(3, i) * b(1, i) - a(1, i) * b(3, i)
       c(3, i) = a(1, i) * b(2, i) - a(2, i) * b(1, i)
    end do
  end subroutine cross_aos

  subroutine cross_soa(n, ax, ay, az, bx, by, bz, cx, cy, cz)
    integer, intent(in) :: n
    real(real32), intent(in), dimension(n) :: ax, ay, az, bx, by, bz
    real(real32), intent(out), dimension(n) :: cx, cy, cz
    integer :: i
    do i = 1, n
       cx(i) = ay(i) * bz(i) - az(i) * by(i)
       cy(i) = az(i) * bx(i) - ax(i) * bz(i)
       cz(i) = ax(i) * by(i) - ay(i) * bx(i)
    end do
  end subroutine cross_soa

  subroutine cross_ref(n, a, b, c)
    integer, intent(in) :: n
    real(real32), intent(in) :: a(3, n), b(3, n)
    real(real32), intent(out) :: c(3, n)
    integer :: i
!GCC$ novector
    do i = 1, n
       c(1, i) = a(2, i) * b(3, i) - a(3, i) * b(2, i)
       c(2, i) = a(3, i) * b(1, i) - a(1, i) * b(3, i)
       c(3, i) = a(1, i) * b(2, i) - a(2, i) * b(1, i)
    end do
  end subroutine cross_ref

  subroutine setup(nn, work)
    integer, intent(in) :: nn
    integer, intent(out) :: work
    type(hl_rng) :: rng
    n = nn
    work = nn
    rng = hl_seed(nn)
    if (allocated(a)) deallocate (a, b, c, want, cx, cy, cz)
    allocate (a(3, n), b(3, n), c(3, n), want(3, n), cx(n), cy(n), cz(n))
    call hl_fill_r4(a, 3 * n, rng, -2d0, 2d0)
    call hl_fill_r4(b, 3 * n, rng, -2d0, 2d0)
    ax = a(1, :)
    ay = a(2, :)
    az = a(3, :)
    bx = b(1, :)
    by = b(2, :)
    bz = b(3, :)
  end subroutine setup

  subroutine reference()
    call cross_ref(n, a, b, want)
  end subroutine reference

  real(real64) function run_aos() result(probe)
    call cross_aos(n, a, b, c)
    probe = 0
    if (n > 0) probe = c(1, 1)
  end function run_aos

  real(real64) function run_soa() result(probe)
    call cross_soa(n, ax, ay, az, bx, by, bz, cx, cy, cz)
    probe = 0
    if (n > 0) probe = cx(1)
  end function run_soa

  logical function compare(soa) result(bad)
    logical, intent(in) :: soa
    if (soa) then
       bad = hl_expect_r4('cx', cx, want(1, :), n)
       if (.not. bad) bad = hl_expect_r4('cy', cy, want(2, :), n)
       if (.not. bad) bad = hl_expect_r4('cz', cz, want(3, :), n)
    else
       bad = hl_expect_r4('c', c, want, 3 * n)
    end if
  end function compare

end module vec3_cross_f_k

program vec3_cross_f
  use harness_mod, only: hl_main
  use vec3_cross_f_k
  implicit none
  call hl_main('vec3_cross_f', setup, reference, run_aos, compare, &
       run_soa=run_soa)
end program vec3_cross_f
