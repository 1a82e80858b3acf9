"""The differential fuzzer, whose entry point (options, main) is
scripts/fuzz.py: each module holds one concept.

The cases:
  values     C types, value ranges, range-tracked expressions
  harness    the code every generated program shares (random numbers,
             memory against guard pages, the hash), the trip counts
  model      an AoS-kernel case: records, arrays, loops, statements
  generator  the AoS generator's state and simplest draws (types,
             arrays, parameters, constants); --avoid and --style
  body       the expressions of one loop body
  shapes     the shapes of issue 23 in the AoS kernels
  rows       the rows shape: loops over a global grid or a pointer
             through rows, columns and offsets that are invariant locals
  rowsmodel  a rows loop: parameters, locals, references, their bounds
  rowsrender a rows loop as C
  test_rows  unit tests: the rows loops' subscripts in bounds
  aos        the AoS-kernel case generator: a kernel of 1-3 loops
  calls      the kernel's calls: trip counts, overlap, binds, views,
             and where every pointer starts in memory
  render     an AoS case as a C program
  program    the whole-program style (--style program): its generator
  progmodel  a whole-program case: arrays, loop nests, statements
  progexpr   the expressions and accesses of its loop bodies
  progrender a whole-program case as a C program
  cases      case N of a seed, of either style, and its drawn flags

Compiling and running them:
  targets    compilers, targets, configurations and their flags (Env)
  outcome    running a command; failures, signatures, a case's result
  remarks    the -fopt-info remarks, counted per case; the details
             dump's dependences (--dump-deps)
  runner     one case: reference, every configuration, compared
  batch      several cases as one program: source, markers, packing
  batchrun   a window of cases run in batch programs
  triage     the known-GCC-failure classification
  repro      reproducers and their shell scripts
  reduce     reduction of a failure (and cvise/creduce)
  report     the report at the end
  driver     a whole run: jobs, windows, progress, the report

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""
