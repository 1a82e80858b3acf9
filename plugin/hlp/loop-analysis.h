/* Analysis of one innermost loop for HLP: the legality facts GCC can give
   (shape, trip count, data references, dependences) and the access groups.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_LOOP_ANALYSIS_H
#define HYPERLANE_LOOP_ANALYSIS_H

#include "access-groups.h"
#include "forwarded-loads.h"

#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>

namespace hyperlane {

/* The scalar type of every part of TYPE, a record of fields of one
   scalar type without gaps or a complex type, with their count in
   *PARTS; null for any other type.  */
tree record_part_type (tree type, unsigned *parts);

/* Whether STMT copies such a record or complex value from memory to
   memory whole (an aggregate copy), or loads or stores a complex value
   whole: its data references are one per part.  */
bool split_access_p (gimple *stmt);

class address_expander;

/* GCC's compute_all_dependences for the loop NEST, with the
   self-dependences of the writes (a store repeated at one address) but
   without the pairs of two reads, which never conflict and which no
   analysis here reads: most pairs of a loop that reads many records (an
   NPB flux loop reads some forty references and writes five), and the
   larger share of the analysis's time.  False, with one unknown
   relation, past GCC's bound on the quadratic test
   (--param loop-max-datarefs-for-datadeps), as compute_all_dependences.
   A pair of references into one declared object whose extents do not
   meet is independent without GCC's test; *DISJOINT, when given, counts
   those pairs.  */
bool compute_write_dependences (const vec<data_reference_p> &datarefs,
				vec<ddr_p> *ddrs, const vec<loop_p> &nest,
				unsigned *disjoint = nullptr);

/* Owns the data references and dependence relations it computes.  */
class loop_analysis
{
public:
  explicit loop_analysis (class loop *loop);
  ~loop_analysis ();
  loop_analysis (const loop_analysis &) = delete;
  loop_analysis &operator= (const loop_analysis &) = delete;

  /* Run the analysis; false when the loop cannot be handled, and then
     failure_reason () says why.  */
  bool analyze ();

  class loop *loop () const { return m_loop; }
  const char *failure_reason () const { return m_reason.c_str (); }
  /* The statement the failure is about, for the remark's location; may be
     null.  */
  gimple *failure_stmt () const { return m_failure_stmt; }

  tree niters () const { return m_niters; }
  const vec<data_reference_p> &datarefs () const { return m_datarefs; }
  const std::vector<access_group> &groups () const { return m_groups; }
  const vec<ddr_p> &dependences () const { return m_ddrs; }
  unsigned strided_group_count () const;
  /* Dependences whose distance GCC could not compute, nor their addresses
     show (disjoint_vf_limit).  */
  unsigned unknown_dependences () const { return m_unknown_deps; }
  /* Those of them between references of one base address.  */
  unsigned unknown_one_base () const { return m_unknown_one_base; }
  /* The largest VF at which the pair of DDR, a dependence GCC could not
     compute or of bases that may differ, needs no runtime alias check:
     their addresses differ by a constant that keeps the groups apart
     (invariant-distance.h); 0 when not known.  */
  uint64_t disjoint_vf_limit (ddr_p ddr) const
  {
    auto l = m_disjoint_vf.find (ddr);
    return l == m_disjoint_vf.end () ? 0 : l->second;
  }
  /* Dependences carried by this loop with a known, non-zero distance.  */
  unsigned carried_dependences () const { return m_carried_deps; }
  /* Those of them that stop GCC's loop vectorizer at any vector length
     (gcc_vectorizer_stops_at).  */
  unsigned gcc_blocking_dependences () const { return m_gcc_blocking_deps; }

  /* The store whose value LOAD reads in the same iteration, at exactly
     its location (forwarded-loads.h), or null.  */
  gimple *forwarding_store (gimple *load) const
  {
    auto f = m_forwarded.find (load);
    return f == m_forwarded.end () ? nullptr : f->second;
  }
  const forwarded_load_map &forwarded_loads () const { return m_forwarded; }
  /* The body's statements in program order (set once the dependences
     are computed).  */
  const body_order &order () const { return *m_order; }

  /* The facts and groups, for the -details dump.  */
  void dump (FILE *file) const;

private:
  bool fail (std::string reason, gimple *stmt = nullptr);
  void classify_dependences ();
  void classify_unknown (ddr_p ddr, address_expander &expander,
			 const std::unordered_map<data_reference *,
						  unsigned> &group_of);

  class loop *m_loop;
  std::string m_reason;
  gimple *m_failure_stmt = nullptr;
  tree m_niters = NULL_TREE;
  auto_vec<data_reference_p> m_datarefs;
  auto_vec<ddr_p> m_ddrs;
  auto_vec<class loop *> m_nest;
  bool m_have_ddrs = false;
  std::vector<access_group> m_groups;
  unsigned m_unknown_deps = 0;
  unsigned m_unknown_one_base = 0;
  std::unordered_map<ddr_p, uint64_t> m_disjoint_vf;
  unsigned m_carried_deps = 0;
  /* Pairs found independent as references into disjoint parts of one
     object, without GCC's dependence test.  */
  unsigned m_disjoint_pairs = 0;
  unsigned m_gcc_blocking_deps = 0;
  forwarded_load_map m_forwarded;
  std::unique_ptr<body_order> m_order;
};

} // namespace hyperlane

#endif
