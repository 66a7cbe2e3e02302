// Fake benchmark source (tests/data/spec-fake): a message with a priority.
#include <string>
#include <vector>
struct cMessage {
    std::string name;
    int priority;
    double arrival;
};
void schedule(std::vector<cMessage> &queue, cMessage m);
cMessage next(std::vector<cMessage> &queue);
