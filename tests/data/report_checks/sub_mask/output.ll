; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i8 @sub_mask(i8 %x) {
  %r = and i8 %x, -4
  %s = add i8 %r, -1
  %t = and i8 %s, -4
  ret i8 %t
}
