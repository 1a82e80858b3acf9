! An object built without the layout of a COMMON block's member does not
! link with objects built with it: every object that transforms the
! block defines its old symbol as thread-local, which GNU ld refuses
! beside the common symbol of the object without the layout, and the
! section of that definition says why.
! { dg-do link }
! { dg-options "-O2" }
! { dg-additional-unit {-O2 -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u(m,i)->INTERCHANGE(m,i)} }
#if HYPERLANE_UNIT == 1
subroutine set_u ()
  implicit none
  integer i, m
  double precision u(3, 10)
  common /blk/ u
  do i = 1, 10
    do m = 1, 3
      u(m, i) = 100 * m + i
    end do
  end do
end subroutine
#else
program main
  implicit none
  double precision u(3, 10)
  common /blk/ u
  call set_u ()
  if (u(2, 5) /= 205) stop 1
end program
#endif
! { dg-message "blk_: TLS definition in \[^ \]* section .tbss.hyperlane: the COMMON block blk_ has a layout in this object \\(u\\(m, i\\) -> INTERCHANGE\\(m, i\\)\\); build every object that uses it with the same layout spec" "" { target *-*-* } 0 }
! { dg-prune-output "error adding symbols" }
