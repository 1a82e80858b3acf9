/* The program order of the statements of a loop body of one block: which
   of two accesses of one iteration runs first.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_BODY_ORDER_H
#define HYPERLANE_BODY_ORDER_H

#include <unordered_map>

namespace hyperlane {

class body_order
{
public:
  /* The statements of BB, numbered from 0.  */
  explicit body_order (basic_block bb)
  {
    unsigned pos = 0;
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      m_position[gsi_stmt (gsi)] = pos++;
  }

  /* STMT's position; 0 for a statement outside the block.  */
  unsigned operator() (gimple *stmt) const
  {
    auto it = m_position.find (stmt);
    return it == m_position.end () ? 0 : it->second;
  }

private:
  std::unordered_map<gimple *, unsigned> m_position;
};

} // namespace hyperlane

#endif
