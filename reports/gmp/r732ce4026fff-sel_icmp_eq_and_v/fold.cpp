// r732ce4026fff: ((Z & 1) == 0) ? 0 : C0 -> trunc(Z) ? C0 : 0
//
// Proved by minotaur (Alive2-style refinement, undef inputs) at i8, i16, i32,
// i64 (scalars only); see proof.ll.
//
// Belongs in InstCombineSelect.cpp, called from
// InstCombinerImpl::visitSelectInst:
//   if (Instruction *R = foldSelIcmpEqAndV(I, Builder))
//     return R;
// ((Z & 1) == 0) ? 0 : C0 --> trunc(Z) ? C0 : 0
static Instruction *foldSelIcmpEqAndV(SelectInst &I,
                                      InstCombiner::BuilderTy &Builder) {
  Value *Z;
  const APInt *C0;
  if (!match(&I, m_Select(m_OneUse(m_SpecificICmp(
                              ICmpInst::ICMP_EQ,
                              m_OneUse(m_And(m_Value(Z), m_One())), m_Zero())),
                          m_Zero(), m_APInt(C0))))
    return nullptr;
  // proved for scalars only
  if (I.getType()->isVectorTy())
    return nullptr;
  // Z has the result's type in the proof (m_Value matches any type)
  if (Z->getType() != I.getType())
    return nullptr;
  Value *Trunc = Builder.CreateCast(Instruction::Trunc, Z,
                                    I.getType()->getWithNewBitWidth(1));
  return SelectInst::Create(Trunc, ConstantInt::get(I.getType(), *C0),
                            Constant::getNullValue(I.getType()));
}