! MG's rprj3 (NPB 3.3 mg.f): the second loop's memory-order plan (one
! permute against GCC's 15, twice the additions) does not relieve the
! busiest port and ran 0.75x of GCC's speed: left to GCC, and said why.
! { dg-do compile }
! { dg-options "-O3 -march=x86-64-v4 -fopt-info-vec-optimized-missed" }
      subroutine rprj3(r,m1k,m2k,m3k,s,m1j,m2j,m3j)
      implicit none
      integer m1k, m2k, m3k, m1j, m2j, m3j
      double precision r(m1k,m2k,m3k), s(m1j,m2j,m3j)
      integer j3, j2, j1, i3, i2, i1
      double precision x1(300), y1(300), x2, y2
      do j3=2,m3j-1
         i3 = 2*j3-1
         do j2=2,m2j-1
            i2 = 2*j2-1
            do j1=2,m1j ! { dg-message "loop vectorized by hyperlane" }
              i1 = 2*j1-1
              x1(i1-1) = r(i1-1,i2-1,i3  ) + r(i1-1,i2+1,i3  )
     >                 + r(i1-1,i2,  i3-1) + r(i1-1,i2,  i3+1)
              y1(i1-1) = r(i1-1,i2-1,i3-1) + r(i1-1,i2-1,i3+1)
     >                 + r(i1-1,i2+1,i3-1) + r(i1-1,i2+1,i3+1)
            enddo
            do j1=2,m1j-1 ! { dg-message "busiest port is no less busy" }
              i1 = 2*j1-1
              y2 = r(i1,  i2-1,i3-1) + r(i1,  i2-1,i3+1)
     >           + r(i1,  i2+1,i3-1) + r(i1,  i2+1,i3+1)
              x2 = r(i1,  i2-1,i3  ) + r(i1,  i2+1,i3  )
     >           + r(i1,  i2,  i3-1) + r(i1,  i2,  i3+1)
              s(j1,j2,j3) =
     >               0.5D0 * r(i1,i2,i3)
     >             + 0.25D0 * ( r(i1-1,i2,i3) + r(i1+1,i2,i3) + x2)
     >             + 0.125D0 * ( x1(i1-1) + x1(i1+1) + y2)
     >             + 0.0625D0 * ( y1(i1-1) + y1(i1+1) )
            enddo
         enddo
      enddo
      end
