// r935918ba00c8: ((((X | Y) | (Z == 0)) | (W == 0)) | (V s< 1)) | (U == 0) -> 0
// == (((((X | Y) | (Z == 0)) | (W == 0)) | (V s< 1)) ? 0 : U)
//
// Proved by minotaur (Alive2-style refinement, undef inputs) at i1, i8, i13,
// i16, i32, i64; see proof.ll.
//
// Belongs in InstCombineAndOrXor.cpp, called from InstCombinerImpl::visitOr:
//   if (Instruction *R = foldOrIcmpEqIcmpSlt(I, Builder))
//     return R;
static Instruction *foldOrIcmpEqIcmpSlt(BinaryOperator &I,
                                        InstCombiner::BuilderTy &Builder) {
  Value *Or, *X, *Y, *Z, *W, *V, *U;
  if (!match(
          &I,
          m_c_Or(m_CombineAnd(
                     m_Value(Or),
                     m_c_Or(m_OneUse(m_c_Or(
                                m_OneUse(m_c_Or(
                                    m_OneUse(m_c_Or(m_Value(X), m_Value(Y))),
                                    m_OneUse(m_SpecificICmp(ICmpInst::ICMP_EQ,
                                                            m_Value(Z),
                                                            m_Zero())))),
                                m_OneUse(m_SpecificICmp(
                                    ICmpInst::ICMP_EQ, m_Value(W), m_Zero())))),
                            m_OneUse(m_SpecificICmp(ICmpInst::ICMP_SLT,
                                                    m_Value(V), m_One())))),
                 m_OneUse(
                     m_SpecificICmp(ICmpInst::ICMP_EQ, m_Value(U), m_Zero())))))
    return nullptr;
  Value *Sel =
      Builder.CreateSelect(Or, Constant::getNullValue(V->getType()), U);
  return new ICmpInst(ICmpInst::ICMP_EQ, Constant::getNullValue(V->getType()),
                      Sel);
}
