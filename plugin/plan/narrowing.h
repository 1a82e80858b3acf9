/* Narrowing of integer arithmetic (what GCC's vectorizer calls
   over-widening): C computes `unsigned char` pixels in `int`, but when a
   result is only needed in its low bits -- stored to a byte, or shifted
   right by a constant and then stored -- the operations that lead to it
   can run in 16 bits, on half as many vectors.  A demanded-bits analysis
   over the scalar DAG, then a rewrite.  Free of GCC headers.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_NARROWING_H
#define HYPERLANE_NARROWING_H

#include "scalar-dag.h"

namespace hyperlane {

/* Rewrite DAG so that every integer compute node of a bit_rule other than
   `other' whose result is needed only in its low bits runs in the
   narrowest unsigned type of at least MIN_BYTES bytes (a power of two)
   that holds them.  Conversions between the new and the old types are
   compute nodes with CONVERT_CODE.  New element types are appended to
   DAG.types (unsigned integers).  Returns the number of nodes that now
   compute in fewer bits.  */
unsigned narrow_arithmetic (scalar_dag &dag, int convert_code,
			    unsigned min_bytes = 2);

} // namespace hyperlane

#endif
