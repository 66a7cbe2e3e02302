// Fake benchmark source (tests/data/spec-fake): a few simulated events.
#include <cstdio>
#include "cmessage.h"
#include "router.h"

int main() {
    std::vector<cMessage> fes;
    Router r;
    r.add("a", 1);
    r.add("b", 2);
    for (int i = 0; i < 10; i++)
        schedule(fes, cMessage{i % 2 ? "a" : "b", i % 3, 10.0 - i});
    long sum = 0;
    try {
        for (;;)
            sum += r.forward(next(fes).name);
    } catch (const std::exception &) {
    }
    std::printf("%ld\n", sum);
}
