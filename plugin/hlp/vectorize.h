/* Vectorize one analysed loop: scalar DAG, legality, lane plan, target
   check, cost decision, then the transformation, with a remark for every
   outcome.  Nothing changes in the IL unless every step succeeded.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_VECTORIZE_H
#define HYPERLANE_VECTORIZE_H

namespace hyperlane {

class loop_analysis;
struct options;

/* True when LA's loop was transformed.  */
bool try_vectorize (const loop_analysis &la, const options &opts);

} // namespace hyperlane

#endif
