C     The plugin loads for fixed-form Fortran (*.f) sources.
C     { dg-do compile }
      SUBROUTINE SCALE3(U, N)
      INTEGER N, I
      REAL U(3,N)
      DO 10 I = 1, N
         U(1,I) = 2.0 * U(1,I)
   10 CONTINUE
      END
