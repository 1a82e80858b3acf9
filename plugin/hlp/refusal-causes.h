/* The causes behind two refusals of the loop analysis, named with the
   option that changes them: a call in the loop body, and control flow
   GCC's if-conversion left.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_REFUSAL_CAUSES_H
#define HYPERLANE_REFUSAL_CAUSES_H

#include <string>

namespace hyperlane {

/* "loop body contains a function call: 'NAME' (CAUSE; OPTION)" for the
   call STMT.  */
std::string call_refusal (gimple *stmt);

/* "control flow in loop body (CAUSE; OPTION)" for LOOP, whose body has
   more than one block after if-conversion; *STMT is set to the statement
   that kept the branch, when one is found.  */
std::string control_flow_refusal (class loop *loop, gimple **stmt);

} // namespace hyperlane

#endif
