/* Fake benchmark source (tests/data/spec-fake): sorts arcs by reduced cost. */
#include <stdio.h>
#include "defines.h"
#include "spec_qsort.h"

static int by_cost(const void *a, const void *b) {
    const arc_t *x = a, *y = b;
    return (x->cost > y->cost) - (x->cost < y->cost);
}

int main(void) {
    arc_t arcs[8];
    long potential[4] = {0, 3, 5, 9};
    for (int i = 0; i < 8; i++) {
        arcs[i].tail = i % 4;
        arcs[i].head = (i * 3 + 1) % 4;
        arcs[i].cost = (i * 7) % 11 - 4;
        arcs[i].flow = 0;
    }
    spec_qsort(arcs, 8, sizeof arcs[0], by_cost);
    printf("%ld\n", price_out(arcs, 8, potential));
    return 0;
}
