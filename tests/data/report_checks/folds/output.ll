; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i8 @fold_to_const(i8 %x) {
  ret i8 5
}

define void @nothing() {
  ret void
}

define i1 @fold_to_arg(i1 %c) {
  ret i1 %c
}
