; RUN: opt < %s -passes=instcombine -S | FileCheck %s

define i8 @fold_to_const(i8 %x) {
  %a = and i8 %x, 0
  %b = or i8 %a, 5
  ret i8 %b
}

define void @nothing() {
  ret void
}

define i1 @fold_to_arg(i1 %c) {
  %n = xor i1 %c, true
  %nn = xor i1 %n, true
  ret i1 %nn
}
