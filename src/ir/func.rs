//! Functions, blocks and modules.

use super::inst::{Call, CallArg, FastMath, Inst, Op, TailKind};
use super::types::Type;
use super::value::Operand;
use std::collections::BTreeMap;

/// A parameter: its type, its attributes verbatim, and its name (without `%`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Param {
    /// Its type.
    pub ty: Type,
    /// Its attributes, verbatim (may be empty).
    pub attrs: String,
    /// Its name, without `%`.
    pub name: String,
}

/// A basic block. `name` is the label; the entry block of LLVM's printed output has a
/// numeric implicit label, which the printer leaves out.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Block {
    /// The label (empty for an unlabeled entry block).
    pub name: String,
    /// The instructions, the terminator last.
    pub insts: Vec<Inst>,
}

impl Block {
    /// The last instruction, if it ends the block.
    pub fn terminator(&self) -> Option<&Inst> {
        self.insts.last().filter(|i| i.op.is_terminator())
    }
}

/// A function definition.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Function {
    /// Its name, without `@`.
    pub name: String,
    /// The return type.
    pub ret: Type,
    /// The parameters.
    pub params: Vec<Param>,
    /// Takes `...` after its parameters.
    pub varargs: bool,
    /// Everything between `define` and the return type (linkage, visibility, calling
    /// convention, return attributes), verbatim.
    pub prefix: String,
    /// Everything between `)` and `{` (attributes, `#0`, section, `!dbg`), verbatim.
    pub suffix: String,
    /// The blocks, the entry block first.
    pub blocks: Vec<Block>,
}

impl Function {
    /// A bare function with no attributes, as synthesized code and cuts use.
    pub fn new(name: impl Into<String>, ret: Type, params: Vec<(Type, String)>) -> Function {
        Function {
            name: name.into(),
            ret,
            params: params
                .into_iter()
                .map(|(ty, name)| Param {
                    ty,
                    attrs: String::new(),
                    name,
                })
                .collect(),
            varargs: false,
            prefix: String::new(),
            suffix: String::new(),
            blocks: Vec::new(),
        }
    }

    /// Every instruction, block by block.
    pub fn insts(&self) -> impl Iterator<Item = &Inst> {
        self.blocks.iter().flat_map(|b| b.insts.iter())
    }

    /// The index of the block labelled `name`, the unlabeled entry block answering to
    /// its implicit number.
    pub fn block_index(&self, name: &str) -> Option<usize> {
        self.blocks
            .iter()
            .position(|b| b.name == name)
            .or_else(|| (self.implicit_entry_label().as_deref() == Some(name)).then_some(0))
    }

    /// The number LLVM gives an unlabeled entry block (unnamed parameters are numbered
    /// first, then that block; a phi names the entry block so).
    pub fn implicit_entry_label(&self) -> Option<String> {
        self.blocks.first().filter(|b| b.name.is_empty())?;
        let n = self
            .params
            .iter()
            .filter(|p| p.name.bytes().all(|c| c.is_ascii_digit()))
            .count();
        Some(n.to_string())
    }

    /// The block labelled `name`.
    pub fn block(&self, name: &str) -> Option<&Block> {
        self.blocks.iter().find(|b| b.name == name)
    }

    /// Opcodes of the instructions the IR keeps opaque, with their counts.
    pub fn opaque_opcodes(&self) -> BTreeMap<String, usize> {
        let mut m = BTreeMap::new();
        for i in self.insts() {
            if let Op::Opaque { opcode, .. } = &i.op {
                *m.entry(opcode.clone()).or_insert(0) += 1;
            }
        }
        m
    }

    /// The type of a local value (parameter or instruction result) by name.
    pub fn local_type(&self, name: &str) -> Option<&Type> {
        self.params
            .iter()
            .find(|p| p.name == name)
            .map(|p| &p.ty)
            .or_else(|| self.insts().find(|i| i.name.as_deref() == Some(name)).map(|i| &i.ty))
    }
}

/// A top-level item of a module: a function we parsed, or any other line kept verbatim
/// (globals, declarations, attribute groups, metadata, type definitions).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    /// A function definition.
    Function(Function),
    /// Any other line, verbatim.
    Verbatim(String),
}

/// A module: its items in source order, and the named struct types it defines.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Module {
    /// The items, in source order.
    pub items: Vec<Item>,
    /// Each named struct type's definition, by name (without `%`).
    pub types: BTreeMap<String, Type>,
    /// Function definitions a lenient parse could not read (their text is kept verbatim
    /// among the items, so the module still prints as it was read).
    pub skipped: Vec<SkippedFunction>,
}

/// A function definition the IR could not read, skipped by a lenient module parse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SkippedFunction {
    /// Its name (without `@`).
    pub name: String,
    /// The module line of the error.
    pub line: u32,
    /// Why, without the position (`unknown instruction 'foo'`): the key to count by.
    pub reason: String,
    /// The parser's whole message, with the text near the error.
    pub message: String,
}

impl Module {
    /// The function definitions, in source order.
    pub fn functions(&self) -> impl Iterator<Item = &Function> {
        self.items.iter().filter_map(|i| match i {
            Item::Function(f) => Some(f),
            Item::Verbatim(_) => None,
        })
    }
    /// The function definitions, in source order, to change.
    pub fn functions_mut(&mut self) -> impl Iterator<Item = &mut Function> {
        self.items.iter_mut().filter_map(|i| match i {
            Item::Function(f) => Some(f),
            Item::Verbatim(_) => None,
        })
    }
    /// The function named `name` (without `@`).
    pub fn function(&self, name: &str) -> Option<&Function> {
        self.functions().find(|f| f.name == name)
    }

    /// The alive-tv pairs of the module: `@src`/`@tgt`, then `@srcN`/`@tgtN` by N.
    pub fn src_tgt_pairs(&self) -> Vec<(&Function, &Function)> {
        let mut out: Vec<(&str, &Function, &Function)> = Vec::new();
        for f in self.functions() {
            if let Some(suffix) = f.name.strip_prefix("src") {
                if let Some(t) = self.function(&format!("tgt{suffix}")) {
                    out.push((suffix, f, t));
                }
            }
        }
        out.sort_by_key(|(s, _, _)| (s.len(), *s));
        out.into_iter().map(|(_, s, t)| (s, t)).collect()
    }
}

impl super::inst::Call {
    /// A plain direct call of `name` (an intrinsic, say) returning `ret`: no tail marker,
    /// flags or attributes.
    pub fn direct(name: impl Into<String>, ret: Type, args: Vec<Operand>) -> Op {
        Op::Call(Box::new(Call {
            tail: TailKind::None,
            fmf: FastMath::default(),
            cc_attrs: String::new(),
            ret,
            fn_ty: None,
            callee: Operand {
                ty: Type::Ptr(0),
                val: super::value::Val::Global(name.into()),
            },
            args: args
                .into_iter()
                .map(|op| CallArg {
                    attrs: String::new(),
                    op,
                })
                .collect(),
            fn_attrs: String::new(),
        }))
    }
}
