// rb55a27bc99e5: (X -[nsw] umin(X, 2048)) s> 0 -> X s> 2048
//
// Proved by minotaur (Alive2-style refinement, undef inputs) at i13, i16, i32,
// i64; see proof.ll.
//
// Belongs in InstCombineCompares.cpp, called from
// InstCombinerImpl::visitICmpInst:
//   if (Instruction *R = foldIcmpSgtSubUmin(I, Builder))
//     return R;
static Instruction *foldIcmpSgtSubUmin(ICmpInst &I,
                                       InstCombiner::BuilderTy &Builder) {
  Value *X;
  if (!match(&I, m_SpecificICmp(
                     ICmpInst::ICMP_SGT,
                     m_OneUse(m_NSWSub(
                         m_Value(X),
                         m_OneUse(m_UMin(m_Deferred(X), m_SpecificInt(2048))))),
                     m_Zero())))
    return nullptr;
  // proved at i13, i16, i32, i64
  if (!(X->getType()->getScalarSizeInBits() >= 13))
    return nullptr;
  return new ICmpInst(ICmpInst::ICMP_SGT, X,
                      ConstantInt::getSigned(X->getType(), 2048));
}
