//! Reports for LLVM developers: view models and templates (the only user of `tera`).

pub mod checks;
