/* Whether to unroll and jam a parallel enclosing loop; see jam-model.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "jam-model.h"

#include <algorithm>

namespace hyperlane {

jam_choice
choose_jam (unsigned vf, unsigned max_unroll, unsigned body_statements,
	    unsigned streams, unsigned fp_registers)
{
  jam_choice c;
  c.factor = std::min ({ vf, max_unroll, max_jammed_copies,
			 fp_registers / registers_per_copy });
  if (c.factor < 2)
    c.refusal = "cost model: fewer than two lanes (the vector length, "
		"the registers or --param unroll-jam-max-unroll)";
  else if (streams * 2 > max_jammed_streams)
    c.refusal = "cost model: two copies would walk more than 8 memory "
		"streams at once";
  else
    c.factor = std::min (c.factor, max_jammed_streams / std::max (streams,
								 1u));
  if (!c.refusal && body_statements * c.factor > max_jammed_statements)
    c.refusal = "cost model: the fused inner loop would hold more than "
		"400 statements";
  if (c.refusal)
    c.factor = 0;
  return c;
}

} // namespace hyperlane
