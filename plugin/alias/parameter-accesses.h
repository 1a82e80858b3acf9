/* Which pointer parameters of a function a runtime check should
   prove disjoint, and whether that pays: the GCC-free model of the
   parameter-versioning pass (alias/parameter-versioning.cc).

   GCC must assume that a store through one pointer parameter may change
   what another points to, so every load after such a store is done
   again (NPB BT's 5x5 block routines reload their operands after each
   of their stores).  A copy of the function in which the parameters'
   accesses are known disjoint, entered after a check of their byte
   ranges, lets GCC keep those values in registers.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_PARAMETER_ACCESSES_H
#define HYPERLANE_PARAMETER_ACCESSES_H

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace hyperlane {

/* One memory access of the function, in statement order within its
   block.  An access through a pointer parameter names the parameter and
   its bytes [lo, hi) from an address: the parameter's value where KEY is
   0, else the pointer KEY names (a pointer at an offset from the
   parameter that changes, in a loop or with an index).  Any other store
   (a call, a store through another pointer) is an opaque store, which
   may write anything.  */
struct parameter_access
{
  enum kind_t { load, store, opaque_store } kind = load;
  unsigned param = 0;		/* Index among the pointer parameters.  */
  int64_t lo = 0, hi = 0;	/* Bytes from the address.  */
  uint64_t key = 0;
};

/* A parameter's accesses in the whole function.  */
struct parameter_extent
{
  /* False when some access through the parameter has no known extent,
     is volatile, or already carries GCC's restrict information: its
     accesses stay as they are.  */
  bool bounded = true;
  /* Why not bounded: "of unknown extent", "volatile", "restrict".  */
  const char *unbounded_because = nullptr;
  bool written = false;
  unsigned accesses = 0;
  /* Accesses at offsets that change: their bytes are expressions the
     pass computes at entry; LO and HI cover the others.  */
  unsigned variable = 0;
  int64_t lo = INT64_MAX, hi = INT64_MIN;

  void add (int64_t from, int64_t to, bool store);
  void add_variable (bool store);
};

/* The decision for one function.  */
struct versioning_decision
{
  /* The parameters the copy treats as disjoint, ascending.  */
  std::vector<unsigned> params;
  /* The pairs (indices into params) the entry check compares: those of
     which at least one is written.  */
  std::vector<std::pair<unsigned, unsigned>> pairs;
  /* Loads of an address already loaded or stored in the same block,
     with only stores through other parameters between: GCC must load
     them again, the copy need not.  */
  unsigned blocked_loads = 0;
  bool version = false;
  /* Why not, when !version (for the details dump and remarks).  */
  std::string reason;
};

/* alias-versioning=: which functions get a second body.  */
enum class versioning_mode
{
  off,
  loop_free,		/* on (default): loop-free functions that gain.  */
  with_loops,		/* loops: functions with loops too.  */
  always		/* Every function that can be versioned (testing).  */
};

/* The least number of blocked loads for which a function is versioned:
   below it the copy and the check cost more than they save.  */
constexpr unsigned min_blocked_loads = 4;

/* Blocked loads a function must save per pair of ranges its entry check
   compares: a pair costs two comparisons and two logical operations, a
   blocked load one load.  */
constexpr unsigned blocked_loads_per_pair = 2;

/* The most statements of a function that is versioned: the copy doubles
   it, and GCC's later passes pay for both copies.  */
constexpr unsigned max_versioned_statements = 2000;

/* Decide for a function whose accesses, block by block, are BLOCKS, and
   whose pointer parameters are described by EXTENTS: version when at
   least MIN_BLOCKED loads are saved.  */
versioning_decision
decide_parameter_versioning (
  const std::vector<std::vector<parameter_access>> &blocks,
  const std::vector<parameter_extent> &extents,
  unsigned min_blocked = min_blocked_loads);

} // namespace hyperlane

#endif
