; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i8 @ranged(ptr %p) {
  %v = load i8, ptr %p, align 1, !range !0
  ret i8 %v
}

define i8 @ranged2(ptr %p) {
  %v = load i8, ptr %p, align 1, !range !0, !noundef !1
  ret i8 %v
}

!0 = !{i8 0, i8 10}
!1 = !{}
