// r87ad1d59bd98: sext(X +[nsw] -1) -> -1 +[nsw] sext(X)
//
// Proved by minotaur (Alive2-style refinement, undef inputs) at the types shown
// only; see proof.ll.
//
// Belongs in InstCombineCasts.cpp, called from InstCombinerImpl::visitSExt:
//   if (Instruction *R = foldSextAdd(I, Builder))
//     return R;
static Instruction *foldSextAdd(CastInst &I, InstCombiner::BuilderTy &Builder) {
  Value *X;
  if (!match(&I, m_SExt(m_OneUse(m_NSWAdd(m_Value(X), m_AllOnes())))))
    return nullptr;
  // proved at these types only
  if (!(I.getType()->getScalarType()->isIntegerTy(64) &&
        X->getType()->getScalarType()->isIntegerTy(32)))
    return nullptr;
  Value *SExt = Builder.CreateCast(Instruction::SExt, X, I.getType());
  auto *NewI = BinaryOperator::Create(Instruction::Add, SExt,
                                      Constant::getAllOnesValue(I.getType()));
  NewI->setHasNoSignedWrap();
  return NewI;
}
