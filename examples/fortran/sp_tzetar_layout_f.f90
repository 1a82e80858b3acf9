! sp_tzetar_layout_f: NPB SP's tzetar nest (thesis Fig. 3-1) over
! explicit-shape module arrays as NPB declares them, u(5, 0:nx+1, ...) and
! rhs(5, ...) (stride 5), for the layout pass (docs/layout.md, section 9):
! build it with a layout spec of u and rhs in Fortran form, e.g.
! examples/layouts/sp_tzetar_layout_f.layout, and compare with the same
! nest over hand-written SoA arrays su(i, j, k, 5), srhs(i, j, k, 5) in
! the same program.
!
!   ./a.out check            "sp_tzetar_layout_f: ok": both nests give the
!                            same rhs, bit for bit (-ffp-contract=off)
!   ./a.out time REPS        "sp_tzetar_layout_f aos NS" and "... soa NS":
!                            CPU time per grid point, the best of 3 runs
! Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
module tzl_data
  implicit none
  integer, parameter :: nx = 32, ny = 6, nz = 6
  double precision, parameter :: bt = 0.70710678118654752d0, c2iv = 2.5d0
  double precision :: u(5, 0:nx+1, 0:ny+1, 0:nz+1)
  double precision :: rhs(5, 0:nx+1, 0:ny+1, 0:nz+1)
  double precision :: su(0:nx+1, 0:ny+1, 0:nz+1, 5)
  double precision :: srhs(0:nx+1, 0:ny+1, 0:nz+1, 5)
  double precision, dimension(0:nx+1, 0:ny+1, 0:nz+1) :: us, vs, ws, &
       speed, qs
end module tzl_data

subroutine tzl_init ()
  use tzl_data
  implicit none
  integer i, j, k, m
  do k = 0, nz + 1
    do j = 0, ny + 1
      do i = 0, nx + 1
        do m = 1, 5
          u(m, i, j, k) = 1.0d0 + 0.03125d0 * m + 0.015625d0 * i &
                          + 0.0078125d0 * j - 0.00390625d0 * k
          rhs(m, i, j, k) = 0.5d0 - 0.0625d0 * m + 0.001953125d0 * (i - j + k)
          su(i, j, k, m) = u(m, i, j, k)
          srhs(i, j, k, m) = rhs(m, i, j, k)
        end do
        us(i, j, k) = 0.25d0 + 0.001d0 * i
        vs(i, j, k) = -0.125d0 + 0.002d0 * j
        ws(i, j, k) = 0.0625d0 + 0.003d0 * k
        speed(i, j, k) = 1.5d0 + 0.0005d0 * (i + j + k)
        qs(i, j, k) = 0.75d0 - 0.0001d0 * i * j
      end do
    end do
  end do
end subroutine tzl_init

! The nest as NPB writes it, over u(5, i, j, k) and rhs(5, i, j, k).
subroutine tzl_aos ()
  use tzl_data
  implicit none
  integer i, j, k
  double precision xvel, yvel, zvel, ac, ac2u, uzik1, btuz, acinv, &
       r1, r2, r3, r4, r5, t1, t2, t3
  do k = 1, nz
    do j = 1, ny
      do i = 1, nx
        xvel = us(i, j, k)
        yvel = vs(i, j, k)
        zvel = ws(i, j, k)
        ac = speed(i, j, k)
        acinv = 1.0d0 / ac
        ac2u = ac * ac
        r1 = rhs(1, i, j, k)
        r2 = rhs(2, i, j, k)
        r3 = rhs(3, i, j, k)
        r4 = rhs(4, i, j, k)
        r5 = rhs(5, i, j, k)
        uzik1 = u(1, i, j, k)
        btuz = bt * uzik1
        t1 = btuz * acinv * (r4 + r5)
        t2 = r3 + t1
        t3 = btuz * (r4 - r5)
        rhs(1, i, j, k) = t2
        rhs(2, i, j, k) = -uzik1 * r2 + xvel * t2
        rhs(3, i, j, k) = uzik1 * r1 + yvel * t2
        rhs(4, i, j, k) = zvel * t2 + t3
        rhs(5, i, j, k) = uzik1 * (-xvel * r2 + yvel * r1) + qs(i, j, k) * t2 &
                          + c2iv * ac2u * t1 + zvel * t3
      end do
    end do
  end do
end subroutine tzl_aos

! The same nest over hand-written SoA arrays.
subroutine tzl_soa ()
  use tzl_data
  implicit none
  integer i, j, k
  double precision xvel, yvel, zvel, ac, ac2u, uzik1, btuz, acinv, &
       r1, r2, r3, r4, r5, t1, t2, t3
  do k = 1, nz
    do j = 1, ny
      do i = 1, nx
        xvel = us(i, j, k)
        yvel = vs(i, j, k)
        zvel = ws(i, j, k)
        ac = speed(i, j, k)
        acinv = 1.0d0 / ac
        ac2u = ac * ac
        r1 = srhs(i, j, k, 1)
        r2 = srhs(i, j, k, 2)
        r3 = srhs(i, j, k, 3)
        r4 = srhs(i, j, k, 4)
        r5 = srhs(i, j, k, 5)
        uzik1 = su(i, j, k, 1)
        btuz = bt * uzik1
        t1 = btuz * acinv * (r4 + r5)
        t2 = r3 + t1
        t3 = btuz * (r4 - r5)
        srhs(i, j, k, 1) = t2
        srhs(i, j, k, 2) = -uzik1 * r2 + xvel * t2
        srhs(i, j, k, 3) = uzik1 * r1 + yvel * t2
        srhs(i, j, k, 4) = zvel * t2 + t3
        srhs(i, j, k, 5) = uzik1 * (-xvel * r2 + yvel * r1) &
                           + qs(i, j, k) * t2 + c2iv * ac2u * t1 + zvel * t3
      end do
    end do
  end do
end subroutine tzl_soa

! 0 when rhs and srhs hold the same values, bit for bit.
integer function tzl_mismatches ()
  use tzl_data
  implicit none
  integer i, j, k, m
  double precision a, b
  tzl_mismatches = 0
  do k = 0, nz + 1
    do j = 0, ny + 1
      do i = 0, nx + 1
        do m = 1, 5
          ! Copies first: transfer takes its argument's address.
          a = rhs(m, i, j, k)
          b = srhs(i, j, k, m)
          if (transfer (a, 1_8) /= transfer (b, 1_8)) &
            tzl_mismatches = tzl_mismatches + 1
        end do
      end do
    end do
  end do
end function tzl_mismatches

program sp_tzetar_layout_f
  implicit none
  character(len=32) :: mode, arg
  integer :: reps, r, run, tzl_mismatches
  real :: t0, t1, best_aos, best_soa
  double precision, parameter :: points = 32.0d0 * 6.0d0 * 6.0d0
  mode = 'check'
  if (command_argument_count () >= 1) call get_command_argument (1, mode)
  call tzl_init ()
  if (mode == 'check') then
    do r = 1, 3
      call tzl_aos ()
      call tzl_soa ()
    end do
    if (tzl_mismatches () /= 0) then
      print '(a,i0,a)', 'sp_tzetar_layout_f: MISMATCH (', tzl_mismatches (), &
           ' values)'
      call exit (1)
    end if
    print '(a)', 'sp_tzetar_layout_f: ok'
    call exit (0)
  end if
  reps = 20000
  if (command_argument_count () >= 2) then
    call get_command_argument (2, arg)
    read (arg, *) reps
  end if
  best_aos = huge (1.0)
  best_soa = huge (1.0)
  ! Alternated, the best of 3 runs of each; reset now and then so that
  ! the values stay bounded.
  do run = 1, 3
    call tzl_init ()
    call cpu_time (t0)
    do r = 1, reps
      call tzl_aos ()
      if (mod (r, 32) == 0) call tzl_init ()
    end do
    call cpu_time (t1)
    best_aos = min (best_aos, t1 - t0)
    call tzl_init ()
    call cpu_time (t0)
    do r = 1, reps
      call tzl_soa ()
      if (mod (r, 32) == 0) call tzl_init ()
    end do
    call cpu_time (t1)
    best_soa = min (best_soa, t1 - t0)
  end do
  print '(a,f8.3)', 'sp_tzetar_layout_f aos ', best_aos * 1.0d9 / (reps * points)
  print '(a,f8.3)', 'sp_tzetar_layout_f soa ', best_soa * 1.0d9 / (reps * points)
end program sp_tzetar_layout_f
