// A pass plugin that runs foldSelIcmpEqAnd (fold.cpp, rule r59295b5df0d7) on
// every instruction: opt-22 -load-pass-plugin=./plugin.so
// -passes='instcombine,minotaur-r59295b5df0d7,instcombine' Build: clang++-22
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

namespace minotaur_r59295b5df0d7 {

#include "fold.cpp"

struct FoldPass : PassInfoMixin<FoldPass> {
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &) {
    bool Changed = false;
    InstCombiner::BuilderTy Builder(
        F.getContext(), TargetFolder(F.getDataLayout()),
        IRBuilderCallbackInserter([](Instruction *) {}));
    for (BasicBlock &BB : F)
      for (Instruction &Inst : make_early_inc_range(BB)) {
        auto *Root = dyn_cast<SelectInst>(&Inst);
        if (!Root)
          continue;
        Builder.SetInsertPoint(&Inst);
        Instruction *New = foldSelIcmpEqAnd(*Root, Builder);
        if (!New)
          continue;
        if (!New->getParent())
          New->insertBefore(Inst.getIterator());
        New->takeName(&Inst);
        Inst.replaceAllUsesWith(New);
        Inst.eraseFromParent();
        errs() << "minotaur-fold: r59295b5df0d7 fired in " << F.getName()
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
        if (Name != "minotaur-r59295b5df0d7")
          return false;
        FPM.addPass(FoldPass());
        return true;
      });
}

} // namespace minotaur_r59295b5df0d7

#ifndef MINOTAUR_ALL
extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "minotaur-r59295b5df0d7", "1",
          [](PassBuilder &PB) { minotaur_r59295b5df0d7::registerPass(PB); }};
}
#endif
