! NPB SP's back substitution as y_solve.f:289 has it (gfortran does not
! unroll and jam it).  GCC 12 runs it scalar (stride-5 groups: "not
! falling back to elementwise accesses").  On a Zen 4 (znver3 with
! AVX-512) the 512-bit plan keeps 44 vectors live and loads them again at
! each use; the 256-bit plan takes a third less time per element on the
! memory ports and is taken (measured: 0.8x of the scalar loop at 512
! bits, 1.1x at 256).  The result is the scalar loop's, bit for bit.
! { dg-do compile }
! { dg-do run { target avx512f_runtime } }
! { dg-options "-O3 -march=znver3 -mavx512f -mavx512vl -mavx512bw -mavx512dq -ffp-contract=off -fopt-info-vec-optimized" }
      subroutine back(rhs, lhs, lhsp, lhsm, ni, nj)
      implicit none
      integer ni, nj, i, j, j1, j2, m
      double precision rhs(5,0:ni,0:nj), lhs(5,0:ni,0:nj)
      double precision lhsp(5,0:ni,0:nj), lhsm(5,0:ni,0:nj)
      do j = nj-2, 0, -1
         j1 = j + 1
         j2 = j + 2
         do i = 1, ni-1 ! { dg-message "loop vectorized by hyperlane: VF 4 \\(avx512vl\\)" }
            include 'cost-memory-ports-znver-run.inc'
         end do
      end do
      end

      subroutine backref(rhs, lhs, lhsp, lhsm, ni, nj)
      implicit none
      integer ni, nj, i, j, j1, j2, m
      double precision rhs(5,0:ni,0:nj), lhs(5,0:ni,0:nj)
      double precision lhsp(5,0:ni,0:nj), lhsm(5,0:ni,0:nj)
      do j = nj-2, 0, -1
         j1 = j + 1
         j2 = j + 2
!GCC$ novector
         do i = 1, ni-1
            include 'cost-memory-ports-znver-run.inc'
         end do
      end do
      end

      program main
      implicit none
      integer, parameter :: ni = 64, nj = 12
      double precision rhs(5,0:ni,0:nj), ref(5,0:ni,0:nj)
      double precision lhs(5,0:ni,0:nj), lhsp(5,0:ni,0:nj)
      double precision lhsm(5,0:ni,0:nj)
      integer i, j, m
      do j = 0, nj
         do i = 0, ni
            do m = 1, 5
               lhs(m,i,j) = 0.001d0 * (i + m)
               lhsp(m,i,j) = 0.002d0 * (j + m)
               lhsm(m,i,j) = 0.0015d0 * (i - m)
               rhs(m,i,j) = 1d-3 * mod(i + j + m, 17)
               ref(m,i,j) = rhs(m,i,j)
            end do
         end do
      end do
      call back(rhs, lhs, lhsp, lhsm, ni, nj)
      call backref(ref, lhs, lhsp, lhsm, ni, nj)
      do j = 0, nj
         do i = 0, ni
            do m = 1, 5
               if (rhs(m,i,j) .ne. ref(m,i,j)) stop 1
            end do
         end do
      end do
      end
