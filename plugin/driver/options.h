/* hyperlane's plugin arguments: -fplugin-arg-hyperlane-KEY[=VALUE].
   Self-contained (no GCC headers) so the parser is unit-testable alone.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_OPTIONS_H
#define HYPERLANE_OPTIONS_H

#include "../alias/parameter-accesses.h"
#include "../plan/plan-options.h"

#include <optional>
#include <string>
#include <vector>

namespace hyperlane {

struct options
{
  bool hlp = true;
  /* alias-versioning=: second bodies of functions whose pointer
     parameters are disjoint at run time (alias/parameter-versioning.cc).  */
  versioning_mode alias_versioning = versioning_mode::loop_free;
  cost_mode cost = cost_mode::model;
  plan_choice plan = plan_choice::automatic;
  /* vector-width=BITS: the widest vectors of a plan; 0 is auto.  */
  unsigned vector_bits = 0;
  /* epilogue=scalar: the scalar loop after a vector loop is never left
     to GCC's vectorizer (auto leaves it where VF is 16 or more).  */
  bool scalar_epilogue = false;
  /* Layout specs from layout=SPEC, in command-line order.  */
  std::vector<std::string> layout_specs;
  /* Files named by layout-file=PATH, in command-line order.  */
  std::vector<std::string> layout_files;
  /* The user asserts the same layout spec is applied to every translation
     unit, so global and extern arrays may be transformed.  */
  bool layout_trust = false;
  /* dump[=SUFFIX] requests, each the text after "-fdump-tree-hyperlane"
     that it stands for ("-details", "-layout-details=F", ...).  */
  std::vector<std::string> dump_requests;
  /* Check GCC's IL invariants after every transformation (testing).  */
  bool verify = false;
  bool print_version = false;
  bool print_help = false;
};

/* One -fplugin-arg-hyperlane-KEY[=VALUE] as GCC hands it over.  */
struct raw_argument
{
  std::string key;
  std::optional<std::string> value;
};

/* Parse ARGS into OPTS.  Every problem is appended to ERRORS as a complete
   sentence; OPTS keeps its defaults for the arguments in error.  */
void parse_arguments (const std::vector<raw_argument> &args, options &opts,
		      std::vector<std::string> &errors);

/* "hlp=on|off, layout=SPEC, ..." for diagnostics and --help.  */
std::string valid_keys_summary ();

/* Multi-line help text: one line per key with its meaning.  */
std::string help_text ();

} // namespace hyperlane

#endif
