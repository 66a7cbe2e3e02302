// rfd0681deb1d0: sext(trunc(X) /s C0) -> X /s C0, as the report wrote it before
// issue 54: no width guard (proved only at i8 -> i13 ... i16 -> i32) and the constant
// rebuilt with getZExtValue(). At i4 -> i32 with C0 = -2 (14 u< 32) it folds to
// `sdiv i32 %x, 14`: wrong (x = 2 gives 0, the source -1). The sweep must say so.
static Instruction *foldSextSdivTrunc(CastInst &I,
                                      InstCombiner::BuilderTy &Builder) {
  Value *X;
  const APInt *C0;
  if (!match(&I, m_SExt(m_OneUse(
                     m_SDiv(m_OneUse(m_NSWTrunc(m_Value(X))), m_APInt(C0))))))
    return nullptr;
  unsigned BW = X->getType()->getScalarSizeInBits();
  // precondition: C0 u< width
  if (!(C0->ult(BW)))
    return nullptr;
  if (I.getType()->isVectorTy())
    return nullptr;
  if (X->getType() != I.getType())
    return nullptr;
  return BinaryOperator::Create(
      Instruction::SDiv, X, ConstantInt::get(I.getType(), C0->getZExtValue()));
}
