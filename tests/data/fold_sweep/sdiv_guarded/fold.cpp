// rfd0681deb1d0: sext(trunc(X) /s C0) -> X /s C0
//
// Precondition: `C0` is less than the bit width
//
// Proved by minotaur (Alive2-style refinement, undef inputs) at the pairs of
// types i8 -> i13, i8 -> i16, i8 -> i32, i8 -> i64, i13 -> i16, i13 -> i32, i13
// -> i64, i16 -> i32, i16 -> i64 (scalars only; `width` is the wider type's
// width, `nwidth` the narrower's); at the small widths proved at i1 -> i2, i1
// -> i16, i1 -> i32, i1 -> i64, i3 -> i4, i4 -> i5, i5 -> i6, i5 -> i16, i6 ->
// i7, i6 -> i16, i6 -> i32, i7 -> i8, i7 -> i16, i7 -> i32, i7 -> i64, i8 ->
// i9; at the small widths refuted at i2 -> i3, i2 -> i16, i2 -> i32, i2 -> i64,
// i3 -> i16, i3 -> i32, i3 -> i64, i4 -> i16, i4 -> i32, i4 -> i64, i5 -> i32,
// i5 -> i64, i6 -> i64; see proof.ll.
//
// Belongs in InstCombineCasts.cpp, called from InstCombinerImpl::visitSExt:
//   if (Instruction *R = foldSextSdivTrunc(I, Builder))
//     return R;
// sext(trunc(X) /s C0) --> X /s C0
// when `C0` is less than the bit width.
static Instruction *foldSextSdivTrunc(CastInst &I,
                                      InstCombiner::BuilderTy &Builder) {
  Value *X;
  const APInt *C0;
  if (!match(&I, m_SExt(m_OneUse(
                     m_SDiv(m_OneUse(m_NSWTrunc(m_Value(X))), m_APInt(C0))))))
    return nullptr;
  unsigned BW = X->getType()->getScalarSizeInBits();
  unsigned NBW = C0->getBitWidth();
  // precondition: C0 u< width
  if (!(C0->ult(BW)))
    return nullptr;
  // not proved at i2 -> i3, i2 -> i16, i2 -> i32, i2 -> i64, i3 -> i16, i3 ->
  // i32, i3 -> i64, i4 -> i16, i4 -> i32, i4 -> i64, i5 -> i32, i5 -> i64, i6
  // -> i64; the precondition reads the width: proved up to i64 only
  if (!(NBW > 6 && BW <= 64))
    return nullptr;
  // proved for scalars only
  if (I.getType()->isVectorTy())
    return nullptr;
  // X has the result's type in the proof (m_Value matches any type)
  if (X->getType() != I.getType())
    return nullptr;
  return BinaryOperator::Create(
      Instruction::SDiv, X,
      ConstantInt::get(I.getType(),
                       C0->zext(I.getType()->getScalarSizeInBits())));
}