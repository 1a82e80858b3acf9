// The plugin runs in g++-12 and reports on a loop over a struct array.
// { dg-do compile }
// { dg-options "-O3 -fopt-info-vec-all" }

struct vec3 { float x, y, z; };

template <int N>
struct cloud
{
  vec3 p[N];
  float norm2[N];

  void compute ()
  {
    for (int i = 0; i < N; i++)	// { dg-message "hyperlane: analysed loop" }
      norm2[i] = p[i].x * p[i].x + p[i].y * p[i].y + p[i].z * p[i].z;
  }
};

template struct cloud<512>;
