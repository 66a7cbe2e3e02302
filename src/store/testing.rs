//! Test support, not part of minotaur's interface: the private PostgreSQL server of
//! `server.rs` under the name the tests use (a shared server per test binary, and
//! private ones for tests that stop or restart theirs).

pub use super::server::{postgres, private, Server};
