; RUN: opt < %s -passes=instcombine -S | FileCheck %s

declare void @use(i8) #1

define i8 @with_attrs(i8 noundef %x) #0 {
  %a = add nsw i8 %x, 1
  call void @use(i8 %a) #1
  %b = sub nsw i8 %a, 1
  ret i8 %b
}

define internal fastcc i32 @second(i32 %y) unnamed_addr #0 {
  %z = shl i32 %y, 0
  call void @use(i8 0) #1
  ret i32 %z
}

define i32 @caller(i32 %y) {
  %r = call fastcc i32 @second(i32 %y)
  ret i32 %r
}

attributes #0 = { nounwind }
attributes #1 = { nounwind willreturn }
