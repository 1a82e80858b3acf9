program b
  implicit none
  integer, parameter :: n = 32
  complex(kind=8) :: x1(n), x2(n), s1(n), s2(n), u1
  integer :: it, j, reps
  real(kind=8) :: t0, t1, acc
  character(len=16) :: arg
  call get_command_argument(1, arg)
  read (arg, *) reps
  do j = 1, n
    x1(j) = cmplx(sin(0.7d0 * j), cos(1.3d0 * j), 8)
    x2(j) = cmplx(1.0d0 / j, 0.5d0, 8)
  end do
  u1 = (0.8d0, -0.6d0)
  acc = 0
  call cpu_time(t0)
  do it = 1, reps
    call bfly(n, x1, x2, s1, s2, u1)
    acc = acc + real(s2(mod(it, n) + 1))
    x1(1) = x1(1) + 1.0d-300
  end do
  call cpu_time(t1)
  print '(F10.4, 1X, E12.5)', t1 - t0, acc
end program b
