/* The one check every unit test program uses: prints "PASS: name" or
   "FAIL: name" (testsuite/hyperlane.unit/unit.exp turns those into
   DejaGnu results) and counts the failures for the exit status.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_UNIT_CHECK_H
#define HYPERLANE_UNIT_CHECK_H

#include <cstdio>
#include <string>

static int failures;

static inline void
check (bool ok, const std::string &name)
{
  std::printf ("%s: %s\n", ok ? "PASS" : "FAIL", name.c_str ());
  failures += !ok;
}

#endif
