// r3bde521e6cc8: X - (((X & C0) == 0) ? C1 : (X & C0)) -> (X + -1) & (~C0)
//
// Precondition: `C1 == C0 + 1` and `C0` is a low-bit mask (ones from bit 0 up,
// not zero)
//
// Proved by minotaur (Alive2-style refinement, undef inputs) at i8, i13, i16,
// i32, i64, and as splat vectors (<4 x i32>); see proof.ll.
//
// Belongs in InstCombineAddSub.cpp, called from InstCombinerImpl::visitSub:
//   if (Instruction *R = foldSubSelIcmpEqAnd(I, Builder))
//     return R;
// X - (((X & C0) == 0) ? C1 : (X & C0)) --> (X + -1) & (~C0)
// when `C1 == C0 + 1` and `C0` is a low-bit mask (ones from bit 0 up, not
// zero).
static Instruction *foldSubSelIcmpEqAnd(BinaryOperator &I,
                                        InstCombiner::BuilderTy &Builder) {
  Value *X, *And;
  const APInt *C0, *C1;
  if (!match(&I, m_Sub(m_Value(X),
                       m_OneUse(m_Select(
                           m_OneUse(m_SpecificICmp(
                               ICmpInst::ICMP_EQ,
                               m_CombineAnd(m_Value(And),
                                            m_And(m_Deferred(X), m_APInt(C0))),
                               m_Zero())),
                           m_APInt(C1), m_Deferred(And))))))
    return nullptr;
  // precondition: C1 == C0 + 1
  if (!(*C1 == *C0 + 1))
    return nullptr;
  // precondition: isMask(C0)
  if (!(C0->isMask()))
    return nullptr;
  // X has the result's type in the proof (m_Value matches any type)
  if (X->getType() != I.getType())
    return nullptr;
  Value *Add = Builder.CreateAdd(X, Constant::getAllOnesValue(I.getType()));
  return BinaryOperator::Create(Instruction::And, Add,
                                ConstantInt::get(I.getType(), ~*C0));
}