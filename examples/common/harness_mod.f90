! Shared driver for the Fortran example kernels: the same command line
! contract, generator and comparisons as harness.c.
!
!   <bin> check            -> "<name>: ok" (exit 0) or
!                             "<name>: MISMATCH at <i> (<got> vs <want>)"
!                             (exit 1); details of a mismatch on stderr
!   <bin> time <n> <reps>  -> "<name> aos <ns>" and, with an SoA variant,
!                             "<name> soa <ns>"
!
! A program keeps its arrays in a module and passes hl_main its setup,
! reference, run, compare (and optionally reset) procedures.  Mismatch
! indices are 1-based positions in the output array taken as 1-D.
! Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
module harness_mod
  use, intrinsic :: iso_fortran_env, only: int32, int64, real32, real64, &
       output_unit, error_unit
  use, intrinsic :: iso_c_binding, only: c_int
  implicit none
  private
  public :: hl_main, hl_rng, hl_seed, hl_next, hl_unit, hl_fill_r4, &
       hl_fill_r8, hl_grid3, hl_expect_r4, hl_expect_r8, hl_sizes_1d, &
       hl_sizes_3d, hl_reset_every

  ! 0, 1, 7, 8, 9, 1023 and sizes around vector-length multiples.
  integer, parameter :: hl_sizes_1d(*) = [0, 1, 2, 3, 7, 8, 9, 15, 16, 17, &
       31, 32, 33, 63, 64, 65, 127, 1023, 1024, 1025]
  ! Through hl_grid3: 0, 1x1x1, 7x1x1, 9x1x1, 8x2x2, 9x2x2, 25x2x2, 22x3x3,
  ! 20x5x5, 28x6x6, 40x10x10 interior points.
  integer, parameter :: hl_sizes_3d(*) = [0, 1, 7, 9, 32, 36, 100, 200, 500, &
       1023, 4000]
  ! Time mode restores in-place data (reset) every this many runs.
  integer, parameter :: hl_reset_every = 32

  integer(int64), parameter :: minstd_m = 2147483647_int64, &
       minstd_a = 48271_int64

  ! MINSTD, the same sequence as hl_rng in harness.c.
  type :: hl_rng
     integer(int64) :: state = 1
  end type hl_rng

  abstract interface
     subroutine setup_proc(n, work)
       integer, intent(in) :: n
       integer, intent(out) :: work
     end subroutine setup_proc
     subroutine action_proc()
     end subroutine action_proc
     function run_proc() result(probe)
       import :: real64
       real(real64) :: probe
     end function run_proc
     function compare_proc(soa) result(bad)
       logical, intent(in) :: soa
       logical :: bad
     end function compare_proc
  end interface

  ! STOP with a code also writes to stderr; end through C's exit instead.
  interface
     subroutine c_exit(status) bind(c, name='exit')
       import :: c_int
       integer(c_int), value :: status
     end subroutine c_exit
  end interface

  character(:), allocatable :: cur_name
  character(3) :: cur_variant = '?'
  integer :: cur_size = 0
  real(real64), volatile :: sink = 0

contains

  ! ---- Deterministic data ----

  function hl_seed(seed) result(rng)
    integer, intent(in) :: seed
    type(hl_rng) :: rng
    rng%state = 1 + mod(int(seed, int64) * 2654435761_int64, minstd_m - 1)
  end function hl_seed

  integer(int64) function hl_next(rng)
    type(hl_rng), intent(inout) :: rng
    rng%state = mod(rng%state * minstd_a, minstd_m)
    hl_next = rng%state
  end function hl_next

  ! In [0, 1].
  real(real64) function hl_unit(rng)
    type(hl_rng), intent(inout) :: rng
    hl_unit = real(hl_next(rng) - 1, real64) / real(minstd_m - 3, real64)
  end function hl_unit

  ! Fill the COUNT elements of A (an array of any rank, in array element
  ! order) uniformly in [lo, hi].  Not generic, so that arrays of any rank
  ! pass by sequence association; the same holds for hl_expect_*.
  subroutine hl_fill_r4(a, count, rng, lo, hi)
    integer, intent(in) :: count
    real(real32), intent(out) :: a(count)
    type(hl_rng), intent(inout) :: rng
    real(real64), intent(in) :: lo, hi
    integer :: i
    do i = 1, count
       a(i) = real(lo + (hi - lo) * hl_unit(rng), real32)
    end do
  end subroutine hl_fill_r4

  subroutine hl_fill_r8(a, count, rng, lo, hi)
    integer, intent(in) :: count
    real(real64), intent(out) :: a(count)
    type(hl_rng), intent(inout) :: rng
    real(real64), intent(in) :: lo, hi
    integer :: i
    do i = 1, count
       a(i) = lo + (hi - lo) * hl_unit(rng)
    end do
  end subroutine hl_fill_r8

  ! A 3-D grid of at most N interior points, n1 ~ 4 n2, n2 == n3 (as
  ! hl_grid3 in harness.c).
  subroutine hl_grid3(n, n1, n2, n3)
    integer, intent(in) :: n
    integer, intent(out) :: n1, n2, n3
    integer :: d
    d = 1
    do while (4 * (d + 1)**3 <= n)
       d = d + 1
    end do
    n1 = n / (d * d)
    n2 = d
    n3 = d
  end subroutine hl_grid3

  ! ---- Comparisons ----

  ! Bitwise comparison of COUNT values; on the first difference print the
  ! MISMATCH line and return .true.
  logical function hl_expect_r4(what, got, want, count) result(bad)
    character(*), intent(in) :: what
    integer, intent(in) :: count
    real(real32), intent(in) :: got(count), want(count)
    integer :: i
    bad = .false.
    do i = 1, count
       if (transfer(got(i), 0_int32) /= transfer(want(i), 0_int32)) then
          write (output_unit, '(a, ": MISMATCH at ", i0, " (", g0.9, " vs ", &
               & g0.9, ")")') cur_name, i, got(i), want(i)
          call where(what, i)
          bad = .true.
          return
       end if
    end do
  end function hl_expect_r4

  logical function hl_expect_r8(what, got, want, count) result(bad)
    character(*), intent(in) :: what
    integer, intent(in) :: count
    real(real64), intent(in) :: got(count), want(count)
    integer :: i
    bad = .false.
    do i = 1, count
       if (transfer(got(i), 0_int64) /= transfer(want(i), 0_int64)) then
          write (output_unit, '(a, ": MISMATCH at ", i0, " (", g0.17, &
               & " vs ", g0.17, ")")') cur_name, i, got(i), want(i)
          call where(what, i)
          bad = .true.
          return
       end if
    end do
  end function hl_expect_r8

  subroutine where(what, i)
    character(*), intent(in) :: what
    integer, intent(in) :: i
    write (error_unit, '(a, ": ", a, " variant, problem size ", i0, ", ", &
         & a, "(", i0, ")")') cur_name, cur_variant, cur_size, what, i
  end subroutine where

  ! ---- Driver ----

  subroutine quit(code)
    integer, intent(in) :: code
    flush (output_unit)
    flush (error_unit)
    call c_exit(int(code, c_int))
  end subroutine quit

  subroutine hl_main(name, setup, reference, run_aos, compare, run_soa, &
       reset, sizes)
    character(*), intent(in) :: name
    procedure(setup_proc) :: setup
    procedure(action_proc) :: reference
    procedure(run_proc) :: run_aos
    procedure(compare_proc) :: compare
    procedure(run_proc), optional :: run_soa
    procedure(action_proc), optional :: reset
    integer, intent(in), optional :: sizes(:)
    character(32) :: mode, arg
    integer :: n, reps, work, ios1, ios2

    cur_name = name
    call get_command_argument(1, mode)
    if (command_argument_count() == 1 .and. mode == 'check') then
       if (present(sizes)) then
          call check(sizes)
       else
          call check(hl_sizes_1d)
       end if
    else if (command_argument_count() == 3 .and. mode == 'time') then
       call get_command_argument(2, arg)
       read (arg, *, iostat=ios1) n
       call get_command_argument(3, arg)
       read (arg, *, iostat=ios2) reps
       if (ios1 /= 0 .or. ios2 /= 0 .or. n < 0 .or. reps < 1) call usage()
       call setup(n, work)
       if (work == 0) then
          write (error_unit, '(a, ": no work for n = ", i0)') name, n
          call quit(2)
       end if
       call report('aos', time_variant(run_aos, work, reps))
       if (present(run_soa)) call report('soa', time_variant(run_soa, work, reps))
    else
       call usage()
    end if

  contains

    subroutine check(list)
      integer, intent(in) :: list(:)
      integer :: s
      do s = 1, size(list)
         cur_size = list(s)
         call setup(list(s), work)
         call reference()
         cur_variant = 'aos'
         sink = sink + run_aos()
         if (compare(.false.)) call quit(1)
         if (present(run_soa)) then
            cur_variant = 'soa'
            sink = sink + run_soa()
            if (compare(.true.)) call quit(1)
         end if
      end do
      write (output_unit, '(a, ": ok")') name
    end subroutine check

    ! Nanoseconds per element of REPS runs, after one warm-up run.
    real(real64) function time_variant(run, work, reps) result(ns)
      procedure(run_proc) :: run
      integer, intent(in) :: work, reps
      integer(int64) :: t0, t1, rate, total
      integer :: done, chunk, r
      call system_clock(count_rate=rate)
      sink = sink + run()
      total = 0
      done = 0
      do while (done < reps)
         chunk = reps - done
         if (present(reset)) then
            call reset()
            chunk = min(chunk, hl_reset_every)
         end if
         call system_clock(t0)
         do r = 1, chunk
            sink = sink + run()
         end do
         call system_clock(t1)
         total = total + (t1 - t0)
         done = done + chunk
      end do
      ns = real(total, real64) / real(rate, real64) * 1d9 &
           / (real(work, real64) * real(reps, real64))
    end function time_variant

    subroutine report(variant, ns)
      character(*), intent(in) :: variant
      real(real64), intent(in) :: ns
      character(24) :: buf
      write (buf, '(f24.4)') ns
      write (output_unit, '(a, 1x, a, 1x, a)') name, variant, &
           trim(adjustl(buf))
    end subroutine report

    subroutine usage()
      write (error_unit, '("usage: ", a, " check", /, "       ", a, &
           & " time <n> <reps>")') name, name
      call quit(2)
    end subroutine usage

  end subroutine hl_main

end module harness_mod
