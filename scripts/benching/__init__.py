"""The benchmark harness of `make bench` and `make demo`, whose entry point
(options, main) is scripts/bench.py: each module holds one concept.

  settings   paths, compilers, common flags, the -march table, the
             working-set sizes, the configurations, the progress log
  kernels    examples/kernels.txt and the Kernel model
  tools      optional tools, the machine, building and snapshotting the
             plugin, the git state
  builds     one program per kernel x -march x configuration: compilers,
             flags, compiles cached by command line and mtime
  runs       the thread pool and progress lines, checks, timing
  loops      innermost loops and the hot loop's counts (any ISA)
  x86        objdump, x86 loops and shuffle-class instructions
  a64        aarch64 .s loops, shuffles, ld2-4/st2-4, llvm-mca cycles
  callgrind  instructions executed per element
  remarks    hyperlane's remarks on the AoS kernel, their VF
  tables     paired ratios, cells, markdown tables, timing-table rows
  report     results.md, results.json, the summary, --report-only
  plot       speedup.png (matplotlib or the plain fallback)
  driver     the run: build, check, analyse, time, count, report

The geometric mean, the CPU's feature flags and tool versions come from
scripts/suites (suites.report, suites.toolchain).

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""
