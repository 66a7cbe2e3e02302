; ModuleID = '<stdin>'
source_filename = "<stdin>"

%struct.pair = type { i32, i32 }

define i32 @dotted(i32 %x.fr, i32 %y-z, ptr %.p, i64 %i) {
  %a.b = mul i32 %x.fr, %y-z
  %c-d = add i32 %a.b, -7
  %.e.split = getelementptr inbounds %struct.pair, ptr %.p, i64 %i
  %.e = getelementptr inbounds nuw i8, ptr %.e.split, i64 4
  %ld = load i32, ptr %.e, align 4
  %X = mul i32 %c-d, %ld
  ret i32 %X
}
