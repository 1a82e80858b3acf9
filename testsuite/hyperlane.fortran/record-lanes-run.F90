! record-lanes: NPB BT's block formation (x_solve) in record lanes, VF 1,
! and the column loop, give the results of the same loops at -O0 bit for bit.
! { dg-do run }
! { dg-options "-O3 -march=haswell -ffp-contract=off -fopt-info-vec" }
! { dg-additional-unit "-O0 -ffp-contract=off" }
! { dg-require-effective-target avx2_runtime }

#ifdef HYPERLANE_UNIT
#define FORM form_ref
#define COLUMN column_ref
#else
#define FORM form
#define COLUMN column
#endif

subroutine FORM(lhs, fjac, njac, n)
  implicit none
  integer, intent(in) :: n
  double precision, intent(inout) :: lhs(5,5,3,0:64)
  double precision, intent(in) :: fjac(5,5,0:64), njac(5,5,0:64)
  double precision, parameter :: t1 = 0.375d0, t2 = 0.625d0, dx = 1.25d0
  integer :: i
  do i = 1, n - 1  ! { dg-message "optimized: loop vectorized by hyperlane: VF 1 \\(avx2\\)" }
     lhs(1,1,1,i) = - t2 * fjac(1,1,i-1) - t1 * njac(1,1,i-1) - t1 * dx
     lhs(2,1,1,i) = - t2 * fjac(2,1,i-1) - t1 * njac(2,1,i-1)
     lhs(3,1,1,i) = - t2 * fjac(3,1,i-1) - t1 * njac(3,1,i-1)
     lhs(4,1,1,i) = - t2 * fjac(4,1,i-1) - t1 * njac(4,1,i-1)
     lhs(5,1,1,i) = - t2 * fjac(5,1,i-1) - t1 * njac(5,1,i-1)
     lhs(1,2,1,i) = - t2 * fjac(1,2,i-1) - t1 * njac(1,2,i-1)
     lhs(2,2,1,i) = - t2 * fjac(2,2,i-1) - t1 * njac(2,2,i-1) - t1 * dx
     lhs(3,2,1,i) = - t2 * fjac(3,2,i-1) - t1 * njac(3,2,i-1)
     lhs(4,2,1,i) = - t2 * fjac(4,2,i-1) - t1 * njac(4,2,i-1)
     lhs(5,2,1,i) = - t2 * fjac(5,2,i-1) - t1 * njac(5,2,i-1)
     lhs(1,3,1,i) = - t2 * fjac(1,3,i-1) - t1 * njac(1,3,i-1)
     lhs(2,3,1,i) = - t2 * fjac(2,3,i-1) - t1 * njac(2,3,i-1)
     lhs(3,3,1,i) = - t2 * fjac(3,3,i-1) - t1 * njac(3,3,i-1) - t1 * dx
     lhs(4,3,1,i) = - t2 * fjac(4,3,i-1) - t1 * njac(4,3,i-1)
     lhs(5,3,1,i) = - t2 * fjac(5,3,i-1) - t1 * njac(5,3,i-1)
     lhs(1,4,1,i) = - t2 * fjac(1,4,i-1) - t1 * njac(1,4,i-1)
     lhs(2,4,1,i) = - t2 * fjac(2,4,i-1) - t1 * njac(2,4,i-1)
     lhs(3,4,1,i) = - t2 * fjac(3,4,i-1) - t1 * njac(3,4,i-1)
     lhs(4,4,1,i) = - t2 * fjac(4,4,i-1) - t1 * njac(4,4,i-1) - t1 * dx
     lhs(5,4,1,i) = - t2 * fjac(5,4,i-1) - t1 * njac(5,4,i-1)
     lhs(1,5,1,i) = - t2 * fjac(1,5,i-1) - t1 * njac(1,5,i-1)
     lhs(2,5,1,i) = - t2 * fjac(2,5,i-1) - t1 * njac(2,5,i-1)
     lhs(3,5,1,i) = - t2 * fjac(3,5,i-1) - t1 * njac(3,5,i-1)
     lhs(4,5,1,i) = - t2 * fjac(4,5,i-1) - t1 * njac(4,5,i-1)
     lhs(5,5,1,i) = - t2 * fjac(5,5,i-1) - t1 * njac(5,5,i-1) - t1 * dx
     lhs(1,1,2,i) = t1 * 2.0d0 * njac(1,1,i) + 1.0d0 + t1 * 2.0d0 * dx
     lhs(2,1,2,i) = t1 * 2.0d0 * njac(2,1,i)
     lhs(3,1,2,i) = t1 * 2.0d0 * njac(3,1,i)
     lhs(4,1,2,i) = t1 * 2.0d0 * njac(4,1,i)
     lhs(5,1,2,i) = t1 * 2.0d0 * njac(5,1,i)
     lhs(1,2,2,i) = t1 * 2.0d0 * njac(1,2,i)
     lhs(2,2,2,i) = t1 * 2.0d0 * njac(2,2,i) + 1.0d0 + t1 * 2.0d0 * dx
     lhs(3,2,2,i) = t1 * 2.0d0 * njac(3,2,i)
     lhs(4,2,2,i) = t1 * 2.0d0 * njac(4,2,i)
     lhs(5,2,2,i) = t1 * 2.0d0 * njac(5,2,i)
     lhs(1,3,2,i) = t1 * 2.0d0 * njac(1,3,i)
     lhs(2,3,2,i) = t1 * 2.0d0 * njac(2,3,i)
     lhs(3,3,2,i) = t1 * 2.0d0 * njac(3,3,i) + 1.0d0 + t1 * 2.0d0 * dx
     lhs(4,3,2,i) = t1 * 2.0d0 * njac(4,3,i)
     lhs(5,3,2,i) = t1 * 2.0d0 * njac(5,3,i)
     lhs(1,4,2,i) = t1 * 2.0d0 * njac(1,4,i)
     lhs(2,4,2,i) = t1 * 2.0d0 * njac(2,4,i)
     lhs(3,4,2,i) = t1 * 2.0d0 * njac(3,4,i)
     lhs(4,4,2,i) = t1 * 2.0d0 * njac(4,4,i) + 1.0d0 + t1 * 2.0d0 * dx
     lhs(5,4,2,i) = t1 * 2.0d0 * njac(5,4,i)
     lhs(1,5,2,i) = t1 * 2.0d0 * njac(1,5,i)
     lhs(2,5,2,i) = t1 * 2.0d0 * njac(2,5,i)
     lhs(3,5,2,i) = t1 * 2.0d0 * njac(3,5,i)
     lhs(4,5,2,i) = t1 * 2.0d0 * njac(4,5,i)
     lhs(5,5,2,i) = t1 * 2.0d0 * njac(5,5,i) + 1.0d0 + t1 * 2.0d0 * dx
     lhs(1,1,3,i) = t2 * fjac(1,1,i+1) - t1 * njac(1,1,i+1) - t1 * dx
     lhs(2,1,3,i) = t2 * fjac(2,1,i+1) - t1 * njac(2,1,i+1)
     lhs(3,1,3,i) = t2 * fjac(3,1,i+1) - t1 * njac(3,1,i+1)
     lhs(4,1,3,i) = t2 * fjac(4,1,i+1) - t1 * njac(4,1,i+1)
     lhs(5,1,3,i) = t2 * fjac(5,1,i+1) - t1 * njac(5,1,i+1)
     lhs(1,2,3,i) = t2 * fjac(1,2,i+1) - t1 * njac(1,2,i+1)
     lhs(2,2,3,i) = t2 * fjac(2,2,i+1) - t1 * njac(2,2,i+1) - t1 * dx
     lhs(3,2,3,i) = t2 * fjac(3,2,i+1) - t1 * njac(3,2,i+1)
     lhs(4,2,3,i) = t2 * fjac(4,2,i+1) - t1 * njac(4,2,i+1)
     lhs(5,2,3,i) = t2 * fjac(5,2,i+1) - t1 * njac(5,2,i+1)
     lhs(1,3,3,i) = t2 * fjac(1,3,i+1) - t1 * njac(1,3,i+1)
     lhs(2,3,3,i) = t2 * fjac(2,3,i+1) - t1 * njac(2,3,i+1)
     lhs(3,3,3,i) = t2 * fjac(3,3,i+1) - t1 * njac(3,3,i+1) - t1 * dx
     lhs(4,3,3,i) = t2 * fjac(4,3,i+1) - t1 * njac(4,3,i+1)
     lhs(5,3,3,i) = t2 * fjac(5,3,i+1) - t1 * njac(5,3,i+1)
     lhs(1,4,3,i) = t2 * fjac(1,4,i+1) - t1 * njac(1,4,i+1)
     lhs(2,4,3,i) = t2 * fjac(2,4,i+1) - t1 * njac(2,4,i+1)
     lhs(3,4,3,i) = t2 * fjac(3,4,i+1) - t1 * njac(3,4,i+1)
     lhs(4,4,3,i) = t2 * fjac(4,4,i+1) - t1 * njac(4,4,i+1) - t1 * dx
     lhs(5,4,3,i) = t2 * fjac(5,4,i+1) - t1 * njac(5,4,i+1)
     lhs(1,5,3,i) = t2 * fjac(1,5,i+1) - t1 * njac(1,5,i+1)
     lhs(2,5,3,i) = t2 * fjac(2,5,i+1) - t1 * njac(2,5,i+1)
     lhs(3,5,3,i) = t2 * fjac(3,5,i+1) - t1 * njac(3,5,i+1)
     lhs(4,5,3,i) = t2 * fjac(4,5,i+1) - t1 * njac(4,5,i+1)
     lhs(5,5,3,i) = t2 * fjac(5,5,i+1) - t1 * njac(5,5,i+1) - t1 * dx
  end do
end subroutine FORM

subroutine COLUMN(u, flux, n, i)
  implicit none
  integer, intent(in) :: n, i
  double precision, intent(in) :: u(5,0:63,0:63)
  double precision, intent(out) :: flux(5,0:63)
  double precision :: r
  integer :: j
  do j = 0, n - 1  ! { dg-message "optimized: loop vectorized by hyperlane" }
    r = 1.0d0 / u(1,i,j)
    flux(1,j) = u(2,i,j)
    flux(2,j) = u(2,i,j) * u(3,i,j) * r
    flux(3,j) = u(3,i,j) * u(3,i,j) * r + 0.4d0 * (u(5,i,j) - 0.5d0 * u(4,i,j) * r)
    flux(4,j) = u(3,i,j) * u(4,i,j) * r
    flux(5,j) = (1.4d0 * u(5,i,j) - 0.4d0 * u(4,i,j) * r) * u(3,i,j) * r
  end do
end subroutine COLUMN

#ifndef HYPERLANE_UNIT
program elementwise_run
  implicit none
  double precision :: lhs(5,5,3,0:64), ref(5,5,3,0:64)
  double precision :: fjac(5,5,0:64), njac(5,5,0:64)
  double precision :: u(5,0:63,0:63), flux(5,0:63), fref(5,0:63)
  integer :: i, j, m, k, n
  do i = 0, 64
    do m = 1, 5
      do k = 1, 5
        fjac(k,m,i) = 1.0d0 / (1 + i + 3 * m + 7 * k)
        njac(k,m,i) = dble(i - 2 * m + k) / 9.0d0
      end do
    end do
  end do
  do j = 0, 63
    do i = 0, 63
      do m = 1, 5
        u(m,i,j) = 1.0d0 + dble(mod(j * 7 + i * 3 + m, 11)) / 7.0d0
      end do
    end do
  end do
  do n = 61, 64
    lhs = 0
    ref = 0
    call form(lhs, fjac, njac, n)
    call form_ref(ref, fjac, njac, n)
    if (any(transfer(lhs, 0_8, size(lhs)) /= transfer(ref, 0_8, size(ref)))) stop 1
    call column(u, flux, n, mod(n, 64))
    call column_ref(u, fref, n, mod(n, 64))
    if (any(transfer(flux(:,0:n-1), 0_8, 5 * n) /= transfer(fref(:,0:n-1), 0_8, 5 * n))) stop 2
  end do
end program elementwise_run
#endif
