/* gmpbench: a fixed amount of GMP work for `minotaur bench speedup` (corpora/gmp/
 * manifest.toml's [[bench]] tables). Linked statically against the libgmp.a that
 * corpora/gmp/native.sh built, so a build with rewrites and one without run the same
 * program over different libraries.
 *
 *   gmpbench OP LIMBS ITERATIONS
 *
 * OP is one of mul (LIMBS x LIMBS multiplication: schoolbook below ~30 limbs, Toom
 * above, FFT at ~10000), sqr, div (2*LIMBS by LIMBS, quotient and remainder), gcd
 * (LIMBS and LIMBS), gcdext, powm (base, exponent and odd modulus of LIMBS limbs), sqrt
 * (of 2*LIMBS limbs). Operands come from GMP's own generator with a fixed seed; the
 * program prints OP, LIMBS, ITERATIONS and a checksum of the results (the sum of the
 * low limbs), which is the same for every correct build. */
#include <gmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void usage(void) {
  fprintf(stderr, "usage: gmpbench mul|sqr|div|gcd|gcdext|powm|sqrt LIMBS ITERATIONS\n");
  exit(2);
}

int main(int argc, char **argv) {
  if (argc != 4) usage();
  const char *op = argv[1];
  long limbs = atol(argv[2]), iters = atol(argv[3]);
  if (limbs < 1 || iters < 1) usage();
  mp_bitcnt_t bits = (mp_bitcnt_t)limbs * GMP_NUMB_BITS;
  gmp_randstate_t rs;
  gmp_randinit_default(rs);
  gmp_randseed_ui(rs, 20261126UL);
  mpz_t a, b, m, r, s;
  mpz_inits(a, b, m, r, s, NULL);
  /* Full-size operands: the top bit set, so every iteration has exactly LIMBS limbs. */
  mpz_urandomb(a, rs, bits);
  mpz_setbit(a, bits - 1);
  mpz_urandomb(b, rs, bits);
  mpz_setbit(b, bits - 1);
  mpz_urandomb(m, rs, bits);
  mpz_setbit(m, bits - 1);
  mpz_setbit(m, 0);
  unsigned long sum = 0;
  if (strcmp(op, "mul") == 0) {
    for (long i = 0; i < iters; i++) {
      mpz_mul(r, a, b);
      sum += mpz_getlimbn(r, 0);
      mpz_add_ui(a, a, 1);
    }
  } else if (strcmp(op, "sqr") == 0) {
    for (long i = 0; i < iters; i++) {
      mpz_mul(r, a, a);
      sum += mpz_getlimbn(r, 0);
      mpz_add_ui(a, a, 1);
    }
  } else if (strcmp(op, "div") == 0) {
    mpz_mul(a, a, m); /* 2*LIMBS limbs */
    for (long i = 0; i < iters; i++) {
      mpz_tdiv_qr(r, s, a, b);
      sum += mpz_getlimbn(r, 0) + mpz_getlimbn(s, 0);
      mpz_add_ui(a, a, 1);
    }
  } else if (strcmp(op, "gcd") == 0) {
    for (long i = 0; i < iters; i++) {
      mpz_gcd(r, a, b);
      sum += mpz_getlimbn(r, 0);
      mpz_add_ui(a, a, 1);
    }
  } else if (strcmp(op, "gcdext") == 0) {
    for (long i = 0; i < iters; i++) {
      mpz_gcdext(r, s, NULL, a, b);
      sum += mpz_getlimbn(r, 0) + mpz_getlimbn(s, 0);
      mpz_add_ui(a, a, 1);
    }
  } else if (strcmp(op, "powm") == 0) {
    for (long i = 0; i < iters; i++) {
      mpz_powm(r, a, b, m);
      sum += mpz_getlimbn(r, 0);
      mpz_add_ui(a, a, 1);
    }
  } else if (strcmp(op, "sqrt") == 0) {
    mpz_mul(a, a, b); /* 2*LIMBS limbs */
    for (long i = 0; i < iters; i++) {
      mpz_sqrtrem(r, s, a);
      sum += mpz_getlimbn(r, 0) + mpz_getlimbn(s, 0);
      mpz_add_ui(a, a, 1);
    }
  } else {
    usage();
  }
  printf("%s %ld %ld checksum %lx\n", op, limbs, iters, sum);
  mpz_clears(a, b, m, r, s, NULL);
  gmp_randclear(rs);
  return 0;
}
