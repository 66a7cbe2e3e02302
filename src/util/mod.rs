//! Small shared pieces with no heavy dependencies: arbitrary-width integers, hashing, a
//! seeded RNG, the one atomic file write, the thread pool and worker processes of the drivers.

mod apint;
mod cpu;
mod fs;
mod hash;
mod pool;
mod rng;
mod worker;

pub use apint::ApInt;
pub use cpu::{host_flags, thread_seconds};
pub use fs::write_atomic;
pub use hash::{fnv128_hex, Fnv128};
pub use pool::{Order, Pool};
pub use rng::Rng;
pub use worker::{colon_first_line, panic_message, serve_json, CallError, Framing, Lines, Worker, WorkerCmd};
