// Fake benchmark source (tests/data/spec-fake): a router forwarding messages.
#include <map>
#include <string>
class Router {
    std::map<std::string, int> routes_;
public:
    void add(const std::string &dest, int port) { routes_[dest] = port; }
    int forward(const std::string &dest) const;
};
