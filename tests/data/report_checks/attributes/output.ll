; ModuleID = '<stdin>'
source_filename = "<stdin>"

; Function Attrs: nounwind willreturn
declare void @use(i8) #0

; Function Attrs: nounwind
define i8 @with_attrs(i8 noundef %x) #1 {
  %a = add nsw i8 %x, 1
  call void @use(i8 %a) #0
  ret i8 %x
}

; Function Attrs: nounwind
define internal fastcc i32 @second(i32 %y) unnamed_addr #1 {
  call void @use(i8 0) #0
  ret i32 %y
}

define i32 @caller(i32 %y) {
  %r = call fastcc i32 @second(i32 %y)
  ret i32 %r
}

attributes #0 = { nounwind willreturn }
attributes #1 = { nounwind }
