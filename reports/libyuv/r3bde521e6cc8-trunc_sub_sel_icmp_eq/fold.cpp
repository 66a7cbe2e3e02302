// r3bde521e6cc8: trunc(zext(X) - (((zext(X) & 15) == 0) ? 16 : (zext(X) & 15)))
// -> (X + -1) & -16
//
// Proved by minotaur (Alive2-style refinement, undef inputs) at the types shown
// only; see proof.ll.
//
// Belongs in InstCombineCasts.cpp, called from InstCombinerImpl::visitTrunc:
//   if (Instruction *R = foldTruncSubSelIcmpEq(I, Builder))
//     return R;
static Instruction *foldTruncSubSelIcmpEq(CastInst &I,
                                          InstCombiner::BuilderTy &Builder) {
  Value *ZExt, *X, *And;
  if (!match(&I,
             m_Trunc(m_OneUse(m_Sub(
                 m_CombineAnd(m_Value(ZExt), m_ZExt(m_Value(X))),
                 m_OneUse(m_Select(
                     m_OneUse(m_SpecificICmp(
                         ICmpInst::ICMP_EQ,
                         m_CombineAnd(m_Value(And), m_And(m_Deferred(ZExt),
                                                          m_SpecificInt(15))),
                         m_Zero())),
                     m_SpecificInt(16), m_Deferred(And))))))))
    return nullptr;
  // proved at these types only
  if (!(I.getType()->getScalarType()->isIntegerTy(32) &&
        X->getType()->getScalarType()->isIntegerTy(32)))
    return nullptr;
  Value *Add = Builder.CreateAdd(X, Constant::getAllOnesValue(I.getType()));
  return BinaryOperator::Create(Instruction::And, Add,
                                ConstantInt::getSigned(I.getType(), -16));
}
