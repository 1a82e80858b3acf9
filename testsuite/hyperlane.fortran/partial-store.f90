! A stride-5 u(5,n) update of fields 1-2 by fields 4-5 (NPB style): the
! store group leaves fields 3-5 out, so with AVX2 hyperlane plans it in
! memory order (fields 4-5 read three elements further) with masked
! stores.  Results,
! and the fields left out, equal the scalar loop's.
! { dg-do compile }
! { dg-do run { target avx2_runtime } }
! { dg-options "-O3 -march=haswell -ffp-contract=off -fno-inline -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" }

module upd
  implicit none
contains
  subroutine update(u, n, c)
    integer, intent(in) :: n
    double precision, intent(inout) :: u(5,n)
    double precision, intent(in) :: c
    integer :: i
    do i = 1, n
      u(1,i) = u(1,i) + c * u(4,i)
      u(2,i) = u(2,i) + c * u(5,i)
    end do
  end subroutine update

  ! The reference: one point per call (-fno-inline keeps the calls).
  subroutine update1(p, c)
    double precision, intent(inout) :: p(5)
    double precision, intent(in) :: c
    p(1) = p(1) + c * p(4)
    p(2) = p(2) + c * p(5)
  end subroutine update1

  subroutine update_ref(u, n, c)
    integer, intent(in) :: n
    double precision, intent(inout) :: u(5,n)
    double precision, intent(in) :: c
    integer :: i
    do i = 1, n
      call update1(u(:,i), c)
    end do
  end subroutine update_ref
end module upd

program partial_store_run
  use upd
  implicit none
  integer, parameter :: n = 1027
  double precision :: u(5,n), v(5,n)
  integer :: i, k, m
  integer, parameter :: counts(9) = (/ 0, 1, 3, 4, 5, 7, 8, 9, 1027 /)
  do m = 1, size(counts)
    do i = 1, n
      do k = 1, 5
        u(k,i) = dble(i * 5 + k) * 0.125d0 - 7.0d0
      end do
    end do
    v = u
    call update(u, counts(m), 0.75d0)
    call update_ref(v, counts(m), 0.75d0)
    if (any(u /= v)) stop 1
  end do
end program partial_store_run

! { dg-final { scan-tree-dump "loop vectorized by hyperlane" "hyperlane" } }
! { dg-final { scan-tree-dump "lane plan \\(memory order\\)" "hyperlane" } }
! { dg-final { scan-tree-dump "\\.MASK_STORE \\(" "hyperlane" } }
