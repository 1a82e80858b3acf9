! Allocatable arrays whose layout cannot change: each blocked cause is one
! warning at the statement (or declaration) that blocks it, naming the
! cause, and the array keeps its layout: an actual argument, move_alloc,
! an array section, pointer association, an ALLOCATE of bounds that are
! not constants, reallocation on assignment, two ALLOCATEs of different
! shapes, a module array this file does not allocate, and the address of
! an element.
! { dg-do compile }
! { dg-options {-O2 -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=aa(m,i)->INTERCHANGE(m,i);ab(m,i)->INTERCHANGE(m,i);ac(m,i)->INTERCHANGE(m,i);ad(m,i)->INTERCHANGE(m,i);ae(m,i)->INTERCHANGE(m,i);af(m,i)->INTERCHANGE(m,i);ag(m,i)->INTERCHANGE(m,i);mv(m,i)->INTERCHANGE(m,i);ai(m,i)->INTERCHANGE(m,i) -fdump-tree-hyperlane-layout-details} }
module rmod
  implicit none
  double precision, allocatable :: mv(:, :) ! { dg-warning "layout of 'mv' not changed: no ALLOCATE of it with constant bounds in this file" }
end module

subroutine take (x)
  double precision x(:, :)
  x(1, 1) = 0.0d0
end subroutine

subroutine elem (x)
  double precision x
  x = 1.0d0
end subroutine

subroutine element (n)
  integer n
  double precision, allocatable :: ai(:, :)
  allocate (ai(5, 0:7))
  call elem (ai(1, n)) ! { dg-warning "layout of 'ai' not changed: its address is taken in a statement" }
  print *, ai(2, n)
end subroutine

subroutine blocked (n)
  use rmod
  implicit none
  interface
    subroutine take (x)
      double precision x(:, :)
    end subroutine
  end interface
  integer n, i
  double precision, allocatable :: aa(:, :), ab(:, :), ac(:, :), ae(:, :)
  double precision, allocatable :: af(:, :), ag(:, :), ah(:, :), bb(:, :)
  double precision, allocatable, target :: ad(:, :)
  double precision, pointer :: p(:, :)
  allocate (aa(5, 0:7), ab(5, 0:7), ac(5, 0:7), ad(5, 0:7), af(5, 0:7))
  allocate (ae(5, n)) ! { dg-warning "layout of 'ae' not changed: an ALLOCATE whose bounds are not constants" }
  allocate (ag(5, 0:7), bb(5, 0:7))
  do i = 0, 7
    aa(1, i) = i
    ab(1, i) = i
    ac(1, i) = i
    ad(1, i) = i
    ae(1, i) = i
    af(1, i) = i
    ag(1, i) = i
    bb(1, i) = i
  end do
  call take (aa) ! { dg-warning "layout of 'aa' not changed: it is passed to a procedure as an actual argument" }
  call move_alloc (ab, ah) ! { dg-warning "layout of 'ab' not changed: its descriptor is used as a whole in a statement .move_alloc, pointer association, or a copy." }
  ac(:, 2) = 0.0d0 ! { dg-warning "layout of 'ac' not changed: its data pointer is copied .an array section or expression, or pointer association." }
  p => ad ! { dg-warning "layout of 'ad' not changed: its descriptor is used as a whole in a statement" }
  ag = bb ! { dg-warning "layout of 'ag' not changed: its bounds are set to values that are not constants .an ALLOCATE whose bounds are not constants, or reallocation on assignment of the whole array." }
  deallocate (af)
  allocate (af(5, 0:8)) ! { dg-warning "layout of 'af' not changed: it is allocated with two different shapes" }
  af(1, 8) = 1.0d0
  mv(1, n) = 2.0d0
  print *, p(1, 1), ah(1, 1), ac(1, 1), ae(1, 1), ag(1, 1), af(1, 1)
end subroutine

! { dg-final { scan-tree-dump-not "new piece" "hyperlane-layout" } }
