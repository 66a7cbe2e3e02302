; RUN: opt < %s -passes=instcombine -S | FileCheck %s

define i8 @ranged(ptr %p) {
  %v = load i8, ptr %p, align 1, !range !0
  %w = and i8 %v, 15
  ret i8 %w
}

define i8 @ranged2(ptr %p) {
  %v = load i8, ptr %p, align 1, !range !0, !noundef !1
  ret i8 %v
}

!0 = !{i8 0, i8 10}
!1 = !{}
