// r57f8cc00ae52: ((zext(umin(X, 255)) << 24) >>s 24) ^ -128 -> zext(umin(X,
// 255)) +[nsw] -128
//
// Proved by minotaur (Alive2-style refinement, undef inputs) at the types shown
// only; see proof.ll.
//
// Belongs in InstCombineAndOrXor.cpp, called from InstCombinerImpl::visitXor:
//   if (Instruction *R = foldXorAshrShlZext(I, Builder))
//     return R;
static Instruction *foldXorAshrShlZext(BinaryOperator &I,
                                       InstCombiner::BuilderTy &Builder) {
  Value *Umin, *X;
  const APInt *K;
  if (!match(&I, m_Xor(m_OneUse(m_AShr(
                           m_OneUse(m_Shl(
                               m_OneUse(m_ZExt(m_CombineAnd(
                                   m_Value(Umin),
                                   m_UMin(m_Value(X), m_SpecificInt(255))))),
                               m_SpecificInt(24))),
                           m_SpecificInt(24))),
                       m_APInt(K))))
    return nullptr;
  // the literal -128
  if (!(K->getSExtValue() == -128))
    return nullptr;
  // proved at these types only
  if (!(I.getType()->getScalarType()->isIntegerTy(32) &&
        X->getType()->getScalarType()->isIntegerTy(16)))
    return nullptr;
  Value *ZExt = Builder.CreateZExt(Umin, I.getType(), "", /*IsNonNeg=*/true);
  auto *NewI = BinaryOperator::Create(
      Instruction::Add, ZExt, ConstantInt::getSigned(I.getType(), -128));
  NewI->setHasNoSignedWrap();
  return NewI;
}
