//! Solver queries with a per-query timeout, and models read back as `ApInt`s.

use crate::util::ApInt;
use std::cell::{OnceCell, RefCell};
use std::time::{Duration, Instant};
use z3::ast::{Ast, Bool, BV};
use z3::{SatResult, Solver};

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
///
/// The solver is made at the first check (or push), for the logic of what was asserted by
/// then: Z3's default solver builds an SMT kernel and probes every logic's tactic, about
/// 4 ms before its first check of even a trivial formula, where a solver for the logic
/// (`QF_BV`, `QF_FPBV`) runs the same tactic the default would pick after 0.2 ms;
/// a refinement query makes several checks. Quantified assertions get the default solver.
/// The timeout is the context's, set for each check: a solver's own `timeout` parameter
/// costs half a millisecond a check (Z3 validates it against every solver parameter).
pub struct Query {
    timeout_ms: u32,
    /// Z3's own timer is set (off only in the watchdog's tests).
    z3_timer: bool,
    tactic: Option<String>,
    pending: RefCell<Vec<Bool>>,
    solver: OnceCell<Solver>,
}

/// The solver a query's assertions call for, as the probes of Z3's default tactic see them.
fn solver_for(fs: &[Bool]) -> Solver {
    let goal = z3::Goal::new(true, false, false);
    for f in fs {
        goal.assert(f);
    }
    let holds = |name: &str| z3::Probe::new(name).apply(&goal) != 0.0;
    let logic = if holds("is-qfbv") {
        Some("QF_BV")
    } else if holds("is-qffpbv") {
        Some("QF_FPBV")
    } else {
        None
    };
    logic.and_then(Solver::new_for_logic).unwrap_or_else(Solver::new)
}

/// Z3's "no limit" for the context's `timeout`.
const NO_LIMIT: &str = "4294967295";

impl Query {
    /// A solver for the assertions' logic, each check limited to `timeout_ms` (0: no limit).
    pub fn new(timeout_ms: u32) -> Query {
        super::float::configure();
        Query {
            timeout_ms,
            z3_timer: true,
            tactic: None,
            pending: RefCell::new(Vec::new()),
            solver: OnceCell::new(),
        }
    }

    /// A solver running the named Z3 tactic (e.g. `qffpbv`; `a,b,c` runs `a`, then `b`,
    /// then `c`).
    pub fn with_tactic(timeout_ms: u32, tactic: &str) -> Query {
        Query {
            tactic: Some(tactic.to_string()),
            ..Query::new(timeout_ms)
        }
    }

    /// The solver, made now if it was not yet.
    fn solver(&self) -> &Solver {
        self.solver.get_or_init(|| {
            let pending = std::mem::take(&mut *self.pending.borrow_mut());
            let solver = match &self.tactic {
                Some(tactic) => {
                    let mut names = tactic.split(',').map(str::trim);
                    let mut t = z3::Tactic::new(names.next().unwrap_or("smt"));
                    for n in names {
                        t = t.and_then(&z3::Tactic::new(n));
                    }
                    t.solver()
                }
                None => solver_for(&pending),
            };
            for f in &pending {
                solver.assert(f);
            }
            solver
        })
    }

    /// Runs `check` with the context's timeout set to this query's, watched by the
    /// [`watchdog`](super::watchdog) so that it ends within the timeout plus a grace
    /// even when Z3's own timer is lost.
    fn timed(&self, check: impl FnOnce(&Solver) -> SatResult) -> Answer {
        let solver = self.solver();
        let mut ctx = z3::Context::thread_local();
        let limit = if self.timeout_ms > 0 && self.z3_timer {
            self.timeout_ms.to_string()
        } else {
            NO_LIMIT.to_string()
        };
        ctx.update_param_value("timeout", &limit);
        let deadline = (self.timeout_ms > 0).then(|| Instant::now() + Duration::from_millis(self.timeout_ms as u64));
        let guard = super::watchdog::watch(solver.get_context(), deadline);
        let r = check(solver);
        drop(guard);
        ctx.update_param_value("timeout", NO_LIMIT);
        self.answer(r)
    }

    /// Adds `f` to the assertions.
    pub fn assert(&self, f: &Bool) {
        match self.solver.get() {
            Some(s) => s.assert(f),
            None => self.pending.borrow_mut().push(f.clone()),
        }
    }

    /// Opens a scope: assertions made after it go at the matching [`Query::pop`].
    pub fn push(&self) {
        self.solver().push();
    }

    /// Closes the innermost scope, dropping its assertions.
    pub fn pop(&self) {
        self.solver().pop(1);
    }

    /// Are the assertions satisfiable?
    pub fn check(&self) -> Answer {
        self.timed(|s| s.check())
    }

    /// Checks the assertions together with `assumptions` (which are not kept).
    pub fn check_assuming(&self, assumptions: &[Bool]) -> Answer {
        self.timed(|s| s.check_assumptions(assumptions))
    }

    fn answer(&self, r: SatResult) -> Answer {
        match r {
            SatResult::Unsat => Answer::Unsat,
            SatResult::Sat => match self.solver().get_model() {
                Some(m) => Answer::Sat(Model(m)),
                None => Answer::Unknown("sat without a model".into()),
            },
            SatResult::Unknown => {
                Answer::Unknown(self.solver().get_reason_unknown().unwrap_or_else(|| "unknown".into()))
            }
        }
    }

    /// The same query with only the watchdog to stop its checks: Z3's own timer left
    /// unset, as when the timer's cancellation is lost.
    #[cfg(test)]
    pub(super) fn watchdog_only(mut self) -> Query {
        self.z3_timer = false;
        self
    }

    /// Adds the assertions of an SMT-LIB script (for tests replaying a dumped query).
    #[cfg(test)]
    pub(super) fn assert_smtlib(&self, script: &str) {
        let parser = Solver::new();
        parser.from_string(script);
        for f in parser.get_assertions() {
            self.assert(&f);
        }
    }

    /// The assertions as an SMT-LIB script, for debugging and bug reports.
    pub fn to_smt2(&self) -> String {
        self.solver().to_smt2()
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
