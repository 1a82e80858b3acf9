/* The guards of the loop versions GCC's earlier passes make for its
   vectorizer: if-conversion's .LOOP_VECTORIZED and loop distribution's
   .LOOP_DIST_ALIAS.  GCC's vectorizer folds them where it vectorizes the
   guarded loop and otherwise keeps the other version; a loop hyperlane
   vectorizes must fold them the same way, or the vector loop is dead
   code.  Loop distribution's version is enabled only where the order of
   its partitions cannot matter (distribution_order_safe); the loop is
   left to GCC otherwise (hlp-pass.cc).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_VERSION_GUARDS_H
#define HYPERLANE_VERSION_GUARDS_H

#include <unordered_map>

namespace hyperlane {

class version_guards
{
public:
  /* The guards of LOOP, found before it is transformed (the walk needs
     the loop as GCC's passes left it).  */
  explicit version_guards (class loop *loop);

  /* .LOOP_VECTORIZED: the loop is the if-converted copy.  */
  gimple *if_conversion () const { return m_if_conversion; }

  /* Whether the loop is in no such version, or in one whose partitions
     run in an order that keeps every dependence between them (the
     accesses of two partitions to one array in their original order):
     only then may the version run where GCC's vectorizer would not
     enable it, because GCC 12.2's distribution can order the partitions
     against a dependence between them (fuzz case 20261129-175).
     VERDICTS holds the answers of one run of the pass per version (its
     .LOOP_DIST_ALIAS number): every partition loop asks, and an answer
     analyses the data references of all the partitions.  */
  bool distribution_order_safe (std::unordered_map<int, bool> &verdicts)
    const;

  /* Once LOOP is vectorized: fold .LOOP_VECTORIZED to true and
     .LOOP_DIST_ALIAS to its runtime alias test, as GCC's vectorizer does
     for a loop it vectorizes (try_vectorize_loop_1).  */
  void keep_vectorized_version ();

private:
  int m_loop_num;
  gimple *m_if_conversion = nullptr;
  gimple *m_distribution = nullptr;
};

/* Whether LOOP is the inner loop of the copy of a nest that
   if-conversion versioned for GCC's outer-loop vectorization (the copy
   that runs only if GCC vectorizes the enclosing loop; the nest's other
   copy holds this loop again, under a guard of its own).  */
bool in_outer_loop_vectorization_copy_p (class loop *loop);

} // namespace hyperlane

#endif
