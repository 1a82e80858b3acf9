/* A GCC plugin for measurement only: at the start of every pass it asks
   callgrind to dump its counts, named after the pass that just ended, so
   that run.sh can sum the instructions of each of GCC's passes (and
   hyperlane's) over a compile (docs/performance.md, "NPB compile time:
   where the instructions go").  Does nothing outside valgrind.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "gcc-plugin.h"
#include "plugin-version.h"
#include "tree-pass.h"

#include <valgrind/callgrind.h>

#include <string>

int plugin_is_GPL_compatible;

namespace {

std::string previous_pass = "start";

void
on_pass_execution (void *gcc_data, void *)
{
  opt_pass *pass = static_cast<opt_pass *> (gcc_data);
  CALLGRIND_DUMP_STATS_AT (previous_pass.c_str ());
  previous_pass = pass->name ? pass->name : "?";
}

} // anon namespace

int
plugin_init (plugin_name_args *info, plugin_gcc_version *)
{
  register_callback (info->base_name, PLUGIN_PASS_EXECUTION,
		     on_pass_execution, nullptr);
  return 0;
}
