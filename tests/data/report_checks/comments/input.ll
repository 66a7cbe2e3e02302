; RUN: opt < %s -passes=instcombine -S | FileCheck %s
; A leading comment stays.

; The comment above the function stays.
define i32 @commented(i32 %x) {

; A comment at the top of the body goes before the checks.
	%a = add i32 %x, 1   ; trailing comment
;
    %b = add i32 %a, 1
  ret i32 %b
}
