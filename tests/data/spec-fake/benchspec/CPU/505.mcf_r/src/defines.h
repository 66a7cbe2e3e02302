/* Fake benchmark source (tests/data/spec-fake): arc costs of a tiny network. */
#ifndef WANT_STDC_PROTO
#error "built without $bench_flags from Spec/object.pm"
#endif
typedef struct arc { long cost, flow; int tail, head; } arc_t;
long price_out(arc_t *arcs, long n, const long *potential);
