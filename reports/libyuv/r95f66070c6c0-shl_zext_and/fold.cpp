// r95f66070c6c0: zext(X & 255) << 24 -> sext(X) << 24
//
// Proved by minotaur (Alive2-style refinement, undef inputs) at the types shown
// only; see proof.ll.
//
// Belongs in InstCombineShifts.cpp, called from InstCombinerImpl::visitShl:
//   if (Instruction *R = foldShlZextAnd(I, Builder))
//     return R;
// zext(X & 255) << 24 --> sext(X) << 24
static Instruction *foldShlZextAnd(BinaryOperator &I,
                                   InstCombiner::BuilderTy &Builder) {
  Value *X;
  if (!match(&I, m_Shl(m_OneUse(m_ZExt(
                           m_OneUse(m_And(m_Value(X), m_SpecificInt(255))))),
                       m_SpecificInt(24))))
    return nullptr;
  // proved at these types only
  if (!(I.getType()->getScalarType()->isIntegerTy(32) &&
        X->getType()->getScalarType()->isIntegerTy(16)))
    return nullptr;
  Value *SExt = Builder.CreateCast(Instruction::SExt, X, I.getType());
  return BinaryOperator::Create(Instruction::Shl, SExt,
                                ConstantInt::getSigned(I.getType(), 24));
}