// A pass plugin that runs foldSextSdivTrunc (fold.cpp, rule rfd0681deb1d0) on
// every instruction: opt-22 -load-pass-plugin=./plugin.so
// -passes='instcombine,minotaur-rfd0681deb1d0,instcombine' Build: clang++-22
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

namespace minotaur_rfd0681deb1d0 {

#include "fold.cpp"

struct FoldPass : PassInfoMixin<FoldPass> {
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &) {
    bool Changed = false;
    InstCombiner::BuilderTy Builder(
        F.getContext(), TargetFolder(F.getDataLayout()),
        IRBuilderCallbackInserter([](Instruction *) {}));
    for (BasicBlock &BB : F)
      for (Instruction &Inst : make_early_inc_range(BB)) {
        auto *Root = dyn_cast<CastInst>(&Inst);
        if (!Root)
          continue;
        Builder.SetInsertPoint(&Inst);
        Instruction *New = foldSextSdivTrunc(*Root, Builder);
        if (!New)
          continue;
        if (!New->getParent())
          New->insertBefore(Inst.getIterator());
        New->takeName(&Inst);
        Inst.replaceAllUsesWith(New);
        Inst.eraseFromParent();
        errs() << "minotaur-fold: rfd0681deb1d0 fired in " << F.getName()
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
        if (Name != "minotaur-rfd0681deb1d0")
          return false;
        FPM.addPass(FoldPass());
        return true;
      });
}

} // namespace minotaur_rfd0681deb1d0

#ifndef MINOTAUR_ALL
extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "minotaur-rfd0681deb1d0", "1",
          [](PassBuilder &PB) { minotaur_rfd0681deb1d0::registerPass(PB); }};
}
#endif
