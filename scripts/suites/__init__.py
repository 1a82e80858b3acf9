"""Parts shared by the benchmark-suite scripts (scripts/bench-tsvc.py,
scripts/mca-judge.py, scripts/bench-npb.py): each module holds one concept so that
a new suite only adds its own source patching and output parsing.

  toolchain   the compiler: which -march this CPU can run, compiling on
              N threads with every command line kept for the report
  elf         section bytes of an ELF64 object (constant pools)
  codecmp     per-function machine code of two objects, compared
  remarks     hyperlane's -fopt-info remarks (taken, missed) and GCC's, and
              the functions holding them
  timing      plain and plugin binaries run alternated, min-of-N CPU time;
              one command's CPU time by os.wait4
  report      geometric means, ratios and tables (markdown and plain text)
  tsvc        TSVC_2: patching a copy, its functions, its output
  asm_blocks  basic blocks of gcc -S output and their execution counters
  mca         llvm-mca's cycles per block, weighed by the blocks' counts
  tsvc_mca    bench-tsvc.py --mca: llvm-mca's verdict on the TSVC loops taken
  npb         NPB 3.3 serial: copying a benchmark, make.def, building, run output
  npb_hot     the hottest functions of a benchmark and hyperlane's loops in them
  npb_report  bench-npb.py's tables
  srcspans    function line spans of C and Fortran sources
  profile     perf and gprof flat profiles, the source functions of their symbols

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""
