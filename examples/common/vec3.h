/* The 3-vector element types of the vec3_* examples: arrays of these are
   the array-of-structures (stride 3) layout.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_EXAMPLES_VEC3_H
#define HYPERLANE_EXAMPLES_VEC3_H

#include <stdint.h>

typedef struct { float x, y, z; } vec3f;
typedef struct { double x, y, z; } vec3d;
typedef struct { int32_t x, y, z; } vec3i;

_Static_assert (sizeof (vec3f) == 3 * sizeof (float), "vec3f is packed");
_Static_assert (sizeof (vec3d) == 3 * sizeof (double), "vec3d is packed");
_Static_assert (sizeof (vec3i) == 3 * sizeof (int32_t), "vec3i is packed");

#endif
