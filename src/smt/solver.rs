//! Solver queries with a per-query timeout, and models read back as `ApInt`s.

use crate::util::ApInt;
use z3::ast::{Ast, Bool, BV};
use z3::{Params, SatResult, Solver};

/// What a satisfiability check found.
pub enum Answer {
    /// Satisfiable, with a model.
    Sat(Model),
    /// Unsatisfiable.
    Unsat,
    /// Timeout, resource limit, or an incomplete theory; the reason as Z3 gives it.
    Unknown(String),
}

impl Answer {
    /// True for `Sat`.
    pub fn is_sat(&self) -> bool {
        matches!(self, Answer::Sat(_))
    }
    /// True for `Unsat`.
    pub fn is_unsat(&self) -> bool {
        matches!(self, Answer::Unsat)
    }
    /// True for `Unknown`.
    pub fn is_unknown(&self) -> bool {
        matches!(self, Answer::Unknown(_))
    }
}

impl std::fmt::Debug for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Answer::Sat(m) => write!(f, "Sat({m:?})"),
            Answer::Unsat => write!(f, "Unsat"),
            Answer::Unknown(r) => write!(f, "Unknown({r})"),
        }
    }
}

/// A satisfying assignment.
pub struct Model(z3::Model);

impl std::fmt::Debug for Model {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl Model {
    /// The value of a bit-vector term; constants the model leaves free read as zero.
    pub fn eval_bv(&self, t: &BV) -> Option<ApInt> {
        super::numeral_bits(&self.0.eval(t, true)?)
    }

    /// The value of a boolean term; free constants read as false.
    pub fn eval_bool(&self, t: &Bool) -> Option<bool> {
        self.0.eval(t, true)?.as_bool()
    }
}

/// An incremental solver whose every check stops after `timeout_ms` (0: no limit).
pub struct Query {
    solver: Solver,
}

impl Query {
    /// The default solver, each check limited to `timeout_ms` (0: no limit).
    pub fn new(timeout_ms: u32) -> Query {
        super::float::configure();
        let solver = Solver::new();
        if timeout_ms > 0 {
            let mut p = Params::new();
            p.set_u32("timeout", timeout_ms);
            solver.set_params(&p);
        }
        Query { solver }
    }

    /// A solver running the named Z3 tactic (e.g. `qffpbv`), or the default solver when
    /// the environment variable `MINOTAUR_Z3_TACTIC` names none. For experiments.
    pub fn with_tactic(timeout_ms: u32, tactic: &str) -> Query {
        super::float::configure();
        // `a,b,c` runs tactic `a`, then `b`, then `c`.
        let mut names = tactic.split(',').map(str::trim);
        let mut t = z3::Tactic::new(names.next().unwrap_or("smt"));
        for n in names {
            t = t.and_then(&z3::Tactic::new(n));
        }
        let solver = t.solver();
        if timeout_ms > 0 {
            let mut p = Params::new();
            p.set_u32("timeout", timeout_ms);
            solver.set_params(&p);
        }
        Query { solver }
    }

    /// Adds `f` to the assertions.
    pub fn assert(&self, f: &Bool) {
        self.solver.assert(f);
    }

    /// Opens a scope: assertions made after it go at the matching [`Query::pop`].
    pub fn push(&self) {
        self.solver.push();
    }

    /// Closes the innermost scope, dropping its assertions.
    pub fn pop(&self) {
        self.solver.pop(1);
    }

    /// Are the assertions satisfiable?
    pub fn check(&self) -> Answer {
        self.answer(self.solver.check())
    }

    /// Checks the assertions together with `assumptions` (which are not kept).
    pub fn check_assuming(&self, assumptions: &[Bool]) -> Answer {
        self.answer(self.solver.check_assumptions(assumptions))
    }

    fn answer(&self, r: SatResult) -> Answer {
        match r {
            SatResult::Unsat => Answer::Unsat,
            SatResult::Sat => match self.solver.get_model() {
                Some(m) => Answer::Sat(Model(m)),
                None => Answer::Unknown("sat without a model".into()),
            },
            SatResult::Unknown => Answer::Unknown(self.solver.get_reason_unknown().unwrap_or_else(|| "unknown".into())),
        }
    }

    /// The assertions as an SMT-LIB script, for debugging and bug reports.
    pub fn to_smt2(&self) -> String {
        self.solver.to_smt2()
    }
}

/// Whether the conjunction of `fs` is satisfiable, within `timeout_ms` (0: no limit).
pub fn check_sat(fs: &[Bool], timeout_ms: u32) -> Answer {
    let q = Query::new(timeout_ms);
    for f in fs {
        q.assert(f);
    }
    q.check()
}

/// Whether `f` holds for every value of its free constants: `Unsat` means proved,
/// `Sat` carries a counterexample.
pub fn prove(f: &Bool, timeout_ms: u32) -> Answer {
    check_sat(&[f.not()], timeout_ms)
}

/// `∀ vars. body`.
pub fn forall(vars: &[BV], body: &Bool) -> Bool {
    let bounds: Vec<&dyn Ast> = vars.iter().map(|v| v as &dyn Ast).collect();
    z3::ast::forall_const(&bounds, &[], body)
}

/// `∃ vars. body`.
pub fn exists(vars: &[BV], body: &Bool) -> Bool {
    let bounds: Vec<&dyn Ast> = vars.iter().map(|v| v as &dyn Ast).collect();
    z3::ast::exists_const(&bounds, &[], body)
}
