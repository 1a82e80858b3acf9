/* The plugin loads into gcc-12 and a trivial file compiles cleanly.  */
/* { dg-do compile } */

int
hyperlane_plugin_load (int x)
{
  return x + 1;
}
