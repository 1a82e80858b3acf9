"""hyperlane-tune's parts (scripts/hyperlane-tune; docs/layout.md, section
13), one concept per module, on top of scripts/suites/ (npb, timing,
profile, srcspans, report):

  candidates  the layouts of Table 3.2 for an AoS-like array, their specs,
              configurations of several arrays
  hot         the AoS-like arrays of C sources, loop-weighted and profiled;
              hot arrays, companions and groups
  builds      a build per configuration (a user's command, or NPB's make)
              and its verdict: built, failed, layout refused
  measure     alternated min-of-N CPU time by os.wait4, failures recorded
  search      coordinate descent over the groups, the final round, the budget
  report      the progress bar and the ranked table
  cli         the options and the run

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""
