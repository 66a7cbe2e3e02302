// r641673aabf9c: zext(smin(X >>s 4, 255) & 255) << 24 -> sext(smin(X >>s 4,
// 255)) << 24
//
// Proved by minotaur (Alive2-style refinement, undef inputs) at the types shown
// only; see proof.ll.
//
// Belongs in InstCombineShifts.cpp, called from InstCombinerImpl::visitShl:
//   if (Instruction *R = foldShlZextAndSmin(I, Builder))
//     return R;
static Instruction *foldShlZextAndSmin(BinaryOperator &I,
                                       InstCombiner::BuilderTy &Builder) {
  Value *Smin, *X;
  if (!match(&I,
             m_Shl(m_OneUse(m_ZExt(m_OneUse(m_And(
                       m_CombineAnd(m_Value(Smin),
                                    m_SMin(m_OneUse(m_AShr(m_Value(X),
                                                           m_SpecificInt(4))),
                                           m_SpecificInt(255))),
                       m_SpecificInt(255))))),
                   m_SpecificInt(24))))
    return nullptr;
  // proved at these types only
  if (!(I.getType()->getScalarType()->isIntegerTy(32) &&
        X->getType()->getScalarType()->isIntegerTy(16)))
    return nullptr;
  Value *SExt = Builder.CreateCast(Instruction::SExt, Smin, I.getType());
  return BinaryOperator::Create(Instruction::Shl, SExt,
                                ConstantInt::getSigned(I.getType(), 24));
}
