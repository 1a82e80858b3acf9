/* Answers remembered for the rest of the compilation: the permutation
   searches and classifications are pure functions of their arguments,
   asked the same few questions in plan after plan.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_MEMO_H
#define HYPERLANE_MEMO_H

#include <utility>

namespace hyperlane {

/* What MEMO (a std::map) holds for KEY, computed by COMPUTE the first
   time it is asked.  */
template <typename Map, typename Compute>
const typename Map::mapped_type &
remembered (Map &memo, const typename Map::key_type &key, Compute compute)
{
  auto it = memo.find (key);
  if (it == memo.end ())
    it = memo.emplace (key, compute ()).first;
  return it->second;
}

} // namespace hyperlane

#endif
