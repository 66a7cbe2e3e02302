// re9fb1f8ce58b: (zext(X >>u C0) << C1) >>s C1 -> sext(X) >>s C0
//
// Precondition: `C1 == (width - nwidth) + C0`
//
// Proved by minotaur (Alive2-style refinement, undef inputs) at the pairs of
// types i8 -> i13, i8 -> i16, i8 -> i32, i8 -> i64, i13 -> i16, i13 -> i32, i13
// -> i64, i16 -> i32, i16 -> i64, i32 -> i64 (scalars only; `width` is the
// wider type's width, `nwidth` the narrower's); see proof.ll.
//
// Belongs in InstCombineShifts.cpp, called from InstCombinerImpl::visitAShr:
//   if (Instruction *R = foldAshrShlZextLshr(I, Builder))
//     return R;
// (zext(X >>u C0) << C1) >>s C1 --> sext(X) >>s C0
// when `C1 == (width - nwidth) + C0`.
static Instruction *foldAshrShlZextLshr(BinaryOperator &I,
                                        InstCombiner::BuilderTy &Builder) {
  Value *X;
  const APInt *C0, *C1, *C1Again;
  if (!match(&I, m_AShr(m_OneUse(m_Shl(m_OneUse(m_ZExt(m_OneUse(
                                           m_LShr(m_Value(X), m_APInt(C0))))),
                                       m_APInt(C1))),
                        m_APInt(C1Again))))
    return nullptr;
  unsigned BW = C1->getBitWidth();
  unsigned NBW = C0->getBitWidth();
  // C1 appears twice
  if (*C1Again != *C1)
    return nullptr;
  // precondition: C1 == (width - nwidth) + C0
  if (!(*C1 == ((APInt(BW, BW)) - (APInt(BW, NBW))) + C0->zext(BW)))
    return nullptr;
  // proved for scalars only
  if (I.getType()->isVectorTy())
    return nullptr;
  Value *SExt = Builder.CreateCast(Instruction::SExt, X, I.getType());
  return BinaryOperator::Create(
      Instruction::AShr, SExt,
      ConstantInt::get(I.getType(), C0->getZExtValue()));
}