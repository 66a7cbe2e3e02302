// r3ccb97acfdc5: load(…) -> load(…)
//
// Proved by minotaur (Alive2-style refinement, undef inputs) at the types shown
// only; see proof.ll.
//
// Belongs in InstCombineLoadStoreAlloca.cpp, called from
// InstCombinerImpl::visitLoadInst:
//   if (Instruction *R = foldVShl(I, Builder))
//     return R;
static Instruction *foldVShl(LoadInst &I, InstCombiner::BuilderTy &Builder) {
  Value *Gep, *Y, *X;
  if (!match(&I, m_Load(m_OneUse(m_CombineAnd(
                     m_Value(Gep),
                     m_GEP(m_Value(Y),
                           m_OneUse(m_Shl(m_Value(X), m_SpecificInt(2)))))))))
    return nullptr;
  // a plain load (neither volatile nor atomic)
  if (!(cast<LoadInst>(&I)->isSimple()))
    return nullptr;
  // the source's getelementptr steps over i8
  if (!(cast<GEPOperator>(Gep)->getSourceElementType()->isIntegerTy(8)))
    return nullptr;
  // proved at these types only
  if (!(I.getType()->getScalarType()->isFloatTy() &&
        X->getType()->getScalarType()->isIntegerTy(64) && true))
    return nullptr;
  Value *Gep1 = Builder.CreateGEP(Builder.getIntNTy(32), Y, {X}, "",
                                  GEPNoWrapFlags::none());
  return new LoadInst(I.getType(), Gep1, "", /*isVolatile=*/false,
                      cast<LoadInst>(I).getAlign());
}
