// A pass plugin that runs foldAshrShlZextLshr (fold.cpp, rule re9fb1f8ce58b) on
// every instruction: opt-22 -load-pass-plugin=./plugin.so
// -passes='instcombine,minotaur-re9fb1f8ce58b,instcombine' Build: clang++-22
// -shared -fPIC $(llvm-config-22 --cxxflags) plugin.cpp -o plugin.so
#include "llvm/Analysis/TargetFolder.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/PassManager.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/InstCombine/InstCombiner.h"

using namespace llvm;
using namespace llvm::PatternMatch;

namespace minotaur_re9fb1f8ce58b {

#include "fold.cpp"

struct FoldPass : PassInfoMixin<FoldPass> {
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &) {
    bool Changed = false;
    InstCombiner::BuilderTy Builder(
        F.getContext(), TargetFolder(F.getDataLayout()),
        IRBuilderCallbackInserter([](Instruction *) {}));
    for (BasicBlock &BB : F)
      for (Instruction &Inst : make_early_inc_range(BB)) {
        auto *Root = dyn_cast<BinaryOperator>(&Inst);
        if (!Root)
          continue;
        Builder.SetInsertPoint(&Inst);
        Instruction *New = foldAshrShlZextLshr(*Root, Builder);
        if (!New)
          continue;
        if (!New->getParent())
          New->insertBefore(Inst.getIterator());
        New->takeName(&Inst);
        Inst.replaceAllUsesWith(New);
        Inst.eraseFromParent();
        errs() << "minotaur-fold: re9fb1f8ce58b fired in " << F.getName()
               << "\n";
        Changed = true;
      }
    return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
  }
};

inline void registerPass(PassBuilder &PB) {
  PB.registerPipelineParsingCallback(
      [](StringRef Name, FunctionPassManager &FPM,
         ArrayRef<PassBuilder::PipelineElement>) {
        if (Name != "minotaur-re9fb1f8ce58b")
          return false;
        FPM.addPass(FoldPass());
        return true;
      });
}

} // namespace minotaur_re9fb1f8ce58b

#ifndef MINOTAUR_ALL
extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "minotaur-re9fb1f8ce58b", "1",
          [](PassBuilder &PB) { minotaur_re9fb1f8ce58b::registerPass(PB); }};
}
#endif
