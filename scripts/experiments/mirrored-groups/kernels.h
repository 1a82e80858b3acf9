/* Mirrored-group kernels (docs/performance.md, "Mirrored groups"): image rows
   copied mirrored, fields swapped on the way, a complex conjugate and a
   gray row read or written backwards.  */
#include <stdint.h>
typedef struct { float r, g, b; } rgbf;
typedef struct { uint8_t r, g, b; } rgb8;
typedef struct { double x, y, z; } vec3;
typedef struct { float re, im; } cf;

#define KERNELS(X) \
  X(flip_rgbf) X(flip_rgb8) X(flip_scale) X(vec3_rev) X(gray_rev) X(rev_loop_fwd) X(cconj_rev) X(flip_rgba8) X(mix_rev)

void flip_rgbf (rgbf *restrict d, const rgbf *restrict c, int n);
void flip_rgb8 (rgb8 *restrict d, const rgb8 *restrict c, int n);
void flip_scale (float *restrict d, const float *restrict c, int n);
void vec3_rev (vec3 *restrict d, const vec3 *restrict c, int n);
void gray_rev (float *restrict d, const float *restrict c, int n);
void rev_loop_fwd (float *restrict d, const float *restrict c, int n);
void cconj_rev (cf *restrict d, const cf *restrict c, int n);
void flip_rgba8 (uint8_t *restrict d, const uint8_t *restrict c, int n);
void mix_rev (float *restrict d, const float *restrict c, int n);
