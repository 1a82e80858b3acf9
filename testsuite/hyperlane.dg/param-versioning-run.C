// Member functions and references: 'this' and the references are pointer
// parameters too.  The second body gives the first body's results, bit
// for bit, wherever the operands lie: apart, or one of the body's own
// vectors (C++'s aliasing rules allow no other overlap).
// { dg-do run }
// { dg-options "-O3 -ffp-contract=off -fplugin-arg-hyperlane-verify -fopt-info-vec-optimized" }

#include <cstdlib>
#include <cstring>

struct vec3 { double x, y, z; };

#define BODY_PUSH							\
  {									\
    vel.x += f.x * dt; vel.y += f.y * dt; vel.z += f.z * dt;		\
    pos.x += vel.x * dt; pos.y += vel.y * dt; pos.z += vel.z * dt;	\
    out.x = pos.x + f.x; out.y = pos.y + f.y; out.z = pos.z + f.z;	\
    vel.x -= f.x * 0.5; vel.y -= f.y * 0.5; vel.z -= f.z * 0.5;	\
  }

struct body
{
  vec3 pos, vel;
  __attribute__ ((noipa)) void push (const vec3 &f, double dt, vec3 &out)
    BODY_PUSH // { dg-message "function versioned for disjoint pointer parameters 'this', 'f' and 'out'" "" { target *-*-* } .-1 }
  __attribute__ ((noipa, optimize ("O0")))
  void push_ref (const vec3 &f, double dt, vec3 &out)
    BODY_PUSH
};

static double m0[40], m1[40];

int
main ()
{
  for (int b = 0; b + 6 <= 39; b += 3)
    for (int f = 0; f + 3 <= 39; f += 3)
      for (int o = 0; o + 3 <= 39; o += 3)
	{
	  for (int i = 0; i < 40; i++)
	    m0[i] = m1[i] = 0.5 + i * 3 % 7;
	  reinterpret_cast<body *> (m0 + b)
	    ->push (*reinterpret_cast<vec3 *> (m0 + f), 0.25,
		    *reinterpret_cast<vec3 *> (m0 + o));
	  reinterpret_cast<body *> (m1 + b)
	    ->push_ref (*reinterpret_cast<vec3 *> (m1 + f), 0.25,
			*reinterpret_cast<vec3 *> (m1 + o));
	  if (std::memcmp (m0, m1, sizeof m0))
	    std::abort ();
	}
  return 0;
}
