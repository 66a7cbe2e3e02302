// asm goto (callbr with indirect destinations and outputs) and computed goto (indirectbr).
int asm_goto_plain(int x) {
  asm goto("testl %0, %0; jne %l1" : : "r"(x) : "cc" : taken);
  return x * 2 + 1;
taken:
  return x - 7;
}

int asm_goto_outputs(int x) {
  int y;
  asm goto("movl %1, %0; testl %0, %0; js %l2; jz %l3" : "=r"(y) : "r"(x) : "cc" : neg, zero);
  return y + 1;
neg:
  return -y;
zero:
  return 42;
}

int computed_goto(const unsigned char *code, int acc) {
  static const void *table[] = {&&op_inc, &&op_dbl, &&op_halt, &&op_xor};
  goto *table[*code++ & 3];
op_inc:
  acc += 1;
  goto *table[*code++ & 3];
op_dbl:
  acc *= 2;
  goto *table[*code++ & 3];
op_xor:
  acc ^= 0x5a;
  goto *table[*code++ & 3];
op_halt:
  return acc;
}

int plain_after(int a, int b) { return (a ^ b) & (a + b); }
