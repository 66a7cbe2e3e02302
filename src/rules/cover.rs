//! Whether a concrete rewrite is an instance of a rule: the same code up to flags,
//! literals equal, symbols consistent, the precondition true of its constants and its
//! width (or pair of widths) proved; decided from a rule being built or from what a
//! stored rule keeps ([`Cover`]), so later runs fold rules into older ones.

use super::generalize::flags_of;
use super::pred::Pred;
use super::shape::{slots, Pair};
use crate::ir::Function;
use crate::util::ApInt;

/// A stored rule's means of deciding [`General::covers`], as JSON in the store.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Cover {
    /// The representative (`@src`/`@tgt` text) after flag changes.
    pub rep: String,
    /// See [`General::width`].
    pub width: Option<u32>,
    /// See [`General::widths`].
    pub widths: Vec<u32>,
    /// See [`General::narrow`].
    #[serde(default)]
    pub narrow: Option<u32>,
    /// See [`General::pairs`].
    #[serde(default)]
    pub pairs: Vec<(u32, u32)>,
    /// See [`General::src_syms`].
    pub src_syms: Vec<Option<usize>>,
    /// See [`General::symbols`].
    pub symbols: usize,
    /// The precondition.
    pub pre: Vec<Pred>,
}

impl Cover {
    /// Whether `p` is an instance of the stored rule (false when its representative does
    /// not read back).
    pub fn covers(&self, p: &Pair) -> bool {
        let Ok(rep) = Pair::parse(&self.rep) else {
            return false;
        };
        Covering {
            rep: &rep,
            width: self.width,
            widths: &self.widths,
            narrow: self.narrow,
            pairs: &self.pairs,
            src_syms: &self.src_syms,
            symbols: self.symbols,
            pre: &self.pre,
        }
        .covers(p)
    }

    /// Its representative, when it reads back.
    pub fn rep(&self) -> Option<Pair> {
        Pair::parse(&self.rep).ok()
    }
}

/// What deciding [`General::covers`] reads, borrowed from a rule or a stored [`Cover`].
pub(super) struct Covering<'a> {
    pub(super) rep: &'a Pair,
    pub(super) width: Option<u32>,
    pub(super) widths: &'a [u32],
    pub(super) narrow: Option<u32>,
    pub(super) pairs: &'a [(u32, u32)],
    pub(super) src_syms: &'a [Option<usize>],
    pub(super) symbols: usize,
    pub(super) pre: &'a [Pred],
}

impl Covering<'_> {
    /// See [`General::covers`].
    pub(super) fn covers(&self, p: &Pair) -> bool {
        if crate::rules::key_without_flags(p) != crate::rules::key_without_flags(self.rep) {
            return false;
        }
        let mut ws = p.widths();
        ws.sort();
        // The pair's width (the wider one in a rule over two types) and the narrower one.
        let (w, n) = match (ws.as_slice(), self.narrow) {
            ([w], None) => (*w, None),
            ([n, w], Some(_)) if self.pairs.contains(&(*n, *w)) => (*w, Some(*n)),
            ([_, _], Some(_)) => return false,
            _ => return *p == *self.rep,
        };
        if self.width.is_some() && n.is_none() && !self.widths.contains(&w) {
            return false;
        }
        let (mine, theirs) = (slots(&self.rep.src), slots(&p.src));
        if mine.len() != theirs.len() {
            return false;
        }
        let mut vals: Vec<Option<ApInt>> = vec![None; self.symbols];
        for (k, (a, b)) in mine.iter().zip(&theirs).enumerate() {
            match self.src_syms.get(k).copied().flatten() {
                None if a.value.width() == b.value.width() && a.value != b.value => return false,
                None if a.value.width() != b.value.width() && a.value.to_i64() != b.value.to_i64() => return false,
                None => {}
                Some(c) => {
                    let v = if b.value.width() < w {
                        b.value.zext(w)
                    } else {
                        b.value.clone()
                    };
                    match &vals[c] {
                        Some(x) if *x != v => return false,
                        _ => vals[c] = Some(v),
                    }
                }
            }
        }
        let cs: Vec<ApInt> = vals.into_iter().map(|v| v.unwrap_or_else(|| ApInt::zero(w))).collect();
        if !self.pre.iter().all(|q| q.holds_at(&cs, w, n)) {
            return false;
        }
        let flags = |f: &Function| -> Vec<u16> { f.insts().map(|i| flags_of(&i.op).map_or(0, |f| f.0)).collect() };
        let (fr, fp) = (flags(&self.rep.src), flags(&p.src));
        fr.len() == fp.len() && fr.iter().zip(&fp).all(|(r, q)| r & !q == 0)
    }
}
