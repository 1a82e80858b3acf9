! Under -flto GCC hands the front end's names to the middle end before the
! layout pass runs, and prints symbols for declarations (a module
! variable's __names_mod_MOD_mv, a local static's ini.1): the layout
! pass's diagnostics name the arrays as the source does.
! { dg-do compile }
! { dg-options {-O2 -flto -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=ini(k,j)->INTERCHANGE(k,j);mv(m,i)->INTERCHANGE(m,i)} }
module names_mod
  implicit none
  double precision :: mv(2, 8)
end module

subroutine use_mv (x)
  double precision x(16)
  x(1) = 0.0d0
end subroutine

double precision function table (k)
  use names_mod
  integer k, j
  double precision ini(3, 2) ! { dg-warning "layout of 'ini' not changed: it has initial values" }
  data ini / 6 * 0.5d0 /
  table = 0
  do j = 1, 2
    table = table + ini(k, j)
  end do
  call use_mv (mv) ! { dg-warning "layout of 'mv' not changed: it is passed to a procedure as an actual argument" }
end function
