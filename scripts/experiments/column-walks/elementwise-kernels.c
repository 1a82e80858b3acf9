/* Column walks planned element by element (docs/performance.md, "Column
   walks"): one element of each row per inner iteration, with little (k1,
   k5), more (k2) or slow (k3) arithmetic, and a triangular nest (k4,
   TSVC s114) that is not jammed.  elementwise.sh builds them plain and
   with hyperlane, jam off and every plan taken, or as hyperlane decides.  */
#define N 256
float a[N][N], b[N][N], c[N][N];
void k1 (void) { for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) a[i][j] = b[j][i] + c[i][j]; }
void k2 (void) { for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { float x = b[j][i]; a[i][j] = ((x * c[i][j] + 1.5f) * x - c[i][j]) * 0.5f + x; } }
void k3 (void) { for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) a[i][j] = c[i][j] / b[j][i]; }
void k4 (void) { for (int i = 0; i < N; i++) for (int j = 0; j < i; j++) a[i][j] = b[j][i] + c[i][j]; }
void k5 (void) { for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) a[i][j] = b[j][i] * 2.0f; }
