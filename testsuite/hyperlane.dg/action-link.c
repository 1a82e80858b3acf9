/* dg-do link: a program with an AoS loop links with the plugin loaded.  */
/* { dg-do link } */

struct P { double x, y; } p[100];

int
main (void)
{
  double s = 0;
  for (int i = 0; i < 100; i++)
    s += p[i].x * p[i].y;
  return s != 0;
}
