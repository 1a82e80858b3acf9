/* if-converted-epilogue.h on NEON (run under qemu), with the plugin
   forced on: no ICE, and every loop computes what the scalar loop
   computes.  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify" } */

#include "../hyperlane.dg/if-converted-epilogue.h"
