/* Analysis of one innermost loop for HLP.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "loop-analysis.h"
#include "body-builder.h"
#include "invariant-distance.h"
#include "refusal-causes.h"
#include "tree-dfa.h"

namespace hyperlane {

/* The scalar type of every part of TYPE, a record of fields of one
   scalar type laid out without gaps (NPB FT's dcomplex, struct {double
   real, imag;}) or a complex type, with their count in *PARTS; null for
   any other type.  */
tree
record_part_type (tree type, unsigned *parts)
{
  if (TREE_CODE (type) == COMPLEX_TYPE)
    {
      *parts = 2;
      return TREE_TYPE (type);
    }
  if (TREE_CODE (type) != RECORD_TYPE
      || !tree_fits_uhwi_p (TYPE_SIZE_UNIT (type)))
    return NULL_TREE;
  tree part = NULL_TREE;
  unsigned n = 0;
  for (tree f = TYPE_FIELDS (type); f; f = DECL_CHAIN (f))
    {
      if (TREE_CODE (f) != FIELD_DECL)
	continue;
      tree t = TREE_TYPE (f);
      if ((!INTEGRAL_TYPE_P (t) && !SCALAR_FLOAT_TYPE_P (t))
	  || DECL_BIT_FIELD (f) || !tree_fits_uhwi_p (TYPE_SIZE_UNIT (t))
	  || (part && !types_compatible_p (t, part)))
	return NULL_TREE;
      part = t;
      if (!tree_fits_uhwi_p (byte_position (f))
	  || tree_to_uhwi (byte_position (f))
	     != n * tree_to_uhwi (TYPE_SIZE_UNIT (t)))
	return NULL_TREE;
      n++;
    }
  if (!part
      || n * tree_to_uhwi (TYPE_SIZE_UNIT (part))
	 != tree_to_uhwi (TYPE_SIZE_UNIT (type)))
    return NULL_TREE;
  *parts = n;
  return part;
}

/* Whether the data references of STMT are split into one per part
   (split_record_copies): a copy of a record or complex value of a type
   record_part_type splits from memory to memory whole (an aggregate copy,
   a[i] = b[j], which GCC's SRA and FRE leave so), or a complex value
   loaded into or stored from a register whole (a complex copy through a
   register, which GCC's complex lowering leaves so).  */
bool
split_access_p (gimple *stmt)
{
  unsigned parts;
  if (!gimple_assign_single_p (stmt))
    return false;
  tree lhs = gimple_assign_lhs (stmt), rhs = gimple_assign_rhs1 (stmt);
  if (!record_part_type (TREE_TYPE (lhs), &parts)
      || TREE_CODE (rhs) == CONSTRUCTOR || is_gimple_min_invariant (rhs))
    return false;
  const bool lhs_memory = !is_gimple_reg (lhs);
  const bool rhs_memory = !is_gimple_reg (rhs);
  if (lhs_memory && rhs_memory)
    return true;
  return (TREE_CODE (TREE_TYPE (lhs)) == COMPLEX_TYPE
	  && lhs_memory != rhs_memory
	  && TREE_CODE (lhs_memory ? rhs : lhs) == SSA_NAME);
}

/* Part K of REF, of a type record_part_type splits, as a reference.  */
static tree
record_part_ref (tree ref, unsigned k)
{
  tree type = TREE_TYPE (ref);
  if (TREE_CODE (type) == COMPLEX_TYPE)
    return build1 (k == 0 ? REALPART_EXPR : IMAGPART_EXPR, TREE_TYPE (type),
		   unshare_expr (ref));
  tree f = TYPE_FIELDS (type);
  for (; TREE_CODE (f) != FIELD_DECL || k-- != 0; f = DECL_CHAIN (f))
    ;
  return build3 (COMPONENT_REF, TREE_TYPE (f), unshare_expr (ref), f,
		 NULL_TREE);
}

/* Replace in DATAREFS each data reference of a statement split_access_p
   splits by one per part, reads before writes as GCC orders a
   statement's references: a copy of a 2-field record is the copy of both
   fields, each an element of a group of stride 2.  */
static void
split_record_copies (class loop *loop, vec<data_reference_p> &datarefs)
{
  auto_vec<data_reference_p> split;
  for (data_reference *dr : datarefs)
    {
      if (!split_access_p (DR_STMT (dr)))
	{
	  split.safe_push (dr);
	  continue;
	}
      unsigned parts;
      record_part_type (TREE_TYPE (DR_REF (dr)), &parts);
      for (unsigned k = 0; k < parts; k++)
	split.safe_push (create_data_ref (loop_preheader_edge (loop), loop,
					  record_part_ref (DR_REF (dr), k),
					  DR_STMT (dr), DR_IS_READ (dr),
					  false));
      free_data_ref (dr);
    }
  datarefs.truncate (0);
  datarefs.safe_splice (split);
}

loop_analysis::loop_analysis (class loop *loop) : m_loop (loop) {}

loop_analysis::~loop_analysis ()
{
  if (m_have_ddrs)
    free_dependence_relations (m_ddrs);
  free_data_refs (m_datarefs);
}

bool
loop_analysis::fail (std::string reason, gimple *stmt)
{
  m_reason = std::move (reason);
  m_failure_stmt = stmt;
  return false;
}

unsigned
loop_analysis::strided_group_count () const
{
  unsigned n = 0;
  for (const access_group &g : m_groups)
    n += g.pattern == access_pattern::strided;
  return n;
}

namespace {

/* The pointer or declaration ADDR, a data reference's base address,
   offsets: p for p + o * 24, a for &a[k].  */
tree
address_root (tree addr)
{
  for (unsigned depth = 0; addr && depth < 8; depth++)
    {
      STRIP_NOPS (addr);
      if (TREE_CODE (addr) == POINTER_PLUS_EXPR)
	addr = TREE_OPERAND (addr, 0);
      else if (TREE_CODE (addr) == ADDR_EXPR)
	return get_base_address (TREE_OPERAND (addr, 0));
      else if (TREE_CODE (addr) == SSA_NAME
	       && is_gimple_assign (SSA_NAME_DEF_STMT (addr))
	       && (gimple_assign_rhs_code (SSA_NAME_DEF_STMT (addr))
		   == POINTER_PLUS_EXPR))
	addr = gimple_assign_rhs1 (SSA_NAME_DEF_STMT (addr));
      else
	return addr;
    }
  return addr;
}

} // anon namespace

/* DDR, a dependence GCC could not analyse or of bases that may differ:
   where the two addresses are a constant apart, record at which VF that
   keeps them from meeting (disjoint_vf_limit) for legality; else count it
   unknown, apart by whether its references offset one pointer or array
   (subscripts that differ by values known only at run time) or not
   (pointers that may overlap).  */
void
loop_analysis::classify_unknown (ddr_p ddr, address_expander &expander,
				 const std::unordered_map<data_reference *,
							  unsigned> &group_of)
{
  auto ga = group_of.find (DDR_A (ddr)), gb = group_of.find (DDR_B (ddr));
  if (ga != group_of.end () && gb != group_of.end ())
    if (uint64_t limit = expander.disjoint_vf_limit (DDR_A (ddr),
						     m_groups[ga->second],
						     DDR_B (ddr),
						     m_groups[gb->second]))
      {
	m_disjoint_vf[ddr] = limit;
	return;
      }
  m_unknown_deps++;
  tree a = address_root (DR_BASE_ADDRESS (DDR_A (ddr)));
  tree b = address_root (DR_BASE_ADDRESS (DDR_B (ddr)));
  if (a && b && operand_equal_p (a, b, 0))
    m_unknown_one_base++;
}

namespace {

/* Whether DDR is a read of the element a write of the loop stored one
   iteration before, the read running first in the body (ORDER): the
   vector loop would load that element before the vector store of the
   same iteration wrote it, and GCC 12's vectorizer, which has no
   recurrence through memory (and looks for no store in between), gives up
   on such a pair at every vector length (vect_analyze_data_ref_dependence).
   A write that runs first is vectorizable (TSVC's s3251 stores a[i + 1],
   then loads a[i]).  Told from the references' own base, offset, step and
   start, whatever the direction GCC's distance vectors are normalized
   to.  */
bool
gcc_vectorizer_stops_at (ddr_p ddr, const body_order &order)
{
  data_reference *a = DDR_A (ddr), *b = DDR_B (ddr);
  if (DR_IS_READ (a) == DR_IS_READ (b) || DDR_COULD_BE_INDEPENDENT_P (ddr))
    return false;
  data_reference *write = DR_IS_READ (a) ? b : a;
  data_reference *read = DR_IS_READ (a) ? a : b;
  if (order (DR_STMT (read)) > order (DR_STMT (write)))
    return false;
  tree step = DR_STEP (write);
  if (!DR_BASE_ADDRESS (write) || !DR_BASE_ADDRESS (read)
      || !step || !DR_STEP (read) || !DR_OFFSET (write) || !DR_OFFSET (read)
      || !tree_fits_shwi_p (step) || !tree_to_shwi (step)
      || !same_walk_p (write, read)
      || !DR_INIT (write) || !DR_INIT (read)
      || !tree_fits_shwi_p (DR_INIT (write))
      || !tree_fits_shwi_p (DR_INIT (read))
      || !operand_equal_p (TYPE_SIZE_UNIT (TREE_TYPE (DR_REF (write))),
			   TYPE_SIZE_UNIT (TREE_TYPE (DR_REF (read))), 0))
    return false;
  /* The write at iteration T stores the element the read loads at
     T + 1.  */
  return (tree_to_shwi (DR_INIT (write)) - tree_to_shwi (DR_INIT (read))
	  == tree_to_shwi (step));
}

/* The bits of a declared object a data reference may access in any
   iteration, by GCC's alias oracle's reading of it (get_ref_base_and_extent:
   a variable index spans its whole array): two references into one
   object whose extents do not meet are independent, which GCC's
   dependence test otherwise proves pair by pair from their subscripts.
   Fortran's COMMON blocks are single objects: LU's jacld, whose loop
   writes 25 elements of each of four arrays of one block, spent 3750 of
   its 7350 dependence tests on pairs of two arrays.  */
class object_extent
{
public:
  explicit object_extent (data_reference *dr)
  {
    poly_int64 bits;
    bool reverse;
    tree base = get_ref_base_and_extent (DR_REF (dr), &m_offset, &bits,
					 &m_size, &reverse);
    m_object = base && DECL_P (base) && known_size_p (m_size) ? base
	       : NULL_TREE;
  }
  bool disjoint_from (const object_extent &other) const
  {
    return (m_object && m_object == other.m_object
	    && !ranges_maybe_overlap_p (m_offset, m_size, other.m_offset,
					other.m_size));
  }

private:
  tree m_object;
  poly_int64 m_offset, m_size;
};

} // anon namespace

bool
compute_write_dependences (const vec<data_reference_p> &datarefs,
			   vec<ddr_p> *ddrs, const vec<loop_p> &nest,
			   unsigned *disjoint)
{
  if ((int) datarefs.length () > param_loop_max_datarefs_for_datadeps)
    {
      ddrs->safe_push (initialize_data_dependence_relation (NULL, NULL,
							      nest));
      return false;
    }
  std::vector<object_extent> extents;
  extents.reserve (datarefs.length ());
  for (data_reference *dr : datarefs)
    extents.push_back (object_extent (dr));
  auto relate = [&] (unsigned i, unsigned j)
    {
      ddr_p ddr = initialize_data_dependence_relation (datarefs[i],
						       datarefs[j], nest);
      ddrs->safe_push (ddr);
      if (DDR_ARE_DEPENDENT (ddr) == NULL_TREE
	  && extents[i].disjoint_from (extents[j]))
	{
	  DDR_ARE_DEPENDENT (ddr) = chrec_known;
	  if (disjoint)
	    ++*disjoint;
	}
      else if (nest.exists ())
	compute_affine_dependence (ddr, nest[0]);
    };
  for (unsigned i = 0; i < datarefs.length (); i++)
    for (unsigned j = i + 1; j < datarefs.length (); j++)
      if (DR_IS_WRITE (datarefs[i]) || DR_IS_WRITE (datarefs[j]))
	relate (i, j);
  for (unsigned i = 0; i < datarefs.length (); i++)
    if (DR_IS_WRITE (datarefs[i]))
      relate (i, i);
  return true;
}

void
loop_analysis::classify_dependences ()
{
  unsigned depth = index_in_loop_nest (m_loop->num, m_nest);
  std::unordered_map<data_reference *, unsigned> group_of;
  for (size_t g = 0; g < m_groups.size (); g++)
    for (const group_member &m : m_groups[g].members)
      group_of[m.dr] = g;
  address_expander expander;
  for (ddr_p ddr : m_ddrs)
    {
      /* Independent, or two reads, which never conflict.  */
      if (DDR_ARE_DEPENDENT (ddr) == chrec_known
	  || (DR_IS_READ (DDR_A (ddr)) && DR_IS_READ (DDR_B (ddr))))
	continue;
      if (DDR_ARE_DEPENDENT (ddr) == chrec_dont_know
	  || DDR_NUM_DIST_VECTS (ddr) == 0)
	{
	  classify_unknown (ddr, expander, group_of);
	  continue;
	}
      if (gcc_vectorizer_stops_at (ddr, *m_order))
	m_gcc_blocking_deps++;
      for (lambda_vector dist : DDR_DIST_VECTS (ddr))
	if (dist[depth] != 0)
	  {
	    /* Bases that may differ, compared as one (legality.cc).  */
	    if (DDR_COULD_BE_INDEPENDENT_P (ddr))
	      classify_unknown (ddr, expander, group_of);
	    else
	      m_carried_deps++;
	    break;
	  }
    }
}

bool
loop_analysis::analyze ()
{
  if (m_loop->inner)
    return fail ("not an innermost loop");
  if (m_loop->num_nodes != 2)
    {
      gimple *where = nullptr;
      std::string reason = control_flow_refusal (m_loop, &where);
      return fail (std::move (reason), where);
    }
  if (!single_exit (m_loop))
    return fail ("loop has more than one exit");
  if (!empty_block_p (m_loop->latch))
    return fail ("loop latch is not empty");

  m_niters = number_of_latch_executions (m_loop);
  if (!m_niters || chrec_contains_undetermined (m_niters))
    return fail ("number of iterations cannot be computed");

  for (gimple_stmt_iterator gsi = gsi_start_bb (m_loop->header);
       !gsi_end_p (gsi); gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (is_gimple_call (stmt) && !gimple_call_internal_p (stmt)
	  && lanewise_call_fn (stmt) == IFN_LAST)
	return fail (call_refusal (stmt), stmt);
      if (gimple_has_volatile_ops (stmt))
	return fail ("loop body has volatile accesses", stmt);
    }

  if (find_data_references_in_loop (m_loop, &m_datarefs) == chrec_dont_know)
    return fail ("data references cannot be analysed (an asm statement, "
		 "or another that may access any memory)");
  split_record_copies (m_loop, m_datarefs);
  grouping_failure gf = build_access_groups (m_datarefs, m_groups);
  if (gf.reason)
    return fail (gf.reason, gf.dr ? DR_STMT (gf.dr) : nullptr);

  /* GCC's bound on the quadratic dependence test, which a loop with
     calls inlined at -flto can pass, is checked there.  */
  m_have_ddrs = true;
  if (!find_loop_nest (m_loop, &m_nest)
      || !compute_write_dependences (m_datarefs, &m_ddrs, m_nest,
				     &m_disjoint_pairs))
    return fail ("data dependences cannot be computed: more data "
		 "references than --param loop-max-datarefs-for-datadeps");
  m_order = std::make_unique<body_order> (m_loop->header);
  classify_dependences ();
  find_forwarded_loads (*m_order, m_ddrs, m_forwarded);
  return true;
}

void
loop_analysis::dump (FILE *file) const
{
  fprintf (file, "loop %d:", m_loop->num);
  if (m_niters)
    {
      fprintf (file, " latch executions ");
      print_generic_expr (file, m_niters, TDF_SLIM);
    }
  fprintf (file, "\n");
  for (data_reference *dr : m_datarefs)
    {
      fprintf (file, "  dataref %s ", DR_IS_READ (dr) ? "read " : "write");
      print_generic_expr (file, DR_REF (dr), TDF_SLIM);
      if (DR_BASE_ADDRESS (dr))
	{
	  fprintf (file, "  base ");
	  print_generic_expr (file, DR_BASE_ADDRESS (dr), TDF_SLIM);
	  fprintf (file, " offset ");
	  print_generic_expr (file, DR_OFFSET (dr), TDF_SLIM);
	  fprintf (file, " init ");
	  print_generic_expr (file, DR_INIT (dr), TDF_SLIM);
	  fprintf (file, " step ");
	  print_generic_expr (file, DR_STEP (dr), TDF_SLIM);
	}
      if (DR_IS_READ (dr) && forwarding_store (DR_STMT (dr)))
	fprintf (file, "  forwarded from the store of the same iteration");
      fprintf (file, "\n");
    }
  for (size_t i = 0; i < m_groups.size (); i++)
    {
      fprintf (file, "  group %zu: ", i);
      dump_access_group (file, m_groups[i]);
    }
  if (m_have_ddrs)
    fprintf (file, "  dependences: %u unknown, %u carried, %zu of unknown "
	     "distance whose addresses are a constant apart\n",
	     m_unknown_deps, m_carried_deps, m_disjoint_vf.size ());
  if (m_disjoint_pairs)
    fprintf (file, "  dependences: %u pairs independent as references to "
	     "disjoint parts of one object\n", m_disjoint_pairs);
  if (m_gcc_blocking_deps)
    fprintf (file, "  dependences that stop GCC's loop vectorizer: %u\n",
	     m_gcc_blocking_deps);
}

} // namespace hyperlane
