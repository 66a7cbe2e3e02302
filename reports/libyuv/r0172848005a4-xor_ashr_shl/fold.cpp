// r0172848005a4: ((X <<[nuw] C0) >>s C0) ^ C1 -> X + C1
//
// Precondition: `C1 == -1 << ((width - C0) - 1)`
//
// Proved by minotaur (Alive2-style refinement, undef inputs) at i8, i13, i16,
// i32, i64, and as splat vectors (<4 x i32>); see proof.ll.
//
// Belongs in InstCombineAndOrXor.cpp, called from InstCombinerImpl::visitXor:
//   if (Instruction *R = foldXorAshrShl(I, Builder))
//     return R;
// ((X <<[nuw] C0) >>s C0) ^ C1 --> X + C1
// when `C1 == -1 << ((width - C0) - 1)`.
static Instruction *foldXorAshrShl(BinaryOperator &I,
                                   InstCombiner::BuilderTy &Builder) {
  Value *X;
  const APInt *C0, *C0Again, *C1;
  if (!match(&I,
             m_Xor(m_OneUse(m_AShr(m_OneUse(m_NUWShl(m_Value(X), m_APInt(C0))),
                                   m_APInt(C0Again))),
                   m_APInt(C1))))
    return nullptr;
  unsigned BW = C0->getBitWidth();
  // C0 appears twice
  if (*C0Again != *C0)
    return nullptr;
  // a shift by (width - C0) - 1 is defined only below the width
  if (!(C0->ult(BW)))
    return nullptr;
  // precondition: C1 == -1 << ((width - C0) - 1)
  if (!(*C1 == APInt::getHighBitsSet(BW, C0->getZExtValue() + 1)))
    return nullptr;
  // X has the result's type in the proof (m_Value matches any type)
  if (X->getType() != I.getType())
    return nullptr;
  return BinaryOperator::Create(Instruction::Add, X,
                                ConstantInt::get(I.getType(), *C1));
}