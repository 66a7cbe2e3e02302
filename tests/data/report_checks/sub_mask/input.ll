; RUN: opt < %s -passes=instcombine -S | FileCheck %s

define i8 @sub_mask(i8 %x) {
  %m = and i8 %x, 3
  %r = sub i8 %x, %m
  %s = add i8 %r, -1
  %t = and i8 %s, -4
  ret i8 %t
}
