// Fake benchmark source (tests/data/spec-fake): a router forwarding messages.
#include "router.h"

int Router::forward(const std::string &dest) const {
    auto it = routes_.find(dest);
    return it == routes_.end() ? -1 : it->second;
}
