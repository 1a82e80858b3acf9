/* Unit tests of the unroll-and-jam model (plugin/plan/jam-model.h): the
   factor is the vector length capped by GCC's unroll-jam-max-unroll, two
   copies and the registers, and the fused body's size bounds it.
   Prints PASS:/FAIL: lines for testsuite/hyperlane.unit/unit.exp.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "plan/jam-model.h"
#include "unit-check.h"

#include <cstring>

using namespace hyperlane;

int
main ()
{
  jam_choice avx512 = choose_jam (4, 4, 40, 2, 32);
  check (avx512.factor == 2 && !avx512.refusal,
	 "doubles at AVX-512 (32 registers): two copies of SP's sweep");
  jam_choice avx2 = choose_jam (4, 4, 40, 2, 16);
  check (avx2.factor == 2 && !avx2.refusal,
	 "doubles at AVX2 (16 registers): two copies");
  jam_choice floats = choose_jam (16, 4, 40, 2, 32);
  check (floats.factor == 2 && !floats.refusal,
	 "sixteen lanes: capped at two copies");
  check (choose_jam (16, 1, 40, 2, 32).refusal,
	 "unroll-jam-max-unroll=1 caps sixteen lanes to none");
  jam_choice sse = choose_jam (2, 4, 40, 2, 32);
  check (sse.factor == 2 && !sse.refusal, "two lanes: two copies");
  jam_choice one = choose_jam (4, 1, 40, 2, 32);
  check (one.factor == 0 && one.refusal
	 && std::strstr (one.refusal, "fewer than two lanes"),
	 "unroll-jam-max-unroll=1 refuses");
  check (choose_jam (4, 4, 40, 2, 8).refusal, "8 registers refuse");
  jam_choice big = choose_jam (4, 4, 201, 2, 32);
  check (big.factor == 0 && big.refusal
	 && std::strstr (big.refusal, "more than 400 statements"),
	 "a body of 201 statements jammed by 2 is too big");
  check (!choose_jam (4, 4, 200, 2, 32).refusal,
	 "200 statements by 2 is not");
  jam_choice soa = choose_jam (4, 4, 40, 8, 32);
  check (soa.factor == 0 && soa.refusal
	 && std::strstr (soa.refusal, "more than 8 memory streams"),
	 "SP's sweep in SoA (8 streams): two copies would walk 16");
  check (choose_jam (4, 4, 40, 4, 32).factor == 2,
	 "SP's back substitution in AoS (4 streams): two copies");
  check (choose_jam (4, 4, 40, 5, 32).refusal,
	 "5 streams: two copies are too many");
  std::printf ("%d failures\n", failures);
  return failures != 0;
}
