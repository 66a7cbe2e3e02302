/* Fake benchmark source (tests/data/spec-fake): the most negative reduced cost. */
#include "defines.h"

long price_out(arc_t *arcs, long n, const long *potential) {
    long best = 0;
    for (long i = 0; i < n; i++) {
        long red = arcs[i].cost - potential[arcs[i].tail] + potential[arcs[i].head];
        if (red < best && arcs[i].flow == 0)
            best = red;
    }
    return best;
}
