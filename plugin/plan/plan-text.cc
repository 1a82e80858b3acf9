/* The text form of the lane plan and what the readers share; see
   plan-text.h.  The scalar DAG's is in plan-text-dag.cc.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "plan-text.h"
#include "plan-text-reader.h"

#include <map>
#include <vector>

namespace hyperlane {
namespace plan_text {

/* Whether WORD is PATTERN, whose "%u" stand for unsigned and "%d" for
   signed numbers, stored into *A and then *B when given.  */
bool
match (const std::string &word, const char *pattern, long *a, long *b)
{
  long *out[2] = { a, b };
  unsigned n = 0;
  size_t i = 0;
  for (const char *p = pattern; *p; p++)
    {
      if (p[0] != '%' || (p[1] != 'u' && p[1] != 'd'))
	{
	  if (i >= word.size () || word[i++] != *p)
	    return false;
	  continue;
	}
      const bool negative = p[1] == 'd' && i < word.size () && word[i] == '-';
      i += negative;
      const size_t start = i;
      long value = 0;
      /* Eighteen digits at most, so that the number cannot overflow.  */
      while (i < word.size () && word[i] >= '0' && word[i] <= '9'
	     && i - start < 18)
	value = value * 10 + (word[i++] - '0');
      if (i == start || (i < word.size () && word[i] >= '0' && word[i] <= '9'))
	return false;
      if (n < 2 && out[n])
	*out[n] = negative ? -value : value;
      n++;
      p++;
    }
  return i == word.size ();
}

/* Read an operation named as CODER knows it, or "op<code>", into
   *CODE.  */
bool
read_operation (words &w, operation_coder coder, int *code)
{
  long n;
  int c = -1;
  if (match (w.peek (), "op%d", &n))
    c = (int) n;
  else if (coder && !w.at_end ())
    c = coder (w.peek ());
  if (c < 0)
    return w.fail ("an operation name or 'op<code>'");
  w.skip ();
  *code = c;
  return true;
}

/* TEXT's lines without their newlines.  */
std::vector<std::string>
lines_of (const std::string &text)
{
  std::vector<std::string> lines;
  size_t i = 0;
  while (i < text.size ())
    {
      size_t end = text.find ('\n', i);
      if (end == std::string::npos)
	end = text.size ();
      lines.push_back (text.substr (i, end - i));
      i = end + 1;
    }
  return lines;
}

} // namespace plan_text

namespace {

using namespace plan_text;

/* test_operation_code's table, by code; the first five are the codes
   planner unit tests (plan-test-support.h) have always built their
   DAGs with.  */
const char *const test_operations[] = {
  nullptr, "plus_expr", "nop_expr", "mult_expr", "rshift_expr",
  "minus_expr", "rdiv_expr", "lshift_expr", "bit_and_expr", "bit_ior_expr",
  "bit_xor_expr", "negate_expr", "min_expr", "max_expr", "trunc_div_expr",
  "float_expr", "fix_trunc_expr", "abs_expr", "bit_not_expr", "SQRT"
};
const int num_test_operations
  = sizeof test_operations / sizeof test_operations[0];

/* The values lane_plan::planner takes, a static string the reader must
   point to.  */
const char *const planner_names[] = { "classic", "memory order" };

/* Whether the dump shows the offset of operations of KIND as
   "@<offset>".  */
bool
has_offset (vop_kind kind)
{
  return (kind == vop_kind::extract || kind == vop_kind::unpack
	  || kind == vop_kind::induction);
}

/* The reader of a lane plan, line by line.  */
class plan_reader
{
public:
  plan_reader (operation_coder coder, lane_plan *plan, std::string *error)
    : m_coder (coder), m_plan (*plan), m_error (error) {}
  bool line (const std::string &text, unsigned number);
  bool finish (unsigned) { return true; }

private:
  bool header (const std::string &text, unsigned number);
  bool op_line (words &w);
  bool op_operands (words &w, vop &op);

  operation_coder m_coder;
  lane_plan &m_plan;
  std::string *m_error;
  bool m_started = false;	/* A header, note or operation was read.  */
};

bool
plan_reader::line (const std::string &text, unsigned number)
{
  words w (text, number, m_error);
  const bool indented = text[0] == ' ' || text[0] == '\t';
  if (!indented && (w.peek () == "lane" || w.peek () == "loop"))
    return header (text, number);
  if (match (w.peek (), "v%u"))
    return op_line (w);
  if (!m_plan.ops.empty () || !indented)
    return w.fail (m_plan.ops.empty ()
		   ? "the header 'lane plan (...), VF N', an indented note "
		     "or an operation 'v<number> = ...'"
		   : "an operation 'v<number> = ...'");
  m_plan.notes += text + "\n";
  m_started = true;
  return true;
}

/* The plan's header, as the dump prints it ("loop 2: lane plan
   (classic), VF 8, avx2") or as the full form ("lane plan (classic),
   VF 8, reads gap").  */
bool
plan_reader::header (const std::string &text, unsigned number)
{
  words w (text, number, m_error);
  if (m_started)
    return w.error ("a header after the plan's first line");
  m_started = true;
  if (w.accept ("loop") && !w.expect ("%u:", "the loop number and ':'"))
    return false;
  if (!w.expect ("lane", "'lane plan ('") || !w.expect ("plan", "'plan ('"))
    return false;
  const size_t open = text.find ("plan (");
  const size_t close = text.find (')', open);
  const char *planner = nullptr;
  for (const char *p : planner_names)
    if (close != std::string::npos
	&& text.compare (open + 6, close - open - 6, p) == 0)
      planner = p;
  if (!planner)
    return w.fail ("the planner '(classic)' or '(memory order)'");
  m_plan.planner = planner;
  /* The rest: ", VF <vf>", ", reads gap" and the dump's ", <isa>".  */
  std::string rest = text.substr (close + 1);
  while (!rest.empty ())
    {
      if (rest.compare (0, 2, ", ") != 0)
	return w.error ("expected ', ' after the planner or an item, found '"
			+ rest + "'");
      size_t end = rest.find (',', 2);
      std::string item = rest.substr (2, end == std::string::npos
					    ? std::string::npos : end - 2);
      long vf;
      if (item.compare (0, 3, "VF ") == 0)
	{
	  if (!match (item.substr (3), "%u", &vf))
	    return w.error ("expected a number after 'VF', found '" + item
			    + "'");
	  m_plan.vf = (unsigned) vf;
	}
      else if (item == "reads gap")
	m_plan.reads_gap = true;
      else if (item.empty () || item.find (' ') != std::string::npos)
	return w.error ("expected 'VF N', 'reads gap' or an ISA's name, "
			"found '" + item + "'");
      rest = end == std::string::npos ? "" : rest.substr (end);
    }
  return true;
}

bool
plan_reader::op_line (words &w)
{
  long k, a = 0, b = 0;
  const std::string next = "v" + std::to_string (m_plan.ops.size ());
  if (!match (w.peek (), "v%u", &k) || k != (long) m_plan.ops.size ())
    return w.fail ("'" + next + "'");
  w.skip ();
  if (!w.expect ("=", "'='"))
    return false;
  vop op;
  op.type = -1;
  bool known = false;
  for (int kind = 0; kind <= (int) vop_kind::reduce && !known; kind++)
    if (w.peek () == vop_kind_name (vop_kind (kind)))
      op.kind = vop_kind (kind), known = true;
  if (!known)
    return w.fail ("an operation kind (load, store, perm, compute ...)");
  w.skip ();
  if (!w.expect ("x%u", "the lanes 'x<lanes>'", &a))
    return false;
  op.lanes = (unsigned) a;
  const vop_kind kind = op.kind;
  if ((kind == vop_kind::load_lanes || kind == vop_kind::store_lanes)
      && !w.expect ("[%u]", "the vectors '[<count>]'", &a))
    return false;
  op.vectors = kind == vop_kind::load_lanes || kind == vop_kind::store_lanes
	       ? (unsigned) a : 1;
  bool ok = true;
  if (accesses_memory (kind))
    {
      ok = w.expect ("g%d+%d", "'g<group>+<offset>'", &a, &b);
      op.group = (int) a;
      op.offset = b;
    }
  else if (has_offset (kind))
    ok = w.expect ("@%d", "the offset '@<offset>'", &op.offset);
  else if (kind == vop_kind::compute)
    ok = read_operation (w, m_coder, &op.code);
  if (ok && (kind == vop_kind::unpack || kind == vop_kind::pack))
    {
      ok = w.expect ("t%d", "the element type 't<type>'", &a);
      op.type = (int) a;
    }
  else if (ok && kind == vop_kind::reduce)
    {
      ok = (w.expect ("#%d", "the reduction '#<index>'", &a)
	    && read_operation (w, m_coder, &op.code));
      op.index = (int) a;
    }
  if (!ok || !op_operands (w, op))
    return false;
  m_plan.ops.push_back (op);
  m_started = true;
  return true;
}

/* The rest of an operation's line: operands, selector, mask and the full
   form's type, group and offset.  */
bool
plan_reader::op_operands (words &w, vop &op)
{
  long a;
  const bool nodes = (op.kind == vop_kind::broadcast
		      || op.kind == vop_kind::induction);
  while (w.accept (nodes ? "n%u" : "v%u", &a))
    {
      if (!nodes && a >= (long) m_plan.ops.size ())
	return w.error ("operand v" + std::to_string (a) + " is not made "
			"before v" + std::to_string (m_plan.ops.size ()));
      op.args.push_back ((int) a);
    }
  const std::string sel = w.peek ();
  if (!sel.empty () && sel[0] == '{')
    {
      if (sel.size () < 3 || sel.back () != '}')
	return w.fail ("a selector '{<lane>,<lane>...}'");
      size_t i = 1;
      while (i < sel.size ())
	{
	  size_t end = sel.find_first_of (",}", i);
	  if (end == std::string::npos
	      || !match (sel.substr (i, end - i), "%u", &a)
	      || (sel[end] == '}') != (end + 1 == sel.size ()))
	    return w.fail ("a selector '{<lane>,<lane>...}'");
	  op.sel.push_back ((unsigned) a);
	  i = end + 1;
	}
      w.skip ();
    }
  if (w.accept ("mask"))
    {
      const std::string mask = w.peek ();
      if (mask.empty () || mask.find_first_not_of ("01") != std::string::npos)
	return w.fail ("a lane mask of 0 and 1");
      for (char c : mask)
	op.mask.push_back (c == '1');
      w.skip ();
    }
  const bool typed = op.kind == vop_kind::unpack || op.kind == vop_kind::pack;
  if (!typed && w.accept ("t%d", &a))
    op.type = (int) a;
  if (!accesses_memory (op.kind) && w.accept ("g%d", &a))
    op.group = (int) a;
  if (!accesses_memory (op.kind) && !has_offset (op.kind))
    w.accept ("@%d", &op.offset);
  return w.at_end () || w.fail ("the end of the line");
}

} // anonymous namespace

int
test_operation_code (const std::string &name)
{
  for (int code = 0; code < num_test_operations; code++)
    if (test_operations[code] && name == test_operations[code])
      return code;
  return -1;
}

const char *
test_operation_name (int code)
{
  if (code >= 0 && code < num_test_operations && test_operations[code])
    return test_operations[code];
  /* Names of codes outside the table, made once each: the namer returns
     a string that must outlive the call.  */
  static std::map<int, std::string> others;
  std::string &name = others[code];
  if (name.empty ())
    name = "op" + std::to_string (code);
  return name.c_str ();
}

std::string
serialize_lane_plan (const lane_plan &plan, operation_namer namer)
{
  std::string s = (std::string ("lane plan (") + plan.planner + "), VF "
		   + std::to_string (plan.vf)
		   + (plan.reads_gap ? ", reads gap" : "") + "\n");
  std::vector<std::string> lines = lines_of (plan.describe (namer));
  const size_t notes = lines.size () - plan.ops.size ();
  for (size_t i = 0; i < lines.size (); i++)
    {
      s += lines[i];
      const vop *op = i >= notes ? &plan.ops[i - notes] : nullptr;
      if (op && op->kind != vop_kind::unpack && op->kind != vop_kind::pack)
	s += " t" + std::to_string (op->type);
      if (op && !accesses_memory (op->kind) && op->group != -1)
	s += " g" + std::to_string (op->group);
      if (op && !accesses_memory (op->kind) && !has_offset (op->kind)
	  && op->offset)
	s += " @" + std::to_string (op->offset);
      s += "\n";
    }
  return s;
}

bool
parse_lane_plan (const std::string &text, lane_plan *plan,
		 std::string *error, operation_coder coder,
		 unsigned first_line)
{
  *plan = lane_plan ();
  plan_reader r (coder, plan, error);
  return read_lines (text, first_line, r);
}

} // namespace hyperlane
