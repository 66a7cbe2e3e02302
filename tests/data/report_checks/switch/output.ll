; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i32 @sw(i32 %x) {
entry:
  switch i32 %x, label %default [
    i32 0, label %zero
    i32 1, label %one
  ]

zero:                                             ; preds = %entry
  ret i32 10

one:                                              ; preds = %entry
  ret i32 20

default:                                          ; preds = %entry
  ret i32 %x
}
