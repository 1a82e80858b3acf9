! Fortran arrays whose layout cannot change: each refusal is a warning
! at the use or declaration that blocks it, naming the cause, and the
! array keeps its layout.
! { dg-do compile }
! { dg-options {-O2 -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=pa(m,i)->INTERCHANGE(m,i);ex(m,i)->INTERCHANGE(m,i);eq(m,i)->INTERCHANGE(m,i);gw(m,i)->PAD(m,3);cz(m,i)->INTERCHANGE(m,i);ini(m,i)->INTERCHANGE(m,i);hv(m,i)->INTERCHANGE(m,i);al(m,i)->INTERCHANGE(m,i);pt(m,i)->INTERCHANGE(m,i) -fdump-tree-hyperlane-layout-details} }

subroutine use_pa (x)
  double precision x(10)
  x(1) = 0.0d0
end subroutine

subroutine passed (n)
  integer n, i
  double precision pa(5, 2)
  common /cpa/ pa
  do i = 1, 2
    pa(1, i) = n
  end do
  call use_pa (pa) ! { dg-warning "layout of 'pa' not changed: it is passed to a procedure as an actual argument" }
end subroutine

subroutine expression (n)
  integer n
  double precision ex(5, 8), ey(5, 8)
  common /cex/ ex, ey
  ey(1, 1) = n
  ex = ey + 1.0d0 ! { dg-warning "layout of 'ex' not changed: a reference cannot be delinearised into its dimensions exactly .a subscript computed by the compiler: an array expression or section." }
end subroutine

subroutine equivalenced (n)
  integer n
  double precision eq(5, 4), flat(20) ! { dg-warning "layout of 'eq' not changed: it is in an EQUIVALENCE" }
  equivalence (eq(1, 1), flat(1))
  save eq
  eq(2, n) = 1.0d0
  flat(n) = 2.0d0
end subroutine

subroutine grows (n)
  integer n
  double precision gw(5, 4), gz(3)
  common /cgw/ gw, gz ! { dg-warning "layout of 'gw' not changed: its new layout needs 32 elements, more than the 20 it has in its COMMON block" "" { target *-*-* } .-1 }
  gw(1, n) = gz(1)
end subroutine

subroutine other_members_1 (n)
  integer n
  double precision cz(5, 4)
  common /ccz/ cz
  cz(1, n) = 1.0d0
end subroutine

subroutine other_members_2 (n)
  integer n
  double precision cy(20)
  common /ccz/ cy
  cy(n) = 2.0d0 ! { dg-warning "layout of 'cz' not changed: a procedure declares its COMMON block with other members in its place .'cy'." }
end subroutine

subroutine initialised (n)
  integer n
  double precision ini(2, 2) ! { dg-warning "layout of 'ini' not changed: it has initial values" }
  data ini / 1.0d0, 2.0d0, 3.0d0, 4.0d0 /
  ini(1, n) = ini(2, n)
end subroutine

subroutine host (n)
  integer n
  double precision hv(5, 10) ! { dg-warning "layout of 'hv' not changed: an internal procedure uses it .host association." }
  hv(1, n) = 1.0d0
  call inner ()
contains
  subroutine inner ()
    hv(2, n) = hv(1, n)
  end subroutine
end subroutine

subroutine allocated (n)
  integer n
  double precision, allocatable :: al(:, :)
  double precision, pointer :: pt(:, :)
  allocate (al(5, n)) ! { dg-warning "layout of 'al' not changed: an ALLOCATE whose bounds are not constants" }
  al(1, n) = 1.0d0
  pt => null ()
  deallocate (al)
end subroutine

! { dg-final { scan-tree-dump "spec pt\\(m, i\\) -> INTERCHANGE\\(m, i\\): ignored: 'pt' is a pointer array" "hyperlane-layout" } }
! { dg-final { scan-tree-dump-not "new piece" "hyperlane-layout" } }
