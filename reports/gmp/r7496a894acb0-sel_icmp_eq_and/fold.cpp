// r7496a894acb0: ((X & 1) == 0) ? 1 : Y -> trunc(X) ? Y : 1
//
// Proved by minotaur (Alive2-style refinement, undef inputs) at i1, i8, i13,
// i16, i32, i64, and as splat vectors (<2 x i64>); see proof.ll.
//
// Belongs in InstCombineSelect.cpp, called from
// InstCombinerImpl::visitSelectInst:
//   if (Instruction *R = foldSelIcmpEqAnd2(I, Builder))
//     return R;
// ((X & 1) == 0) ? 1 : Y --> trunc(X) ? Y : 1
static Instruction *foldSelIcmpEqAnd2(SelectInst &I,
                                      InstCombiner::BuilderTy &Builder) {
  Value *X, *Y;
  if (!match(&I, m_Select(m_OneUse(m_SpecificICmp(
                              ICmpInst::ICMP_EQ,
                              m_OneUse(m_And(m_Value(X), m_One())), m_Zero())),
                          m_One(), m_Value(Y))))
    return nullptr;
  // X has the result's type in the proof (m_Value matches any type)
  if (X->getType() != I.getType())
    return nullptr;
  // Y has X's type in the proof (m_Value matches any type)
  if (Y->getType() != X->getType())
    return nullptr;
  Value *Trunc = Builder.CreateCast(Instruction::Trunc, X,
                                    I.getType()->getWithNewBitWidth(1));
  return SelectInst::Create(Trunc, Y, ConstantInt::getSigned(I.getType(), 1));
}