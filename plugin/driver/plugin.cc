/* Plugin entry point: version check, argument parsing, layout specs and
   pass registration.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "options.h"
#include "version.h"
#include "../layout/layout-spec.h"
#include "../layout/layout-deps.h"
#include "../layout/layout-pass.h"
#include "../layout/layout-request.h"
#include "../pipeline/hlp-pass.h"

#include <fstream>
#include <sstream>

int plugin_is_GPL_compatible;

namespace hyperlane {

namespace {

/* Live for the whole compilation: the passes keep references.  */
options the_options;
std::string the_help_text;

/* The --target= of a GCC configuration string, or "" when absent.  */
std::string
configured_target (const char *configuration)
{
  std::string conf (configuration ? configuration : "");
  size_t at = conf.find ("--target=");
  if (at == std::string::npos)
    return "";
  at += 9;
  return conf.substr (at, conf.find (' ', at) - at);
}

/* GCC's own check, with a message that says which compiler is which.  */
bool
check_gcc_version (const char *plugin_name, plugin_gcc_version *running)
{
  if (plugin_default_version_check (running, &gcc_version))
    return true;
  std::string built_for = configured_target (gcc_version.configuration_arguments);
  std::string loaded_by = configured_target (running->configuration_arguments);
  error ("plugin %s was built for GCC %s %s (%s) but is loaded into GCC %s "
	 "%s (%s); rebuild it with the plugin headers of this compiler",
	 plugin_name, gcc_version.basever, built_for.c_str (),
	 gcc_version.datestamp, running->basever, loaded_by.c_str (),
	 running->datestamp);
  return false;
}

/* Parse one layout text (from ORIGIN, for messages) into layout
   requests; report each problem as an error.  */
void
add_layout_specs (const std::string &text, const std::string &origin,
		  bool from_file)
{
  std::vector<layout_spec> specs;
  std::vector<layout_diagnostic> diags;
  parse_layout_specs (text, specs, diags);
  layout_request request;
  request.origin = from_file ? layout_request::file
			     : layout_request::command_line;
  request.origin_text = origin;
  for (const layout_diagnostic &d : diags)
    error ("%s%s", request.prefix (d.where).c_str (), d.message.c_str ());
  for (layout_spec &spec : specs)
    {
      layout_request r = request;
      r.spec = std::move (spec);
      layout_requests ().push_back (std::move (r));
    }
}

void
load_layout_file (const std::string &path)
{
  std::ifstream in (path);
  if (!in)
    {
      error ("cannot read layout file %qs given by "
	     "%<-fplugin-arg-hyperlane-layout-file%>", path.c_str ());
      return;
    }
  std::ostringstream text;
  text << in.rdbuf ();
  add_layout_specs (text.str (), path, true);
}

/* Enable the dump of the pass the -fdump-tree-hyperlane SUFFIX names.
   GCC 12 parses -fdump- options before it loads plugins, so it cannot do
   this itself; hyperlane.specs turns the option into our dump argument.  */
void
enable_dump (const std::string &suffix)
{
  std::string rest = suffix;
  std::string swtch = "tree-hyperlane";
  if (rest.compare (0, 7, "-layout") == 0
      && (rest.size () == 7 || rest[7] == '-' || rest[7] == '='))
    {
      swtch += "-layout";
      rest.erase (0, 7);
    }
  if (!rest.empty () && rest[0] != '-' && rest[0] != '=')
    {
      error ("unrecognized dump request %<-fdump-tree-hyperlane%s%>",
	     suffix.c_str ());
      return;
    }
  dump_file_info *dfi = g->get_dumps ()->get_dump_file_info_by_switch
			  (swtch.c_str ());
  gcc_assert (dfi);
  const char *filename = nullptr;
  dump_flags_t flags = parse_dump_option (rest.c_str (), &filename);
  if (filename)
    dfi->pfilename = xstrdup (filename);
  dfi->pstate = -1;
  dfi->pflags |= flags;
}

/* Our -fplugin-arg-NAME-KEY[=VALUE] arguments in command-line order.
   They are read from the decoded command line rather than from GCC's
   plugin_argument array because GCC 12 cuts one character off a value
   for each '=' after the first (dump=-details=FILE arrives as "FIL").  */
std::vector<raw_argument>
plugin_arguments (const plugin_name_args *info)
{
  std::vector<raw_argument> args;
  std::string prefix = std::string (info->base_name) + "-";
  for (unsigned i = 0; i < save_decoded_options_count; i++)
    {
      const cl_decoded_option &opt = save_decoded_options[i];
      if (opt.opt_index != OPT_fplugin_arg_ || !opt.arg
	  || strncmp (opt.arg, prefix.c_str (), prefix.size ()) != 0)
	continue;
      std::string text (opt.arg + prefix.size ());
      raw_argument a;
      size_t eq = text.find ('=');
      a.key = text.substr (0, eq);
      if (eq != std::string::npos)
	a.value = text.substr (eq + 1);
      args.push_back (a);
    }
  return args;
}

void
register_pass (const char *plugin_name, opt_pass *pass,
	       const char *reference, pass_positioning_ops where)
{
  register_pass_info info;
  info.pass = pass;
  info.reference_pass_name = reference;
  info.ref_pass_instance_number = 1;
  info.pos_op = where;
  register_callback (plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &info);
}

} // anon namespace

} // namespace hyperlane

int
plugin_init (plugin_name_args *info, plugin_gcc_version *version)
{
  using namespace hyperlane;

  if (!check_gcc_version (info->base_name, version))
    return 1;

  the_help_text = "hyperlane " HYPERLANE_VERSION_STRING
		  ": data-layout and hyper-loop-parallelism vectorizer.\n"
		  "Arguments:\n" + help_text ();
  static plugin_info about = { HYPERLANE_VERSION_STRING, nullptr };
  about.help = the_help_text.c_str ();
  register_callback (info->base_name, PLUGIN_INFO, NULL, &about);

  std::vector<raw_argument> args = plugin_arguments (info);
  gcc_checking_assert (args.size () == (size_t) info->argc);
  std::vector<std::string> errors;
  parse_arguments (args, the_options, errors);
  for (const std::string &e : errors)
    error ("%s", e.c_str ());

  if (the_options.print_version)
    inform (UNKNOWN_LOCATION, "hyperlane %s, built for GCC %s",
	    HYPERLANE_VERSION_STRING, gcc_version.basever);
  if (the_options.print_help)
    fputs (the_help_text.c_str (), stderr);

  for (const std::string &spec : the_options.layout_specs)
    add_layout_specs (spec, spec, false);
  for (const std::string &path : the_options.layout_files)
    load_layout_file (path);

  /* With bad arguments the compilation fails anyway; running the passes
     on a half-understood configuration would only add noise.  */
  if (seen_error ())
    return 0;

  register_layout_pragma (info->base_name);
  register_layout_file_dependencies (info->base_name,
				     the_options.layout_files);
  register_pass (info->base_name,
		 make_layout_pass (g, the_options.layout_trust,
				   info->base_name), "ssa",
		 PASS_POS_INSERT_BEFORE);
  hlp_options hlp;
  hlp.enabled = the_options.hlp;
  hlp.cost = the_options.cost;
  hlp.plan = the_options.plan;
  hlp.verify = the_options.verify;
  register_pass (info->base_name, make_hlp_pass (g, hlp), "vect",
		 PASS_POS_INSERT_BEFORE);
  for (const std::string &suffix : the_options.dump_requests)
    enable_dump (suffix);
  return 0;
}
