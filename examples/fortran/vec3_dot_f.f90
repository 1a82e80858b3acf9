! vec3_dot_f (Group I; Fortran vec3_dot): d(i) = a(:,i) . b(:,i) over
! real a(3,n), b(3,n) (stride 3), one real out per element.
module vec3_dot_f_k
  use, intrinsic :: iso_fortran_env, only: real32, real64
  use harness_mod
  implicit none
  private
  public :: setup, reference, run_aos, run_soa, compare

  integer :: n
  real(real32), allocatable :: a(:,:), b(:,:), d(:), want(:)
  real(real32), allocatable :: ax(:), ay(:), az(:), bx(:), by(:), bz(:), sd(:)

contains

  subroutine dot_aos(n, a, b, d)
    integer, intent(in) :: n
    real(real32), intent(in) :: a(3, n), b(3, n)
    real(real32), intent(out) :: d(n)
    integer :: i
    do i = 1, n
       d(i) = a(1, i) * b(1, i) + a(2, i) * b(2, i) + a(3, i) * b(3, i)
    end do
  end subroutine dot_aos

  subroutine dot_soa(n, ax, ay, az, bx, by, bz, d)
    integer, intent(in) :: n
    real(real32), intent(in), dimension(n) :: ax, ay, az, bx, by, bz
    real(real32), intent(out) :: d(n)
    integer :: i
    do i = 1, n
       d(i) = ax(i) * bx(i) + ay(i) * by(i) + az(i) * bz(i)
    end do
  end subroutine dot_soa

  subroutine dot_ref(n, a, b, d)
    integer, intent(in) :: n
    real(real32), intent(in) :: a(3, n), b(3, n)
    real(real32), intent(out) :: d(n)
    integer :: i
!GCC$ novector
    do i = 1, n
       d(i) = a(1, i) * b(1, i) + a(2, i) * b(2, i) + a(3, i) * b(3, i)
    end do
  end subroutine dot_ref

  subroutine setup(nn, work)
    integer, intent(in) :: nn
    integer, intent(out) :: work
    type(hl_rng) :: rng
    n = nn
    work = nn
    rng = hl_seed(nn)
    if (allocated(a)) deallocate (a, b, d, want, sd)
    allocate (a(3, n), b(3, n), d(n), want(n), sd(n))
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
    call dot_ref(n, a, b, want)
  end subroutine reference

  real(real64) function run_aos() result(probe)
    call dot_aos(n, a, b, d)
    probe = 0
    if (n > 0) probe = d(1)
  end function run_aos

  real(real64) function run_soa() result(probe)
    call dot_soa(n, ax, ay, az, bx, by, bz, sd)
    probe = 0
    if (n > 0) probe = sd(1)
  end function run_soa

  logical function compare(soa) result(bad)
    logical, intent(in) :: soa
    if (soa) then
       bad = hl_expect_r4('d', sd, want, n)
    else
       bad = hl_expect_r4('d', d, want, n)
    end if
  end function compare

end module vec3_dot_f_k

program vec3_dot_f
  use harness_mod, only: hl_main
  use vec3_dot_f_k
  implicit none
  call hl_main('vec3_dot_f', setup, reference, run_aos, compare, run_soa=run_soa)
end program vec3_dot_f
