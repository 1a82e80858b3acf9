/* Recording declarations for layout messages; see layout-declarations.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "layout-declarations.h"

#include <map>
#include <utility>

namespace hyperlane {

namespace {

/* By name and enclosing function (null: file or namespace scope).  The
   function is only compared, never followed.  */
std::map<std::pair<std::string, const void *>, declared_variable> &
declared_variables ()
{
  static std::map<std::pair<std::string, const void *>, declared_variable>
    variables;
  return variables;
}

/* PLUGIN_FINISH_DECL.  */
void
record_declaration (void *gcc_data, void *)
{
  tree decl = static_cast<tree> (gcc_data);
  if (!decl || !VAR_P (decl) || !DECL_NAME (decl) || DECL_ARTIFICIAL (decl)
      || in_system_header_at (DECL_SOURCE_LOCATION (decl)))
    return;
  declared_variable v;
  tree type = TREE_TYPE (decl);
  v.kind = (TREE_CODE (type) == ARRAY_TYPE ? declared_variable::array
	    : POINTER_TYPE_P (type) ? declared_variable::pointer
	    : declared_variable::other);
  v.external = DECL_EXTERNAL (decl);
  v.loc = DECL_SOURCE_LOCATION (decl);
  tree ctx = DECL_CONTEXT (decl);
  const void *function = (ctx && TREE_CODE (ctx) == FUNCTION_DECL
			  ? ctx : nullptr);
  declared_variables ()[{ IDENTIFIER_POINTER (DECL_NAME (decl)), function }]
    = v;
}

} // anon namespace

void
register_declaration_recorder (const char *plugin_name)
{
  register_callback (plugin_name, PLUGIN_FINISH_DECL, record_declaration,
		     nullptr);
}

const declared_variable *
find_declared_variable (const std::string &name, tree scope)
{
  auto &variables = declared_variables ();
  if (scope)
    {
      auto it = variables.find ({ name, scope });
      if (it != variables.end ())
	return &it->second;
    }
  auto it = variables.find ({ name, nullptr });
  return it == variables.end () ? nullptr : &it->second;
}

} // namespace hyperlane
