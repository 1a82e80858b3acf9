/* dg-do assemble: an object file is produced with the plugin loaded.  */
/* { dg-do assemble } */

struct P { float x, y, z; } a[256];
float s[256];

void
sum3 (void)
{
  for (int i = 0; i < 256; i++)
    s[i] = a[i].x + a[i].y + a[i].z;
}
