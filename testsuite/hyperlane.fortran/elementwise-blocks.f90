! NPB BT's block forming, lhs(5,5,3,i) from fjac(5,5,i-1..i+1) (stride
! 75 stores, 25 loads), and a flux along j of u(5,i,j) (stride 320
! loads): the wide groups are planned element by element and weighed
! against the scalar loop GCC 12 leaves (docs/remarks.md); the block
! forming, whose element-wise plan weighs more, is then planned in record
! lanes (VF 1), which weighs less.
! { dg-do compile }
! { dg-options "-O3 -march=haswell -fopt-info-vec-optimized-missed -fplugin-arg-hyperlane-dump=details" }

subroutine form(lhs, fjac, njac, n)
  implicit none
  integer, intent(in) :: n
  double precision, intent(inout) :: lhs(5,5,3,0:64)
  double precision, intent(in) :: fjac(5,5,0:64), njac(5,5,0:64)
  double precision, parameter :: t1 = 0.375d0, t2 = 0.625d0, dx = 1.25d0
  integer :: i
  do i = 1, n - 1  ! { dg-message "loop vectorized by hyperlane: VF 1 \\(avx2\\)" }
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
end subroutine form

subroutine column(u, flux, n, i)
  implicit none
  integer, intent(in) :: n, i
  double precision, intent(in) :: u(5,0:63,0:63)
  double precision, intent(out) :: flux(5,0:63)
  double precision :: r
  integer :: j
  do j = 0, n - 1  ! { dg-message "optimized: loop vectorized by hyperlane: VF 4 \\(avx2\\), 2 strided groups, .* \\(GCC plan: none\\)" }
    r = 1.0d0 / u(1,i,j)
    flux(1,j) = u(2,i,j)
    flux(2,j) = u(2,i,j) * u(3,i,j) * r
    flux(3,j) = u(3,i,j) * u(3,i,j) * r + 0.4d0 * (u(5,i,j) - 0.5d0 * u(4,i,j) * r)
    flux(4,j) = u(3,i,j) * u(4,i,j) * r
    flux(5,j) = (1.4d0 * u(5,i,j) - 0.4d0 * u(4,i,j) * r) * u(3,i,j) * r
  end do
end subroutine column

! { dg-final { scan-tree-dump "element by element \\(stride 75: no permutation sequence\\)" "hyperlane" } }
! { dg-final { scan-tree-dump "element by element \\(stride 320: no permutation sequence\\)" "hyperlane" } }
