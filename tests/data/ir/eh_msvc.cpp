// Windows (funclet) C++ exceptions: catchswitch, catchpad, catchret, cleanuppad,
// cleanupret, and calls with "funclet" operand bundles.
int may_throw(int);
void note(int);

struct Guard {
  int *p;
  explicit Guard(int *q) : p(q) {}
  ~Guard() { note(++*p); }
};

int catch_all(int x) {
  try {
    return may_throw(x) + 1;
  } catch (int e) {
    note(e);
    return e * 2;
  } catch (...) {
    return -1;
  }
}

int cleanup(int x, int *c) {
  Guard g(c);
  return may_throw(x) ^ may_throw(x + 1);
}

int nested(int x) {
  try {
    try {
      return may_throw(x);
    } catch (int) {
      return may_throw(x + 1);
    }
  } catch (...) {
    return 0;
  }
}

int plain_win(int a, int b) { return (a | b) - (a & b); }
