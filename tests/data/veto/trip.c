/* The veto fixture (tests/it/veto.rs): a function with one site minotaur rewrites (the
   loop vectorizer's trip count, n - ((n & 15) == 0 ? 16 : n & 15), as (n - 1) & -16). A
   veto file naming that rewrite in `trip` must give back the plain build's code, and
   `trip` the plain build's instruction count. */
unsigned trip(unsigned n) { return n - ((n & 15) == 0 ? 16 : (n & 15)); }
