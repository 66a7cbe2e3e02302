// r59295b5df0d7: ((X & 1) == 0) ? 0 : C0 -> trunc(X) ? C0 : 0
//
// Proved by minotaur (Alive2-style refinement, undef inputs) at i8, i13, i16,
// i32, i64, and as splat vectors (<4 x i32>); see proof.ll.
//
// Belongs in InstCombineSelect.cpp, called from
// InstCombinerImpl::visitSelectInst:
//   if (Instruction *R = foldSelIcmpEqAnd(I, Builder))
//     return R;
// ((X & 1) == 0) ? 0 : C0 --> trunc(X) ? C0 : 0
static Instruction *foldSelIcmpEqAnd(SelectInst &I,
                                     InstCombiner::BuilderTy &Builder) {
  Value *X;
  const APInt *C0;
  if (!match(&I, m_Select(m_OneUse(m_SpecificICmp(
                              ICmpInst::ICMP_EQ,
                              m_OneUse(m_And(m_Value(X), m_One())), m_Zero())),
                          m_Zero(), m_APInt(C0))))
    return nullptr;
  // X has the result's type in the proof (m_Value matches any type)
  if (X->getType() != I.getType())
    return nullptr;
  Value *Trunc = Builder.CreateCast(Instruction::Trunc, X,
                                    I.getType()->getWithNewBitWidth(1));
  return SelectInst::Create(Trunc, ConstantInt::get(I.getType(), *C0),
                            Constant::getNullValue(I.getType()));
}