/* Shared body of vect-avx512vbmi-run-*.c: loops planned with the AVX-512
   VL/BW/VBMI permute tables (plugin/target/gcc-target.cc) -- bytes and
   words of stride 3 and 4, floats of stride 3 -- taken whatever the cost
   model says, against references GCC does not vectorize.  */

#define N 1031			/* Not a multiple of any vector length.  */

unsigned char rgb[3 * N], yuv[3 * N], ref_yuv[3 * N];
unsigned char px[4 * N], gray[N], ref_gray[N];
unsigned short w3[3 * N], ws[N], ref_ws[N];
struct v3 { float x, y, z; } a[N], b[N], c[N], ref_c[N];

#define BODY							\
  for (int i = 0; i < N; i++)					\
    {								\
      int r = RGB[3 * i], g = RGB[3 * i + 1], bl = RGB[3 * i + 2];	\
      YUV[3 * i] = (unsigned char) ((66 * r + 129 * g + 25 * bl + 128) >> 8);	\
      YUV[3 * i + 1] = (unsigned char) ((112 * bl - 38 * r + 32896) >> 8);	\
      YUV[3 * i + 2] = (unsigned char) ((112 * r - 94 * g + 32896) >> 8);	\
    }								\
  for (int i = 0; i < N; i++)					\
    GRAY[i] = (unsigned char) ((px[4 * i] + 2 * px[4 * i + 1]		\
				+ px[4 * i + 2] + px[4 * i + 3]) >> 2);	\
  for (int i = 0; i < N; i++)					\
    WS[i] = (unsigned short) (w3[3 * i] - w3[3 * i + 1] + 3 * w3[3 * i + 2]);	\
  for (int i = 0; i < N; i++)					\
    {								\
      C[i].x = a[i].y * b[i].z - a[i].z * b[i].y;			\
      C[i].y = a[i].z * b[i].x - a[i].x * b[i].z;			\
      C[i].z = a[i].x * b[i].y - a[i].y * b[i].x;			\
    }

__attribute__ ((noipa)) void
kernel (void)
{
#define RGB rgb
#define YUV yuv
#define GRAY gray
#define WS ws
#define C c
  BODY
#undef YUV
#undef GRAY
#undef WS
#undef C
}

__attribute__ ((noipa, optimize ("no-tree-vectorize"))) void
reference (void)
{
#define YUV ref_yuv
#define GRAY ref_gray
#define WS ref_ws
#define C ref_c
  BODY
}

int
main (void)
{
  unsigned seed = 12345;
  for (int i = 0; i < 3 * N; i++)
    {
      seed = seed * 1103515245u + 12345u;
      rgb[i] = seed >> 24;
      w3[i] = seed >> 8;
    }
  for (int i = 0; i < 4 * N; i++)
    px[i] = (unsigned char) (i * 37 + (i >> 3));
  for (int i = 0; i < N; i++)
    {
      a[i].x = i * 0.5f - 3;
      a[i].y = (i % 7) * 1.25f;
      a[i].z = 1.0f / (i + 1);
      b[i].x = (i % 5) - 2.0f;
      b[i].y = i * 0.125f;
      b[i].z = (i % 11) * 0.75f;
    }
  kernel ();
  reference ();
  if (__builtin_memcmp (yuv, ref_yuv, sizeof yuv)
      || __builtin_memcmp (gray, ref_gray, sizeof gray)
      || __builtin_memcmp (ws, ref_ws, sizeof ws)
      || __builtin_memcmp (c, ref_c, sizeof c))
    __builtin_abort ();
  return 0;
}
