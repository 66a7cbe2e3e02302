; RUN: opt < %s -passes=instcombine -S | FileCheck %s

define i32 @sw(i32 %x) {
entry:
  %y = add i32 %x, 0
  switch i32 %y, label %default [
    i32 0, label %zero
    i32 1, label %one
  ]

zero:
  ret i32 10

one:
  ret i32 20

default:
  %d = mul i32 %y, 1
  ret i32 %d
}
