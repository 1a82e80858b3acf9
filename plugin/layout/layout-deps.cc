/* Layout files in the dependency output; see layout-deps.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "c-family/c-pragma.h"
#include "layout-deps.h"

/* libcpp's dependency list (mkdeps.h, not among the plugin headers) and
   the C-family front ends' preprocessor: weak, so the plugin still loads
   into f951 (gfortran) and lto1, where they are null.  */
class mkdeps;
extern void deps_add_dep (mkdeps *, const char *) __attribute__ ((weak));
extern mkdeps *cpp_get_deps (cpp_reader *) __attribute__ ((weak));
extern cpp_reader *parse_in __attribute__ ((weak));

namespace hyperlane {

namespace {

/* PLUGIN_PRAGMAS: the C-family front ends run it in c_common_init, after
   cpp_read_main_file has put the main file first in the list and before
   any output (also with -E, -M and -MM).  */
void
add_layout_file_dependencies (void *, void *data)
{
  if (!deps_add_dep || !cpp_get_deps || !&parse_in || !parse_in)
    return;
  /* Null unless dependency output was asked for.  */
  mkdeps *deps = cpp_get_deps (parse_in);
  if (!deps)
    return;
  for (const std::string &path
       : *static_cast<const std::vector<std::string> *> (data))
    deps_add_dep (deps, path.c_str ());
}

} // anon namespace

void
register_layout_file_dependencies (const char *plugin_name,
				   const std::vector<std::string> &paths)
{
  if (paths.empty ())
    return;
  register_callback (plugin_name, PLUGIN_PRAGMAS,
		     add_layout_file_dependencies,
		     const_cast<std::vector<std::string> *> (&paths));
}

} // namespace hyperlane
