/* Plugin entry point: version check, argument parsing, layout specs and
   pass registration.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "diagnostic.h"
#include "options.h"
#include "version.h"
#include "../layout/layout-spec.h"
#include "../layout/layout-deps.h"
#include "../layout/layout-pass.h"
#include "../layout/layout-request.h"
#include "../layout/layout-diagnostics.h"
#include "../layout/layout-declarations.h"
#include "../pipeline/hlp-pass.h"
#include "../alias/parameter-versioning.h"
#include "../relayout/heap-relayout.h"
#include "../relayout/heap-requests.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

/* The plugin's only symbols GCC looks up: everything else is built with
   -fvisibility=hidden, so that loading binds no symbol of ours by name.  */
#define HYPERLANE_EXPORT __attribute__ ((visibility ("default")))

HYPERLANE_EXPORT int plugin_is_GPL_compatible;

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
   requests; report its problems where they are.  */
void
add_layout_specs (const std::string &text, const std::string &origin,
		  bool from_file)
{
  std::vector<layout_spec> specs;
  layout_problems problems;
  parse_layout_specs (text, specs, problems);
  layout_request request;
  request.origin = from_file ? layout_request::file
			     : layout_request::command_line;
  request.origin_text = origin;
  report_parse_problems (request, problems);
  for (layout_spec &spec : specs)
    {
      layout_request r = request;
      r.spec = std::move (spec);
      if (!take_heap_layout_request (r))
	layout_requests ().push_back (std::move (r));
    }
}

/* An error about the layout file PATH itself, at its option.  */
void
layout_file_error (const std::string &path, const std::string &message)
{
  error_at (UNKNOWN_LOCATION, "in %<-fplugin-arg-hyperlane-layout-file=%s%>: "
	    "%s", printable_text (path, 1024).c_str (), message.c_str ());
}

/* Read the layout file PATH into TEXT; false (after an error) unless it
   is a readable regular file of at most max_layout_file_bytes.  */
bool
read_layout_file (const std::string &path, std::string &text)
{
  /* Opened without blocking (a FIFO with no writer), then checked on the
     file opened, so that nothing can be swapped in between.  */
  int fd = open (path.c_str (), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  struct stat st;
  if (fd < 0 || fstat (fd, &st) != 0)
    {
      layout_file_error (path, "cannot read layout file: "
			       + std::string (xstrerror (errno)));
      if (fd >= 0)
	close (fd);
      return false;
    }
  std::string too_large = "the file is larger than "
			  + std::to_string (max_layout_file_bytes) + " bytes ("
			  + std::to_string (max_layout_file_bytes >> 20)
			  + " MiB), the limit for a layout file";
  const char *refused
    = (S_ISDIR (st.st_mode) ? "a layout file must be a regular file, not a "
			      "directory"
       : !S_ISREG (st.st_mode) ? "a layout file must be a regular file, not "
				 "a device, FIFO or socket"
       : st.st_size > max_layout_file_bytes ? too_large.c_str ()
       : nullptr);
  /* One byte more than the limit tells a file that grew since.  */
  size_t n = 0;
  bool failed = false;
  if (!refused)
    {
      text.resize (max_layout_file_bytes + 1);
      while (n < text.size ())
	{
	  ssize_t got = read (fd, &text[n], text.size () - n);
	  if (got < 0 && errno == EINTR)
	    continue;
	  if (got <= 0)
	    {
	      failed = got < 0;
	      break;
	    }
	  n += got;
	}
      text.resize (n);
      if (failed)
	refused = "cannot read layout file";
      else if (n > (size_t) max_layout_file_bytes)
	refused = too_large.c_str ();
    }
  close (fd);
  if (refused)
    layout_file_error (path, refused);
  return !refused;
}

void
load_layout_file (const std::string &path)
{
  std::string text;
  if (read_layout_file (path, text))
    add_layout_specs (text, path, true);
}

/* The first word of the dump flags FLAGS ("-details-slim", then maybe
   "=FILE") that GCC does not know, or "".  GCC would only warn about it,
   without naming the option: its warnings are held back here.  */
std::string
unknown_dump_flag (const std::string &flags)
{
  std::string words = flags.substr (0, flags.find ('='));
  const char *ignored = nullptr;
  bool saved = global_dc->dc_inhibit_warnings;
  global_dc->dc_inhibit_warnings = true;
  /* What a word GCC does not know leaves: no flag at all.  */
  dump_flags_t none = parse_dump_option ("-", &ignored);
  std::string unknown;
  for (size_t start = 0; start < words.size () && unknown.empty ();)
    {
      size_t end = words.find ('-', start + 1);
      std::string word = words.substr (start, end - start);
      start = end == std::string::npos ? words.size () : end;
      if (word != "-" && parse_dump_option (word.c_str (), &ignored) == none)
	unknown = word.substr (1);
    }
  global_dc->dc_inhibit_warnings = saved;
  return unknown;
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
  else if (rest.compare (0, 6, "-alias") == 0
	   && (rest.size () == 6 || rest[6] == '-' || rest[6] == '='))
    {
      swtch += "-alias";
      rest.erase (0, 6);
    }
  else if (rest.compare (0, 9, "-relayout") == 0
	   && (rest.size () == 9 || rest[9] == '-' || rest[9] == '='))
    {
      swtch = "ipa-hyperlane-relayout";
      rest.erase (0, 9);
    }
  if (!rest.empty () && rest[0] != '-' && rest[0] != '=')
    {
      error_at (UNKNOWN_LOCATION, "in %<-fplugin-arg-hyperlane-dump%>: "
		"unrecognized dump request %<-fdump-tree-hyperlane%s%>",
		printable_text (suffix).c_str ());
      return;
    }
  std::string unknown = unknown_dump_flag (rest);
  if (!unknown.empty ())
    {
      error_at (UNKNOWN_LOCATION, "in %<-fplugin-arg-hyperlane-dump%>: "
		"unknown dump flag %qs in %<-fdump-tree-hyperlane%s%>",
		printable_text (unknown).c_str (),
		printable_text (suffix).c_str ());
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

HYPERLANE_EXPORT int
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
    error_at (UNKNOWN_LOCATION, "%s", e.c_str ());

  if (the_options.print_version)
    inform (UNKNOWN_LOCATION, "hyperlane %s, built for GCC %s",
	    HYPERLANE_VERSION_STRING, gcc_version.basever);
  if (the_options.print_help)
    fputs (the_help_text.c_str (), stderr);

  for (const std::string &spec : the_options.layout_specs)
    add_layout_specs (spec, spec, false);
  for (const std::string &path : the_options.layout_files)
    load_layout_file (path);
  report_unprinted_layout_problems ();

  /* With bad arguments the compilation fails anyway; running the passes
     on a half-understood configuration would only add noise.  */
  if (seen_error ())
    return 0;

  register_layout_pragma (info->base_name);
  register_layout_file_dependencies (info->base_name,
				     the_options.layout_files);
  register_declaration_recorder (info->base_name);
  register_pass (info->base_name,
		 make_layout_pass (g, the_options.layout_trust,
				   info->base_name), "ssa",
		 PASS_POS_INSERT_BEFORE);
  /* Among the late IPA passes, after "pta" (whose name OpenACC's
     passes share).  */
  register_pass (info->base_name,
		 make_heap_relayout_pass (g, the_options.cost
					     == cost_mode::always,
					  the_options.verify),
		 "simdclone",
		 PASS_POS_INSERT_BEFORE);
  /* After points-to analysis and before the FRE that follows it, which
     is what uses the second body's independence first.  */
  register_pass (info->base_name,
		 make_parameter_versioning_pass
		   (g, the_options.alias_versioning, the_options.verify),
		 "alias", PASS_POS_INSERT_AFTER);
  hlp_options hlp;
  hlp.enabled = the_options.hlp;
  hlp.cost = the_options.cost;
  hlp.plan = the_options.plan;
  hlp.vector_bits = the_options.vector_bits;
  hlp.verify = the_options.verify;
  hlp.scalar_epilogue = the_options.scalar_epilogue;
  register_pass (info->base_name, make_hlp_pass (g, hlp), "vect",
		 PASS_POS_INSERT_BEFORE);
  for (const std::string &suffix : the_options.dump_requests)
    enable_dump (suffix);
  return 0;
}
