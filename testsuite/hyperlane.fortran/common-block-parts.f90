! Arrays of one COMMON block are parts of one object: a loop writing two
! of them from a third (NPB LU's jacld writes four of one block) has
! its pairs of references to different arrays found independent without
! GCC's dependence test, which the details dump counts.  The loop is
! vectorized as before and its results equal the scalar loop's.  Arrays
! an EQUIVALENCE overlays in the block overlap: a recurrence between them
! is still found (the loop is refused) and computed in order.
! { dg-do compile }
! { dg-do run }
! { dg-options "-O3 -ffp-contract=off -fno-inline -fopt-info-vec-optimized-missed -fdump-tree-hyperlane-details -fplugin-arg-hyperlane-cost=always" }

module blocks
  implicit none
  integer, parameter :: m = 97
  double precision :: a(3,m), b(3,m), u(3,m)
  common /cjac/ a, b, u
contains
  subroutine jac(n)
    integer, intent(in) :: n
    integer :: i
    do i = 1, n ! { dg-message "loop vectorized by hyperlane" }
      a(1,i) = u(1,i) * u(2,i)
      a(2,i) = u(2,i) + u(3,i)
      a(3,i) = u(3,i) - u(1,i)
      b(1,i) = u(1,i) * 0.5d0
      b(2,i) = u(3,i) * 0.25d0
      b(3,i) = u(2,i) * 0.125d0
    end do
  end subroutine jac

  ! The scalar operations, called (not inlined) so that no loop of the
  ! reference is vectorized.
  double precision function mul(x, y)
    double precision, intent(in) :: x, y
    mul = x * y
  end function mul
  double precision function add(x, y)
    double precision, intent(in) :: x, y
    add = x + y
  end function add
end module blocks

! x(i + 100) = x(i + 99) * 0.5 + 1 through two names of one storage.
subroutine overlaid(n)
  implicit none
  integer, intent(in) :: n
  double precision :: p(300), q(300)
  equivalence (p(101), q(1))
  common /over/ p
  integer :: i
  do i = 1, n ! { dg-message "reads what its iteration before stored" }
    q(i) = p(i + 99) * 0.5d0 + 1.0d0 ! { dg-message "loop-carried data dependence" }
  end do
end subroutine overlaid

program common_block_parts
  use blocks
  implicit none
  double precision :: ar(3,m), br(3,m)
  double precision :: p(300), q(300), x(300)
  equivalence (p(101), q(1))
  common /over/ p
  integer :: i, k, n
  do n = 0, m, 7
    do i = 1, m
      do k = 1, 3
        u(k,i) = dble(mod(i * 3 + k, 11)) * 0.25d0 - 1.0d0
        a(k,i) = 0
        b(k,i) = 0
        ar(k,i) = 0
        br(k,i) = 0
      end do
    end do
    call jac(n)
    do i = 1, n
      ar(1,i) = mul(u(1,i), u(2,i))
      ar(2,i) = add(u(2,i), u(3,i))
      ar(3,i) = add(u(3,i), -u(1,i))
      br(1,i) = mul(u(1,i), 0.5d0)
      br(2,i) = mul(u(3,i), 0.25d0)
      br(3,i) = mul(u(2,i), 0.125d0)
    end do
    if (any(a /= ar) .or. any(b /= br)) stop 1
  end do
  do i = 1, 300
    p(i) = dble(i)
    x(i) = dble(i)
  end do
  call overlaid(150)
  do i = 1, 150
    x(i + 100) = add(mul(x(i + 99), 0.5d0), 1.0d0)
  end do
  if (any(p /= x)) stop 2
end program common_block_parts

! { dg-final { scan-tree-dump "pairs independent as references to disjoint parts of one object" "hyperlane" } }
