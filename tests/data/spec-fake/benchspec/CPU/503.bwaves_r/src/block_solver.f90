! Fake benchmark source (tests/data/spec-fake): Fortran, which the build script skips.
subroutine scale(n, x, a)
  integer, intent(in) :: n
  real(8), intent(inout) :: x(n)
  real(8), intent(in) :: a
  x = a * x
end subroutine scale
