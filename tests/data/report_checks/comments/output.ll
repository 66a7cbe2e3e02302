; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i32 @commented(i32 %x) {
  %b = add i32 %x, 2
  ret i32 %b
}
