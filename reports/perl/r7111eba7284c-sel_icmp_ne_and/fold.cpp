// r7111eba7284c: (Y ? ((X & 8388608) != 0) : false) ? 536870912 : 0 -> (Y ? (X
// & 8388608) : 0) <<[nuw,nsw] 6
//
// Proved by minotaur (Alive2-style refinement, undef inputs) at i32, i64, and
// as splat vectors (<4 x i32>); see proof.ll.
//
// Belongs in InstCombineSelect.cpp, called from
// InstCombinerImpl::visitSelectInst:
//   if (Instruction *R = foldSelIcmpNeAnd(I, Builder))
//     return R;
// (Y ? ((X & 8388608) != 0) : false) ? 536870912 : 0 --> (Y ? (X & 8388608) :
// 0) <<[nuw,nsw] 6
static Instruction *foldSelIcmpNeAnd(SelectInst &I,
                                     InstCombiner::BuilderTy &Builder) {
  Value *Y, *And, *X;
  if (!match(&I, m_Select(m_OneUse(m_Select(
                              m_Value(Y),
                              m_OneUse(m_SpecificICmp(
                                  ICmpInst::ICMP_NE,
                                  m_CombineAnd(m_Value(And),
                                               m_And(m_Value(X),
                                                     m_SpecificInt(8388608))),
                                  m_Zero())),
                              m_Zero())),
                          m_SpecificInt(536870912), m_Zero())))
    return nullptr;
  // X has the result's type in the proof (m_Value matches any type)
  if (X->getType() != I.getType())
    return nullptr;
  Value *Sel =
      Builder.CreateSelect(Y, And, Constant::getNullValue(I.getType()));
  auto *NewI = BinaryOperator::Create(Instruction::Shl, Sel,
                                      ConstantInt::getSigned(I.getType(), 6));
  NewI->setHasNoUnsignedWrap();
  NewI->setHasNoSignedWrap();
  return NewI;
}