// r7496a894acb0: ((X & 1) == 0) ? 0 : Y -> trunc(X) ? Y : 0
//
// Proved by minotaur (Alive2-style refinement, undef inputs) at i1, i8, i13,
// i16, i32, i64; see proof.ll.
//
// Belongs in InstCombineSelect.cpp, called from
// InstCombinerImpl::visitSelectInst:
//   if (Instruction *R = foldSelIcmpEqAnd(I, Builder))
//     return R;
static Instruction *foldSelIcmpEqAnd(SelectInst &I,
                                     InstCombiner::BuilderTy &Builder) {
  Value *X, *Y;
  if (!match(&I, m_Select(m_OneUse(m_SpecificICmp(
                              ICmpInst::ICMP_EQ,
                              m_OneUse(m_And(m_Value(X), m_One())), m_Zero())),
                          m_Zero(), m_Value(Y))))
    return nullptr;
  Value *Trunc = Builder.CreateCast(Instruction::Trunc, X,
                                    I.getType()->getWithNewBitWidth(1));
  return SelectInst::Create(Trunc, Y, Constant::getNullValue(I.getType()));
}
