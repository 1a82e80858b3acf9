/* The loops of vector-width.h once more, unvectorized, as the reference
   of the run tests: scale3_ref and primitive5_ref.  */

#pragma GCC push_options
#pragma GCC optimize ("no-tree-vectorize")
#define scale3 scale3_ref
#define primitive5 primitive5_ref
#include "vector-width.h"
#undef scale3
#undef primitive5
#pragma GCC pop_options
