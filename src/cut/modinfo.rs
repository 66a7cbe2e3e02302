//! What cut extraction needs from the module around a function: which intrinsics LLVM
//! declares free of memory effects (`memory(none)`), the named struct types (cuts spell
//! them out as literal structs), and the debug metadata that turns `!dbg !N` into
//! `file:line:col`.

use crate::ir::{Const, Item, Module, Type};
use std::collections::{BTreeMap, HashMap, HashSet};

/// Pure intrinsics that still make no sense inside a cut: they observe the program
/// around them (`is.constant`, `objectsize`, `threadlocal.address`, the frame and return
/// addresses, the thread pointer, exception type ids) or only carry annotations for
/// other passes. In a cut they would answer for `@cut`, not for the real function.
const DENIED_PREFIXES: &[&str] = &[
    "llvm.returnaddress",
    "llvm.addressofreturnaddress",
    "llvm.frameaddress",
    "llvm.sponentry",
    "llvm.thread.pointer",
    "llvm.eh.",
    "llvm.ssa.copy",
    "llvm.is.constant",
    "llvm.objectsize",
    "llvm.threadlocal.address",
    "llvm.experimental.",
    "llvm.annotation",
    "llvm.ptr.annotation",
    "llvm.var.annotation",
    "llvm.launder.invariant.group",
    "llvm.strip.invariant.group",
    "llvm.type.test",
    "llvm.public.type.test",
    "llvm.allow.",
    "llvm.fake.use",
    "llvm.pseudoprobe",
];

/// Module-level facts, computed once per module.
#[derive(Debug, Default)]
pub struct ModInfo {
    /// Intrinsics declared `memory(none)` (or `readnone`), allowed inside cuts.
    pub pure_intrinsics: HashSet<String>,
    /// Named struct types (`%T = type {...}`) by name.
    pub types: BTreeMap<String, Type>,
    /// `!N` → the text after `!N = `.
    metadata: HashMap<String, String>,
}

fn global_name(s: &str) -> Option<String> {
    let rest = &s[s.find('@')? + 1..];
    if let Some(q) = rest.strip_prefix('"') {
        return q.split('"').next().map(str::to_string);
    }
    Some(rest.chars().take_while(|c| *c != '(' && !c.is_whitespace()).collect())
}

impl ModInfo {
    /// The facts of module `m`.
    pub fn new(m: &Module) -> ModInfo {
        let mut decl_attrs: Vec<(String, String)> = Vec::new();
        let mut pure_groups: HashSet<String> = HashSet::new();
        let mut metadata = HashMap::new();
        for item in &m.items {
            let Item::Verbatim(text) = item else { continue };
            for line in text.lines() {
                if line.starts_with("declare ") && line.contains("@llvm.") {
                    let Some(name) = global_name(line) else { continue };
                    let after = &line[line.rfind(')').unwrap_or(0)..];
                    if after.contains("memory(none)") || after.contains("readnone") {
                        decl_attrs.push((name, "inline-pure".into()));
                    } else if let Some(h) = after.find('#') {
                        let group: String = after[h..]
                            .chars()
                            .take_while(|c| *c == '#' || c.is_ascii_digit())
                            .collect();
                        decl_attrs.push((name, group));
                    }
                } else if let Some(rest) = line.strip_prefix("attributes ") {
                    if let Some((group, body)) = rest.split_once(" = ") {
                        if body.contains("memory(none)") || body.contains("readnone") {
                            pure_groups.insert(group.trim().to_string());
                        }
                    }
                } else if line.starts_with('!') {
                    if let Some((k, v)) = line.split_once(" = ") {
                        metadata.insert(k.trim().to_string(), v.trim().to_string());
                    }
                }
            }
        }
        let pure_intrinsics = decl_attrs
            .into_iter()
            .filter(|(n, g)| {
                (g == "inline-pure" || pure_groups.contains(g)) && !DENIED_PREFIXES.iter().any(|p| n.starts_with(p))
            })
            .map(|(n, _)| n)
            .collect();
        ModInfo {
            pure_intrinsics,
            types: m.types.clone(),
            metadata,
        }
    }

    /// `ty` with every named struct spelled out; `None` when the type cannot appear in a
    /// cut (opaque or unknown types, tokens, labels, metadata, scalable vectors).
    pub fn resolve(&self, ty: &Type) -> Option<Type> {
        self.resolve_depth(ty, 0)
    }

    fn resolve_depth(&self, ty: &Type, depth: u32) -> Option<Type> {
        if depth > 32 {
            return None;
        }
        Some(match ty {
            Type::Named(n) => return self.resolve_depth(self.types.get(n)?, depth + 1),
            Type::Vector { scalable: true, .. } => return None,
            Type::Vector { len, elem, scalable } => Type::Vector {
                len: *len,
                elem: Box::new(self.resolve_depth(elem, depth + 1)?),
                scalable: *scalable,
            },
            Type::Array { len, elem } => Type::Array {
                len: *len,
                elem: Box::new(self.resolve_depth(elem, depth + 1)?),
            },
            Type::Struct { fields, packed } => Type::Struct {
                fields: fields
                    .iter()
                    .map(|f| self.resolve_depth(f, depth + 1))
                    .collect::<Option<_>>()?,
                packed: *packed,
            },
            Type::Unknown | Type::Label | Type::Metadata | Type::Token => return None,
            t => t.clone(),
        })
    }

    /// A constant with its element types resolved; `None` for constant expressions
    /// (they name globals or addresses: the cut takes them as arguments instead).
    pub fn resolve_const(&self, c: &Const) -> Option<Const> {
        let list = |es: &[(Type, Const)]| -> Option<Vec<(Type, Const)>> {
            es.iter()
                .map(|(t, c)| Some((self.resolve(t)?, self.resolve_const(c)?)))
                .collect()
        };
        Some(match c {
            Const::Expr(_) => return None,
            Const::Vector(es) => Const::Vector(list(es)?),
            Const::Array(es) => Const::Array(list(es)?),
            Const::Struct(es, p) => Const::Struct(list(es)?, *p),
            Const::Splat(t, c) => Const::Splat(self.resolve(t)?, Box::new(self.resolve_const(c)?)),
            c => c.clone(),
        })
    }

    /// The `file:line:col` of a `!dbg !N` attachment, when the metadata says it.
    pub fn debug_loc(&self, dbg: &str) -> Option<String> {
        let loc = self.metadata.get(dbg)?;
        if !loc.contains("DILocation(") {
            return None;
        }
        let line = field(loc, "line")?;
        let col = field(loc, "column").unwrap_or_else(|| "0".into());
        // Scopes lead to a DIFile through `file:` (subprograms, lexical blocks).
        let mut scope = field(loc, "scope");
        let mut file = None;
        for _ in 0..64 {
            let Some(s) = scope else { break };
            let Some(text) = self.metadata.get(&s) else { break };
            if text.contains("DIFile(") {
                file = field(text, "filename");
                break;
            }
            scope = field(text, "file").or_else(|| field(text, "scope"));
        }
        Some(format!("{}:{line}:{col}", file.unwrap_or_else(|| "?".into())))
    }
}

/// The value of `name: value` in a specialized metadata node's field list.
fn field(text: &str, name: &str) -> Option<String> {
    let pat = format!("{name}: ");
    let mut from = 0;
    while let Some(i) = text[from..].find(&pat) {
        let at = from + i;
        let ok = at == 0 || matches!(text.as_bytes()[at - 1], b'(' | b' ' | b',');
        if ok {
            let rest = &text[at + pat.len()..];
            if let Some(q) = rest.strip_prefix('"') {
                return q.split('"').next().map(str::to_string);
            }
            return Some(rest.chars().take_while(|c| *c != ',' && *c != ')').collect());
        }
        from = at + pat.len();
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_pure_intrinsics_and_debug_locations() {
        let text = r#"declare i32 @llvm.ctpop.i32(i32) #0
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1 immarg) #1
declare i1 @llvm.is.constant.i32(i32) #0
declare ptr @llvm.frameaddress.p0(i32 immarg) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!1 = !DIFile(filename: "t.c", directory: "/tmp")
!7 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 3, unit: !0)
!9 = distinct !DILexicalBlock(scope: !7, file: !1, line: 4, column: 3)
!12 = !DILocation(line: 5, column: 10, scope: !9)
"#;
        let m = crate::ir::parse_module(text).unwrap();
        let info = ModInfo::new(&m);
        assert!(info.pure_intrinsics.contains("llvm.ctpop.i32"));
        assert!(!info.pure_intrinsics.contains("llvm.memcpy.p0.p0.i64"));
        assert!(!info.pure_intrinsics.contains("llvm.is.constant.i32"));
        assert!(!info.pure_intrinsics.contains("llvm.frameaddress.p0"));
        assert_eq!(info.debug_loc("!12").as_deref(), Some("t.c:5:10"));
        assert_eq!(info.debug_loc("!7"), None);
    }
}
