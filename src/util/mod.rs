//! Small shared pieces with no heavy dependencies: arbitrary-width integers, hashing, a
//! seeded RNG, the one atomic file write, the thread pool and worker processes of the drivers.

pub mod apint;
pub mod cpu;
pub mod fs;
pub mod hash;
pub mod pool;
pub mod rng;
pub mod worker;
