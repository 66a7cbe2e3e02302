/* Fake benchmark source (tests/data/spec-fake): an insertion sort with qsort's interface. */
#include <stddef.h>
void spec_qsort(void *base, size_t n, size_t size, int (*cmp)(const void *, const void *));
