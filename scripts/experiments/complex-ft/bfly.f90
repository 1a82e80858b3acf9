! FT's butterfly (fft3d.f: cffts/fftz2 inner loop), in-cache
subroutine bfly(n, x1, x2, s1, s2, u1)
  integer, intent(in) :: n
  complex(kind=8), intent(in) :: x1(n), x2(n), u1
  complex(kind=8), intent(out) :: s1(n), s2(n)
  complex(kind=8) :: x11, x21
  integer :: j
  do j = 1, n
    x11 = x1(j)
    x21 = x2(j)
    s1(j) = x11 + x21
    s2(j) = u1 * (x11 - x21)
  end do
end subroutine bfly
