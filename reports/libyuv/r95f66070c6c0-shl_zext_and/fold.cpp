// r95f66070c6c0: zext(X & C0) << C1 -> sext(X) << C1
//
// Precondition: `C0 == -1 >>u C1`
//
// Proved by minotaur (Alive2-style refinement, undef inputs) at the pairs of
// types i8 -> i13, i8 -> i16, i8 -> i32, i8 -> i64, i13 -> i16, i13 -> i32, i13
// -> i64, i16 -> i32, i16 -> i64, i32 -> i64 (scalars only; `width` is the
// wider type's width, `nwidth` the narrower's); see proof.ll.
//
// Belongs in InstCombineShifts.cpp, called from InstCombinerImpl::visitShl:
//   if (Instruction *R = foldShlZextAnd(I, Builder))
//     return R;
// zext(X & C0) << C1 --> sext(X) << C1
// when `C0 == -1 >>u C1`.
static Instruction *foldShlZextAnd(BinaryOperator &I,
                                   InstCombiner::BuilderTy &Builder) {
  Value *X;
  const APInt *C0, *C1;
  if (!match(&I,
             m_Shl(m_OneUse(m_ZExt(m_OneUse(m_And(m_Value(X), m_APInt(C0))))),
                   m_APInt(C1))))
    return nullptr;
  unsigned BW = C1->getBitWidth();
  // a shift by C1 is defined only below the width
  if (!(C1->ult(BW)))
    return nullptr;
  // precondition: C0 == -1 >>u C1
  if (!(C0->zext(BW) == APInt::getLowBitsSet(BW, BW - (C1->getZExtValue()))))
    return nullptr;
  // proved for scalars only
  if (I.getType()->isVectorTy())
    return nullptr;
  Value *SExt = Builder.CreateCast(Instruction::SExt, X, I.getType());
  return BinaryOperator::Create(Instruction::Shl, SExt,
                                ConstantInt::get(I.getType(), *C1));
}