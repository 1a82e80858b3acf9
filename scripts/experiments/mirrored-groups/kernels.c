#include "kernels.h"
void flip_rgbf (rgbf *restrict d, const rgbf *restrict c, int n)
{ for (int i = 0; i < n; i++) d[i] = c[n - 1 - i]; }
void flip_rgb8 (rgb8 *restrict d, const rgb8 *restrict c, int n)
{ for (int i = 0; i < n; i++) d[i] = c[n - 1 - i]; }
void flip_scale (float *restrict d, const float *restrict c, int n)
{
  for (int i = 0; i < n; i++)
    {
      d[3*i] = c[3*(n-1-i)] * 0.5f;
      d[3*i+1] = c[3*(n-1-i)+1] * 0.25f;
      d[3*i+2] = c[3*(n-1-i)+2] + 1.0f;
    }
}
void vec3_rev (vec3 *restrict d, const vec3 *restrict c, int n)
{
  for (int i = 0; i < n; i++)
    {
      d[i].x = c[n-1-i].y * 2.0 - c[n-1-i].z;
      d[i].y = c[n-1-i].z * c[n-1-i].x;
      d[i].z = c[n-1-i].x + 1.0;
    }
}
void gray_rev (float *restrict d, const float *restrict c, int n)
{ for (int i = 0; i < n; i++) d[n-1-i] = c[3*i] * 0.299f + c[3*i+1] * 0.587f + c[3*i+2] * 0.114f; }
void rev_loop_fwd (float *restrict d, const float *restrict c, int n)
{
  for (int i = n - 1; i >= 0; i--)
    {
      d[3*i] = c[3*(n-1-i)+2];
      d[3*i+1] = c[3*(n-1-i)];
      d[3*i+2] = c[3*(n-1-i)+1] * 3.0f;
    }
}
void cconj_rev (cf *restrict d, const cf *restrict c, int n)
{
  for (int i = 0; i < n; i++)
    {
      d[i].re = c[n-1-i].re;
      d[i].im = -c[n-1-i].im;
    }
}
void flip_rgba8 (uint8_t *restrict d, const uint8_t *restrict c, int n)
{
  for (int i = 0; i < n; i++)
    {
      d[4*i] = c[4*(n-1-i)];
      d[4*i+1] = c[4*(n-1-i)+1];
      d[4*i+2] = c[4*(n-1-i)+2];
      d[4*i+3] = 255;
    }
}
void mix_rev (float *restrict d, const float *restrict c, int n)
{
  for (int i = 0; i < n; i++)
    {
      d[2*i] = c[3*(n-1-i)] + c[3*(n-1-i)+1];
      d[2*i+1] = c[3*(n-1-i)+2] - c[3*(n-1-i)];
    }
}
