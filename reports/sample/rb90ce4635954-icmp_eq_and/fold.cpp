// rb90ce4635954: (X & 1) == 0 -> (X & 1) != 1
//
// Proved by minotaur (Alive2-style refinement, undef inputs) at i8, i13, i16,
// i32, i64; see proof.ll.
//
// Belongs in InstCombineCompares.cpp, called from
// InstCombinerImpl::visitICmpInst:
//   if (Instruction *R = foldIcmpEqAnd(I, Builder))
//     return R;
static Instruction *foldIcmpEqAnd(ICmpInst &I,
                                  InstCombiner::BuilderTy &Builder) {
  Value *And, *X;
  if (!match(&I, m_SpecificICmp(
                     ICmpInst::ICMP_EQ,
                     m_CombineAnd(m_Value(And), m_And(m_Value(X), m_One())),
                     m_Zero())))
    return nullptr;
  // proved at i8, i13, i16, i32, i64
  if (!(X->getType()->getScalarSizeInBits() >= 8))
    return nullptr;
  return new ICmpInst(ICmpInst::ICMP_NE, And,
                      ConstantInt::getSigned(X->getType(), 1));
}
