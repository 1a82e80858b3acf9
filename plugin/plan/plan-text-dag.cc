/* The text form of the scalar DAG; see plan-text.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "plan-text.h"
#include "plan-text-reader.h"

#include <cstring>
#include <vector>

namespace hyperlane {

namespace {

using namespace plan_text;

/* How the dumps spell element type T: "f32", "u8", "i64".  */
std::string
spelling (const element_type &t)
{
  return (t.is_float ? "f" : t.is_unsigned ? "u" : "i")
	 + std::to_string (t.bytes * 8);
}

/* Read an element type as spelling spells it into *T.  */
bool
read_type (words &w, element_type *t)
{
  const std::string &name = w.peek ();
  long bits;
  if (name.size () < 2 || !std::strchr ("fiu", name[0])
      || !match (name.substr (1), "%u", &bits) || bits % 8 || !bits
      || bits > 512)
    return w.fail ("an element type such as i32, u8 or f64");
  *t = { (unsigned) bits / 8, name[0] == 'f', name[0] == 'u' };
  w.skip ();
  return true;
}

/* The first type of DAG spelled as type TYPE is.  */
int
first_spelled (const scalar_dag &dag, int type)
{
  for (size_t k = 0; k < dag.types.size (); k++)
    if (spelling (dag.types[k]) == spelling (dag.types[type]))
      return (int) k;
  return type;
}

/* The members of group G as the reader infers them: its nodes in
   order.  */
std::vector<int>
nodes_of_group (const scalar_dag &dag, int g)
{
  std::vector<int> members;
  for (size_t i = 0; i < dag.nodes.size (); i++)
    if ((dag.nodes[i].kind == snode_kind::load
	 || dag.nodes[i].kind == snode_kind::store)
	&& dag.nodes[i].group == g)
      members.push_back ((int) i);
  return members;
}

/* The reader of a scalar DAG, line by line.  */
class dag_reader
{
public:
  dag_reader (operation_coder coder, scalar_dag *dag, std::string *error)
    : m_coder (coder), m_dag (*dag), m_error (error) {}
  bool line (const std::string &text, unsigned number);
  bool finish (unsigned end);

private:
  bool node_line (words &w);
  bool node_fields (words &w, snode &n);
  bool group_line (words &w);
  bool check_group (size_t g);
  bool check_node (size_t i);
  bool error_at (unsigned number, const std::string &message)
  {
    *m_error = "line " + std::to_string (number) + ": " + message;
    return false;
  }

  operation_coder m_coder;
  scalar_dag &m_dag;
  std::string *m_error;
  std::vector<unsigned> m_node_line, m_group_line;
  /* Per group: the count of members its line gives, and whether it
     lists them and gives the type.  */
  std::vector<long> m_count;
  std::vector<bool> m_listed, m_typed;
};

bool
dag_reader::line (const std::string &text, unsigned number)
{
  words w (text, number, m_error);
  long k;
  if (w.accept ("loop"))
    return (w.expect ("%u:", "the loop number and ':'")
	    && w.expect ("scalar", "'scalar DAG'")
	    && w.expect ("DAG", "'scalar DAG'")
	    && (w.at_end () || w.fail ("the end of the line")));
  if (match (w.peek (), "t%u:", &k))
    {
      if (!m_dag.nodes.empty ())
	return w.error ("a type after the nodes (t<number> lines come "
			"first)");
      if (k != (long) m_dag.types.size ())
	return w.fail ("'t" + std::to_string (m_dag.types.size ()) + ":'");
      w.skip ();
      element_type t;
      if (!read_type (w, &t))
	return false;
      m_dag.types.push_back (t);
      return w.at_end () || w.fail ("the end of the line");
    }
  if (match (w.peek (), "n%u:", &k))
    {
      if (!m_dag.groups.empty ())
	return w.error ("a node after the groups (n<number> lines come "
			"before g<number> lines)");
      if (k != (long) m_dag.nodes.size ())
	return w.fail ("'n" + std::to_string (m_dag.nodes.size ()) + ":'");
      w.skip ();
      m_node_line.push_back (number);
      return node_line (w);
    }
  if (match (w.peek (), "g%u:", &k))
    {
      if (k != (long) m_dag.groups.size ())
	return w.fail ("'g" + std::to_string (m_dag.groups.size ()) + ":'");
      w.skip ();
      m_group_line.push_back (number);
      return group_line (w);
    }
  return w.fail ("a line 't<number>: ...', 'n<number>: ...' or "
		 "'g<number>: ...'");
}

bool
dag_reader::node_line (words &w)
{
  element_type t;
  if (!read_type (w, &t))
    return false;
  snode n;
  n.kind = snode_kind::compute;
  n.type = -1;
  for (size_t k = 0; k < m_dag.types.size () && n.type < 0; k++)
    if (spelling (m_dag.types[k]) == spelling (t))
      n.type = (int) k;
  if (n.type < 0)
    {
      m_dag.types.push_back (t);
      n.type = (int) m_dag.types.size () - 1;
    }
  const std::string kind = w.peek ();
  long a = 0, b = 0;
  bool ok;
  if (kind == "load" || kind == "store")
    {
      w.skip ();
      n.kind = kind == "load" ? snode_kind::load : snode_kind::store;
      ok = w.expect ("g%u.%u", "'g<group>.<field>'", &a, &b);
      n.group = (int) a;
      n.field = (unsigned) b;
    }
  else if (kind == "invariant" || kind == "induction" || kind == "reduce")
    {
      w.skip ();
      n.kind = (kind == "invariant" ? snode_kind::invariant
		: kind == "induction" ? snode_kind::induction
		: snode_kind::reduce);
      ok = w.expect ("#%d", "'#<number>'", &a);
      n.external = (int) a;
      if (ok && n.kind == snode_kind::reduce)
	ok = read_operation (w, m_coder, &n.code);
    }
  else
    ok = read_operation (w, m_coder, &n.code);
  while (ok && w.accept ("n%u", &a))
    n.args.push_back ((int) a);
  if (!ok || !node_fields (w, n))
    return false;
  m_dag.nodes.push_back (n);
  return true;
}

/* The full form's fields at the end of a node's line.  */
bool
dag_reader::node_fields (words &w, snode &n)
{
  long v;
  while (!w.at_end ())
    if (w.accept ("t%u", &v))
      {
	if (v >= (long) m_dag.types.size ()
	    || spelling (m_dag.types[v]) != spelling (m_dag.types[n.type]))
	  return w.error ("t" + std::to_string (v) + " is no type "
			  "spelled " + spelling (m_dag.types[n.type]));
	n.type = (int) v;
      }
    else if (w.accept ("ring"))
      n.rule = bit_rule::ring;
    else if (w.accept ("shift_left"))
      n.rule = bit_rule::shift_left;
    else if (w.accept ("shift_right"))
      n.rule = bit_rule::shift_right;
    else if (w.accept ("shift"))
      {
	if (!w.expect ("%u", "the shift count", &v))
	  return false;
	n.shift = (unsigned) v;
      }
    else if (w.accept ("commutative"))
      n.commutative = true;
    else if (w.accept ("additive"))
      n.additive = true;
    else if (w.accept ("subtraction"))
      n.subtraction = true;
    else if (w.accept ("multiplication"))
      n.multiplication = true;
    else if (w.accept ("slow"))
      n.slow = true;
    else if (w.accept ("combine"))
      {
	if (!read_operation (w, m_coder, &n.combine))
	  return false;
      }
    else if (w.accept ("code"))
      {
	if (!read_operation (w, m_coder, &n.code))
	  return false;
      }
    else if (match (w.peek (), "n%u"))
      return w.error ("operand " + w.peek () + " after the full form's "
		      "fields");
    else
      return w.fail ("an operand 'n<node>' or a field of the full form "
		     "(t<type>, ring, shift_left, shift_right, shift N, "
		     "commutative, additive, subtraction, multiplication, slow, "
		     "combine OP, code OP)");
  return true;
}

bool
dag_reader::group_line (words &w)
{
  memory_group g;
  long stride, count, v;
  g.is_store = w.peek () == "store";
  if (!w.accept ("load") && !w.accept ("store"))
    return w.fail ("'load' or 'store'");
  if (!w.expect ("stride", "'stride'")
      || !w.expect ("%u,", "the stride and ','", &stride)
      || !w.expect ("%u", "the number of members", &count)
      || !w.expect ("members", "'members'"))
    return false;
  if (stride == 0)
    return w.error ("a stride of 0");
  g.stride = (unsigned) stride;
  g.type = -1;
  bool listed = false;
  while (w.accept ("n%u", &v))
    g.members.push_back ((int) v), listed = true;
  bool typed = false;
  while (!w.at_end ())
    if (w.accept ("t%u", &v))
      g.type = (int) v, typed = true;
    else if (w.accept ("memory"))
      {
	if (!w.expect ("%d", "the memory's number", &v))
	  return false;
	g.memory = (int) v;
      }
    else if (w.accept ("first_byte"))
      {
	if (!w.expect ("%d", "the first byte", &g.first_byte))
	  return false;
      }
    else if (w.accept ("step_bytes"))
      {
	if (!w.expect ("%d", "the bytes per iteration", &g.step_bytes))
	  return false;
      }
    else if (w.accept ("mirrored"))
      g.mirrored = true;
    else if (w.accept ("record_stride"))
      {
	if (!w.expect ("%u", "the record's elements", &v))
	  return false;
	if (v != 0 && v <= stride)
	  return w.error ("a record stride not wider than the stride");
	g.record_stride = (unsigned) v;
      }
    else
      return w.fail ("the full form's members 'n<node>...' (first) or "
		     "fields (t<type>, memory N, first_byte N, "
		     "step_bytes N, record_stride N, mirrored)");
  m_dag.groups.push_back (g);
  m_count.push_back (count);
  m_listed.push_back (listed);
  m_typed.push_back (typed);
  return true;
}

/* Infer what group G's line leaves out, and check what it gives.  */
bool
dag_reader::check_group (size_t g)
{
  memory_group &mg = m_dag.groups[g];
  const std::string name = "g" + std::to_string (g);
  if (!m_listed[g])
    mg.members = nodes_of_group (m_dag, (int) g);
  if ((long) mg.members.size () != m_count[g])
    return error_at (m_group_line[g],
		     name + " has " + std::to_string (mg.members.size ())
		     + " members, not " + std::to_string (m_count[g]));
  for (int m : mg.members)
    if (m >= (int) m_dag.nodes.size () || m_dag.nodes[m].group != (int) g)
      return error_at (m_group_line[g],
		       "n" + std::to_string (m) + " is no access of " + name);
  if (!m_typed[g] && mg.members.empty ())
    return error_at (m_group_line[g], name + " has no members to take "
		     "its element type from (give t<type>)");
  if (!m_typed[g])
    mg.type = m_dag.nodes[mg.members[0]].type;
  if (mg.type >= (int) m_dag.types.size ())
    return error_at (m_group_line[g], name + "'s type t"
		     + std::to_string (mg.type) + " does not exist");
  return true;
}

/* Check node I's operands and accesses, which may name groups read
   after it.  */
bool
dag_reader::check_node (size_t i)
{
  const snode &n = m_dag.nodes[i];
  const std::string name = "n" + std::to_string (i);
  for (int a : n.args)
    if (a >= (int) i)
      return error_at (m_node_line[i], name + "'s operand n"
		       + std::to_string (a) + " is not an earlier node");
  const bool memory = (n.kind == snode_kind::load
		       || n.kind == snode_kind::store);
  if (memory && n.group >= (int) m_dag.groups.size ())
    return error_at (m_node_line[i], name + " accesses g"
		     + std::to_string (n.group) + ", which does not exist");
  if (memory && n.field >= m_dag.groups[n.group].stride)
    return error_at (m_node_line[i], name + " accesses field "
		     + std::to_string (n.field) + " of a group of stride "
		     + std::to_string (m_dag.groups[n.group].stride));
  const size_t operands = n.args.size ();
  const bool leaf = (n.kind == snode_kind::load
		     || n.kind == snode_kind::invariant
		     || n.kind == snode_kind::induction);
  if (leaf ? operands != 0
      : n.kind == snode_kind::store ? operands != 1 : operands == 0)
    return error_at (m_node_line[i], name + " has "
		     + std::to_string (operands) + " operands, which "
		     + (leaf ? "a leaf cannot have"
			: n.kind == snode_kind::store ? "a store cannot have"
			: "is too few"));
  return true;
}

bool
dag_reader::finish (unsigned end)
{
  if (m_dag.nodes.empty ())
    return error_at (end, "expected a node 'n0: ...', found the end of "
		     "the text");
  for (size_t i = 0; i < m_dag.nodes.size (); i++)
    if (!check_node (i))
      return false;
  for (size_t g = 0; g < m_dag.groups.size (); g++)
    if (!check_group (g))
      return false;
  return true;
}

} // anonymous namespace

std::string
serialize_scalar_dag (const scalar_dag &dag, operation_namer namer)
{
  std::string s;
  for (size_t k = 0; k < dag.types.size (); k++)
    s += "  t" + std::to_string (k) + ": " + spelling (dag.types[k]) + "\n";
  std::vector<std::string> lines = lines_of (dag.describe (namer));
  for (size_t i = 0; i < dag.nodes.size (); i++)
    {
      const snode &n = dag.nodes[i];
      s += lines[i];
      if (first_spelled (dag, n.type) != n.type)
	s += " t" + std::to_string (n.type);
      static const char *const rules[] = { "", " ring", " shift_left",
					   " shift_right" };
      s += rules[(int) n.rule];
      if (n.shift)
	s += " shift " + std::to_string (n.shift);
      s += std::string (n.commutative ? " commutative" : "")
	   + (n.additive ? " additive" : "")
	   + (n.subtraction ? " subtraction" : "")
	   + (n.multiplication ? " multiplication" : "")
	   + (n.slow ? " slow" : "");
      if (n.combine)
	s += " combine " + operation_name (n.combine, namer);
      if (n.code && n.kind != snode_kind::compute
	  && n.kind != snode_kind::reduce)
	s += " code " + operation_name (n.code, namer);
      s += "\n";
    }
  for (size_t g = 0; g < dag.groups.size (); g++)
    {
      const memory_group &mg = dag.groups[g];
      s += lines[dag.nodes.size () + g];
      if (mg.members != nodes_of_group (dag, (int) g))
	for (int m : mg.members)
	  s += " n" + std::to_string (m);
      if (mg.members.empty () || dag.nodes[mg.members[0]].type != mg.type)
	s += " t" + std::to_string (mg.type);
      if (mg.memory != -1)
	s += " memory " + std::to_string (mg.memory);
      if (mg.first_byte)
	s += " first_byte " + std::to_string (mg.first_byte);
      if (mg.step_bytes)
	s += " step_bytes " + std::to_string (mg.step_bytes);
      if (mg.record_stride)
	s += " record_stride " + std::to_string (mg.record_stride);
      if (mg.mirrored)
	s += " mirrored";
      s += "\n";
    }
  return s;
}

bool
parse_scalar_dag (const std::string &text, operation_coder coder,
		  scalar_dag *dag, std::string *error, unsigned first_line)
{
  *dag = scalar_dag ();
  dag_reader r (coder, dag, error);
  return read_lines (text, first_line, r);
}

} // namespace hyperlane
