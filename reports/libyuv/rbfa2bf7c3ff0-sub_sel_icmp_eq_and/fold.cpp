// rbfa2bf7c3ff0: zext(X) - (((zext(X) & C0) == 0) ? C1 : (zext(X) & C0)) ->
// (~C0) & (zext(X) +[nsw] -1)
//
// Precondition: `C1 == C0 + 1` and `C0 & C1 == 0`
//
// Proved by minotaur (Alive2-style refinement, undef inputs) at the types shown
// only; see proof.ll.
//
// Belongs in InstCombineAddSub.cpp, called from InstCombinerImpl::visitSub:
//   if (Instruction *R = foldSubSelIcmpEqAnd(I, Builder))
//     return R;
static Instruction *foldSubSelIcmpEqAnd(BinaryOperator &I,
                                        InstCombiner::BuilderTy &Builder) {
  Value *ZExt, *X, *And;
  const APInt *C0, *C1;
  if (!match(&I,
             m_Sub(m_CombineAnd(m_Value(ZExt), m_NNegZExt(m_Value(X))),
                   m_OneUse(m_Select(
                       m_OneUse(m_SpecificICmp(
                           ICmpInst::ICMP_EQ,
                           m_CombineAnd(m_Value(And),
                                        m_And(m_Deferred(ZExt), m_APInt(C0))),
                           m_Zero())),
                       m_APInt(C1), m_Deferred(And))))))
    return nullptr;
  // precondition: C1 == C0 + 1
  if (!(*C1 == *C0 + 1))
    return nullptr;
  // precondition: C0 & C1 == 0
  if (!((*C0 & *C1).isZero()))
    return nullptr;
  // proved at these types only
  if (!(I.getType()->getScalarType()->isIntegerTy(64) &&
        X->getType()->getScalarType()->isIntegerTy(32)))
    return nullptr;
  Value *Add = Builder.CreateAdd(ZExt, Constant::getAllOnesValue(I.getType()),
                                 "", /*HasNUW=*/false, /*HasNSW=*/true);
  return BinaryOperator::Create(Instruction::And, Add,
                                ConstantInt::get(I.getType(), ~*C0));
}
