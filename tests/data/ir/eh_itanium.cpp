// Itanium C++ exceptions: invoke, landingpad (catch, cleanup, filter), resume, templates.
#include <stdexcept>
#include <vector>
#include <string>

struct Guard {
  int *p;
  explicit Guard(int *q) : p(q) {}
  ~Guard() { ++*p; }
};

int may_throw(int);
void log_it(const char *);

template <typename T> T sum_checked(const std::vector<T> &v) {
  T s = 0;
  for (const T &x : v) {
    if (x < 0) throw std::invalid_argument("negative");
    s += x;
  }
  return s;
}

int catch_typed(int x) {
  try {
    return may_throw(x) * 3 + 1;
  } catch (const std::out_of_range &) {
    return -1;
  } catch (const std::exception &e) {
    log_it(e.what());
    return -2;
  } catch (...) {
    return -3;
  }
}

int cleanup_only(int x, int *counter) {
  Guard g(counter);
  int a = may_throw(x);
  int b = may_throw(a + 7);
  return (a ^ b) + (a << 2);
}

int filtered(int x) throw(std::bad_alloc) { return may_throw(x) + 1; }

int noexcept_wrap(int x) noexcept { return may_throw(x) - 5; }

long templated(const std::vector<long> &v, int k) {
  long s = sum_checked(v);
  std::string name = std::to_string(k);
  return s * 2 + (long)name.size();
}

int plain(int a, int b) { return (a & b) + (a | b); }
