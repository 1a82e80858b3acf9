/* Parsing of hyperlane's plugin arguments: one table, one loop.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "options.h"
#include "../support/printable-text.h"

#include <functional>

namespace hyperlane {

namespace {

/* What a key expects after '='.  */
enum class value_kind { none, word, any, optional };

struct key_spec
{
  const char *name;
  value_kind kind;
  /* value_kind::word: the accepted values, '|'-separated;
     value_kind::any and optional: the placeholder shown in usage.  */
  const char *words;
  const char *help;
  /* Store VALUE (already validated) into OPTS.  */
  std::function<void (options &, const std::string &)> apply;
};

const std::vector<key_spec> &
key_table ()
{
  static const std::vector<key_spec> table = {
    { "hlp", value_kind::word, "on|off",
      "enable (default) or disable the hyper-loop-parallelism vectorizer",
      [] (options &o, const std::string &v) { o.hlp = v == "on"; } },
    { "alias-versioning", value_kind::word, "on|off|loops|always",
      "give a function that loads and stores through several pointer "
      "parameters a second body, entered when a check finds their "
      "accesses disjoint, where GCC may keep values in registers across "
      "stores: a loop-free function that saves loads so (on, default), "
      "none, a function with loops too (loops), or wherever it can "
      "(always, for testing)",
      [] (options &o, const std::string &v)
      {
	o.alias_versioning = v == "off" ? versioning_mode::off
			     : v == "loops" ? versioning_mode::with_loops
			     : v == "always" ? versioning_mode::always
			     : versioning_mode::loop_free;
      } },
    { "cost", value_kind::word, "model|always",
      "take a loop only when the cost model says HLP wins (default), "
      "or whenever it is legal (for testing)",
      [] (options &o, const std::string &v)
      { o.cost = v == "always" ? cost_mode::always : cost_mode::model; } },
    { "plan", value_kind::word, "auto|classic|memory-order|records",
      "make the lighter lane plan (default), or the field-order, the "
      "memory-order or the record-lane plan wherever the loop allows it "
      "(for testing)",
      [] (options &o, const std::string &v)
      { o.plan = v == "classic" ? plan_choice::classic
		 : v == "memory-order" ? plan_choice::memory_order
		 : v == "records" ? plan_choice::records
		 : plan_choice::automatic; } },
    { "vector-width", value_kind::word, "auto|128|256|512",
      "the widest vectors hyperlane's plans use, in bits: auto (default) "
      "is GCC's preferred width, and where the CPU -mtune names runs "
      "512-bit operations as two halves a loop's 256-bit plan where it "
      "permutes clearly less (docs/options.md)",
      [] (options &o, const std::string &v)
      { o.vector_bits = v == "auto" ? 0 : std::stoul (v); } },
    { "epilogue", value_kind::word, "auto|scalar",
      "the loop that runs the iterations short of a vector iteration: "
      "auto (default) leaves it to GCC's vectorizer where VF is 16 or "
      "more, scalar keeps it scalar (docs/options.md)",
      [] (options &o, const std::string &v)
      { o.scalar_epilogue = v == "scalar"; } },
    { "layout", value_kind::any, "SPEC",
      "apply the layout SPEC ('A[i][f] -> INTERCHANGE(i,f); ...'), "
      "as #pragma array_transform would",
      [] (options &o, const std::string &v) { o.layout_specs.push_back (v); } },
    { "layout-file", value_kind::any, "PATH",
      "read layout specs from PATH ('#' starts a comment)",
      [] (options &o, const std::string &v) { o.layout_files.push_back (v); } },
    { "layout-trust", value_kind::none, nullptr,
      "the same layout spec is applied to every translation unit: "
      "transform global and extern arrays too",
      [] (options &o, const std::string &) { o.layout_trust = true; } },
    { "dump", value_kind::optional, "[layout-|alias-]FLAGS[=FILE]",
      "as -fdump-tree-hyperlane[-layout|-alias][-FLAGS][=FILE], which "
      "GCC 12 only accepts with -specs=hyperlane.specs",
      [] (options &o, const std::string &v) {
	/* Normalise to the text that follows "-fdump-tree-hyperlane".  */
	o.dump_requests.push_back (v.empty () || v[0] == '-' || v[0] == '='
				   ? v : "-" + v);
      } },
    { "verify", value_kind::none, nullptr,
      "check the SSA form, CFG, loops and dominators after every "
      "transformation (slow; for testing)",
      [] (options &o, const std::string &) { o.verify = true; } },
    { "version", value_kind::none, nullptr,
      "print the plugin version and the GCC it was built for",
      [] (options &o, const std::string &) { o.print_version = true; } },
    { "help", value_kind::none, nullptr, "print this list of arguments",
      [] (options &o, const std::string &) { o.print_help = true; } },
  };
  return table;
}

std::string
key_usage (const key_spec &k)
{
  switch (k.kind)
    {
    case value_kind::none:
      return k.name;
    case value_kind::optional:
      return std::string (k.name) + "[=" + k.words + "]";
    case value_kind::word:
    case value_kind::any:
      break;
    }
  return std::string (k.name) + "=" + k.words;
}

bool
word_allowed (const char *words, const std::string &value)
{
  std::string list (words);
  size_t start = 0;
  while (start <= list.size ())
    {
      size_t bar = list.find ('|', start);
      if (bar == std::string::npos)
	bar = list.size ();
      if (list.compare (start, bar - start, value) == 0
	  && bar - start == value.size ())
	return true;
      start = bar + 1;
    }
  return false;
}

} // anon namespace

std::string
valid_keys_summary ()
{
  std::string s;
  for (const key_spec &k : key_table ())
    {
      if (!s.empty ())
	s += ", ";
      s += key_usage (k);
    }
  return s;
}

std::string
help_text ()
{
  std::string s;
  for (const key_spec &k : key_table ())
    {
      std::string usage = "-fplugin-arg-hyperlane-" + key_usage (k);
      s += "  " + usage;
      s += std::string (usage.size () < 46 ? 46 - usage.size () : 1, ' ');
      s += k.help;
      s += "\n";
    }
  return s;
}

void
parse_arguments (const std::vector<raw_argument> &args, options &opts,
		 std::vector<std::string> &errors)
{
  for (const raw_argument &arg : args)
    {
      /* Every message names the option, as GCC's own do.  */
      std::string option = "in '-fplugin-arg-hyperlane-"
			   + printable_text (arg.key)
			   + (arg.value ? "=" + printable_text (*arg.value) : "")
			   + "': ";
      const key_spec *spec = nullptr;
      for (const key_spec &k : key_table ())
	if (arg.key == k.name)
	  spec = &k;
      if (!spec)
	{
	  errors.push_back (option + "unknown argument '"
			    + printable_text (arg.key)
			    + "' to plugin hyperlane; valid keys are: "
			    + valid_keys_summary ());
	  continue;
	}
      switch (spec->kind)
	{
	case value_kind::none:
	  if (arg.value)
	    {
	      errors.push_back (option + "argument '" + arg.key
				+ "' to plugin hyperlane takes no value");
	      continue;
	    }
	  spec->apply (opts, "");
	  break;
	case value_kind::word:
	  if (!arg.value || !word_allowed (spec->words, *arg.value))
	    {
	      errors.push_back (option + "invalid value '"
				+ printable_text (arg.value.value_or (""))
				+ "' for argument '" + arg.key
				+ "' to plugin hyperlane; expected "
				+ key_usage (*spec));
	      continue;
	    }
	  spec->apply (opts, *arg.value);
	  break;
	case value_kind::any:
	  if (!arg.value || arg.value->empty ())
	    {
	      errors.push_back (option + "argument '" + arg.key
				+ "' to plugin hyperlane needs a value: "
				+ key_usage (*spec));
	      continue;
	    }
	  spec->apply (opts, *arg.value);
	  break;
	case value_kind::optional:
	  spec->apply (opts, arg.value.value_or (""));
	  break;
	}
    }
}

} // namespace hyperlane
