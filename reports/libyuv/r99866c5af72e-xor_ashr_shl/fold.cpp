// r99866c5af72e: ((X <<[nuw] 24) >>s 24) ^ -128 -> X +[nsw] -128
//
// Proved by minotaur (Alive2-style refinement, undef inputs) at i8, i13, i16,
// i32 (scalars only); see proof.ll.
//
// Belongs in InstCombineAndOrXor.cpp, called from InstCombinerImpl::visitXor:
//   if (Instruction *R = foldXorAshrShl2(I, Builder))
//     return R;
// ((X <<[nuw] 24) >>s 24) ^ -128 --> X +[nsw] -128
static Instruction *foldXorAshrShl2(BinaryOperator &I,
                                    InstCombiner::BuilderTy &Builder) {
  Value *X;
  const APInt *K;
  if (!match(&I, m_Xor(m_OneUse(m_AShr(
                           m_OneUse(m_NUWShl(m_Value(X), m_SpecificInt(24))),
                           m_SpecificInt(24))),
                       m_APInt(K))))
    return nullptr;
  // the literal -128
  if (!(K->getSExtValue() == -128))
    return nullptr;
  // proved at i8, i13, i16, i32
  if (!(X->getType()->getScalarSizeInBits() >= 8))
    return nullptr;
  // proved for scalars only
  if (!(!I.getType()->isVectorTy()))
    return nullptr;
  // X has the result's type in the proof (m_Value matches any type)
  if (!(X->getType() == I.getType()))
    return nullptr;
  auto *NewI = BinaryOperator::Create(
      Instruction::Add, X, ConstantInt::getSigned(I.getType(), -128));
  NewI->setHasNoSignedWrap();
  return NewI;
}