/* Layout files as dependencies: a compilation given
   -fplugin-arg-hyperlane-layout-file=PATH lists PATH in the dependency
   output GCC writes for -M, -MM, -MD and -MMD, so that make, Ninja and
   CMake rebuild its object when the layout changes.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_LAYOUT_DEPS_H
#define HYPERLANE_LAYOUT_DEPS_H

#include <string>
#include <vector>

namespace hyperlane {

/* Register, for PLUGIN_NAME, the callback that adds PATHS to the
   dependencies of a C or C++ compilation (the C-family front ends write
   them; a no-op in the others).  PATHS must live as long as the
   compilation.  */
void register_layout_file_dependencies (const char *plugin_name,
					const std::vector<std::string> &paths);

} // namespace hyperlane

#endif
