/* Fake benchmark source (tests/data/spec-fake): an insertion sort with qsort's interface. */
#include <string.h>
#include "spec_qsort.h"

void spec_qsort(void *base, size_t n, size_t size, int (*cmp)(const void *, const void *)) {
    unsigned char *a = base, tmp[64];
    if (size > sizeof tmp)
        return;
    for (size_t i = 1; i < n; i++)
        for (size_t j = i; j > 0 && cmp(a + (j - 1) * size, a + j * size) > 0; j--) {
            memcpy(tmp, a + j * size, size);
            memcpy(a + j * size, a + (j - 1) * size, size);
            memcpy(a + (j - 1) * size, tmp, size);
        }
}
