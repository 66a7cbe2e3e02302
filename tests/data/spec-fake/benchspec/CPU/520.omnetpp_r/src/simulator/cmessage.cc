// Fake benchmark source (tests/data/spec-fake): a future-event set as a binary heap.
#include <algorithm>
#include <stdexcept>
#include "cmessage.h"

static bool later(const cMessage &a, const cMessage &b) {
    return a.arrival != b.arrival ? a.arrival > b.arrival : a.priority > b.priority;
}

void schedule(std::vector<cMessage> &queue, cMessage m) {
    queue.push_back(std::move(m));
    std::push_heap(queue.begin(), queue.end(), later);
}

cMessage next(std::vector<cMessage> &queue) {
    if (queue.empty())
        throw std::runtime_error("no events");
    std::pop_heap(queue.begin(), queue.end(), later);
    cMessage m = std::move(queue.back());
    queue.pop_back();
    return m;
}
