! With -flto the top-level assembly of every object of a partition is one
! file: two units that give two COMMON blocks the same layouts define
! each block's layout marker and guard once there, so the program links
! without a message and runs (before: "symbol 'hyperlane.layout.of.blk_'
! is already defined").
! { dg-do run }
! { dg-options {-O2 -flto -flto-partition=one -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u(m,i)->INTERCHANGE(m,i);v(m,i)->INTERCHANGE(m,i)} }
! { dg-additional-unit {-O2 -flto -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u(m,i)->INTERCHANGE(m,i);v(m,i)->INTERCHANGE(m,i)} }
#if HYPERLANE_UNIT == 1
double precision function peek (m, i)
  implicit none
  integer m, i
  double precision u(5, 20), v(3, 20)
  common /blk/ u
  common /blk2/ v
  peek = u(m, i) + v(3, i)
end function
#else
program main
  implicit none
  double precision u(5, 20), v(3, 20), x
  common /blk/ u
  common /blk2/ v
  integer i, m
  double precision peek
  external peek
  do i = 1, 20
    do m = 1, 5
      u(m, i) = dble (10 * i + m)
    end do
    do m = 1, 3
      v(m, i) = dble (1000 * m + i)
    end do
  end do
  x = peek (2, 3)
  if (x /= 32d0 + 3003d0) stop 1
end program
#endif
