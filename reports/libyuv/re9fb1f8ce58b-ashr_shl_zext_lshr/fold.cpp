// re9fb1f8ce58b: (zext(X >>u 8) << 24) >>s 24 -> sext(X) >>s 8
//
// Proved by minotaur (Alive2-style refinement, undef inputs) at the types shown
// only; see proof.ll.
//
// Belongs in InstCombineShifts.cpp, called from InstCombinerImpl::visitAShr:
//   if (Instruction *R = foldAshrShlZextLshr(I, Builder))
//     return R;
// (zext(X >>u 8) << 24) >>s 24 --> sext(X) >>s 8
static Instruction *foldAshrShlZextLshr(BinaryOperator &I,
                                        InstCombiner::BuilderTy &Builder) {
  Value *X;
  if (!match(&I, m_AShr(m_OneUse(m_Shl(m_OneUse(m_ZExt(m_OneUse(m_LShr(
                                           m_Value(X), m_SpecificInt(8))))),
                                       m_SpecificInt(24))),
                        m_SpecificInt(24))))
    return nullptr;
  // proved at these types only
  if (!(I.getType()->getScalarType()->isIntegerTy(32) &&
        X->getType()->getScalarType()->isIntegerTy(16)))
    return nullptr;
  Value *SExt = Builder.CreateCast(Instruction::SExt, X, I.getType());
  return BinaryOperator::Create(Instruction::AShr, SExt,
                                ConstantInt::getSigned(I.getType(), 8));
}