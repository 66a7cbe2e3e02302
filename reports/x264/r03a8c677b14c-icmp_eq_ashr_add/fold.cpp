// r03a8c677b14c: (X >>s (Y +[nuw] 1)) == 0 -> 1 u>= (X >>s Y)
//
// Proved by minotaur (Alive2-style refinement, undef inputs) at i8, i13, i16,
// i32, i64, and as splat vectors (<4 x i32>); vacuous at i1 (the source is
// poison there); see proof.ll.
//
// Belongs in InstCombineCompares.cpp, called from
// InstCombinerImpl::visitICmpInst:
//   if (Instruction *R = foldIcmpEqAshrAdd(I, Builder))
//     return R;
// (X >>s (Y +[nuw] 1)) == 0 --> 1 u>= (X >>s Y)
static Instruction *foldIcmpEqAshrAdd(ICmpInst &I,
                                      InstCombiner::BuilderTy &Builder) {
  Value *X, *Y;
  if (!match(&I, m_SpecificICmp(
                     ICmpInst::ICMP_EQ,
                     m_OneUse(m_AShr(m_Value(X),
                                     m_OneUse(m_NUWAdd(m_Value(Y), m_One())))),
                     m_Zero())))
    return nullptr;
  // Y has X's type in the proof (m_Value matches any type)
  if (Y->getType() != X->getType())
    return nullptr;
  Value *AShr = Builder.CreateAShr(X, Y);
  return new ICmpInst(ICmpInst::ICMP_UGE,
                      ConstantInt::getSigned(X->getType(), 1), AShr);
}