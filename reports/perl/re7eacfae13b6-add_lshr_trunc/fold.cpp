// re7eacfae13b6: ((trunc(X) +[nsw] 1) >>u 3) + -1 -> ((trunc(X) +[nuw,nsw] 1)
// +[nsw] -8) >>s 3
//
// Proved by minotaur (Alive2-style refinement, undef inputs) at the pairs of
// types i8 -> i13, i8 -> i16, i8 -> i32, i8 -> i64, i13 -> i16, i13 -> i32, i13
// -> i64, i16 -> i32, i16 -> i64, i32 -> i64 (scalars only; `width` is the
// wider type's width, `nwidth` the narrower's); see proof.ll.
//
// Belongs in InstCombineAddSub.cpp, called from InstCombinerImpl::visitAdd:
//   if (Instruction *R = foldAddLshrTrunc(I, Builder))
//     return R;
// ((trunc(X) +[nsw] 1) >>u 3) + -1 --> ((trunc(X) +[nuw,nsw] 1) +[nsw] -8) >>s
// 3
static Instruction *foldAddLshrTrunc(BinaryOperator &I,
                                     InstCombiner::BuilderTy &Builder) {
  Value *Trunc, *X;
  if (!match(&I, m_Add(m_OneUse(m_LShr(m_OneUse(m_NSWAdd(
                                           m_CombineAnd(m_Value(Trunc),
                                                        m_NUWTrunc(m_Value(X))),
                                           m_One())),
                                       m_SpecificInt(3))),
                       m_AllOnes())))
    return nullptr;
  // the source's trunc nuw nsw
  if (!(cast<TruncInst>(Trunc)->hasNoSignedWrap()))
    return nullptr;
  // proved for scalars only
  if (I.getType()->isVectorTy())
    return nullptr;
  Value *Add = Builder.CreateAdd(Trunc, ConstantInt::getSigned(I.getType(), 1),
                                 "", /*HasNUW=*/true, /*HasNSW=*/true);
  Value *Add1 = Builder.CreateAdd(Add, ConstantInt::getSigned(I.getType(), -8),
                                  "", /*HasNUW=*/false, /*HasNSW=*/true);
  return BinaryOperator::Create(Instruction::AShr, Add1,
                                ConstantInt::getSigned(I.getType(), 3));
}