// r4bfbd2c5a2b8: ((((X == 0) | (Y == 0)) | (Z == 0)) | (W s< 1)) | (V == 0) ->
// 0 == (((((X == 0) | (Y == 0)) | (Z == 0)) | (W s< 1)) ? 0 : V)
//
// Proved by minotaur (Alive2-style refinement, undef inputs) at i1, i8, i13,
// i16, i32, i64; see proof.ll.
//
// Belongs in InstCombineAndOrXor.cpp, called from InstCombinerImpl::visitOr:
//   if (Instruction *R = foldOrIcmpEqIcmpSlt(I, Builder))
//     return R;
static Instruction *foldOrIcmpEqIcmpSlt(BinaryOperator &I,
                                        InstCombiner::BuilderTy &Builder) {
  Value *Or, *X, *Y, *Z, *W, *V;
  if (!match(
          &I,
          m_c_Or(
              m_CombineAnd(
                  m_Value(Or),
                  m_c_Or(
                      m_OneUse(m_c_Or(
                          m_OneUse(m_c_Or(
                              m_OneUse(m_SpecificICmp(ICmpInst::ICMP_EQ,
                                                      m_Value(X), m_Zero())),
                              m_OneUse(m_SpecificICmp(ICmpInst::ICMP_EQ,
                                                      m_Value(Y), m_Zero())))),
                          m_OneUse(m_SpecificICmp(ICmpInst::ICMP_EQ, m_Value(Z),
                                                  m_Zero())))),
                      m_OneUse(m_SpecificICmp(ICmpInst::ICMP_SLT, m_Value(W),
                                              m_One())))),
              m_OneUse(
                  m_SpecificICmp(ICmpInst::ICMP_EQ, m_Value(V), m_Zero())))))
    return nullptr;
  Value *Sel =
      Builder.CreateSelect(Or, Constant::getNullValue(W->getType()), V);
  return new ICmpInst(ICmpInst::ICMP_EQ, Constant::getNullValue(W->getType()),
                      Sel);
}
